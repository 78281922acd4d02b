import { ATTACK_COLOUR_INDICES } from './count-dice.ts';
import type { IaContext } from './context.ts';
import { ALL_DICE } from './state.ts';

/**
 * The least attack totals every step after the rerolls reads the same way: docs/rules/imperial-assault.md, step
 * 4 floors each total at 0 after the modifiers and evades cancel surges, step 5
 * can spend no more surges than all abilities cost, and step 6 needs no more accuracy than the
 * distance (melee and Reach read none). Surges past `surge` (the abilities' cost after the most
 * evades the defense can show) and accuracy past `accuracy` change neither an outcome nor, so, a
 * reroll value.
 */
export function settledBounds(ctx: IaContext): { surge: number; accuracy: number } {
  const m = ctx.modifiers;
  const surgeCap = ctx.rules.abilities.reduce((t, a) => t + a.cost, 0);
  let evades = 0;
  ctx.pool.forEach((n, c) => {
    if (c < ATTACK_COLOUR_INDICES.length) return;
    evades += n * Math.max(0, ...(ALL_DICE[c]?.kinds ?? []).map((k) => k[1]));
  });
  return {
    surge: surgeCap === 0 ? 0 : Math.max(0, surgeCap + Math.max(0, evades + m.evade) - m.surge),
    accuracy: ctx.rules.ranged ? Math.max(0, ctx.rules.distance - m.accuracy) : 0,
  };
}
