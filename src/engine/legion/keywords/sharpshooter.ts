import type { Keyword } from '../keyword-definition.ts';

/** Sharpshooter X: reduce the defender's cover by X after improvements (AMG Keyword Glossary, Sharpshooter X). */
export const sharpshooter: Keyword = {
  key: 'sharpshooter',
  side: 'attacker',
  rule: 'AMG Keyword Glossary, Sharpshooter X; FFG Rules Reference 1.0, Sharpshooter X',
  configure(ctx, x) {
    ctx.coverReduce += x;
  },
};
