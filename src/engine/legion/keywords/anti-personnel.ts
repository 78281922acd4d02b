import type { Keyword } from '../keyword.ts';
import { upgradeDice } from './upgrade-dice.ts';

/** Anti-Personnel X: against a Trooper unit, upgrade X of the weapon's dice (seed 004 § ANTI-PERSONNEL X). */
export const antiPersonnel: Keyword = {
  key: 'antiPersonnel',
  side: 'attacker',
  rule: 'seed 004 § ANTI-PERSONNEL X; rules/legion.md step 4a',
  editions: ['amg-2025'],
  hooks: [
    {
      step: 'upgrade-attack',
      order: 10,
      make: (ctx, x) => (ctx.defenderIsVehicle ? [] : [upgradeDice('Anti-Personnel X', x)]),
    },
  ],
};
