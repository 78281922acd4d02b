import type { OrderedStep } from '../attack-steps.ts';
import type { AttackContext } from '../context.ts';
import { det } from '../ops.ts';
import { CRITS, HITS, SHIELDS } from '../state.ts';

/**
 * Step 6, defender: free cancels before any guardian. Armor and Backup hook in before this;
 * the step's own operation flips active Shield tokens (Ranged only), on crits first, then hits.
 */
export function defenderCancels(ctx: AttackContext): OrderedStep[] {
  if (!ctx.ranged || ctx.scenario.defender.tokens.shield === 0) return [];
  const keep = ctx.keepsTokens;
  return [
    {
      order: 0,
      step: det('flip Shield tokens', (s) => {
        const c = Math.min(s[SHIELDS] as number, s[CRITS] as number);
        s[CRITS] = (s[CRITS] as number) - c;
        s[SHIELDS] = (s[SHIELDS] as number) - c;
        const h = Math.min(s[SHIELDS] as number, s[HITS] as number);
        s[HITS] = (s[HITS] as number) - h;
        s[SHIELDS] = keep ? (s[SHIELDS] as number) - h : 0;
      }),
    },
  ];
}
