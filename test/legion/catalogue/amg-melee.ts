import type { CatalogueEntry } from './catalogue-entry.ts';

/**
 * amg-2025 Melee attacks: Immune: Melee Pierce, the lightsaber forms and their friends. Part of
 * the scenario catalogue (CATALOGUE in ../catalogue.ts).
 */
export const AMG_MELEE: readonly CatalogueEntry[] = [
  // ── amg-2025, Melee ──────────────────────────────────────────────────────────────────────
  {
    name: 'amg melee: Immune: Melee Pierce vs Pierce 2',
    scenario: {
      v: 1,
      game: 'legion',
      attackType: 'melee',
      attacker: { dice: { red: 4, black: 2 }, keywords: { pierce: 2 } },
      defender: { die: 'red', surge: 'block', keywords: { immuneMeleePierce: true } },
    },
  },
  {
    name: 'amg melee: Critical 2, a Dodge, cover ignored, unit profile',
    scenario: {
      v: 1,
      game: 'legion',
      attackType: 'melee',
      attacker: { dice: { black: 4 }, keywords: { critical: 2 } },
      defender: { cover: 'heavy', minis: 4, woundThreshold: 1, tokens: { dodge: 1 } },
    },
  },
  {
    name: 'amg melee: Aim, Impact 1 vs Armor 1, Shield tokens do nothing in melee',
    scenario: {
      v: 1,
      game: 'legion',
      attackType: 'melee',
      attacker: {
        dice: { red: 3, white: 1 },
        surge: 'crit',
        tokens: { aim: 1 },
        keywords: { impact: 1 },
      },
      defender: { die: 'red', tokens: { shield: 1 }, keywords: { armor: 1, uncannyLuck: 1 } },
    },
  },
  // ── amg-2025, Melee: the lightsaber forms and friends ────────────────────────────────────
  {
    name: 'amg melee: Makashi Mastery (auto) takes Immune: Pierce away, Pierce 2',
    scenario: {
      v: 1,
      game: 'legion',
      attackType: 'melee',
      attacker: { dice: { red: 3, black: 1 }, keywords: { makashiMastery: true, pierce: 2 } },
      defender: { die: 'red', surge: 'block', keywords: { immunePierce: true } },
      policy: { makashi: 'auto' },
    },
  },
  {
    name: 'amg melee: Makashi "optimal" lowers Pierce 2 against Impervious to kill',
    scenario: {
      v: 1,
      game: 'legion',
      attackType: 'melee',
      attacker: { dice: { red: 2 }, keywords: { makashiMastery: true, pierce: 2 } },
      defender: { die: 'white', keywords: { impervious: true }, minis: 1, woundThreshold: 1 },
      objective: 'kill',
      policy: { makashi: 'optimal' },
    },
  },
  {
    name: 'amg melee: Makashi "always" vs Impervious, attacking Duelist spends an Aim',
    scenario: {
      v: 1,
      game: 'legion',
      attackType: 'melee',
      attacker: {
        dice: { red: 2, black: 2 },
        tokens: { aim: 1 },
        keywords: { makashiMastery: true, duelist: true, pierce: 1 },
      },
      defender: { die: 'red', surge: 'block', keywords: { impervious: true } },
      policy: { makashi: 'always' },
    },
  },
  {
    name: 'amg melee: Makashi "never" vs a Duelist defender with Djem So, Nimble and Block',
    scenario: {
      v: 1,
      game: 'legion',
      attackType: 'melee',
      attacker: { dice: { black: 4, white: 1 }, keywords: { makashiMastery: true, pierce: 1 } },
      defender: {
        die: 'red',
        tokens: { dodge: 1 },
        keywords: { duelist: true, djemSoMastery: true, nimble: true, block: true },
      },
      policy: { makashi: 'never' },
    },
  },
  {
    name: "amg melee: Jar'Kai (2 Dodge), Duelist (Aim), Hold the Line vs Djem So, Hold the Line",
    scenario: {
      v: 1,
      game: 'legion',
      attackType: 'melee',
      attacker: {
        dice: { black: 2, white: 3 },
        tokens: { dodge: 2, aim: 1 },
        keywords: { jarKaiMastery: true, holdTheLine: true, duelist: true },
      },
      defender: { die: 'red', keywords: { djemSoMastery: true, holdTheLine: true } },
    },
  },
  {
    name: "amg melee: Jar'Kai and Duelist (Aim, Pierce 1) vs Duelist, Block and Hold the Line",
    scenario: {
      v: 1,
      game: 'legion',
      attackType: 'melee',
      attacker: {
        dice: { red: 2, black: 1 },
        tokens: { dodge: 1, aim: 1 },
        keywords: { jarKaiMastery: true, duelist: true, pierce: 1 },
      },
      defender: {
        tokens: { dodge: 1 },
        keywords: { duelist: true, holdTheLine: true, block: true },
      },
    },
  },
  {
    name: 'amg melee: Ram 2 after moving, Primitive and Impact 1 vs Armor 2 vehicle',
    scenario: {
      v: 1,
      game: 'legion',
      attackType: 'melee',
      attacker: {
        dice: { red: 2, white: 2 },
        moved: true,
        keywords: { ram: 2, primitive: true, impact: 1 },
      },
      defender: { unitType: 'ground-vehicle', courage: null, keywords: { armor: 2 } },
    },
  },
];
