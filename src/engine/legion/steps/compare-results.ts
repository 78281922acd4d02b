import type { OrderedStep } from '../attack-steps.ts';
import { det } from '../ops.ts';
import { BLOCKS, CRITS, HITS, WOUNDS } from '../state.ts';

/** Step 9: wounds = max(0, hits + crits − blocks). */
export function compareResults(): OrderedStep[] {
  return [
    {
      order: 0,
      step: det('compare results', (s) => {
        s[WOUNDS] = Math.max(0, (s[HITS] as number) + (s[CRITS] as number) - (s[BLOCKS] as number));
      }),
    },
  ];
}
