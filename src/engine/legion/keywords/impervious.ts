import type { Keyword } from '../keyword.ts';

/** Impervious: roll extra defense dice equal to the pool's total Pierce (seed 004 § IMPERVIOUS). */
export const impervious: Keyword = {
  key: 'impervious',
  side: 'defender',
  rule: 'seed 004 § IMPERVIOUS; seed 000 § IMPERVIOUS',
  configure(ctx) {
    ctx.impervious = true;
  },
};
