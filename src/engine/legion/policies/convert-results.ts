import { effectiveCover, type AttackContext } from '../context.ts';
import { det } from '../ops.ts';
import { BLANKS, CRITS, HITS } from '../state.ts';

/**
 * Results expected to outlast steps 5–6: hits first meet the cancels that are certain (Dodge
 * tokens, ffg flat cover), then Impact turns hits into crits, Armor cancels hits, Backup cancels
 * up to 2 more, and the guardians cancel up to their X each (seed 004 § GUARDIAN X, seed 000
 * § GUARDIAN X: hits only, never crits). (The amg cover pool is a roll, not a certainty, so it
 * is left out; so are Shield tokens, which cancel hits and crits alike.)
 */
function lasting(
  hits: number,
  crits: number,
  ctx: AttackContext,
  before: number,
  guarded: number,
): number {
  const h1 = Math.max(0, hits - before);
  const impacted = ctx.armor > 0 ? Math.min(h1, ctx.impact) : 0;
  let h2 = h1 - impacted;
  if (ctx.armor > 0) h2 = ctx.amg ? Math.max(0, h2 - ctx.armor) : 0;
  if (ctx.ranged && ctx.scenario.defender.keywords.backup) h2 = Math.max(0, h2 - 2);
  return crits + impacted + Math.max(0, h2 - guarded);
}

/** Hits the guardians cancel in step 6 (they protect only against Ranged attacks). */
function guardianCancels(ctx: AttackContext): number {
  return ctx.ranged ? ctx.scenario.guardians.reduce((a, g) => a + g.x, 0) : 0;
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
 * to a hit, or a hit to a crit (a hit that Dodge, cover, Armor or a guardian would cancel is
 * better made a crit); a tie goes to Blank→hit. Two tokens on one Blank equal one on a Blank and one on a hit.
 */
export function convertWithTokens(
  name: string,
  tokenSlot: number,
  reserve: number,
  ctx: AttackContext,
) {
  const before = certainCancels(ctx);
  const guarded = guardianCancels(ctx);
  return det(name, (s) => {
    let t = Math.max(0, (s[tokenSlot] as number) - reserve);
    let spent = 0;
    for (; t > 0; t--) {
      const h = s[HITS] as number;
      const c = s[CRITS] as number;
      const b = s[BLANKS] as number;
      const now = lasting(h, c, ctx, before, guarded);
      const toHit = b > 0 ? lasting(h + 1, c, ctx, before, guarded) - now : -1;
      const toCrit = h > 0 ? lasting(h - 1, c + 1, ctx, before, guarded) - now : -1;
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
