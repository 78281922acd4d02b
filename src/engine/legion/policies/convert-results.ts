import type { AttackContext } from '../context.ts';
import { det } from '../ops.ts';
import { BLANKS, CRITS, HITS } from '../state.ts';

/**
 * Results that will get past Impact and Armor in step 6: crits, hits Impact turns into crits,
 * and hits beyond what Armor cancels (all hits when the defender has no Armor).
 */
function lasting(hits: number, crits: number, ctx: AttackContext): number {
  if (ctx.armor === 0) return hits + crits;
  const impacted = Math.min(hits, ctx.impact);
  const cap = ctx.amg ? ctx.armor : Infinity;
  return crits + impacted + Math.max(0, hits - impacted - cap);
}

/**
 * Marksman / Jar'Kai Mastery conversions with the tokens in `tokenSlot`, keeping `reserve` of
 * them. Each token goes where it adds most results that outlast Impact and Armor: a Blank to a
 * hit, or a hit to a crit (against Armor a hit Armor would cancel is better made a crit); a tie
 * goes to Blank→hit. Two tokens on one Blank equal one on a Blank and one on a hit.
 */
export function convertWithTokens(
  name: string,
  tokenSlot: number,
  reserve: number,
  ctx: AttackContext,
) {
  return det(name, (s) => {
    let t = Math.max(0, (s[tokenSlot] as number) - reserve);
    let spent = 0;
    for (; t > 0; t--) {
      const h = s[HITS] as number;
      const c = s[CRITS] as number;
      const b = s[BLANKS] as number;
      const now = lasting(h, c, ctx);
      const toHit = b > 0 ? lasting(h + 1, c, ctx) - now : -1;
      const toCrit = h > 0 ? lasting(h - 1, c + 1, ctx) - now : -1;
      if (toHit < 0 && toCrit < 0) break;
      if (toHit >= toCrit) {
        s[BLANKS] = b - 1;
        s[HITS] = h + 1;
      } else {
        s[HITS] = h - 1;
        s[CRITS] = c + 1;
      }
      spent++;
    }
    s[tokenSlot] = (s[tokenSlot] as number) - spent;
  });
}
