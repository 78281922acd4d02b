import type { Keyword } from '../keyword-definition.ts';
import { det } from '../ops.ts';
import { CRITS, HITS } from '../state.ts';

/** Impact X: against Armor, turn up to X hits into crits (AMG Keyword Glossary, Impact X). */
export const impact: Keyword = {
  key: 'impact',
  side: 'attacker',
  rule: 'AMG Keyword Glossary, Impact X; FFG Rules Reference 1.0, Impact X',
  configure(ctx, x) {
    ctx.impact += x;
  },
  hooks: [
    {
      step: 'modify-attack-dice',
      order: 20,
      make: (ctx) => impactStep(ctx.impact, ctx.armor),
    },
  ],
};

/** The Impact operation, shared with Weak Point (which adds to the same Impact X). */
export function impactStep(x: number, armor: number) {
  if (x === 0 || armor === 0) return [];
  return [
    det('Impact X', (s) => {
      const c = Math.min(x, s[HITS] as number);
      s[HITS] = (s[HITS] as number) - c;
      s[CRITS] = (s[CRITS] as number) + c;
    }),
  ];
}
