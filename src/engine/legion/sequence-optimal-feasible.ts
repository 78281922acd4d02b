import { firstRollResults } from './optimal-feasible.ts';
import type { LegionScenario } from './scenario.ts';
import type { SequenceExactCost } from './sequence-exact-cost.ts';
import type { LegionSequence } from './sequence-scenario.ts';
import { attackScenario } from './sequence-scenario.ts';

/**
 * Estimated seconds under which "optimal" rerolls in a sequence are solved; past it the parser
 * refuses them. Each carried state an "optimal" attack can start from needs its own solve (its
 * goal depends on the wounds already carried), so a sequence costs about its carried states
 * times one attack's solve.
 */
export const SEQUENCE_OPTIMAL_SECONDS = 5;

/**
 * Rough seconds to solve one "optimal" attack from one carried state (fitted on a shared
 * 2-core machine to pools of 3–12 dice with 1–3 reroll tokens, within a factor of about 2):
 * it grows with the first roll's distinct results and, faster than linearly, with the
 * tokens that each open another round of rerolls.
 */
export function optimalAttackSeconds(s: LegionScenario): number {
  const tokens = Math.max(1, s.attacker.tokens.aim + s.attacker.tokens.observation);
  return 0.02 + 4e-4 * firstRollResults(s) * tokens ** 1.5;
}

/** Rough seconds to solve every "optimal" attack of a sequence from every carried state. */
export function sequenceOptimalSeconds(seq: LegionSequence, cost: SequenceExactCost): number {
  let seconds = 0;
  let k = 0;
  for (const a of seq.attacks)
    for (let r = 0; r < a.repeat; r++, k++)
      if (a.policy.reroll === 'optimal')
        seconds += (cost.statesBefore[k] ?? 1) * optimalAttackSeconds(attackScenario(seq, a));
  return seconds;
}

/**
 * Why this sequence's "optimal" rerolls cannot be solved in interactive time, or null: the
 * error names the first attack that asks for them.
 */
export function sequenceOptimalRefusal(
  seq: LegionSequence,
  cost: SequenceExactCost,
): { path: string; message: string } | null {
  const first = seq.attacks.findIndex((a) => a.policy.reroll === 'optimal');
  if (first < 0) return null;
  const seconds = sequenceOptimalSeconds(seq, cost);
  if (seconds <= SEQUENCE_OPTIMAL_SECONDS) return null;
  return {
    path: `attacks.${first}.policy.reroll`,
    message: `"optimal" over this sequence would take about ${seconds.toFixed(seconds < 10 ? 1 : 0)} s to solve (each carried state an attack starts from is solved on its own), past its ${SEQUENCE_OPTIMAL_SECONDS} s; use "conservative" or "crit-fishing", or fewer attacks or dice`,
  };
}
