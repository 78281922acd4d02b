import type { Keyword } from '../keyword-definition.ts';
import { shiftPending, upgradeByWeapon } from './upgrade-dice.ts';

/**
 * Anti-Personnel X: against a Trooper unit, upgrade X of that weapon's dice (AMG Keyword Glossary,
 * Anti-Personnel X): each weapon upgrades only its own dice; an
 * instance a card grants the unit upgrades X of the pool's dice once (upgradeByWeapon).
 */
export const antiPersonnel: Keyword = {
  key: 'antiPersonnel',
  side: 'attacker',
  rule: 'AMG Keyword Glossary, Anti-Personnel X; docs/rules/legion.md, step 4a',
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
