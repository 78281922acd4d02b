import type { LegionScenario } from '../../src/engine/legion/scenario.ts';

/** Scenario JSON as a user writes it: any field may be left to its default. */
export type DeepPartial<T> = T extends readonly (infer U)[]
  ? DeepPartial<U>[]
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> }
    : T;

/** The scenario format v1 (DESIGN.md), before defaults are filled in. */
export type LegionInput = DeepPartial<LegionScenario> & {
  v: 1;
  game: 'legion';
  attacker: DeepPartial<LegionScenario['attacker']>;
};

export interface CatalogueEntry {
  readonly name: string;
  readonly scenario: LegionInput;
}

/**
 * The scenario catalogue (DESIGN.md "Testing, in layers" 2): varied, valid Legion attacks over
 * both editions, Ranged and Melee, every keyword of the schema (attacker, defender, guardian) at
 * least twice where it changes the result, every token, cover value, defense die, unit profile
 * shape, guardian shape and every policy value. Pools stay at ten dice or fewer, Spray
 * included, so the exact executor answers in milliseconds (exact-vs-mc.test.ts checks all of
 * this).
 */
export const CATALOGUE: readonly CatalogueEntry[] = [
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
  // ── amg-2025, Ranged: the later keywords ─────────────────────────────────────────────────
  {
    name: 'amg: Anti-Personnel 2 upgrades black then white, Suppressive vs a 4-trooper unit',
    scenario: {
      v: 1,
      game: 'legion',
      attacker: { dice: { black: 1, white: 3 }, keywords: { antiPersonnel: 2, suppressive: true } },
      defender: { cover: 'light', courage: 2, minis: 4, woundThreshold: 1 },
    },
  },
  {
    name: 'amg: Cumbersome after moving downgrades, Anti-Personnel 1 upgrades one back',
    scenario: {
      v: 1,
      game: 'legion',
      attacker: {
        dice: { red: 2, black: 2 },
        moved: true,
        keywords: { cumbersome: true, antiPersonnel: 1 },
      },
      defender: { cover: 'heavy', die: 'red' },
    },
  },
  {
    name: 'amg: Anti-Materiel 1 and Ion 1 vs a shielded Armor 1 ground vehicle, Impact 1',
    scenario: {
      v: 1,
      game: 'legion',
      attacker: { dice: { black: 2, white: 2 }, keywords: { antiMateriel: 1, ion: 1, impact: 1 } },
      defender: {
        die: 'red',
        unitType: 'ground-vehicle',
        courage: null,
        tokens: { shield: 2 },
        keywords: { armor: 1 },
      },
    },
  },
  {
    name: 'amg: Anti-Materiel 2 with Primitive vs repulsor Armor 2 and Weak Point 1',
    scenario: {
      v: 1,
      game: 'legion',
      attacker: {
        dice: { black: 1, white: 3 },
        keywords: { antiMateriel: 2, primitive: true, impact: 1 },
      },
      defender: {
        die: 'red',
        unitType: 'repulsor-vehicle',
        courage: null,
        keywords: { armor: 2, weakPoint: 1 },
      },
    },
  },
  {
    name: 'amg: Ion 2 flips Shield tokens before they cancel crits',
    scenario: {
      v: 1,
      game: 'legion',
      attacker: { dice: { red: 3, white: 1 }, surge: 'crit', keywords: { ion: 2 } },
      defender: { die: 'red', tokens: { shield: 3 } },
    },
  },
  {
    name: 'amg: Lethal 1 with 2 Aim (auto), Pierce 1 vs red surge→block',
    scenario: {
      v: 1,
      game: 'legion',
      attacker: {
        dice: { red: 2, black: 1 },
        tokens: { aim: 2 },
        keywords: { lethal: 1, pierce: 1 },
      },
      defender: { die: 'red', surge: 'block' },
      policy: { lethal: 'auto' },
    },
  },
  {
    name: 'amg: Lethal 2 pierce-first keeps both Aims back from rerolls, Precise 1',
    scenario: {
      v: 1,
      game: 'legion',
      attacker: {
        dice: { black: 3, white: 1 },
        tokens: { aim: 2 },
        keywords: { lethal: 2, precise: 1 },
      },
      defender: { die: 'red', cover: 'light' },
      policy: { lethal: 'pierce-first' },
    },
  },
  {
    name: 'amg: Marksman (auto) with 2 Aim vs an Armor 1 trooper',
    scenario: {
      v: 1,
      game: 'legion',
      attacker: { dice: { black: 2, white: 2 }, tokens: { aim: 2 }, keywords: { marksman: true } },
      defender: { keywords: { armor: 1 } },
      policy: { marksman: 'auto' },
    },
  },
  {
    name: 'amg: Marksman "convert", Ram 1 and Cumbersome after moving, vs Armor 1 vehicle',
    scenario: {
      v: 1,
      game: 'legion',
      attacker: {
        dice: { red: 1, black: 2 },
        tokens: { aim: 1 },
        moved: true,
        keywords: { marksman: true, ram: 1, cumbersome: true },
      },
      defender: { unitType: 'ground-vehicle', courage: null, keywords: { armor: 1 } },
      policy: { marksman: 'convert' },
    },
  },
  {
    name: 'amg: Marksman "reroll" with Precise 1 and Critical 1 in light cover',
    scenario: {
      v: 1,
      game: 'legion',
      attacker: {
        dice: { black: 3, white: 2 },
        tokens: { aim: 1 },
        keywords: { marksman: true, precise: 1, critical: 1 },
      },
      defender: { cover: 'light' },
      policy: { marksman: 'reroll' },
    },
  },
  {
    name: 'amg: Jedi Hunter and Immune: Deflect vs a Shien Mastery Jedi with a Dodge',
    scenario: {
      v: 1,
      game: 'legion',
      attacker: {
        dice: { black: 3, white: 2 },
        keywords: { jediHunter: true, immuneDeflect: true },
      },
      defender: {
        die: 'red',
        courage: 2,
        tokens: { dodge: 1 },
        keywords: { deflect: true, shienMastery: true },
      },
    },
  },
  {
    name: 'amg: Deflect with Shien Mastery (a wound per surge) and Soresu Mastery (auto)',
    scenario: {
      v: 1,
      game: 'legion',
      attacker: { dice: { red: 2, black: 2 } },
      defender: {
        die: 'red',
        courage: 2,
        minis: 1,
        woundThreshold: 5,
        keywords: { deflect: true, shienMastery: true, soresuMastery: true },
      },
      policy: { soresu: 'auto' },
    },
  },
  {
    name: 'amg: Soresu Mastery (auto) weighs Pierce 1 and a defender Surge token',
    scenario: {
      v: 1,
      game: 'legion',
      attacker: { dice: { black: 4, white: 1 }, keywords: { pierce: 1 } },
      defender: { tokens: { surge: 1 }, keywords: { soresuMastery: true } },
      policy: { soresu: 'auto' },
    },
  },
  {
    name: 'amg: Block after spending a Dodge, Nimble regains it',
    scenario: {
      v: 1,
      game: 'legion',
      attacker: { dice: { red: 2, black: 2, white: 1 } },
      defender: { tokens: { dodge: 1 }, keywords: { block: true, nimble: true } },
    },
  },
  {
    name: 'amg: High Velocity stops Block and Nimble, Soresu Mastery "never"',
    scenario: {
      v: 1,
      game: 'legion',
      attacker: { dice: { black: 4 }, keywords: { highVelocity: true } },
      defender: {
        die: 'red',
        tokens: { dodge: 2 },
        keywords: { block: true, nimble: true, soresuMastery: true },
      },
      policy: { soresu: 'never' },
    },
  },
  {
    name: 'amg: Death From Above ignores heavy cover and Low Profile',
    scenario: {
      v: 1,
      game: 'legion',
      attacker: { dice: { red: 1, black: 2, white: 2 }, keywords: { deathFromAbove: true } },
      defender: { cover: 'heavy', keywords: { lowProfile: true } },
    },
  },
  {
    name: 'amg: Spray over 3 troopers in LOS with a 1-black weapon, light cover',
    scenario: {
      v: 1,
      game: 'legion',
      attacker: { dice: { black: 1 }, keywords: { spray: true } },
      defender: { cover: 'light', minis: 4, woundThreshold: 1, minisInLos: 3 },
    },
  },
  {
    name: 'amg: engaged attacker with Hold the Line (surge→hit) at Range',
    scenario: {
      v: 1,
      game: 'legion',
      attacker: { dice: { black: 3, white: 2 }, engaged: true, keywords: { holdTheLine: true } },
      defender: { cover: 'light', tokens: { dodge: 1 } },
    },
  },
  // ── amg-2025, Ranged: guardians with the later keywords ──────────────────────────────────
  {
    name: 'amg: Spray over 2 troopers, guardian with Soresu Mastery and a Dodge (auto)',
    scenario: {
      v: 1,
      game: 'legion',
      attacker: { dice: { white: 2 }, surge: 'hit', keywords: { spray: true, critical: 1 } },
      defender: { minis: 2, woundThreshold: 1 },
      guardians: [{ x: 2, die: 'red', tokens: { dodge: 1 }, keywords: { soresuMastery: true } }],
      policy: { soresu: 'auto' },
    },
  },
  {
    name: 'amg: Soresu "always" guardian with Deflect, max-total Pierce 1, Lethal 1',
    scenario: {
      v: 1,
      game: 'legion',
      attacker: {
        dice: { black: 3, white: 1 },
        tokens: { aim: 1 },
        keywords: { pierce: 1, lethal: 1 },
      },
      defender: { die: 'red', surge: 'block' },
      guardians: [
        {
          x: 2,
          die: 'red',
          woundThreshold: 5,
          tokens: { dodge: 1 },
          keywords: { soresuMastery: true, deflect: true },
        },
      ],
      policy: { soresu: 'always', pierceSplit: 'max-total' },
    },
  },
  {
    name: 'amg: Soresu guardian with Immune: Pierce vs Jedi Hunter, Pierce 1 for the defender',
    scenario: {
      v: 1,
      game: 'legion',
      attacker: { dice: { red: 2, black: 2 }, keywords: { jediHunter: true, pierce: 1 } },
      defender: { die: 'white', cover: 'light', tokens: { suppression: 1 } },
      guardians: [
        {
          x: 1,
          die: 'red',
          tokens: { dodge: 1 },
          keywords: { immunePierce: true, soresuMastery: true },
        },
      ],
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
