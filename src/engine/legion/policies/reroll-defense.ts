import type { AttackContext } from '../context.ts';
import { DBLANK, DSURGE } from '../results.ts';
import { DEF_SURGE_TOKENS, DODGES_SPENT, PENDING_DEF, def } from '../state.ts';

/** Moves up to `n` defense dice to PENDING_DEF for a reroll; returns how many. */
export type DefenseRerollPolicy = (s: Int32Array, n: number) => number;

/**
 * Uncanny Luck's choice: reroll Blanks, then surges nothing will convert (no surge→block from
 * the chart, Deflect or Block, and more surges than Surge tokens).
 */
export function uncannyLuckReroll(ctx: AttackContext): DefenseRerollPolicy {
  const d = ctx.scenario.defender.keywords;
  const deflectConverts =
    d.deflect && ctx.deflectAllowed && ctx.ranged && !ctx.scenario.attacker.keywords.highVelocity;
  return (s, n) => {
    let left = n;
    const surgesConvert =
      ctx.defenseSurgeBlock ||
      (ctx.amg && deflectConverts) ||
      (!ctx.amg && d.deflect && ctx.deflectAllowed && (s[DODGES_SPENT] as number) > 0) ||
      (d.holdTheLine && ctx.melee) ||
      (d.block && (s[DODGES_SPENT] as number) > 0);
    for (let c = 0; c < 2 && left > 0; c++) {
      const b = Math.min(left, s[def(c, DBLANK)] as number);
      s[def(c, DBLANK)] = (s[def(c, DBLANK)] as number) - b;
      s[PENDING_DEF + c] = (s[PENDING_DEF + c] as number) + b;
      left -= b;
    }
    if (!surgesConvert) {
      const surges = (s[def(0, DSURGE)] as number) + (s[def(1, DSURGE)] as number);
      let excess = Math.max(0, surges - (s[DEF_SURGE_TOKENS] as number));
      for (let c = 0; c < 2 && left > 0 && excess > 0; c++) {
        const k = Math.min(left, excess, s[def(c, DSURGE)] as number);
        s[def(c, DSURGE)] = (s[def(c, DSURGE)] as number) - k;
        s[PENDING_DEF + c] = (s[PENDING_DEF + c] as number) + k;
        left -= k;
        excess -= k;
      }
    }
    return n - left;
  };
}
