import type { OrderedStep } from '../attack-steps.ts';
import type { AttackContext } from '../context.ts';
import { det } from '../ops.ts';
import { CRITS, DODGE, DODGES_SPENT, HITS } from '../state.ts';

/**
 * Step 5e: the defender spends Dodge tokens, each cancelling a hit (Outmaneuver: or a crit).
 * Policy "Defender tokens": on hits while any remain, then (Outmaneuver) on crits; one Dodge
 * even with nothing to cancel when Block, Duelist, Nimble or ffg Deflect make it worth it.
 * The digest's "(first on crits with Outmaneuver)" is ambiguous; the known answer
 * golden/legion/shields-backup-outmaneuver.json fixes the order as hits, then crits.
 */
export function applyDodge(ctx: AttackContext): OrderedStep[] {
  if (ctx.dodgeForbidden || ctx.scenario.defender.tokens.dodge === 0) return [];
  const onCrits = ctx.dodgeCancelsCrits;
  const anyway = ctx.spendDodgeAnyway;
  const keep = ctx.keepsTokens;
  return [
    {
      order: 0,
      step: det('spend Dodge tokens', (s) => {
        let spent = 0;
        const h = Math.min(s[DODGE] as number, s[HITS] as number);
        s[HITS] = (s[HITS] as number) - h;
        spent += h;
        s[DODGE] = (s[DODGE] as number) - h;
        if (onCrits) {
          const c = Math.min(s[DODGE] as number, s[CRITS] as number);
          s[CRITS] = (s[CRITS] as number) - c;
          spent += c;
          s[DODGE] = (s[DODGE] as number) - c;
        }
        if (spent === 0 && anyway && (s[DODGE] as number) > 0) {
          spent = 1;
          s[DODGE] = (s[DODGE] as number) - 1;
        }
        s[DODGES_SPENT] = spent;
        if (!keep) s[DODGE] = 0;
      }),
    },
  ];
}
