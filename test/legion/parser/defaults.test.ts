import { describe, expect, it } from 'vitest';
import { parseAnyScenario } from '../../../src/engine/games.ts';
import { scenario } from './inputs.ts';
import { accepted } from './verdicts.ts';

// docs/scenario.md "Legion": unknown keys are errors, numbers are integers, every
// rejection is one `path: message` line naming the field (the line the CLI prints).
// What a scenario that leaves fields out means.

describe('defaults', () => {
  it('fills every field of a minimal scenario', () => {
    // Policies beyond the first three (reroll, pierceSplit, lethal) may be added; those three must keep their defaults.
    const { policy, ...rest } = accepted(scenario());
    expect(policy).toMatchObject({
      reroll: 'conservative',
      pierceSplit: 'defender-first',
      lethal: 'auto',
    });
    expect(rest).toStrictEqual({
      v: 1,
      game: 'legion',
      edition: 'amg-2025',
      attackType: 'ranged',
      attacker: {
        dice: { red: 1, black: 0, white: 0 },
        surge: 'none',
        tokens: { aim: 0, surge: 0, observation: 0, dodge: 0 },
        keywords: {
          precise: 0,
          critical: 0,
          pierce: 0,
          impact: 0,
          sharpshooter: 0,
          lethal: 0,
          ram: 0,
          antiPersonnel: 0,
          antiMateriel: 0,
          ion: 0,
          blast: false,
          highVelocity: false,
          marksman: false,
          jediHunter: false,
          duelist: false,
          makashiMastery: false,
          jarKaiMastery: false,
          immuneDeflect: false,
          deathFromAbove: false,
          holdTheLine: false,
          cumbersome: false,
          primitive: false,
          suppressive: false,
          spray: false,
        },
        moved: false,
        engaged: false,
      },
      defender: {
        die: 'white',
        surge: 'none',
        cover: 'none',
        unitType: 'trooper',
        minis: null,
        woundThreshold: null,
        woundsTaken: 0,
        courage: 1,
        minisInLos: null,
        tokens: { dodge: 0, surge: 0, shield: 0, suppression: 0, smoke: 0 },
        keywords: {
          armor: 0,
          coverX: 0,
          dangerSense: 0,
          uncannyLuck: 0,
          enrage: 0,
          weakPoint: 0,
          lowProfile: false,
          dugIn: false,
          impervious: false,
          immunePierce: false,
          immuneMeleePierce: false,
          immuneBlast: false,
          deflect: false,
          shienMastery: false,
          block: false,
          outmaneuver: false,
          soresuMastery: false,
          djemSoMastery: false,
          duelist: false,
          backup: false,
          holdTheLine: false,
          nimble: false,
        },
      },
      guardians: [],
    });
  });

  it('fills a guardian', () => {
    expect(accepted(scenario({ guardians: [{ x: 2 }] })).guardians).toStrictEqual([
      {
        x: 2,
        die: 'white',
        surge: 'none',
        woundThreshold: 1,
        minis: 1,
        tokens: { dodge: 0, surge: 0 },
        keywords: { deflect: false, soresuMastery: false, immunePierce: false },
      },
    ]);
  });

  it('keeps given values beside the defaults', () => {
    const s = accepted(
      scenario({
        attacker: { dice: { black: 2 }, keywords: { pierce: 1 } },
        defender: { tokens: { dodge: 1 } },
      }),
    );
    expect(s.attacker.dice).toStrictEqual({ red: 0, black: 2, white: 0 });
    expect(s.attacker.keywords.pierce).toBe(1);
    expect(s.attacker.keywords.impact).toBe(0);
    expect(s.defender.tokens).toStrictEqual({
      dodge: 1,
      surge: 0,
      shield: 0,
      suppression: 0,
      smoke: 0,
    });
  });

  it('does not change its input', () => {
    const input = scenario();
    const before = JSON.stringify(input);
    accepted(input);
    expect(JSON.stringify(input)).toBe(before);
  });

  it('parseAnyScenario dispatches to the Legion engine with the same value', () => {
    const r = parseAnyScenario(scenario());
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.value.engine.id).toBe('legion');
      expect(r.value.scenario).toStrictEqual(accepted(scenario()));
    }
  });
});
