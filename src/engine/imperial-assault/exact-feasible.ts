import { ATTACK_COLOUR_INDICES, DEFENSE_COLOUR_INDICES } from './count-dice.ts';
import { iaContext, type IaContext } from './context.ts';
import { settledBounds } from './settled-bounds.ts';
import type { IaScenario } from './scenario.ts';
import { ALL_DICE } from './state.ts';

/**
 * Above this much work (exactWork's units, about a microsecond each) rerolls are left to Monte
 * Carlo. Measured (CPU time under tsx, this 2-core machine shared by several processes): four
 * attack dice against 2 black + 2 white with 3/3 rerolls (1.6 M units) 1.8 s, 4/0 (0.6 M) 0.8 s;
 * six dice 1/0 (1.5 M, overcounted: capped faces merge) 0.7 s; eight dice 0/4 (0.9 M) 0.9 s;
 * nine dice 0/4 at range 8 (2.0 M) 2.1 s. Four dice 4/4 (2.1 M, 2.5 s), six dice 2/0 (2.6 M,
 * 2.1 s) and 2/2 (6.6 M, 6.2 s) go to Monte Carlo.
 */
export const EXACT_WORK_LIMIT = 2_000_000;

/**
 * The margin of Imperial Assault's automatic Monte Carlo: it stops once every
 * P(damage ≥ k) is within ±0.005 at 95% (about 38,000 trials at worst).
 */
export const IA_AUTO_EPSILON = 0.005;

/** Distinct results of n dice with k result kinds: C(n + k − 1, k − 1). */
function multisets(n: number, k: number): number {
  let r = 1;
  for (let i = 1; i < k; i++) r = (r * (n + i)) / i;
  return Math.round(r);
}

/** Distinct faces a side's first roll can show: the multisets of each colour, multiplied. */
function faceStates(ctx: IaContext, colours: readonly number[]): number {
  return colours.reduce(
    (t, c) => t * multisets(ctx.pool[c] ?? 0, ALL_DICE[c]?.kinds.length ?? 1),
    1,
  );
}

/** Distinct icon totals of a side's dice, each total capped at `cap` (3 numbers). */
function distinctTotals(ctx: IaContext, colours: readonly number[], cap: number[]): number {
  const radix = 64;
  let totals = new Set([0]);
  for (const c of colours)
    for (let n = 0; n < (ctx.pool[c] ?? 0); n++) {
      const next = new Set<number>();
      for (const t of totals)
        for (const k of ALL_DICE[c]?.kinds ?? []) {
          const x = [Math.floor(t / radix ** 2), Math.floor(t / radix) % radix, t % radix];
          const y = x.map((v, i) => Math.min(v + (k[i] as number), cap[i] as number));
          next.add(((y[0] as number) * radix + (y[1] as number)) * radix + (y[2] as number));
        }
      totals = next;
    }
  return totals.size;
}

/**
 * The exact executor's work for a scenario with rerolls (exact-by-roll.ts), in units of about a
 * microsecond: for each distinct first defense roll (its faces when the defender rerolls, else
 * its totals), the attacker's first rolls played through their rerolls (the attacker's reroll
 * table grows with the same product), then the defender's rerolls from each settled attack
 * (each round a few hundred states and their search).
 */
export function exactWork(s: IaScenario): number {
  const ctx = iaContext(s);
  const rA = ctx.attackerRerolls;
  const rD = ctx.defenderRerolls;
  if (rA === 0 && rD === 0) return 0;
  const settled = settledBounds(ctx);
  const attackTotals = distinctTotals(ctx, ATTACK_COLOUR_INDICES, [
    99,
    settled.surge,
    settled.accuracy,
  ]);
  const defense =
    rD > 0
      ? faceStates(ctx, DEFENSE_COLOUR_INDICES)
      : distinctTotals(ctx, DEFENSE_COLOUR_INDICES, [99, 99, 99]);
  const attack = rA > 0 ? faceStates(ctx, ATTACK_COLOUR_INDICES) : attackTotals;
  return defense * (attack * (1 + 3 * rA) + attackTotals * 15 * rD);
}

/**
 * Whether exact enumeration is quick. Without rerolls each side's dice fold into icon totals as
 * they are rolled, so every valid pool is (a few thousand states at most). With rerolls, the
 * estimated work of the exact executor decides (EXACT_WORK_LIMIT): larger pools go to Monte
 * Carlo by default, which decides only the states its trials reach.
 */
export function iaExactFeasible(s: IaScenario): boolean {
  return exactWork(s) <= EXACT_WORK_LIMIT;
}

/** Rough seconds of exact enumeration: exactWork's units are about a microsecond each. */
export function iaExactSeconds(s: IaScenario): number {
  return Math.max(0.01, exactWork(s) * 1e-6);
}
