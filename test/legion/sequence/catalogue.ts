import type { Json } from '../rules/helpers.ts';

/** Corps fire (bench/scenarios/corps-fire.json's attacker): 6 white + 1 red, Aim, Precise 1. */
const CORPS = {
  attacker: {
    dice: { white: 6, red: 1 },
    surge: 'hit',
    tokens: { aim: 1 },
    keywords: { precise: 1 },
  },
};

/**
 * Attack sequences for the exact-vs-Monte-Carlo check: both editions, every carried quantity
 * (wounds and defeat, suppression with cover and Danger Sense, Dodge, Surge and Shield tokens,
 * guardians, Spray over fewer miniatures, Nimble, wounds on the attackers), repeats and Melee,
 * and best play for the sequence's goal (each trial follows the exact run's decision tables).
 */
export const SEQUENCES: readonly { name: string; scenario: Json }[] = [
  {
    name: 'amg: four corps volleys at 4 Rebel Troopers in heavy cover',
    scenario: {
      v: 1,
      game: 'legion',
      defender: { surge: 'block', cover: 'heavy', minis: 4, woundThreshold: 1 },
      attacks: [CORPS, CORPS, CORPS, CORPS],
    },
  },
  {
    name: 'amg: tokens spent across a Ranged, a Melee and a repeated Ranged attack',
    scenario: {
      v: 1,
      game: 'legion',
      defender: {
        die: 'red',
        cover: 'light',
        minis: 3,
        woundThreshold: 2,
        courage: 2,
        tokens: { dodge: 1, surge: 1, shield: 1 },
        keywords: { dangerSense: 2 },
      },
      attacks: [
        { attacker: { dice: { black: 3 }, surge: 'hit', keywords: { suppressive: true } } },
        { attackType: 'melee', attacker: { dice: { red: 2 }, keywords: { pierce: 1 } } },
        { attacker: { dice: { white: 4 }, surge: 'crit', tokens: { aim: 1 } }, repeat: 2 },
      ],
    },
  },
  {
    name: 'ffg: suppression into cover and Danger Sense, repeated five times',
    scenario: {
      v: 1,
      game: 'legion',
      edition: 'ffg-1.0',
      defender: {
        minis: 4,
        woundThreshold: 1,
        tokens: { dodge: 1 },
        keywords: { dangerSense: 3 },
      },
      attacks: [{ attacker: { dice: { black: 2, white: 2 }, surge: 'hit' }, repeat: 5 }],
    },
  },
  {
    name: 'amg: two guardians wear down under Pierce, then fall',
    scenario: {
      v: 1,
      game: 'legion',
      defender: { minis: 2, woundThreshold: 3, courage: null },
      guardians: [
        { x: 1, die: 'red', woundThreshold: 1, minis: 1 },
        { x: 2, die: 'white', surge: 'block', woundThreshold: 1, minis: 2 },
      ],
      attacks: [{ attacker: { dice: { red: 2, black: 1 }, keywords: { pierce: 1 } }, repeat: 3 }],
    },
  },
  {
    name: 'amg: Spray over fewer miniatures, Deflect and Nimble',
    scenario: {
      v: 1,
      game: 'legion',
      defender: {
        minis: 3,
        woundThreshold: 1,
        minisInLos: 2,
        tokens: { dodge: 1 },
        keywords: { deflect: true, nimble: true },
      },
      attacks: [
        { attacker: { dice: { white: 1 }, surge: 'hit', keywords: { spray: true } } },
        { attacker: { dice: { black: 2 } }, repeat: 2 },
      ],
    },
  },
  {
    name: 'amg: Djem So Mastery against repeated Melee attacks',
    scenario: {
      v: 1,
      game: 'legion',
      defender: {
        die: 'red',
        minis: 1,
        woundThreshold: 5,
        keywords: { djemSoMastery: true },
      },
      attacks: [{ attackType: 'melee', attacker: { dice: { red: 2, black: 1 } }, repeat: 4 }],
    },
  },
  {
    name: 'amg: best play for the kill with tokens, suppression and a guardian carried',
    scenario: {
      v: 1,
      game: 'legion',
      defender: {
        die: 'white',
        cover: 'light',
        minis: 2,
        woundThreshold: 2,
        courage: 1,
        tokens: { dodge: 1 },
      },
      guardians: [{ x: 1, die: 'red', minis: 1, woundThreshold: 1 }],
      attacks: [
        { attacker: { dice: { red: 2 }, tokens: { aim: 1 } }, policy: { reroll: 'optimal' } },
        {
          attackType: 'melee',
          attacker: { dice: { red: 1, white: 1 }, tokens: { aim: 1 } },
          policy: { reroll: 'optimal' },
        },
      ],
    },
  },
];
