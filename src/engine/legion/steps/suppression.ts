import type { OrderedStep } from '../attack-steps.ts';
import type { AttackContext } from '../context.ts';
import { det } from '../ops.ts';
import { HAD_HIT, SUPPRESSION, WOUNDS } from '../state.ts';
import { unitProfile } from '../unit-profile.ts';

/**
 * Step 10 (amg-2025): a Ranged attack whose pool held a hit or crit after step 4 suppresses a
 * defender that survives (+1, Suppressive +1 more); vehicles and courage "–" never.
 * ffg-1.0 (SUPPRESSION): a trooper defender gains 1 token from a Ranged pool with a hit or crit.
 */
export function suppression(ctx: AttackContext): OrderedStep[] {
  if (!ctx.ranged || !ctx.suppressible) return [];
  const profile = unitProfile(ctx.scenario);
  const lethalAt = profile && ctx.amg ? profile.health : Infinity;
  const gain = ctx.suppressionGain;
  return [
    {
      order: 0,
      step: det('gain suppression', (s) => {
        if (s[HAD_HIT] === 1 && (s[WOUNDS] as number) < lethalAt) s[SUPPRESSION] = gain;
      }),
    },
  ];
}
