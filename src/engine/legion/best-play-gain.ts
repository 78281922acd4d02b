import { runExact } from '../core/exact.ts';
import { compileLegion } from './compile.ts';
import { legionExactFeasible } from './exact-feasible.ts';
import { objectiveValue, scenarioObjective, type Objective } from './objective.ts';
import { optimalRefusal } from './optimal-feasible.ts';
import type { LegionScenario } from './scenario.ts';
import { unitProfile } from './unit-profile.ts';

/** The objective's value as played now and with best play (the app's "Best play" line). */
export interface BestPlayGain {
  readonly objective: Objective;
  readonly current: number;
  readonly best: number;
}

const value = (s: LegionScenario): number => {
  const f = objectiveValue(scenarioObjective(s), unitProfile(s));
  const pmf = runExact(compileLegion(s))[0] ?? new Float64Array(1);
  return pmf.reduce((v, p, w) => v + p * f(w), 0);
};

/**
 * The scenario's objective under its own reroll policy and under "optimal", exactly; null when
 * there is no reroll to decide (no Aim or Observation token) or best play is not solved for it.
 */
export function bestPlayGain(s: LegionScenario): BestPlayGain | null {
  const t = s.attacker.tokens;
  if (t.aim + t.observation === 0 || !legionExactFeasible(s)) return null;
  const optimal: LegionScenario = { ...s, policy: { ...s.policy, reroll: 'optimal' } };
  if (optimalRefusal(optimal) !== null) return null;
  return { objective: scenarioObjective(s), current: value(s), best: value(optimal) };
}
