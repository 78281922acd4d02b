import type { Keyword } from '../keyword-definition.ts';
import { det } from '../ops.ts';
import { CRITS, HITS } from '../state.ts';

/** Primitive: against Armor, after Impact, every crit becomes a hit (AMG Keyword Glossary, Primitive). */
export const primitive: Keyword = {
  key: 'primitive',
  side: 'attacker',
  rule: 'AMG Keyword Glossary, Primitive',
  hooks: [
    {
      step: 'modify-attack-dice',
      order: 50,
      make: (ctx) =>
        ctx.armor > 0
          ? [
              det('Primitive', (s) => {
                s[HITS] = (s[HITS] as number) + (s[CRITS] as number);
                s[CRITS] = 0;
              }),
            ]
          : [],
    },
  ],
};
