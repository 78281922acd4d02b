import type { Keyword } from '../keyword-definition.ts';

/** Outmaneuver: Dodge tokens may cancel crits as well as hits (AMG Keyword Glossary, Outmaneuver). */
export const outmaneuver: Keyword = {
  key: 'outmaneuver',
  side: 'defender',
  rule: 'AMG Keyword Glossary, Outmaneuver',
  configure(ctx) {
    ctx.dodgeCancelsCrits = true;
  },
};
