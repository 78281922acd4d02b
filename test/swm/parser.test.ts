import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { describeError } from '../../src/engine/core/validation.ts';
import { parseAnyScenario } from '../../src/engine/games.ts';
import {
  FORCE_REROLL_POLICIES,
  parseSwmScenario,
  serializeSwmScenario,
  type SwmScenario,
} from '../../src/engine/swm/scenario.ts';
import { CATALOGUE } from './catalogue.ts';
import { type JsonRecord } from '../../src/engine/engines.ts';

// docs/rules/swm.md "Scenario fields (v1)": defaults filled, unknown keys and bad values rejected
// with one `path: message` line naming the field.

const base = (
  over: JsonRecord = {},
  attacker: JsonRecord = {},
  defender: JsonRecord = {},
): JsonRecord => ({
  v: 1,
  game: 'swm',
  attacker: { attack: 7, damage: 20, ...attacker },
  defender: { defense: 23, hp: 140, ...defender },
  ...over,
});

function rejection(input: unknown): string {
  const r = parseSwmScenario(input);
  if (r.ok) throw new Error(`accepted: ${JSON.stringify(input)}`);
  return describeError(r.error);
}

function accepted(input: unknown): SwmScenario {
  const r = parseSwmScenario(input);
  if (!r.ok) throw new Error(describeError(r.error));
  return r.value;
}

describe('parseSwmScenario', () => {
  it('fills every default', () => {
    expect(accepted(base())).toEqual({
      v: 1,
      game: 'swm',
      attacker: {
        attack: 7,
        damage: 20,
        bonusDamage: 0,
        attacks: 1,
        doubleAttack: false,
        twinAttack: false,
        force: 0,
        mettle: false,
        lightsaber: false,
        adjacent: false,
        meleeAttack: false,
        combinedFire: 0,
        cunningAttack: false,
        advantageousAttack: false,
        lightsaberAssault: false,
        useTheForce: false,
        splash: 0,
      },
      defender: {
        defense: 23,
        cover: false,
        hp: 140,
        droid: false,
        damageReduction: 0,
        force: 0,
        lightsaberDeflect: false,
        lightsaberBlock: false,
        evade: false,
        activated: false,
        adjacentCharacters: 0,
        adjacentForce: false,
      },
      options: { critDoublesExtras: false },
      policy: { forceReroll: 'on-miss', forceDefense: 'first-hit' },
    });
  });

  it.each<[string, JsonRecord, string]>([
    [
      'a missing attack',
      { v: 1, game: 'swm', attacker: { damage: 20 }, defender: { defense: 20, hp: 10 } },
      'attacker.attack: required',
    ],
    [
      'a missing defender',
      { v: 1, game: 'swm', attacker: { attack: 1, damage: 20 } },
      'defender: required',
    ],
    [
      'a missing hp',
      { v: 1, game: 'swm', attacker: { attack: 1, damage: 20 }, defender: { defense: 20 } },
      'defender.hp: required',
    ],
    [
      'a fractional attack',
      base({}, { attack: 7.5 }),
      'attacker.attack: expected an integer -20..60, got 7.5',
    ],
    ['hp 0', base({}, {}, { hp: 0 }), 'defender.hp: expected an integer 1..2000, got 0'],
    [
      'negative damage',
      base({}, { damage: -10 }),
      'attacker.damage: expected an integer 0..500, got -10',
    ],
    ['5 attacks', base({}, { attacks: 5 }), 'attacker.attacks: expected an integer 1..4, got 5'],
    [
      '9 adjacent characters',
      base({}, {}, { adjacentCharacters: 9 }),
      'defender.adjacentCharacters: expected an integer 0..8, got 9',
    ],
    [
      'a string flag',
      base({}, { twinAttack: 'yes' }),
      'attacker.twinAttack: expected true or false, got "yes"',
    ],
    [
      'an unknown attacker key',
      base({}, { twinAtack: true }),
      'attacker.twinAtack: unknown key (did you mean "twinAttack"?)',
    ],
    ['an unknown top-level key', base({ edition: 'x' }), 'edition: unknown key'],
    [
      'an unknown policy',
      base({ policy: { forceReroll: 'always' } }),
      `policy.forceReroll: expected ${FORCE_REROLL_POLICIES.map((p) => JSON.stringify(p)).join(' | ')}, got "always"`,
    ],
    [
      'an unknown option',
      base({ options: { critDoublesExtra: true } }),
      'options.critDoublesExtra: unknown key (did you mean "critDoublesExtras"?)',
    ],
    ['the wrong game', base({ game: 'legion' }), 'game: expected "swm", got "legion"'],
    ['version 2', base({ v: 2 }), 'v: expected 1, got 2'],
  ])('rejects %s', (_name, input, message) => {
    expect(rejection(input)).toBe(message);
  });

  it.each<[string, JsonRecord, string]>([
    [
      'a melee attack on a nonadjacent enemy (SWM Battle of Hoth rulebook, Special Abilities, Force Powers, and Attacks)',
      base({}, { meleeAttack: true }),
      'attacker.adjacent: a Melee Attack can target only an adjacent enemy (SWM Battle of Hoth rulebook, Special Abilities, Force Powers, and Attacks)',
    ],
    [
      'combined fire for a melee attacker (SWM Battle of Hoth rulebook, Special Abilities, Force Powers, and Attacks)',
      base({}, { meleeAttack: true, adjacent: true, combinedFire: 1 }),
      'attacker.combinedFire: characters with Melee Attack cannot use combined fire',
    ],
    [
      'Use the Force without 3 Force',
      base({}, { useTheForce: true, force: 2 }),
      'attacker.useTheForce: needs 3 Force points (attacker.force)',
    ],
    [
      'Lightsaber Assault without Force',
      base({}, { lightsaberAssault: true }),
      'attacker.lightsaberAssault: needs 1 Force point (attacker.force)',
    ],
    [
      'two Force spends in one turn (Force Points)',
      base({}, { lightsaberAssault: true, useTheForce: true, force: 5 }),
      'attacker.useTheForce: Force is spent only once per turn (SWM Battle of Hoth rulebook, Force Points)',
    ],
    [
      'Force for adjacent characters when there are none (SWM Battle of Hoth rulebook, Splash)',
      base({}, {}, { adjacentForce: true }),
      'defender.adjacentForce: no characters are adjacent (defender.adjacentCharacters)',
    ],
    [
      'Lightsaber Assault with extra attacks',
      base({}, { lightsaberAssault: true, force: 1, attacks: 2 }),
      'attacker.attacks: Lightsaber Assault replaces the attacks with 2; leave it at 1',
    ],
  ])('rejects %s', (_name, input, message) => {
    expect(rejection(input)).toBe(message);
  });

  it('is reached through the registry by "game": "swm"', () => {
    const r = parseAnyScenario(base());
    expect(r.ok && r.value.engine.id).toBe('swm');
  });

  it('serializes canonically: parse(serialize(s)) = s for every catalogue and golden turn', () => {
    const dir = new URL('../golden/swm/', import.meta.url);
    const golden = readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map(
        (f) =>
          (JSON.parse(readFileSync(new URL(f, dir), 'utf8')) as { scenario: unknown }).scenario,
      );
    for (const input of [...CATALOGUE.map((e) => e.scenario), ...golden]) {
      const s = accepted(input);
      const text = serializeSwmScenario(s);
      expect(accepted(JSON.parse(text))).toEqual(s);
      expect(serializeSwmScenario(accepted(JSON.parse(text)))).toBe(text);
    }
  });
});
