import type { Keyword } from '../keyword-definition.ts';
import { det } from '../ops.ts';
import { CRITS, SURGES } from '../state.ts';

/** Critical X: convert up to X surges to crits, before the surge chart (AMG Keyword Glossary, Critical X). */
export const critical: Keyword = {
  key: 'critical',
  side: 'attacker',
  rule: 'AMG Keyword Glossary, Critical X; FFG Rules Reference 1.0, Critical X; docs/rules/legion.md, step 4d',
  configure(ctx, x) {
    ctx.critical = x;
  },
  hooks: [
    {
      step: 'convert-attack-surges',
      order: -10,
      readsDefender: false,
      make: (_ctx, x) => [
        det('Critical X', (s) => {
          const c = Math.min(x, s[SURGES] as number);
          s[SURGES] = (s[SURGES] as number) - c;
          s[CRITS] = (s[CRITS] as number) + c;
        }),
      ],
    },
  ],
};
