import type { Keyword } from '../keyword.ts';
import { upgradeDice } from './upgrade-dice.ts';

/** Anti-Materiel X: against a Vehicle unit, upgrade X of the weapon's dice (seed 004 § ANTI-MATERIEL X). */
export const antiMateriel: Keyword = {
  key: 'antiMateriel',
  side: 'attacker',
  rule: 'seed 004 § ANTI-MATERIEL X; rules/legion.md step 4a',
  editions: ['amg-2025'],
  hooks: [
    {
      step: 'upgrade-attack',
      order: 10,
      make: (ctx, x) => (ctx.defenderIsVehicle ? [upgradeDice('Anti-Materiel X', x)] : []),
    },
  ],
};
