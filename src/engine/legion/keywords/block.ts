import type { Keyword } from '../keyword-definition.ts';
import { det } from '../ops.ts';
import { DODGES_SPENT, SURGE_TO_BLOCK } from '../state.ts';

/** Block: a defender that spent a Dodge token gains surge→block for the attack (AMG Keyword Glossary, Block). */
export const block: Keyword = {
  key: 'block',
  side: 'defender',
  rule: 'AMG Keyword Glossary, Block',
  configure(ctx) {
    ctx.spendDodgeAnyway = true;
  },
  hooks: [
    {
      step: 'convert-defense-surges',
      order: -5,
      make: () => [
        det('Block', (s) => {
          if ((s[DODGES_SPENT] as number) > 0) s[SURGE_TO_BLOCK] = 1;
        }),
      ],
    },
  ],
};
