import type { OrderedStep } from '../attack-steps.ts';
import { effectiveCover, type AttackContext } from '../context.ts';
import { BLOCK, DSURGE } from '../results.ts';
import { clearDefenseDice, det, defIndex, rollDefenseDice } from '../ops.ts';
import { BLOCKS, HITS, PENDING_DEF, def } from '../state.ts';

/**
 * Step 5a–d (Ranged only). amg-2025: roll 1 defense die per hit (the cover pool; Dug In makes
 * it red, Low Profile swaps one die for an automatic block); light cover cancels a hit per
 * block, heavy per block and surge. ffg-1.0: light cover cancels 1 hit, heavy up to 2.
 */
export function applyCover(ctx: AttackContext): OrderedStep[] {
  const cover = effectiveCover(ctx);
  if (!ctx.ranged || cover === 0 || ctx.coverIgnored) return [];
  if (!ctx.amg) {
    return [
      {
        order: 0,
        step: det('flat cover', (s) => {
          s[HITS] = (s[HITS] as number) - Math.min(s[HITS] as number, cover);
        }),
      },
    ];
  }
  const i = defIndex(ctx.coverDie);
  const lowProfile = ctx.lowProfile;
  const heavy = cover === 2;
  return [
    {
      order: 0,
      step: det('gather cover pool', (s) => {
        let n = s[HITS] as number;
        if (n === 0) return;
        if (lowProfile) {
          n--;
          s[BLOCKS] = 1;
        }
        s[PENDING_DEF + i] = n;
      }),
    },
    { order: 0, step: rollDefenseDice('roll cover pool', ctx.coverDie) },
    {
      order: 0,
      step: det('apply cover', (s) => {
        let cancels = (s[BLOCKS] as number) + (s[def(i, BLOCK)] as number);
        if (heavy) cancels += s[def(i, DSURGE)] as number;
        s[HITS] = (s[HITS] as number) - Math.min(s[HITS] as number, cancels);
        s[BLOCKS] = 0;
        clearDefenseDice(s);
      }),
    },
  ];
}
