import { isSuppressed } from '../context.ts';
import type { Keyword } from '../keyword-definition.ts';

/**
 * Enrage X: with Wound tokens greater than or equal to X, the unit's courage becomes "–" (AMG
 * Keyword Glossary, Enrage X), so it is never suppressed: its suppression tokens no longer
 * improve its cover and the attack adds none. An attack sequence applies it to the wounds
 * carried from earlier attacks (carry.ts).
 */
export const enrage: Keyword = {
  key: 'enrage',
  side: 'defender',
  rule: 'AMG Keyword Glossary, Enrage X',
  // Not in FFG Rules Reference 1.0: an ffg-1.0 preset leaves it out, with a note.
  editions: ['amg-2025'],
  configure(ctx, x) {
    const d = ctx.scenario.defender;
    if (x === 0 || d.woundsTaken < x) return;
    if (isSuppressed(d, ctx.amg, d.courage) && !isSuppressed(d, ctx.amg, null))
      ctx.coverImprove -= 1;
    ctx.suppressible = false;
  },
};
