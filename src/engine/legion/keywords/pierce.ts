import type { Keyword } from '../keyword.ts';
import { det } from '../ops.ts';
import { BLOCKS, PIERCE, PIERCE_IMMUNE } from '../state.ts';

/** Pierce X: in Modify Defense Dice, cancel up to X blocks (seed 004 § PIERCE X). */
export const pierce: Keyword = {
  key: 'pierce',
  side: 'attacker',
  rule: 'seed 004 § PIERCE X; seed 000 § PIERCE X; rules/legion.md step 8',
  configure(ctx, x) {
    ctx.pierce = x;
  },
  hooks: [
    {
      step: 'modify-defense-dice',
      order: 10,
      make: (ctx) =>
        ctx.pierceImmune
          ? []
          : [
              det('Pierce X', (s) => {
                if (s[PIERCE_IMMUNE] === 1) return;
                const c = Math.min(s[PIERCE] as number, s[BLOCKS] as number);
                s[BLOCKS] = (s[BLOCKS] as number) - c;
                s[PIERCE] = (s[PIERCE] as number) - c;
              }),
            ],
    },
  ],
};
