import type { Keyword } from '../keyword.ts';

/** Precise X: each Aim token rerolls X more dice (seed 004 § PRECISE X). */
export const precise: Keyword = {
  key: 'precise',
  side: 'attacker',
  rule: 'seed 004 § PRECISE X; seed 000 § PRECISE X',
  configure(ctx, x) {
    ctx.aimRerolls += x;
  },
};
