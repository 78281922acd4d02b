/** A named Imperial Assault scenario for the exact-vs-Monte-Carlo check. */
export interface CatalogueEntry {
  readonly name: string;
  readonly scenario: Record<string, unknown>;
}

const ia = (name: string, s: Record<string, unknown>): CatalogueEntry => ({
  name,
  scenario: { v: 1, game: 'imperial-assault', ...s },
});

const ranged = (distance: number) => ({ attackType: 'ranged', distance });
const melee = { attackType: 'melee' };

/**
 * Scenarios covering every die, attack type, modifier, condition, ability kind and policy.
 * Pools stay small so the seeded Monte Carlo run of each is quick.
 */
export const CATALOGUE: readonly CatalogueEntry[] = [
  ia('red melee vs nothing', { ...melee, attacker: { dice: { red: 1 } } }),
  ia('red red melee vs black', {
    ...melee,
    attacker: { dice: { red: 2 } },
    defender: { dice: { black: 1 } },
  }),
  ia('blue green range 4 vs black, +2 damage', {
    ...ranged(4),
    attacker: { dice: { blue: 1, green: 1 }, surgeAbilities: [{ damage: 2 }] },
    defender: { dice: { black: 1 } },
  }),
  ia('blue green range 4 vs white, +2 damage', {
    ...ranged(4),
    attacker: { dice: { blue: 1, green: 1 }, surgeAbilities: [{ damage: 2 }] },
    defender: { dice: { white: 1 } },
  }),
  ia('yellow yellow adjacent ranged vs white', {
    ...ranged(1),
    attacker: { dice: { yellow: 2 } },
    defender: { dice: { white: 1 } },
  }),
  ia('blue yellow range 6, accuracy abilities', {
    ...ranged(6),
    attacker: {
      dice: { blue: 1, yellow: 1 },
      surgeAbilities: [{ accuracy: 2 }, { accuracy: 1, damage: 1 }],
    },
    defender: { dice: { black: 1 } },
  }),
  ia('red yellow melee, damage or pierce vs black black', {
    ...melee,
    attacker: { dice: { red: 1, yellow: 1 }, surgeAbilities: [{ damage: 1 }, { pierce: 2 }] },
    defender: { dice: { black: 2 } },
  }),
  ia('red green melee, blast and cleave', {
    ...melee,
    attacker: {
      dice: { red: 1, green: 1 },
      surgeAbilities: [{ blast: 1 }, { cleave: 2 }, { damage: 1 }],
    },
    defender: { dice: { black: 1 } },
  }),
  ia('reach 2, stun and bleed', {
    attackType: 'reach',
    distance: 2,
    attacker: {
      dice: { red: 1, yellow: 1 },
      surgeAbilities: [{ conditions: ['stun'] }, { cost: 2, conditions: ['bleed', 'weaken'] }],
    },
    defender: { dice: { white: 1 } },
  }),
  ia('focus and hide on the attacker', {
    ...ranged(3),
    attacker: {
      dice: { blue: 1, yellow: 1 },
      surgeAbilities: [{ conditions: ['focus'] }, { conditions: ['hide'] }, { damage: 1 }],
    },
    defender: { dice: { black: 1, white: 1 } },
  }),
  ia('focused attacker', {
    ...ranged(4),
    attacker: { dice: { blue: 1 }, focused: true },
    defender: { dice: { black: 1 } },
  }),
  ia('hidden attacker, weakened defender', {
    ...ranged(5),
    attacker: {
      dice: { blue: 1, yellow: 1 },
      hidden: true,
      surgeAbilities: [{ accuracy: 2 }, { damage: 1 }],
    },
    defender: { dice: { white: 1 }, weakened: true },
  }),
  ia('weakened attacker, hidden defender', {
    ...ranged(3),
    attacker: { dice: { blue: 1, green: 1 }, weakened: true, surgeAbilities: [{ damage: 2 }] },
    defender: { dice: { black: 1 }, hidden: true },
  }),
  ia('static modifiers up', {
    ...ranged(4),
    attacker: {
      dice: { green: 2 },
      modifiers: { damage: 1, surge: 1, accuracy: 1, pierce: 1 },
      surgeAbilities: [{ damage: 1 }],
    },
    defender: { dice: { black: 2 } },
  }),
  ia('static modifiers down (never below 0)', {
    ...ranged(2),
    attacker: {
      dice: { blue: 1, yellow: 1 },
      modifiers: { damage: -2, surge: -1, accuracy: -2 },
      surgeAbilities: [{ damage: 1 }],
    },
    defender: { dice: { white: 1 }, modifiers: { block: -1, evade: 2 } },
  }),
  ia('defender +1 block +1 evade', {
    ...melee,
    attacker: { dice: { red: 1, green: 1 }, surgeAbilities: [{ damage: 1 }, { pierce: 1 }] },
    defender: { dice: { black: 1 }, modifiers: { block: 1, evade: 1 } },
  }),
  ia('two-surge ability', {
    ...melee,
    attacker: {
      dice: { yellow: 2, green: 1 },
      surgeAbilities: [{ cost: 2, damage: 3 }, { damage: 1 }, { blast: 2 }],
    },
    defender: { dice: { black: 1 } },
  }),
  ia('four abilities, health 5', {
    ...ranged(3),
    attacker: {
      dice: { blue: 1, green: 1, yellow: 1 },
      surgeAbilities: [
        { damage: 1 },
        { pierce: 1 },
        { accuracy: 2 },
        { cost: 2, damage: 2, conditions: ['stun'] },
      ],
    },
    defender: { dice: { black: 1, white: 1 }, health: 5 },
  }),
  ia('big pool vs two whites', {
    ...ranged(5),
    attacker: {
      dice: { red: 1, blue: 1, green: 1, yellow: 1 },
      surgeAbilities: [{ damage: 1 }, { damage: 1 }],
    },
    defender: { dice: { white: 2 } },
  }),
  ia('three reds vs black black, health 6', {
    ...melee,
    attacker: { dice: { red: 3 }, surgeAbilities: [{ damage: 1 }, { cleave: 2 }] },
    defender: { dice: { black: 2 }, health: 6 },
  }),
  ia('attacker reroll 1, red melee', { ...melee, attacker: { dice: { red: 1 }, rerolls: 1 } }),
  ia('attacker rerolls 2, blue green range 4', {
    ...ranged(4),
    attacker: { dice: { blue: 1, green: 1 }, rerolls: 2, surgeAbilities: [{ damage: 2 }] },
    defender: { dice: { black: 1 } },
  }),
  ia('defender reroll 1, white vs red', {
    ...melee,
    attacker: { dice: { red: 1 } },
    defender: { dice: { white: 1 }, rerolls: 1 },
  }),
  ia('both reroll, blast and stun, health 4', {
    ...ranged(4),
    attacker: {
      dice: { blue: 1, green: 1 },
      rerolls: 2,
      surgeAbilities: [{ damage: 2 }, { blast: 1 }, { cost: 2, conditions: ['stun'] }],
    },
    defender: { dice: { black: 1, white: 1 }, rerolls: 1, health: 4 },
  }),
  ia('both reroll, melee red yellow vs black black', {
    ...melee,
    attacker: {
      dice: { red: 1, yellow: 1 },
      rerolls: 1,
      surgeAbilities: [{ damage: 1 }, { pierce: 2 }],
    },
    defender: { dice: { black: 2 }, rerolls: 2 },
  }),
  ia('rerolls with policies none', {
    ...ranged(3),
    attacker: { dice: { blue: 1, yellow: 1 }, rerolls: 2, surgeAbilities: [{ damage: 1 }] },
    defender: { dice: { white: 1 }, rerolls: 1 },
    policy: { attackerRerolls: 'none', defenderRerolls: 'none' },
  }),
  ia('attacker rerolls, defender policy none', {
    ...ranged(2),
    attacker: { dice: { green: 2 }, rerolls: 1, surgeAbilities: [{ cleave: 1 }, { damage: 1 }] },
    defender: { dice: { black: 1 }, rerolls: 1 },
    policy: { defenderRerolls: 'none' },
  }),
  ia('focused, hidden, rerolling attacker', {
    ...ranged(5),
    attacker: {
      dice: { blue: 1, yellow: 1 },
      focused: true,
      hidden: true,
      rerolls: 1,
      surgeAbilities: [{ accuracy: 2 }, { damage: 1 }],
    },
    defender: { dice: { white: 1 }, weakened: true, rerolls: 1 },
  }),
  ia('ranged adjacent red (needs 1 accuracy)', {
    ...ranged(1),
    attacker: { dice: { red: 1, yellow: 1 } },
    defender: { dice: { black: 1 } },
  }),
  ia('long range blue blue', {
    ...ranged(8),
    attacker: {
      dice: { blue: 2 },
      surgeAbilities: [{ accuracy: 2 }, { damage: 1 }, { pierce: 1 }],
    },
    defender: { dice: { black: 1 } },
  }),
  ia('white white, dodge twice', {
    ...melee,
    attacker: {
      dice: { red: 1, green: 1 },
      surgeAbilities: [{ damage: 2 }, { conditions: ['bleed'] }],
    },
    defender: { dice: { white: 2 }, health: 3 },
  }),
  ia('pierce modifier vs three blacks', {
    ...melee,
    attacker: { dice: { red: 2 }, modifiers: { pierce: 2 }, surgeAbilities: [{ pierce: 1 }] },
    defender: { dice: { black: 3 } },
  }),
  ia('yellow trio, many conditions', {
    ...ranged(2),
    attacker: {
      dice: { yellow: 3 },
      surgeAbilities: [
        { conditions: ['stun'] },
        { conditions: ['bleed'] },
        { conditions: ['weaken'] },
        { conditions: ['focus', 'hide'] },
        { damage: 1 },
      ],
    },
    defender: { dice: { white: 1 } },
  }),
];
