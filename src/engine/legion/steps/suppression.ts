import type { OrderedStep } from '../attack-steps.ts';
import type { AttackContext } from '../context.ts';
import { det } from '../ops.ts';
import { HAD_HIT, SUPPRESSION, WOUNDS } from '../state.ts';
import type { LegionScenario } from '../scenario.ts';
import { unitProfile } from '../unit-profile.ts';

/**
 * Whether the attack that defeats the unit still hands it suppression: amg-2025 suppresses only
 * a defender that survives (docs/rules/legion.md, step 10); ffg-1.0 whenever the pool produced a hit
 * or crit (FFG Rules Reference 1.0, Attack, step 10). Attack sequences read it too (carry.ts).
 */
export function suppressesDefeatedUnit(edition: LegionScenario['edition']): boolean {
  return edition === 'ffg-1.0';
}

/**
 * Step 10. amg-2025 (docs/rules/legion.md): a Ranged attack whose pool held a hit or crit after step 4
 * suppresses a defender that survives: +1, Suppressive +1 more; Shien Mastery: none when the
 * attack dealt no wounds. ffg-1.0 (FFG Rules Reference 1.0, Attack, step 10; Suppression): a trooper defender
 * gains 1 token if the pool produced a hit or crit, Ranged or Melee, and Suppressive adds 1 after
 * any attack with the weapon. Vehicles and courage "–" never gain suppression.
 */
export function suppression(ctx: AttackContext): OrderedStep[] {
  if (!ctx.suppressible) return [];
  const extra = ctx.suppressionGain - 1;
  if (!ctx.amg) {
    return [
      {
        order: 0,
        step: det('gain suppression (ffg-1.0)', (s) => {
          s[SUPPRESSION] = (s[HAD_HIT] === 1 ? 1 : 0) + extra;
        }),
      },
    ];
  }
  if (!ctx.ranged) return [];
  const profile = unitProfile(ctx.scenario);
  // Wounds beyond the LOS cap are lost, so a capped attack can never defeat the unit.
  const survivalCounts = !suppressesDefeatedUnit(ctx.scenario.edition);
  const lethalAt =
    survivalCounts && profile && profile.cap >= profile.health ? profile.health : Infinity;
  const shien = ctx.scenario.defender.keywords.shienMastery;
  return [
    {
      order: 0,
      step: det('gain suppression', (s) => {
        const wounds = s[WOUNDS] as number;
        if (s[HAD_HIT] !== 1 || wounds >= lethalAt || (shien && wounds === 0)) return;
        s[SUPPRESSION] = 1 + extra;
      }),
    },
  ];
}
