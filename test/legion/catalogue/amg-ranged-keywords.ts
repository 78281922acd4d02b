import type { CatalogueEntry } from './catalogue-entry.ts';

/**
 * amg-2025 Ranged attacks with the later keywords, at the defender and at guardians. Part of the
 * scenario catalogue (CATALOGUE in ../catalogue.ts).
 */
export const AMG_RANGED_KEYWORDS: readonly CatalogueEntry[] = [
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
    name: 'amg: Soresu Mastery "optimal" keeps a 2-wound unit alive against Pierce 1',
    scenario: {
      v: 1,
      game: 'legion',
      attacker: { dice: { red: 3 }, keywords: { pierce: 1 } },
      defender: {
        die: 'white',
        tokens: { surge: 1 },
        minis: 1,
        woundThreshold: 2,
        keywords: { soresuMastery: true },
      },
      objective: 'kill',
      policy: { soresu: 'optimal' },
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
  {
    name: 'amg: a pool of weapons: rifles, a Spray flamer, a moved Cumbersome cannon with Anti-Personnel 1',
    scenario: {
      v: 1,
      game: 'legion',
      range: 1,
      attacker: {
        moved: true,
        surge: 'hit',
        tokens: { surge: 1 },
        weapons: [
          { name: 'E-11', dice: { white: 1 }, minis: 3, range: [1, 3] },
          {
            name: 'Flamer',
            dice: { black: 1 },
            range: [0, 1],
            keywords: { spray: true, blast: true },
          },
          {
            name: 'Cannon',
            dice: { red: 1, black: 1 },
            range: [1, 4],
            keywords: { cumbersome: true, antiPersonnel: 1, impact: 1 },
          },
        ],
      },
      defender: {
        minis: 3,
        woundThreshold: 1,
        cover: 'light',
        tokens: { dodge: 1 },
        keywords: { armor: 1 },
      },
    },
  },
  {
    name: 'amg: Enrage 2 at 2 wounds: a suppressed unit loses its cover and gains no token',
    scenario: {
      v: 1,
      game: 'legion',
      attacker: { dice: { black: 2, white: 1 }, surge: 'hit' },
      defender: {
        minis: 1,
        woundThreshold: 6,
        woundsTaken: 2,
        courage: 1,
        tokens: { suppression: 1, dodge: 1 },
        keywords: { enrage: 2, dangerSense: 2 },
      },
    },
  },
  {
    name: 'amg: Enrage 3 at 3 wounds of a 2-mini unit, Suppressive, light cover',
    scenario: {
      v: 1,
      game: 'legion',
      attacker: { dice: { red: 1, black: 1 }, keywords: { suppressive: true } },
      defender: {
        minis: 2,
        woundThreshold: 3,
        woundsTaken: 3,
        courage: 2,
        cover: 'light',
        tokens: { suppression: 2 },
        keywords: { enrage: 3 },
      },
    },
  },
  {
    name: 'amg: a pool of weapons, every one High Velocity, X keywords adding up',
    scenario: {
      v: 1,
      game: 'legion',
      attacker: {
        weapons: [
          { name: 'A', dice: { black: 1 }, minis: 2, keywords: { highVelocity: true, pierce: 1 } },
          { name: 'B', dice: { red: 1 }, keywords: { highVelocity: true, critical: 1 } },
        ],
      },
      defender: { die: 'red', tokens: { dodge: 2 } },
    },
  },
];
