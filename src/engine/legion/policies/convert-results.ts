import { effectiveCover, type AttackContext } from '../context.ts';
import { det } from '../ops.ts';
import { BLANKS, CRITS, HITS } from '../state.ts';

/**
 * Results expected to outlast steps 5–6: hits first meet the cancels that are certain (Dodge
 * tokens, ffg flat cover), then Impact turns hits into crits, Armor cancels hits, Backup cancels
 * up to 2 more. (The amg cover pool is a roll, not a certainty, so it is left out.)
 */
function lasting(hits: number, crits: number, ctx: AttackContext, before: number): number {
  const h1 = Math.max(0, hits - before);
  const impacted = ctx.armor > 0 ? Math.min(h1, ctx.impact) : 0;
  let h2 = h1 - impacted;
  if (ctx.armor > 0) h2 = ctx.amg ? Math.max(0, h2 - ctx.armor) : 0;
  if (ctx.ranged && ctx.scenario.defender.keywords.backup) h2 = Math.max(0, h2 - 2);
  return crits + impacted + h2;
}

/** Hits certainly cancelled in step 5, before Impact and Armor. */
function certainCancels(ctx: AttackContext): number {
  const dodge = ctx.dodgeForbidden ? 0 : ctx.scenario.defender.tokens.dodge;
  const cover = !ctx.amg && ctx.ranged && !ctx.coverIgnored ? effectiveCover(ctx) : 0;
  return dodge + cover;
}

/**
 * Marksman / Jar'Kai Mastery conversions with the tokens in `tokenSlot`, keeping `reserve` of
 * them. Each token goes where it adds most results that outlast steps 5–6 (`lasting`): a Blank
 * to a hit, or a hit to a crit (a hit that Dodge, cover or Armor would cancel is better made a
 * crit); a tie goes to Blank→hit. Two tokens on one Blank equal one on a Blank and one on a hit.
 */
export function convertWithTokens(
  name: string,
  tokenSlot: number,
  reserve: number,
  ctx: AttackContext,
) {
  const before = certainCancels(ctx);
  return det(name, (s) => {
    let t = Math.max(0, (s[tokenSlot] as number) - reserve);
    let spent = 0;
    for (; t > 0; t--) {
      const h = s[HITS] as number;
      const c = s[CRITS] as number;
      const b = s[BLANKS] as number;
      const now = lasting(h, c, ctx, before);
      const toHit = b > 0 ? lasting(h + 1, c, ctx, before) - now : -1;
      const toCrit = h > 0 ? lasting(h - 1, c + 1, ctx, before) - now : -1;
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
