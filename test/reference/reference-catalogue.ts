/**
 * Small scenarios the brute-force reference can enumerate die by die in well under a second
 * each: at most about 10^5 sequences of faces (Legion: 8 faces an attack die, 6 a defense die;
 * Imperial Assault: 6 a die; Star Wars Miniatures: 20 a d20).
 */
export interface Case {
  readonly name: string;
  readonly scenario: unknown;
}

const legion = (name: string, rest: object): Case => ({
  name,
  scenario: { v: 1, game: 'legion', ...rest },
});

export const LEGION_CASES: readonly Case[] = [
  legion('1 red, no chart, vs white', {
    attacker: { dice: { red: 1 } },
  }),
  legion('2 black surge→hit vs red surge→block', {
    attacker: { dice: { black: 2 }, surge: 'hit' },
    defender: { die: 'red', surge: 'block' },
  }),
  legion('red + white, surge→crit, Pierce 1', {
    attacker: { dice: { red: 1, white: 1 }, surge: 'crit', keywords: { pierce: 1 } },
  }),
  legion('2 white, Critical 1 and a Surge token, defense Surge token', {
    attacker: { dice: { white: 2 }, tokens: { surge: 1 }, keywords: { critical: 1 } },
    defender: { tokens: { surge: 1 } },
  }),
  legion('black, 1 Aim (conservative), light cover: AMG cover pool', {
    attacker: { dice: { black: 1 }, tokens: { aim: 1 } },
    defender: { cover: 'light' },
  }),
  legion('1 red + 1 white surge→hit, heavy cover (surges cancel too)', {
    attacker: { dice: { red: 1, white: 1 }, surge: 'hit' },
    defender: { cover: 'heavy', die: 'red' },
  }),
  legion('black, no chart, 2 Aim: an unconverted surge is rerolled', {
    attacker: { dice: { black: 1 }, tokens: { aim: 2 } },
    defender: { surge: 'block' },
  }),
  legion('black + white, Critical 1, a Surge token, 1 Observation', {
    attacker: {
      dice: { black: 1, white: 1 },
      tokens: { observation: 1, surge: 1 },
      keywords: { critical: 1 },
    },
  }),
  legion('suppressed defender: light cover becomes heavy', {
    attacker: { dice: { red: 2 }, surge: 'hit' },
    defender: { cover: 'light', courage: 1, tokens: { suppression: 1 } },
  }),
  legion('2 red, Impact 1 against Armor 1, a Dodge', {
    attacker: { dice: { red: 2 }, surge: 'hit', keywords: { impact: 1 } },
    defender: { die: 'red', keywords: { armor: 1 }, tokens: { dodge: 1 } },
  }),
  legion('melee: no cover, no suppression (AMG)', {
    attackType: 'melee',
    attacker: { dice: { red: 2 }, surge: 'crit' },
    defender: { cover: 'heavy', surge: 'block' },
  }),
  legion('courage "–": never suppressed', {
    attacker: { dice: { black: 2 }, surge: 'hit' },
    defender: { courage: null },
  }),
  legion('FFG: flat heavy cover and a Dodge cancel hits', {
    edition: 'ffg-1.0',
    attacker: { dice: { red: 1, black: 2 }, surge: 'hit' },
    defender: { cover: 'heavy', tokens: { dodge: 1 } },
  }),
  legion('FFG: Armor cancels every hit, Impact 1 saves one', {
    edition: 'ffg-1.0',
    attacker: { dice: { black: 3 }, keywords: { impact: 1 } },
    defender: { die: 'red', keywords: { armor: 1 } },
  }),
  legion('FFG: melee suppresses too; an Aim reroll', {
    edition: 'ffg-1.0',
    attackType: 'melee',
    attacker: { dice: { white: 2 }, tokens: { aim: 1 } },
  }),
  legion('FFG: a suppression token improves light cover', {
    edition: 'ffg-1.0',
    attacker: { dice: { red: 2 }, surge: 'crit', keywords: { pierce: 1 } },
    defender: { cover: 'light', die: 'red', surge: 'block', tokens: { suppression: 1 } },
  }),
];

const ia = (name: string, rest: object): Case => ({
  name,
  scenario: { v: 1, game: 'imperial-assault', ...rest },
});

