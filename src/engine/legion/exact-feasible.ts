import { formAttackPool, poolDice, sprayCopies } from './attack-pool.ts';
import type { LegionScenario } from './scenario.ts';

/**
 * Exact enumeration is the default while the first roll has at most this many distinct
 * per-colour outcomes (a 12-white, 6-black, 2-red pool has 382,200); above it Monte Carlo is.
 */
const EXACT_OUTCOME_LIMIT = 100_000;

/** Distinct results of n attack dice with 4 result kinds: C(n + 3, 3). */
const outcomes = (n: number): number => ((n + 1) * (n + 2) * (n + 3)) / 6;

/** Whether exact enumeration of this attack is quick (milliseconds to a second). */
export function legionExactFeasible(s: LegionScenario): boolean {
  const d = poolDice(formAttackPool(s).weapons, sprayCopies(s));
  return outcomes(d.red) * outcomes(d.black) * outcomes(d.white) <= EXACT_OUTCOME_LIMIT;
}
