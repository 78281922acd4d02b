import type { Keyword } from '../keyword.ts';

/** Sharpshooter X: reduce the defender's cover by X after improvements (seed 004 § SHARPSHOOTER X). */
export const sharpshooter: Keyword = {
  key: 'sharpshooter',
  side: 'attacker',
  rule: 'seed 004 § SHARPSHOOTER X; seed 000 § SHARPSHOOTER X',
  configure(ctx, x) {
    ctx.coverReduce += x;
  },
};
