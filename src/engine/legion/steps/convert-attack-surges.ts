import type { OrderedStep } from '../attack-steps.ts';
import type { AttackContext } from '../context.ts';
import { det } from '../ops.ts';
import { ATK_SURGE_TOKENS, BLANKS, CRITS, HAD_HIT, HITS, SURGES } from '../state.ts';

/**
 * Step 4d: after Critical X (a hook at negative order) the surge chart converts the remaining
 * surges; with an empty chart each Surge token turns one surge into a hit and the rest are
 * Blanks. Keywords converting Blanks or hits (Marksman, Jar'Kai) hook in at positive order.
 * Step 4 ends by noting whether the pool held a hit or crit (for suppression, step 10).
 */
export function convertAttackSurges(ctx: AttackContext): OrderedStep[] {
  const chart = ctx.surgeTo;
  return [
    {
      order: 0,
      step: det('surge chart and Surge tokens', (s) => {
        const surges = s[SURGES] as number;
        if (chart === 'hit') s[HITS] = (s[HITS] as number) + surges;
        else if (chart === 'crit') s[CRITS] = (s[CRITS] as number) + surges;
        else {
          const t = Math.min(s[ATK_SURGE_TOKENS] as number, surges);
          s[HITS] = (s[HITS] as number) + t;
          s[BLANKS] = (s[BLANKS] as number) + (surges - t);
        }
        s[SURGES] = 0;
        s[ATK_SURGE_TOKENS] = 0;
      }),
    },
    {
      order: 100,
      step: det('end of step 4', (s) => {
        if ((s[HITS] as number) + (s[CRITS] as number) > 0) s[HAD_HIT] = 1;
        s[BLANKS] = Math.min(s[BLANKS] as number, ctx.blanksNeeded);
      }),
    },
  ];
}
