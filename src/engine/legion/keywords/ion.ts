import type { Keyword } from '../keyword-definition.ts';
import { det } from '../ops.ts';
import { CRITS, HITS, SHIELDS } from '../state.ts';

/**
 * Ion X: at the start of Modify Attack Dice the defender flips 1 active Shield token per hit or
 * crit, up to X (AMG Keyword Glossary, Ion X); those shields then cancel nothing.
 */
export const ion: Keyword = {
  key: 'ion',
  side: 'attacker',
  rule: 'AMG Keyword Glossary, Ion X',
  editions: ['amg-2025'],
  hooks: [
    {
      step: 'modify-attack-dice',
      order: -100,
      make: (ctx, x) =>
        ctx.scenario.defender.tokens.shield > 0
          ? [
              det('Ion X', (s) => {
                const results = (s[HITS] as number) + (s[CRITS] as number);
                s[SHIELDS] = (s[SHIELDS] as number) - Math.min(x, results, s[SHIELDS] as number);
              }),
            ]
          : [],
    },
  ],
};
