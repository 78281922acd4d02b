import type { CatalogueEntry } from './catalogue-entry.ts';

/**
 * ffg-1.0 attacks (the FFG 1.0 rules), Ranged and Melee, first and later keywords. Part of the
 * scenario catalogue (CATALOGUE in ../catalogue.ts).
 */
export const FFG: readonly CatalogueEntry[] = [
  // ── ffg-1.0 ──────────────────────────────────────────────────────────────────────────────
  {
    name: 'ffg: 3 red vs light cover',
    scenario: {
      v: 1,
      game: 'legion',
      edition: 'ffg-1.0',
      attacker: { dice: { red: 3 } },
      defender: { cover: 'light' },
    },
  },
  {
    name: 'ffg: Armor cancels every hit, Impact 2',
    scenario: {
      v: 1,
      game: 'legion',
      edition: 'ffg-1.0',
      attacker: { dice: { red: 2, black: 3 }, keywords: { impact: 2 } },
      defender: { die: 'red', unitType: 'ground-vehicle', courage: null, keywords: { armor: 1 } },
    },
  },
  {
    name: 'ffg: suppression turns light cover heavy, Sharpshooter 1',
    scenario: {
      v: 1,
      game: 'legion',
      edition: 'ffg-1.0',
      attacker: { dice: { black: 5 }, keywords: { sharpshooter: 1 } },
      defender: { cover: 'light', tokens: { suppression: 1 } },
    },
  },
  {
    name: 'ffg: Deflect with a Dodge (a wound per surge)',
    scenario: {
      v: 1,
      game: 'legion',
      edition: 'ffg-1.0',
      attacker: { dice: { red: 2, black: 2, white: 2 } },
      defender: { die: 'red', tokens: { dodge: 1 }, keywords: { deflect: true } },
    },
  },
  {
    name: 'ffg: High Velocity vs Deflect and 2 Dodges',
    scenario: {
      v: 1,
      game: 'legion',
      edition: 'ffg-1.0',
      attacker: { dice: { black: 4, white: 2 }, keywords: { highVelocity: true } },
      defender: { die: 'red', tokens: { dodge: 2 }, keywords: { deflect: true } },
    },
  },
  {
    name: 'ffg melee: Pierce 1 vs Impervious',
    scenario: {
      v: 1,
      game: 'legion',
      edition: 'ffg-1.0',
      attackType: 'melee',
      attacker: { dice: { red: 4 }, keywords: { pierce: 1 } },
      defender: { die: 'red', keywords: { impervious: true } },
    },
  },
  {
    name: 'ffg melee: Immune: Melee Pierce, Outmaneuver with a Dodge',
    scenario: {
      v: 1,
      game: 'legion',
      edition: 'ffg-1.0',
      attackType: 'melee',
      attacker: { dice: { black: 3, white: 2 }, surge: 'crit', keywords: { pierce: 1 } },
      defender: {
        tokens: { dodge: 1 },
        keywords: { immuneMeleePierce: true, outmaneuver: true },
      },
    },
  },
  {
    name: 'ffg: two guardians (Immune: Pierce; Deflect), guardian-first Pierce 2',
    scenario: {
      v: 1,
      game: 'legion',
      edition: 'ffg-1.0',
      attacker: { dice: { black: 4, white: 2 }, keywords: { pierce: 2 } },
      guardians: [
        { x: 2, die: 'red', keywords: { immunePierce: true } },
        { x: 1, die: 'white', keywords: { deflect: true } },
      ],
      policy: { pierceSplit: 'guardian-first' },
    },
  },
  {
    name: 'ffg: Aim with Precise 1, Observation, Critical 1, crit-fishing vs Armor',
    scenario: {
      v: 1,
      game: 'legion',
      edition: 'ffg-1.0',
      attacker: {
        dice: { red: 2, black: 1 },
        tokens: { aim: 1, observation: 1 },
        keywords: { precise: 1, critical: 1 },
      },
      defender: { unitType: 'ground-vehicle', courage: null, keywords: { armor: 1 } },
      policy: { reroll: 'crit-fishing' },
    },
  },
  {
    name: 'ffg: Blast vs Cover 2',
    scenario: {
      v: 1,
      game: 'legion',
      edition: 'ffg-1.0',
      attacker: { dice: { black: 2, white: 5 }, keywords: { blast: true } },
      defender: { keywords: { coverX: 2 } },
    },
  },
  {
    name: 'ffg: Immune: Blast keeps heavy cover, Shield token',
    scenario: {
      v: 1,
      game: 'legion',
      edition: 'ffg-1.0',
      attacker: { dice: { red: 3, black: 1 }, keywords: { blast: true } },
      defender: { cover: 'heavy', tokens: { shield: 1 }, keywords: { immuneBlast: true } },
    },
  },
  {
    name: 'ffg: Danger Sense 2 with Uncanny Luck 1',
    scenario: {
      v: 1,
      game: 'legion',
      edition: 'ffg-1.0',
      attacker: { dice: { red: 2, black: 2 } },
      defender: {
        courage: 1,
        tokens: { suppression: 2 },
        keywords: { dangerSense: 2, uncannyLuck: 1 },
      },
    },
  },
  {
    name: 'ffg: unit profile 3×3 wounds, 2 taken, 1 mini in LOS',
    scenario: {
      v: 1,
      game: 'legion',
      edition: 'ffg-1.0',
      attacker: { dice: { red: 3, black: 3 }, surge: 'hit' },
      defender: { die: 'red', minis: 3, woundThreshold: 3, woundsTaken: 2, minisInLos: 1 },
    },
  },
  // ── ffg-1.0: the later keywords ──────────────────────────────────────────────────────────
  {
    name: 'ffg: Death From Above vs suppressed trooper in light cover, Suppressive',
    scenario: {
      v: 1,
      game: 'legion',
      edition: 'ffg-1.0',
      attacker: {
        dice: { black: 3, white: 2 },
        keywords: { deathFromAbove: true, suppressive: true },
      },
      defender: { cover: 'light', tokens: { suppression: 1 } },
    },
  },
  {
    name: 'ffg: Immune: Deflect forbids Deflect outright, Jedi Hunter',
    scenario: {
      v: 1,
      game: 'legion',
      edition: 'ffg-1.0',
      attacker: { dice: { red: 2, black: 2 }, keywords: { immuneDeflect: true, jediHunter: true } },
      defender: { die: 'red', tokens: { dodge: 1 }, keywords: { deflect: true } },
    },
  },
  {
    name: 'ffg: Spray over 2 Armor troopers, Primitive and Impact 1, Cumbersome unmoved',
    scenario: {
      v: 1,
      game: 'legion',
      edition: 'ffg-1.0',
      attacker: {
        dice: { black: 2 },
        keywords: { spray: true, primitive: true, impact: 1, cumbersome: true },
      },
      defender: { die: 'red', minis: 2, woundThreshold: 2, keywords: { armor: 1 } },
    },
  },
  {
    name: 'ffg: guardian with Deflect, max-total Pierce 1, Lethal 1 with an Aim',
    scenario: {
      v: 1,
      game: 'legion',
      edition: 'ffg-1.0',
      attacker: {
        dice: { red: 1, black: 2, white: 1 },
        tokens: { aim: 1 },
        keywords: { pierce: 1, lethal: 1 },
      },
      defender: { tokens: { dodge: 1 } },
      guardians: [{ x: 2, die: 'red', keywords: { deflect: true } }],
      policy: { pierceSplit: 'max-total', lethal: 'pierce-first' },
    },
  },
  {
    name: "ffg melee: Jar'Kai Mastery with 2 Dodge, Critical 1, vs Uncanny Luck 1",
    scenario: {
      v: 1,
      game: 'legion',
      edition: 'ffg-1.0',
      attackType: 'melee',
      attacker: {
        dice: { red: 1, black: 1, white: 2 },
        tokens: { dodge: 2 },
        keywords: { jarKaiMastery: true, critical: 1 },
      },
      defender: { die: 'red', keywords: { uncannyLuck: 1 } },
    },
  },
  {
    name: 'ffg melee: Ram 1 after moving, Hold the Line on both sides, Marksman',
    scenario: {
      v: 1,
      game: 'legion',
      edition: 'ffg-1.0',
      attackType: 'melee',
      attacker: {
        dice: { black: 2, white: 2 },
        tokens: { aim: 1 },
        moved: true,
        keywords: { ram: 1, holdTheLine: true, marksman: true },
      },
      defender: { die: 'red', keywords: { holdTheLine: true } },
    },
  },
];
