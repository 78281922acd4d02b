import type { Keyword } from '../keyword-definition.ts';
import { det } from '../ops.ts';
import { HITS } from '../state.ts';

/**
 * Armor X (amg-2025): cancel up to X hits (AMG Keyword Glossary, Armor X).
 * Armor (ffg-1.0): cancel all hits (FFG Rules Reference 1.0, Armor).
 */
export const armor: Keyword = {
  key: 'armor',
  side: 'defender',
  rule: 'AMG Keyword Glossary, Armor X; FFG Rules Reference 1.0, Armor',
  configure(ctx, x) {
    ctx.armor = x;
  },
  hooks: [
    {
      step: 'defender-cancels',
      order: -20,
      make: (ctx, x) => {
        const cap = ctx.amg ? x : Infinity;
        return [
          det('Armor', (s) => {
            s[HITS] = (s[HITS] as number) - Math.min(cap, s[HITS] as number);
          }),
        ];
      },
    },
  ],
};
