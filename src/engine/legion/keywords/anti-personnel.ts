import type { Keyword } from '../keyword.ts';
import { shiftPending, upgradeByWeapon } from './upgrade-dice.ts';

/**
 * Anti-Personnel X: against a Trooper unit, upgrade X of that weapon's dice (seed 004 §
 * ANTI-PERSONNEL X): each weapon upgrades only its own dice; an
 * instance a card grants the unit upgrades X of the pool's dice once (upgradeByWeapon).
 */
export const antiPersonnel: Keyword = {
  key: 'antiPersonnel',
  side: 'attacker',
  rule: 'seed 004 § ANTI-PERSONNEL X; rules/legion.md step 4a',
  editions: ['amg-2025'],
  hooks: [
    {
      step: 'upgrade-attack',
      order: 10,
      make: (ctx) =>
        ctx.defenderIsVehicle
          ? []
          : shiftPending(
              'Anti-Personnel X',
              upgradeByWeapon(
                ctx,
                (g) => g.antiPersonnel,
                ctx.scenario.attacker.keywords.antiPersonnel,
              ),
            ),
    },
  ],
};
