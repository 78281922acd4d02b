import type { Keyword } from '../keyword-definition.ts';
import { det } from '../ops.ts';
import { BLANKS, CRITS, HITS } from '../state.ts';

/**
 * Ram X: if the unit moved as required (`attacker.moved`), change up to X results to crits in
 * Modify Attack Dice (AMG Keyword Glossary, Ram X). The icon of the results is lost in the project's copy of the glossary;
 * docs/rules/legion.md "Known conflicts" fixes it as Blanks first, then hits.
 */
export const ram: Keyword = {
  key: 'ram',
  side: 'attacker',
  rule: 'AMG Keyword Glossary, Ram X; docs/rules/legion.md "Known conflicts" (Ram X)',
  configure(ctx, x) {
    if (ctx.scenario.attacker.moved) ctx.blanksNeeded += x;
  },
  hooks: [
    {
      step: 'modify-attack-dice',
      order: 30,
      make: (ctx, x) =>
        ctx.scenario.attacker.moved
          ? [
              det('Ram X', (s) => {
                const b = Math.min(x, s[BLANKS] as number);
                const h = Math.min(x - b, s[HITS] as number);
                s[BLANKS] = (s[BLANKS] as number) - b;
                s[HITS] = (s[HITS] as number) - h;
                s[CRITS] = (s[CRITS] as number) + b + h;
              }),
            ]
          : [],
    },
  ],
};
