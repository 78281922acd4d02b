import type { OrderedStep } from '../attack-steps.ts';
import type { AttackContext } from '../context.ts';
import { canonical, det, defIndex, rollDefenseDice } from '../ops.ts';
import { CRITS, HITS, PENDING_DEF, PIERCE_IMMUNE, PIERCE_POOL } from '../state.ts';

/**
 * Step 7a–c: one defense die per remaining hit and crit, plus Danger Sense dice and Impervious
 * dice (the pool's Pierce, unless Pierce cannot touch this defender). No hit or crit left
 * means there is nothing to defend and no dice are rolled.
 */
export function rollDefense(ctx: AttackContext): OrderedStep[] {
  const i = defIndex(ctx.defenseDie);
  const extra = ctx.dangerSenseDice;
  const impervious = ctx.impervious && !ctx.pierceImmune;
  return [
    {
      order: 0,
      step: det('gather defense dice', (s) => {
        const n = (s[HITS] as number) + (s[CRITS] as number);
        if (n === 0) return;
        const imp = impervious && s[PIERCE_IMMUNE] === 0 ? (s[PIERCE_POOL] as number) : 0;
        s[PENDING_DEF + i] = n + extra + imp;
      }),
    },
    // From here on hits and crits are only ever read as their sum (the defense dice just
    // gathered, Soresu Mastery's incoming results, comparing results), so the exact executor
    // counts them together and merges attacks that differ only in the split. A later step that
    // read them apart would break the exact-vs-Monte-Carlo agreement tests (Monte Carlo skips
    // this step).
    { order: 0, step: canonical('count crits with hits', foldCrits) },
    { order: 0, step: rollDefenseDice('roll defense dice', ctx.defenseDie) },
  ];
}

function foldCrits(s: Int32Array): void {
  s[HITS] = (s[HITS] as number) + (s[CRITS] as number);
  s[CRITS] = 0;
}
