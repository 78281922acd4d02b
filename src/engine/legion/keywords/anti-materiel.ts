import type { Keyword } from '../keyword.ts';
import { diceBeforeUpgrades, shiftPending, upgradeWeapon } from './upgrade-dice.ts';

/**
 * Anti-Materiel X: against a Vehicle unit, upgrade X of that weapon's dice (seed 004 §
 * ANTI-MATERIEL X): each weapon upgrades only its own dice.
 */
export const antiMateriel: Keyword = {
  key: 'antiMateriel',
  side: 'attacker',
  rule: 'seed 004 § ANTI-MATERIEL X; rules/legion.md step 4a',
  editions: ['amg-2025'],
  hooks: [
    {
      step: 'upgrade-attack',
      order: 10,
      make: (ctx) =>
        ctx.defenderIsVehicle
          ? shiftPending(
              'Anti-Materiel X',
              ctx.weapons.map((g) => upgradeWeapon(diceBeforeUpgrades(ctx, g), g.antiMateriel)),
            )
          : [],
    },
  ],
};
