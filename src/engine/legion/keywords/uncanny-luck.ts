import type { Keyword } from '../keyword-definition.ts';
import { det, rollDefenseDice } from '../ops.ts';
import { uncannyLuckReroll } from '../policies/reroll-defense.ts';

/** Uncanny Luck X: reroll up to X defense dice, once each, all at once (AMG Keyword Glossary, Uncanny Luck X). */
export const uncannyLuck: Keyword = {
  key: 'uncannyLuck',
  side: 'defender',
  rule: 'AMG Keyword Glossary, Uncanny Luck X; FFG Rules Reference 1.0, Uncanny Luck X',
  hooks: [
    {
      step: 'reroll-defense',
      order: -10,
      make: (ctx, x) => {
        const choose = uncannyLuckReroll(ctx);
        return [
          det('Uncanny Luck: choose dice', (s) => {
            choose(s, x);
          }),
          rollDefenseDice('Uncanny Luck: reroll', ctx.defenseDie),
        ];
      },
    },
  ],
};
