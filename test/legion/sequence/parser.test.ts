import { describe, expect, it } from 'vitest';
import { parseAnyScenario } from '../../../src/engine/games.ts';
import { legionGame } from '../../../src/engine/legion/game.ts';
import type { LegionSequence } from '../../../src/engine/legion/sequence-scenario.ts';
import { legion, parseError, type Json } from '../rules/helpers.ts';

const RED = { dice: { red: 1 } };

function parsed(input: Json): LegionSequence {
  const r = parseAnyScenario(input);
  if (!r.ok) throw new Error(`${r.error.path}: ${r.error.message}`);
  return r.value.scenario as LegionSequence;
}

describe('attack sequence scenarios (docs/scenario.md "Attack sequences")', () => {
  it('parses each attack with the single attack schema and fills its defaults', () => {
    const s = parsed(
      legion({
        edition: 'ffg-1.0',
        defender: { minis: 4, woundThreshold: 1 },
        attacks: [
          { attacker: RED },
          { attackType: 'melee', attacker: { dice: { black: 2 } }, repeat: 3 },
        ],
      }),
    );
    expect(s.edition).toBe('ffg-1.0');
    expect(s.attacks).toHaveLength(2);
    expect(s.attacks[0]?.attackType).toBe('ranged');
    expect(s.attacks[0]?.repeat).toBe(1);
    expect(s.attacks[0]?.policy.reroll).toBe('conservative');
    expect(s.attacks[1]?.attacker.keywords.pierce).toBe(0);
    expect(s.attacks[1]?.repeat).toBe(3);
  });

  it('keeps a single attack a single attack', () => {
    const r = parseAnyScenario(legion({ attacker: RED }));
    expect(r.ok && 'attacker' in (r.value.scenario as object)).toBe(true);
  });

  it.each<[string, Json, string, RegExp]>([
    ['no attacks', { attacks: [] }, 'attacks', /at least one attack/],
    [
      'an attacker error',
      { attacks: [{ attacker: RED }, { attacker: { dice: { red: -1 } } }] },
      'attacks.1.attacker.dice.red',
      /integer 0\.\.30, got -1/,
    ],
    [
      'a missing attacker',
      { attacks: [{ attackType: 'melee' }] },
      'attacks.0.attacker',
      /required/,
    ],
    [
      'a typo in an attack',
      { attacks: [{ attacker: RED, polcy: {} }] },
      'attacks.0.polcy',
      /unknown key \(did you mean "policy"\?\)/,
    ],
    [
      'a defender inside an attack',
      { attacks: [{ attacker: RED, defender: {} }] },
      'attacks.0.defender',
      /top level/,
    ],
    [
      'an edition inside an attack',
      { attacks: [{ attacker: RED, edition: 'ffg-1.0' }] },
      'attacks.0.edition',
      /top level/,
    ],
    [
      'a single attacker beside attacks',
      { attacker: RED, attacks: [{ attacker: RED }] },
      'attacker',
      /unknown key/,
    ],
    [
      'repeat 0',
      { attacks: [{ attacker: RED, repeat: 0 }] },
      'attacks.0.repeat',
      /integer 1\.\.20/,
    ],
    [
      'repeat 21',
      { attacks: [{ attacker: RED, repeat: 21 }] },
      'attacks.0.repeat',
      /integer 1\.\.20/,
    ],
    [
      'more than 20 attacks with repeats',
      {
        attacks: [
          { attacker: RED, repeat: 15 },
          { attacker: RED, repeat: 6 },
        ],
      },
      'attacks',
      /at most 20 attacks in all, counting repeats \(got 21\)/,
    ],
    [
      'Spray without a unit',
      {
        attacks: [{ attacker: RED }, { attacker: { dice: { red: 1 }, keywords: { spray: true } } }],
      },
      'attacks.1.attacker.keywords.spray',
      /needs defender.minisInLos or defender.minis/,
    ],
    [
      'an amg-only attacker token under ffg',
      { edition: 'ffg-1.0', attacks: [{ attacker: { dice: { red: 1 }, tokens: { surge: 1 } } }] },
      'attacks.0.attacker.tokens.surge',
      /ffg-1.0/,
    ],
    [
      'a defender error',
      { defender: { minis: 2 }, attacks: [{ attacker: RED }] },
      'defender.woundThreshold',
      /required/,
    ],
  ])('rejects %s, naming the field', (_, fields, path, message) => {
    const e = parseError(legion(fields));
    expect(e?.path).toBe(path);
    expect(e?.message).toMatch(message);
  });

  it('lets Melee attacks join a sequence with guardians and Backup (they meet neither)', () => {
    expect(
      parseError(
        legion({
          defender: { keywords: { backup: true } },
          guardians: [{ x: 1 }],
          attacks: [{ attacker: RED }, { attackType: 'melee', attacker: RED }],
        }),
      ),
    ).toBeNull();
  });

  it('takes whatever a single attacker takes: weapons, their range bands, a range per attack', () => {
    const rifle = { name: 'rifle', dice: { black: 1 }, minis: 4, range: [1, 3] };
    const flamer = { name: 'flamer', dice: { black: 2 }, range: [1, 1], keywords: { spray: true } };
    const s = parsed(
      legion({
        defender: { minis: 3, woundThreshold: 1 },
        attacks: [
          { range: 1, attacker: { weapons: [rifle, flamer] } },
          { range: 3, attacker: { weapons: [rifle] } },
        ],
      }),
    );
    expect(s.attacks[0]?.attacker.dice).toEqual({ red: 0, black: 6, white: 0 });
    expect(s.attacks[1]?.range).toBe(3);
    const e = parseError(
      legion({
        defender: { minis: 3, woundThreshold: 1 },
        attacks: [{ attacker: RED }, { range: 3, attacker: { weapons: [flamer] } }],
      }),
    );
    expect(e?.path).toMatch(/^attacks\.1\.attacker\.weapons\.0\./);
  });

  it('serializes canonically: parse(serialize(s)) = s', () => {
    const s = parsed(
      legion({
        edition: 'ffg-1.0',
        defender: { minis: 2, woundThreshold: 2, tokens: { dodge: 1 } },
        guardians: [{ x: 1 }],
        attacks: [
          { attacker: { weapons: [{ name: 'rifle', dice: { white: 2 }, minis: 2 }] } },
          { attackType: 'melee', attacker: RED, repeat: 2 },
        ],
      }),
    );
    const again = parsed(JSON.parse(legionGame.serialize(s)) as Json);
    expect(again).toEqual(s);
    expect(legionGame.serialize(again)).toBe(legionGame.serialize(s));
  });
});
