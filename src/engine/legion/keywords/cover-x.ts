import type { Keyword } from '../keyword-definition.ts';

/** Cover X: improve cover by X, capped at heavy (AMG Keyword Glossary, Cover X). */
export const coverX: Keyword = {
  key: 'coverX',
  side: 'defender',
  rule: 'AMG Keyword Glossary, Cover X; FFG Rules Reference 1.0, Cover X',
  configure(ctx, x) {
    ctx.coverImprove += x;
  },
};
