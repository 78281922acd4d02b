import type { Keyword } from '../keyword-definition.ts';
import { det } from '../ops.ts';
import { DODGES_SPENT, DODGE_REGAINED } from '../state.ts';

/**
 * Nimble: after defending, if it spent at least 1 Dodge token, the unit gains 1 Dodge token
 * (AMG Keyword Glossary, Nimble; FFG Rules Reference 1.0, Nimble); reported as `dodgeRegained`.
 */
export const nimble: Keyword = {
  key: 'nimble',
  side: 'defender',
  rule: 'AMG Keyword Glossary, Nimble; FFG Rules Reference 1.0, Nimble',
  configure(ctx) {
    ctx.spendDodgeAnyway = true;
  },
  hooks: [
    {
      step: 'suppression',
      order: 10,
      make: () => [
        det('Nimble', (s) => {
          if ((s[DODGES_SPENT] as number) > 0) s[DODGE_REGAINED] = 1;
        }),
      ],
    },
  ],
};
