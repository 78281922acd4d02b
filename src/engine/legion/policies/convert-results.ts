import { effectiveCover, type AttackContext } from '../context.ts';
import { det } from '../ops.ts';
import { BLANKS, CRITS, HITS } from '../state.ts';

/** What steps 5–6 will certainly do to the results, fixed when the attack is compiled. */
interface Later {
  /** Hits cancelled in step 5 (Dodge tokens, ffg flat cover). */
  readonly before: number;
  /** Results Ram X changes to crits in step 6 (0 unless the attacker moved). */
  readonly ram: number;
  /** Primitive against Armor: every crit becomes a hit after Impact and Ram. */
  readonly primitive: boolean;
  /** Hits the guardians cancel at the end of step 6 (they protect against Ranged attacks only). */
  readonly guarded: number;
}

function later(ctx: AttackContext): Later {
  const a = ctx.scenario.attacker;
  return {
    before: certainCancels(ctx),
    ram: a.moved ? a.keywords.ram : 0,
    primitive: a.keywords.primitive && ctx.armor > 0,
    guarded: ctx.ranged ? ctx.scenario.guardians.reduce((n, g) => n + g.x, 0) : 0,
  };
}

/**
 * Results expected to outlast steps 5–6, in the order the attack resolves them: hits first meet
 * the cancels that are certain (step 5), then Impact turns hits into crits, Ram X changes
 * Blanks, then hits, to crits (AMG Keyword Glossary, Ram X), Primitive turns crits back into hits, Armor
 * cancels hits, Backup up to 2 more, and the guardians up to their X each (AMG Keyword Glossary, Guardian
 * X, FFG Rules Reference 1.0, Guardian X: hits only, never crits). (The amg cover pool is a roll, not a
 * certainty, so it is left out; so are Shield tokens, which cancel hits and crits alike.)
 */
function lasting(hits: number, crits: number, blanks: number, ctx: AttackContext, l: Later) {
  let h = Math.max(0, hits - l.before);
  let c = crits;
  const impacted = ctx.armor > 0 ? Math.min(h, ctx.impact) : 0;
  h -= impacted;
  c += impacted;
  const rammedBlanks = Math.min(l.ram, blanks);
  const rammedHits = Math.min(l.ram - rammedBlanks, h);
  h -= rammedHits;
  c += rammedBlanks + rammedHits;
  if (l.primitive) {
    h += c;
    c = 0;
  }
  if (ctx.armor > 0) h = ctx.amg ? Math.max(0, h - ctx.armor) : 0;
  if (ctx.ranged && ctx.scenario.defender.keywords.backup) h = Math.max(0, h - 2);
  return c + Math.max(0, h - l.guarded);
}

/**
 * Hits certainly cancelled in step 5, before Impact and Armor: Dodge tokens, ffg-1.0's flat cover
 * value, and in amg-2025 Low Profile's automatic block (AMG Keyword Glossary, Low Profile: one die fewer and
 * a block added whenever the cover pool has a die; the rest of the amg pool is a roll).
 */
function certainCancels(ctx: AttackContext): number {
  const dodge = ctx.dodgeForbidden ? 0 : ctx.scenario.defender.tokens.dodge;
  const cover = ctx.ranged && !ctx.coverIgnored ? effectiveCover(ctx) : 0;
  if (!ctx.amg) return dodge + cover;
  return dodge + (cover > 0 && ctx.lowProfile ? 1 : 0);
}

/**
 * Marksman / Jar'Kai Mastery conversions with the tokens in `tokenSlot`, keeping `reserve` of
 * them. Each token goes where it adds most results that outlast steps 5–6 (`lasting`): a Blank
 * to a hit, or a hit to a crit (a hit that Dodge, cover, Armor or a guardian would cancel is
 * better made a crit, a Blank that Ram would make a crit better left alone); a tie goes to
 * Blank→hit. Two tokens on one Blank equal one on a Blank and one on a hit.
 */
export function convertWithTokens(
  name: string,
  tokenSlot: number,
  reserve: number,
  ctx: AttackContext,
) {
  const l = later(ctx);
  return det(name, (s) => {
    let t = Math.max(0, (s[tokenSlot] as number) - reserve);
    let spent = 0;
    for (; t > 0; t--) {
      const h = s[HITS] as number;
      const c = s[CRITS] as number;
      const b = s[BLANKS] as number;
      const now = lasting(h, c, b, ctx, l);
      const toHit = b > 0 ? lasting(h + 1, c, b - 1, ctx, l) - now : -1;
      const toCrit = h > 0 ? lasting(h - 1, c + 1, b, ctx, l) - now : -1;
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
