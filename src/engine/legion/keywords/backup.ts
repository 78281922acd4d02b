import type { Keyword } from '../keyword-definition.ts';
import { det } from '../ops.ts';
import { HITS } from '../state.ts';

/** Backup: against a Ranged attack, cancel up to 2 hits (AMG Keyword Glossary, Backup; conditions assumed met). */
export const backup: Keyword = {
  key: 'backup',
  side: 'defender',
  rule: 'AMG Keyword Glossary, Backup',
  editions: ['amg-2025'],
  hooks: [
    {
      step: 'defender-cancels',
      order: -10,
      make: (ctx) =>
        ctx.ranged
          ? [
              det('Backup', (s) => {
                s[HITS] = (s[HITS] as number) - Math.min(2, s[HITS] as number);
              }),
            ]
          : [],
    },
  ],
};
