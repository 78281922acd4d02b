import { formAttackPool, poolDice, sprayCopies } from './attack-pool.ts';
import { legionExactFeasible } from './exact-feasible.ts';
import type { LegionScenario } from './scenario.ts';

/**
 * Best play ("optimal" rerolls) is solved while the first roll has at most this many distinct
 * per-colour results: 12 red dice (455) with 3 Aim tokens take about a second; 6 black and 6
 * white (7,056) half a minute. Monte Carlo needs the same decision table, so past it neither
 * method is offered.
 */
export const OPTIMAL_OUTCOME_LIMIT = 1_000;

/** Distinct results of n attack dice with 4 result kinds: C(n + 3, 3). */
const outcomes = (n: number): number => ((n + 1) * (n + 2) * (n + 3)) / 6;

/** Distinct per-colour results of the scenario's first attack roll: what best play searches. */
export function firstRollResults(s: LegionScenario): number {
  const d = poolDice(formAttackPool(s).weapons, sprayCopies(s));
  return outcomes(d.red) * outcomes(d.black) * outcomes(d.white);
}

/** Why this scenario's "optimal" rerolls cannot be solved in interactive time, or null. */
export function optimalRefusal(s: LegionScenario): string | null {
  if (s.policy.reroll !== 'optimal') return null;
  const n = firstRollResults(s);
  if (n <= OPTIMAL_OUTCOME_LIMIT) return null;
  const limit = OPTIMAL_OUTCOME_LIMIT.toLocaleString('en');
  return `"optimal" is solved only for pools whose first roll has at most ${limit} distinct results (this pool: ${n.toLocaleString('en')}); use "conservative" or "crit-fishing"`;
}

/** Whether any of the scenario's decisions is "optimal" (solved by best-play.ts). */
export function usesBestPlay(s: LegionScenario): boolean {
  return s.policy.reroll === 'optimal' || s.policy.soresu === 'optimal';
}

/**
 * Makashi Mastery "optimal" is chosen before any die is rolled (AMG Keyword Glossary: during
 * Choose Weapons and Gather Dice) by the objective's exact value with and without it; past the
 * exact executor's limit it cannot be, so it is refused rather than guessed.
 */
export function makashiRefusal(s: LegionScenario): string | null {
  const decides = s.attackType === 'melee' && s.attacker.keywords.makashiMastery;
  if (s.policy.makashi !== 'optimal' || !decides || legionExactFeasible(s)) return null;
  return '"optimal" is worked out exactly, and this pool is too large for exact answers; use "auto", "always" or "never"';
}

/**
 * In a sequence, Makashi Mastery "optimal" would be chosen before the dice for the sequence's
 * goal from every carried state; it is weighed for one attack only, so a sequence refuses it
 * where it decides (a melee attack with Makashi Mastery) rather than aim at the wrong goal.
 */
export function sequenceMakashiRefusal(s: LegionScenario): string | null {
  const decides = s.attackType === 'melee' && s.attacker.keywords.makashiMastery;
  if (s.policy.makashi !== 'optimal' || !decides) return null;
  return '"optimal" Makashi Mastery is weighed for a single attack, not yet for a sequence\'s goal; use "auto", "always" or "never"';
}
