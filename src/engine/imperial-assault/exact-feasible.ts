import { iaContext } from './context.ts';
import type { IaScenario } from './scenario.ts';
import { ALL_DICE } from './state.ts';

/**
 * Above this many face states × rerolls, rerolls are left to Monte Carlo. Measured (tsx, this
 * 2-core machine under load): 60,000 is about one second of CPU for the exact executor, e.g.
 * red+blue+green+yellow against black+white, rerolls 2/2 (17,280 face states): 1.15 s.
 */
export const REROLL_WORK_LIMIT = 60_000;

/** Distinct results of n dice with k result kinds: C(n + k − 1, k − 1). */
function multisets(n: number, k: number): number {
  let r = 1;
  for (let i = 1; i < k; i++) r = (r * (n + i)) / i;
  return Math.round(r);
}

/**
 * Whether exact enumeration is quick. Without rerolls each side's dice fold into icon totals as
 * they are rolled, so every valid pool is (a few thousand states at most). With rerolls the
 * faces of the rerolling side stay distinct until step 3 ends, and each reroll branches every
 * state again: a pool whose face states times rerolls exceed the limit goes to Monte Carlo by
 * default (which decides only the states its trials reach).
 */
export function iaExactFeasible(s: IaScenario): boolean {
  const ctx = iaContext(s);
  if (ctx.attackerRerolls === 0 && ctx.defenderRerolls === 0) return true;
  let states = 1;
  ctx.pool.forEach((n, c) => {
    const attack = c < 4;
    const kept = attack ? ctx.attackerRerolls > 0 : ctx.defenderRerolls > 0;
    if (kept) states *= multisets(n, ALL_DICE[c]?.kinds.length ?? 1);
  });
  return states * (ctx.attackerRerolls + ctx.defenderRerolls) <= REROLL_WORK_LIMIT;
}
