import type { Keyword } from '../keyword.ts';

/** Cover X: improve cover by X, capped at heavy (seed 004 § COVER X). */
export const coverX: Keyword = {
  key: 'coverX',
  side: 'defender',
  rule: 'seed 004 § COVER X; seed 000 § COVER X',
  configure(ctx, x) {
    ctx.coverImprove += x;
  },
};
