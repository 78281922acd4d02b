import type { OrderedStep } from '../attack-steps.ts';
import type { AttackContext } from '../context.ts';
import { BLOCK, DSURGE } from '../results.ts';
import { clearDefenseDice, det } from '../ops.ts';
import { BLOCKS, DEF_SURGES, DEF_SURGE_TOKENS, SURGE_TO_BLOCK, def } from '../state.ts';

/**
 * Step 7e: the defense roll becomes blocks. Surges become blocks with a surge→block chart (or
 * when Deflect, Block or Hold the Line grant it, hooked in before); otherwise each Surge
 * token converts one surge. Unconverted surges are Blanks.
 */
export function convertDefenseSurges(ctx: AttackContext): OrderedStep[] {
  const chart = ctx.defenseSurgeBlock;
  const keep = ctx.keepsTokens;
  return [
    {
      order: -100,
      step: det('collect defense results', (s) => {
        s[BLOCKS] = (s[def(0, BLOCK)] as number) + (s[def(1, BLOCK)] as number);
        s[DEF_SURGES] = (s[def(0, DSURGE)] as number) + (s[def(1, DSURGE)] as number);
        clearDefenseDice(s);
      }),
    },
    {
      order: 0,
      step: det('defense surge chart and Surge tokens', (s) => {
        const surges = s[DEF_SURGES] as number;
        if (chart || s[SURGE_TO_BLOCK] === 1) s[BLOCKS] = (s[BLOCKS] as number) + surges;
        else {
          const spent = Math.min(surges, s[DEF_SURGE_TOKENS] as number);
          s[BLOCKS] = (s[BLOCKS] as number) + spent;
          s[DEF_SURGE_TOKENS] = (s[DEF_SURGE_TOKENS] as number) - spent;
        }
        s[DEF_SURGES] = 0;
        if (!keep) s[DEF_SURGE_TOKENS] = 0;
        s[SURGE_TO_BLOCK] = 0;
      }),
    },
  ];
}
