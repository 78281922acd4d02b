import type { Keyword } from '../keyword-definition.ts';
import { shiftPending, upgradeByWeapon } from './upgrade-dice.ts';

/**
 * Anti-Materiel X: against a Vehicle unit, upgrade X of that weapon's dice (AMG Keyword Glossary,
 * Anti-Materiel X): each weapon upgrades only its own dice; an
 * instance a card grants the unit upgrades X of the pool's dice once (upgradeByWeapon).
 */
export const antiMateriel: Keyword = {
  key: 'antiMateriel',
  side: 'attacker',
  rule: 'AMG Keyword Glossary, Anti-Materiel X; docs/rules/legion.md, step 4a',
  editions: ['amg-2025'],
  hooks: [
    {
      step: 'upgrade-attack',
      order: 10,
      make: (ctx) =>
        ctx.defenderIsVehicle
          ? shiftPending(
              'Anti-Materiel X',
              upgradeByWeapon(
                ctx,
                (g) => g.antiMateriel,
                ctx.scenario.attacker.keywords.antiMateriel,
              ),
            )
          : [],
    },
  ],
};