export const IA_CASES: readonly Case[] = [
  ia('red + red melee, no defense', {
    attackType: 'melee',
    attacker: { dice: { red: 2 } },
  }),
  ia('blue + green at distance 4 against black', {
    distance: 4,
    attacker: { dice: { blue: 1, green: 1 } },
    defender: { dice: { black: 1 } },
  }),
  ia('blue + yellow at distance 3 against white (dodge, evades)', {
    distance: 3,
    attacker: {
      dice: { blue: 1, yellow: 1 },
      surgeAbilities: [{ damage: 1 }, { accuracy: 2 }],
    },
    defender: { dice: { white: 1 } },
  }),
  ia('greedy is wrong: +1 damage or Pierce 2', {
    attackType: 'melee',
    attacker: {
      dice: { red: 1, yellow: 1 },
      surgeAbilities: [{ damage: 1 }, { pierce: 2 }],
    },
    defender: { dice: { black: 1 } },
  }),
  ia('Blast, Cleave and conditions need 1 damage', {
    attackType: 'reach',
    distance: 2,
    attacker: {
      dice: { green: 1, yellow: 1 },
      surgeAbilities: [
        { blast: 1 },
        { cleave: 2, cost: 2 },
        { conditions: ['stun', 'focus'] },
        { damage: 1, conditions: ['bleed'] },
      ],
    },
    defender: { dice: { white: 1 }, health: 3 },
  }),
  ia('modifiers, Focused, Hidden and Weakened on both sides', {
    distance: 3,
    attacker: {
      dice: { blue: 1 },
      focused: true,
      hidden: true,
      modifiers: { damage: 1, surge: -1, accuracy: 1, pierce: 1 },
      surgeAbilities: [{ damage: 2, cost: 2 }, { pierce: 1 }],
    },
    defender: {
      dice: { black: 1 },
      hidden: true,
      weakened: true,
      modifiers: { block: 1, evade: 1 },
      health: 4,
    },
  }),
  ia('three attack dice against black + white', {
    distance: 2,
    attacker: {
      dice: { red: 1, blue: 1, green: 1 },
      surgeAbilities: [{ damage: 1 }, { damage: 1 }, { pierce: 1, conditions: ['weaken'] }],
    },
    defender: { dice: { black: 1, white: 1 }, health: 6 },
  }),
];

const swm = (name: string, attacker: object, defender: object, rest: object = {}): Case => ({
  name,
  scenario: { v: 1, game: 'swm', attacker, defender, ...rest },
});

export const SWM_CASES: readonly Case[] = [
  swm('Leia (+7) shoots Vader (Defense 23)', { attack: 7, damage: 10 }, { defense: 23, hp: 140 }),
  swm(
    'a snowtrooper with combined fire vs Han in cover',
    { attack: 4, damage: 10, combinedFire: 1 },
    { defense: 16, cover: true, hp: 60 },
  ),
  swm(
    'Twin Attack, Lightsaber adjacent, Damage Reduction ignored',
    { attack: 12, damage: 20, twinAttack: true, lightsaber: true, adjacent: true },
    { defense: 20, hp: 70, damageReduction: 10 },
  ),
  swm(
    'Double and Twin Attack: no attack after the target falls',
    { attack: 12, damage: 20, doubleAttack: true, twinAttack: true },
    { defense: 12, hp: 20 },
  ),
  swm(
    'Force reroll on a miss, Mettle, against Lightsaber Deflect',
    { attack: 8, damage: 20, force: 1, mettle: true },
    { defense: 18, hp: 100, force: 2, lightsaberDeflect: true },
  ),
  swm(
    'a droid takes no critical; Damage Reduction applies',
    { attack: 10, damage: 30, attacks: 2, bonusDamage: 5 },
    { defense: 17, hp: 80, droid: true, damageReduction: 5 },
  ),
  swm(
    'criticals double the extras too; reroll non-criticals',
    { attack: 15, damage: 10, attacks: 2, force: 1, cunningAttack: true },
    { defense: 21, hp: 200 },
    { options: { critDoublesExtras: true }, policy: { forceReroll: 'on-miss-or-non-crit' } },
  ),
  swm(
    'Evade with Force to reroll a failed save',
    { attack: 9, damage: 20 },
    { defense: 16, hp: 60, evade: true, force: 1 },
  ),
  swm(
    'Lightsaber Assault and Block in melee; the target falls',
    {
      attack: 14,
      damage: 30,
      force: 1,
      lightsaberAssault: true,
      adjacent: true,
      meleeAttack: true,
    },
    { defense: 19, hp: 40, force: 1, lightsaberBlock: true, lightsaberDeflect: true },
  ),
  swm(
    'Use the Force: the first attack is a critical',
    { attack: 5, damage: 20, attacks: 2, force: 3, useTheForce: true, advantageousAttack: true },
    { defense: 20, hp: 100 },
  ),
];
