import { formAttackPool, poolDice, sprayCopies } from './attack-pool.ts';
import type { LegionScenario } from './scenario.ts';

/**
 * Exact enumeration is the default while the first roll has at most this many distinct
 * per-colour outcomes (a 12-white, 6-black, 2-red pool has 382,200); above it Monte Carlo is.
 */
const EXACT_OUTCOME_LIMIT = 100_000;

/** Distinct results of n attack dice with 4 result kinds: C(n + 3, 3). */
const outcomes = (n: number): number => ((n + 1) * (n + 2) * (n + 3)) / 6;

/** Distinct per-colour outcomes of the attack roll (Spray copies a weapon's dice). */
function firstRollOutcomes(s: LegionScenario): number {
  const d = poolDice(formAttackPool(s).weapons, sprayCopies(s));
  return outcomes(d.red) * outcomes(d.black) * outcomes(d.white);
}

/** Whether exact enumeration of this attack is quick (milliseconds to a second). */
export function legionExactFeasible(s: LegionScenario): boolean {
  return firstRollOutcomes(s) <= EXACT_OUTCOME_LIMIT;
}

/**
 * Rough seconds of exact enumeration: 1.15e-4 × outcomes^0.55, fitted to the exact executor
 * (tsx, this 2-core machine under load; plain attacks, a white defense die) from 2 red 6 black
 * 12 white (382,200 outcomes: 0.19 s) through 10/10/10 (1.1 s), 15/15/15 (6.4 s), 20/20/20
 * (34 s) to 30/30/30 (1.6e11 outcomes: 168 s), within about 30% of each. The frontier merges
 * states, so the time grows far slower than the outcomes. Only for telling a person what to
 * expect: tokens and keywords that branch further can double it.
 */
export function legionExactSeconds(s: LegionScenario): number {
  return 1.15e-4 * firstRollOutcomes(s) ** 0.55;
}
