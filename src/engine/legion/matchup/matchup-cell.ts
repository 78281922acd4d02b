import { describeError } from '../../core/validation.ts';
import { evaluateExact, evaluateMonteCarlo, type AttackResult } from '../../evaluate.ts';
import { parseAnyScenario } from '../../games.ts';
import type { LegionCardData } from '../data/card-data.ts';
import { withPointsEfficiency } from '../points-result.ts';
import { expandPresets } from '../presets/expand-presets.ts';

/**
 * Monte Carlo for a cell whose exact enumeration is infeasible: the trials and seed `npm run
 * odds` uses by default, so the cell is still exactly the single scenario's answer.
 */
export const MATCHUP_MONTE_CARLO = { trials: 1_000_000, seed: 1 } as const;

/**
 * One cell's answer: the attack's result (`method` says exact or Monte Carlo), or the one-line
 * reason `npm run odds` would refuse the cell's scenario (e.g. an attacker with no weapon that
 * reaches the range).
 */
export type MatchupCell =
  | { readonly ok: true; readonly result: AttackResult }
  | { readonly ok: false; readonly error: string };

/**
 * The answer `npm run odds` gives for a scenario (issue 14 item 1): unit presets expanded (the
 * best weapon choice per miniature), exact when the game says it is quick, else seeded Monte
 * Carlo with odds' defaults, with points efficiency between presets. Never throws.
 */
export function matchupCell(scenario: unknown, cards: LegionCardData): MatchupCell {
  const expanded = expandPresets(scenario, cards);
  if (!expanded.ok) return { ok: false, error: describeError(expanded.error) };
  const parsed = parseAnyScenario(expanded.value);
  if (!parsed.ok) return { ok: false, error: describeError(parsed.error) };
  const s = parsed.value;
  const result = s.engine.exactFeasible(s.scenario)
    ? evaluateExact(s)
    : evaluateMonteCarlo(s, MATCHUP_MONTE_CARLO.trials, MATCHUP_MONTE_CARLO.seed);
  return { ok: true, result: withPointsEfficiency(s, result) };
}
