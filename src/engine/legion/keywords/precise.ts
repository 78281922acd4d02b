import type { Keyword } from '../keyword-definition.ts';

/** Precise X: each Aim token rerolls X more dice (AMG Keyword Glossary, Precise X). */
export const precise: Keyword = {
  key: 'precise',
  side: 'attacker',
  rule: 'AMG Keyword Glossary, Precise X; FFG Rules Reference 1.0, Precise X',
  configure(ctx, x) {
    ctx.aimRerolls += x;
  },
};
