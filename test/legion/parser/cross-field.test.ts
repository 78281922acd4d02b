import { describe, expect, it } from 'vitest';
import { parseLegionScenario } from '../../../src/engine/legion/scenario.ts';
import { type Json, scenario, withAttacker } from './inputs.ts';
import { accepted, FFG_ONLY, rejection } from './verdicts.ts';

// docs/scenario.md "Legion": unknown keys are errors, numbers are integers, every
// rejection is one `path: message` line naming the field (the line the CLI prints).
// Rules over several fields, and the fields that exist only in amg-2025.

describe('cross-field rules', () => {
  it.each<[string, Json, string]>([
    [
      'minis without woundThreshold',
      scenario({ defender: { minis: 4 } }),
      'defender.woundThreshold: required when the unit profile (minis, woundThreshold) is given',
    ],
    [
      'woundThreshold without minis',
      scenario({ defender: { woundThreshold: 1 } }),
      'defender.minis: required when the unit profile (minis, woundThreshold) is given',
    ],
    [
      'woundsTaken reaching the whole unit',
      scenario({ defender: { minis: 2, woundThreshold: 3, woundsTaken: 6 } }),
      'defender.woundsTaken: must be below minis × woundThreshold (6)',
    ],
    [
      'woundsTaken without a unit profile',
      scenario({ defender: { woundsTaken: 1 } }),
      'defender.woundsTaken: needs the unit profile (minis, woundThreshold)',
    ],
    [
      'more minis in LOS than minis',
      scenario({ defender: { minis: 2, woundThreshold: 1, minisInLos: 3 } }),
      'defender.minisInLos: cannot exceed minis (2)',
    ],
    [
      'guardians against a melee attack',
      scenario({ attackType: 'melee', guardians: [{ x: 1 }] }),
      'guardians: Guardian X only applies against Ranged attacks',
    ],
    [
      'guardians against an overrun attack',
      scenario({ attackType: 'overrun', guardians: [{ x: 2 }] }),
      'guardians: Guardian X only applies against Ranged attacks',
    ],
    [
      'five guardians',
      scenario({ guardians: [{ x: 1 }, { x: 1 }, { x: 1 }, { x: 1 }, { x: 1 }] }),
      'guardians: at most 4 guardians',
    ],
    [
      'Spray with no miniature count',
      withAttacker({ keywords: { spray: true } }),
      'attacker.keywords.spray: needs defender.minisInLos or defender.minis',
    ],
  ])('%s', (_name, input, line) => {
    expect(rejection(input)).toBe(line);
  });

  it.each<[string, Json]>([
    [
      'a full unit profile',
      scenario({ defender: { minis: 2, woundThreshold: 3, woundsTaken: 5 } }),
    ],
    [
      'minisInLos equal to minis',
      scenario({ defender: { minis: 2, woundThreshold: 1, minisInLos: 2 } }),
    ],
    ['minisInLos alone', scenario({ defender: { minisInLos: 3 } })],
    [
      'Spray with minisInLos',
      scenario({
        attacker: { dice: { red: 1 }, keywords: { spray: true } },
        defender: { minisInLos: 2 },
      }),
    ],
    [
      'Spray with a unit profile',
      scenario({
        attacker: { dice: { red: 1 }, keywords: { spray: true } },
        defender: { minis: 3, woundThreshold: 1 },
      }),
    ],
    [
      'four guardians on a ranged attack',
      scenario({ guardians: [{ x: 1 }, { x: 1 }, { x: 1 }, { x: 1 }] }),
    ],
    ['courage "-" (null)', scenario({ defender: { courage: null } })],
    [
      'an explicit empty unit profile',
      scenario({ defender: { minis: null, woundThreshold: null } }),
    ],
  ])('accepts %s', (_name, input) => {
    expect(parseLegionScenario(input).ok).toBe(true);
  });
});

describe('edition ffg-1.0 rejects amg-only fields', () => {
  const ffg = (over: Json): Json => scenario({ edition: 'ffg-1.0', ...over });
  it.each<[string, Json]>([
    ['attacker.tokens.surge', ffg({ attacker: { dice: { red: 1 }, tokens: { surge: 1 } } })],
    ['defender.tokens.surge', ffg({ defender: { tokens: { surge: 2 } } })],
    ['defender.tokens.smoke', ffg({ defender: { tokens: { smoke: 1 } } })],
    ['defender.keywords.backup', ffg({ defender: { keywords: { backup: true } } })],
    ['defender.keywords.lowProfile', ffg({ defender: { keywords: { lowProfile: true } } })],
    ['defender.keywords.dugIn', ffg({ defender: { keywords: { dugIn: true } } })],
    [
      'attacker.keywords.antiPersonnel',
      ffg({ attacker: { dice: { red: 1 }, keywords: { antiPersonnel: 1 } } }),
    ],
    [
      'attacker.keywords.antiMateriel',
      ffg({ attacker: { dice: { red: 1 }, keywords: { antiMateriel: 2 } } }),
    ],
  ])('%s', (path, input) => {
    expect(rejection(input)).toBe(`${path}: ${FFG_ONLY}`);
    // The same fields are fine under the default edition.
    expect(parseLegionScenario({ ...input, edition: 'amg-2025' }).ok).toBe(true);
  });

  it('accepts the amg-only fields at their defaults (0 / false)', () => {
    const s = accepted(
      ffg({
        attacker: {
          dice: { red: 1 },
          tokens: { surge: 0 },
          keywords: { antiPersonnel: 0, antiMateriel: 0 },
        },
        defender: {
          tokens: { surge: 0, smoke: 0 },
          keywords: { backup: false, lowProfile: false, dugIn: false },
        },
      }),
    );
    expect(s.edition).toBe('ffg-1.0');
  });
});
