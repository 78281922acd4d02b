import type { CatalogueEntry } from './catalogue-entry.ts';

/**
 * amg-2025 Ranged attacks: dice, tokens, surge charts, cover, the first keywords, guardians, unit
 * profiles. Part of the scenario catalogue (CATALOGUE in ../catalogue.ts).
 */
export const AMG_RANGED: readonly CatalogueEntry[] = [
  // ── amg-2025, Ranged: the basics ─────────────────────────────────────────────────────────
  {
    name: 'amg: 4 red vs white, no cover',
    scenario: { v: 1, game: 'legion', attacker: { dice: { red: 4 } } },
  },
  {
    name: 'amg: mixed pool, surge→hit, vs red defense with surge→block in light cover',
    scenario: {
      v: 1,
      game: 'legion',
      edition: 'amg-2025',
      attackType: 'ranged',
      attacker: { dice: { red: 2, black: 2, white: 2 }, surge: 'hit' },
      defender: { die: 'red', surge: 'block', cover: 'light' },
    },
  },
  {
    name: 'amg: 1 Aim with Precise 1, black pool vs heavy cover',
    scenario: {
      v: 1,
      game: 'legion',
      attacker: { dice: { black: 4 }, tokens: { aim: 1 }, keywords: { precise: 1 } },
      defender: { cover: 'heavy' },
    },
  },
  {
    name: 'amg: 2 Aim + Observation, Critical 1, conservative rerolls',
    scenario: {
      v: 1,
      game: 'legion',
      attacker: {
        dice: { red: 1, black: 2, white: 2 },
        tokens: { aim: 2, observation: 1 },
        keywords: { critical: 1 },
      },
      defender: { die: 'red', cover: 'light' },
      policy: { reroll: 'conservative' },
    },
  },
  {
    name: 'amg: optimal rerolls for the kill, Precise 1, against Armor 1',
    scenario: {
      v: 1,
      game: 'legion',
      attacker: { dice: { red: 2, black: 1 }, tokens: { aim: 1 }, keywords: { precise: 1 } },
      defender: {
        die: 'red',
        unitType: 'ground-vehicle',
        courage: null,
        minis: 1,
        woundThreshold: 3,
        keywords: { armor: 1 },
      },
      objective: 'kill',
      policy: { reroll: 'optimal' },
    },
  },
  {
    name: 'amg: crit-fishing against Armor 1 with more hits than Armor',
    scenario: {
      v: 1,
      game: 'legion',
      attacker: { dice: { red: 3, black: 1 }, tokens: { aim: 1 }, keywords: { critical: 1 } },
      defender: { die: 'red', unitType: 'ground-vehicle', courage: null, keywords: { armor: 1 } },
      policy: { reroll: 'crit-fishing' },
    },
  },
  {
    name: 'amg: crit-fishing with Precise 2 and Impact 1 against Armor 3',
    scenario: {
      v: 1,
      game: 'legion',
      attacker: {
        dice: { red: 2, black: 2 },
        surge: 'hit',
        tokens: { aim: 1, observation: 1 },
        keywords: { precise: 2, impact: 1 },
      },
      defender: { die: 'red', unitType: 'ground-vehicle', courage: null, keywords: { armor: 3 } },
      policy: { reroll: 'crit-fishing' },
    },
  },
  {
    name: 'amg: Pierce 2 against Impervious (extra defense dice)',
    scenario: {
      v: 1,
      game: 'legion',
      attacker: { dice: { black: 5 }, keywords: { pierce: 2 } },
      defender: { die: 'red', surge: 'block', keywords: { impervious: true } },
    },
  },
  {
    name: 'amg: Impervious with Immune: Pierce adds no dice',
    scenario: {
      v: 1,
      game: 'legion',
      attacker: { dice: { black: 3, white: 3 }, surge: 'crit', keywords: { pierce: 2 } },
      defender: { keywords: { impervious: true, immunePierce: true } },
    },
  },
  {
    name: 'amg: Impact 2 vs Armor 2 ground vehicle (terrain cover ignored)',
    scenario: {
      v: 1,
      game: 'legion',
      attacker: { dice: { red: 4, white: 2 }, keywords: { impact: 2 } },
      defender: {
        die: 'red',
        cover: 'heavy',
        unitType: 'ground-vehicle',
        courage: null,
        keywords: { armor: 2 },
      },
    },
  },
  {
    name: 'amg: Sharpshooter 1 vs light cover improved by suppression',
    scenario: {
      v: 1,
      game: 'legion',
      attacker: { dice: { black: 6 }, keywords: { sharpshooter: 1 } },
      defender: { cover: 'light', courage: 1, tokens: { suppression: 2 } },
    },
  },
  {
    name: 'amg: Sharpshooter 2 strips heavy cover, Critical 2',
    scenario: {
      v: 1,
      game: 'legion',
      attacker: { dice: { red: 3, white: 3 }, keywords: { sharpshooter: 2, critical: 2 } },
      defender: { die: 'red', cover: 'heavy' },
    },
  },
  {
    name: 'amg: Blast vs heavy cover and a Dodge',
    scenario: {
      v: 1,
      game: 'legion',
      attacker: { dice: { red: 2, white: 4 }, keywords: { blast: true } },
      defender: { cover: 'heavy', tokens: { dodge: 1 } },
    },
  },
  {
    name: 'amg: Blast vs Immune: Blast with Low Profile in light cover',
    scenario: {
      v: 1,
      game: 'legion',
      attacker: { dice: { black: 4 }, keywords: { blast: true } },
      defender: { cover: 'light', keywords: { immuneBlast: true, lowProfile: true } },
    },
  },
  {
    name: 'amg: High Velocity vs Dodge tokens and Deflect',
    scenario: {
      v: 1,
      game: 'legion',
      attacker: { dice: { red: 3, black: 2 }, keywords: { highVelocity: true } },
      defender: {
        die: 'white',
        cover: 'light',
        tokens: { dodge: 2 },
        keywords: { deflect: true },
      },
    },
  },
  {
    name: 'amg: Deflect with a Dodge, Surge tokens and Uncanny Luck 1',
    scenario: {
      v: 1,
      game: 'legion',
      attacker: { dice: { black: 6, white: 2 }, surge: 'crit' },
      defender: {
        die: 'red',
        tokens: { dodge: 1, surge: 1 },
        keywords: { deflect: true, uncannyLuck: 1 },
      },
    },
  },
  {
    name: 'amg: Dug In and Low Profile in heavy cover, not suppressed (courage 2)',
    scenario: {
      v: 1,
      game: 'legion',
      attacker: { dice: { red: 2, black: 3 } },
      defender: {
        cover: 'heavy',
        courage: 2,
        tokens: { suppression: 1 },
        keywords: { dugIn: true, lowProfile: true },
      },
    },
  },
  {
    name: 'amg: Dug In in light cover with attacker Surge tokens',
    scenario: {
      v: 1,
      game: 'legion',
      attacker: { dice: { red: 1, black: 4 }, tokens: { surge: 2 } },
      defender: { die: 'red', cover: 'light', keywords: { dugIn: true } },
    },
  },
  {
    name: 'amg: Cover 1 and a Smoke token raise no cover to heavy',
    scenario: {
      v: 1,
      game: 'legion',
      attacker: { dice: { white: 7 }, surge: 'hit' },
      defender: { cover: 'none', tokens: { smoke: 1 }, keywords: { coverX: 1 } },
    },
  },
  {
    name: 'amg: Cover 2 on a vehicle (the only cover a vehicle gets)',
    scenario: {
      v: 1,
      game: 'legion',
      attacker: { dice: { red: 3, black: 3 } },
      defender: { unitType: 'ground-vehicle', courage: null, keywords: { coverX: 2 } },
    },
  },
  {
    name: 'amg: Danger Sense 3 with 4 suppression (courage 2, suppressed)',
    scenario: {
      v: 1,
      game: 'legion',
      attacker: { dice: { red: 3, black: 3 } },
      defender: {
        courage: 2,
        cover: 'light',
        tokens: { suppression: 4 },
        keywords: { dangerSense: 3 },
      },
    },
  },
  {
    name: 'amg: Uncanny Luck 2 with defender Surge tokens',
    scenario: {
      v: 1,
      game: 'legion',
      attacker: { dice: { black: 5, white: 3 } },
      defender: { tokens: { surge: 2 }, keywords: { uncannyLuck: 2 } },
    },
  },
  {
    name: 'amg: Weak Point 2 vs Armor 2 (Impact from the arc alone)',
    scenario: {
      v: 1,
      game: 'legion',
      attacker: { dice: { red: 5 } },
      defender: {
        die: 'red',
        unitType: 'ground-vehicle',
        courage: null,
        keywords: { armor: 2, weakPoint: 2 },
      },
    },
  },
  {
    name: 'amg: Weak Point 1 adds to Impact 1 vs Armor 3 trooper',
    scenario: {
      v: 1,
      game: 'legion',
      attacker: { dice: { red: 2, black: 4 }, keywords: { impact: 1 } },
      defender: { die: 'white', keywords: { armor: 3, weakPoint: 1 } },
    },
  },
  {
    name: 'amg: Outmaneuver spends Dodges on crits',
    scenario: {
      v: 1,
      game: 'legion',
      attacker: { dice: { red: 2, black: 2 }, surge: 'crit' },
      defender: { die: 'red', tokens: { dodge: 2 }, keywords: { outmaneuver: true } },
    },
  },
  {
    name: 'amg: Outmaneuver vs High Velocity',
    scenario: {
      v: 1,
      game: 'legion',
      attacker: { dice: { black: 4, white: 2 }, keywords: { highVelocity: true, critical: 1 } },
      defender: { tokens: { dodge: 1 }, keywords: { outmaneuver: true } },
    },
  },
  {
    name: 'amg: Backup and Shield tokens in light cover',
    scenario: {
      v: 1,
      game: 'legion',
      attacker: { dice: { red: 4, black: 2 } },
      defender: { cover: 'light', tokens: { shield: 2 }, keywords: { backup: true } },
    },
  },
  {
    name: 'amg: Backup with a red guardian, Pierce 1 (defender-first)',
    scenario: {
      v: 1,
      game: 'legion',
      attacker: { dice: { black: 4, white: 2 }, keywords: { pierce: 1 } },
      defender: { keywords: { backup: true } },
      guardians: [{ x: 2, die: 'red' }],
      policy: { pierceSplit: 'defender-first' },
    },
  },
  {
    name: 'amg: Deflect guardian (Jedi) protecting troopers',
    scenario: {
      v: 1,
      game: 'legion',
      attacker: { dice: { red: 3, black: 3 }, keywords: { pierce: 1 } },
      defender: { die: 'white', cover: 'light' },
      guardians: [{ x: 3, die: 'red', woundThreshold: 6, keywords: { deflect: true } }],
    },
  },
  {
    name: 'amg: two guardians (Surge token; Immune: Pierce), guardian-first Pierce',
    scenario: {
      v: 1,
      game: 'legion',
      attacker: { dice: { black: 6 }, keywords: { pierce: 2 } },
      defender: { die: 'white' },
      guardians: [
        { x: 1, die: 'white', tokens: { surge: 1 } },
        { x: 2, die: 'red', surge: 'block', keywords: { immunePierce: true } },
      ],
      policy: { pierceSplit: 'guardian-first' },
    },
  },
  {
    name: 'amg: guardian protects an Immune: Pierce defender (Pierce goes to the guardian)',
    scenario: {
      v: 1,
      game: 'legion',
      attacker: { dice: { red: 4 }, keywords: { pierce: 2 } },
      defender: { die: 'red', keywords: { immunePierce: true } },
      guardians: [{ x: 2, die: 'red' }],
      policy: { pierceSplit: 'defender-first' },
    },
  },
  {
    name: 'amg: Immune: Pierce vs Pierce 3',
    scenario: {
      v: 1,
      game: 'legion',
      attacker: { dice: { red: 4 }, keywords: { pierce: 3 } },
      defender: { die: 'red', keywords: { immunePierce: true } },
    },
  },
  {
    name: 'amg: Immune: Melee Pierce does nothing against a Ranged Pierce 1',
    scenario: {
      v: 1,
      game: 'legion',
      attacker: { dice: { black: 3, white: 3 }, keywords: { pierce: 1 } },
      defender: { die: 'red', keywords: { immuneMeleePierce: true } },
    },
  },
  {
    name: 'amg: unit profile 3×2 wounds, 1 taken, 2 minis in LOS',
    scenario: {
      v: 1,
      game: 'legion',
      attacker: { dice: { red: 4, black: 2 }, surge: 'hit' },
      defender: { minis: 3, woundThreshold: 2, woundsTaken: 1, minisInLos: 2, courage: 2 },
    },
  },
  {
    name: 'amg: 4 troopers with 3 in LOS, light cover, suppressed',
    scenario: {
      v: 1,
      game: 'legion',
      attacker: { dice: { black: 2, white: 6 }, tokens: { aim: 1 } },
      defender: {
        cover: 'light',
        minis: 4,
        woundThreshold: 1,
        minisInLos: 3,
        courage: 1,
        tokens: { suppression: 1 },
      },
    },
  },
  {
    name: 'amg: droids with courage "–" never suppressed',
    scenario: {
      v: 1,
      game: 'legion',
      attacker: { dice: { red: 2, white: 4 } },
      defender: {
        cover: 'light',
        courage: null,
        minis: 6,
        woundThreshold: 1,
        tokens: { suppression: 3 },
      },
    },
  },
];
