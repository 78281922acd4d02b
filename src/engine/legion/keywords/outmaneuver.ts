import type { Keyword } from '../keyword.ts';

/** Outmaneuver: Dodge tokens may cancel crits as well as hits (seed 004 § OUTMANEUVER). */
export const outmaneuver: Keyword = {
  key: 'outmaneuver',
  side: 'defender',
  rule: 'seed 004 § OUTMANEUVER',
  configure(ctx) {
    ctx.dodgeCancelsCrits = true;
  },
};
