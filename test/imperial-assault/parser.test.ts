import { describe, expect, it } from 'vitest';
import { describeError } from '../../src/engine/core/validation.ts';
import { parseAnyScenario } from '../../src/engine/games.ts';
import {
  parseIaScenario,
  serializeIaScenario,
  type IaScenario,
} from '../../src/engine/imperial-assault/scenario.ts';

const base = {
  v: 1,
  game: 'imperial-assault',
  attackType: 'ranged',
  distance: 3,
  attacker: { dice: { blue: 1, green: 1 } },
};

/** The one-line error of an input that must be rejected. */
function error(input: unknown): string {
  const r = parseIaScenario(input);
  if (r.ok) throw new Error('expected the input to be rejected');
  return describeError(r.error);
}

function parsed(input: unknown): IaScenario {
  const r = parseIaScenario(input);
  if (!r.ok) throw new Error(describeError(r.error));
  return r.value;
}

/** `base` with one field replaced (a dotted path). */
function withField(path: string, value: unknown): Record<string, unknown> {
  const out = structuredClone(base) as Record<string, unknown>;
  const keys = path.split('.');
  let node = out;
  for (const k of keys.slice(0, -1)) {
    node[k] ??= {};
    node = node[k] as Record<string, unknown>;
  }
  node[keys[keys.length - 1] as string] = value;
  return out;
}

describe('Imperial Assault scenario parser', () => {
  it('fills every default (docs/rules/imperial-assault.md "Scenario fields (v1)")', () => {
    const s = parsed(base);
    expect(s.attacker.dice).toEqual({ red: 0, blue: 1, green: 1, yellow: 0 });
    expect(s.attacker.modifiers).toEqual({ damage: 0, surge: 0, accuracy: 0, pierce: 0 });
    expect(s.attacker).toMatchObject({
      surgeAbilities: [],
      rerolls: 0,
      focused: false,
      hidden: false,
      weakened: false,
    });
    expect(s.defender).toEqual({
      dice: { black: 0, white: 0 },
      modifiers: { block: 0, evade: 0 },
      rerolls: 0,
      health: null,
      hidden: false,
      weakened: false,
    });
    expect(s.policy).toEqual({
      surges: 'max-damage',
      attackerRerolls: 'max-damage',
      defenderRerolls: 'min-damage',
    });
  });

  it('fills a surge ability’s defaults (cost 1, nothing else)', () => {
    const s = parsed(withField('attacker.surgeAbilities', [{ blast: 1 }]));
    expect(s.attacker.surgeAbilities).toEqual([
      { cost: 1, damage: 0, pierce: 0, accuracy: 0, blast: 1, cleave: 0, conditions: [] },
    ]);
  });

  it('round-trips: parse(serialize(s)) = s', () => {
    const full = parsed({
      ...base,
      attacker: {
        dice: { red: 1, yellow: 2 },
        modifiers: { damage: -1, surge: 2, accuracy: 1, pierce: 1 },
        surgeAbilities: [{ cost: 2, cleave: 2, conditions: ['stun', 'focus'] }],
        rerolls: 2,
        focused: true,
        hidden: true,
      },
      defender: { dice: { white: 1 }, rerolls: 1, health: 8, weakened: true },
      policy: { attackerRerolls: 'none' },
    });
    for (const s of [parsed(base), full])
      expect(parsed(JSON.parse(serializeIaScenario(s)))).toEqual(s);
  });

  it('is picked by the registry from "game"', () => {
    const r = parseAnyScenario(base);
    expect(r.ok && r.value.engine.id).toBe('imperial-assault');
    expect(r.ok && r.value.engine.primary).toBe('damage');
  });

  it.each([
    ['attacker.dice.purple', 1, 'attacker.dice.purple: unknown key'],
    ['attacker.focussed', true, 'attacker.focussed: unknown key (did you mean "focused"?)'],
    ['defender.dodge', 1, 'defender.dodge: unknown key'],
    ['policy.surge', 'max-damage', 'policy.surge: unknown key (did you mean "surges"?)'],
    ['extra', 1, 'extra: unknown key'],
    ['attacker.dice.red', -1, 'attacker.dice.red: expected an integer 0..6, got -1'],
    ['attacker.dice.blue', 1.5, 'attacker.dice.blue: expected an integer 0..6, got 1.5'],
    ['defender.dice.white', 5, 'defender.dice.white: expected an integer 0..4, got 5'],
    ['distance', 0, 'distance: expected an integer 1..30, got 0'],
    ['attackType', 'thrown', 'attackType: expected "ranged" | "melee" | "reach", got "thrown"'],
    ['attacker.rerolls', 9, 'attacker.rerolls: expected an integer 0..4, got 9'],
    ['attacker.hidden', 'yes', 'attacker.hidden: expected true or false, got "yes"'],
    [
      'attacker.modifiers.damage',
      11,
      'attacker.modifiers.damage: expected an integer -10..10, got 11',
    ],
    [
      'attacker.modifiers.pierce',
      -1,
      'attacker.modifiers.pierce: expected an integer 0..10, got -1',
    ],
    ['defender.health', 0, 'defender.health: expected an integer 1..99, got 0'],
    [
      'policy.attackerRerolls',
      'min-damage',
      'policy.attackerRerolls: expected "max-damage" | "none", got "min-damage"',
    ],
    [
      'policy.defenderRerolls',
      'max-damage',
      'policy.defenderRerolls: expected "min-damage" | "none", got "max-damage"',
    ],
    ['v', 2, 'v: expected 1, got 2'],
  ])('rejects %s = %j naming the field', (path, value, message) => {
    expect(error(withField(path, value))).toBe(message);
  });

  it.each([
    [[{ cost: 0, damage: 1 }], 'attacker.surgeAbilities.0.cost: expected an integer 1..3, got 0'],
    [[{ cost: 1, stun: true }], 'attacker.surgeAbilities.0.stun: unknown key'],
    [
      [{ conditions: ['daze'] }],
      'attacker.surgeAbilities.0.conditions.0: expected "stun" | "bleed" | "weaken" | "focus" | "hide", got "daze"',
    ],
    [
      [{ conditions: ['stun', 'stun'] }],
      'attacker.surgeAbilities.0.conditions: a condition is listed twice',
    ],
    [
      Array.from({ length: 11 }, () => ({ damage: 1 })),
      'attacker.surgeAbilities: at most 10 surge abilities',
    ],
  ])('rejects surge abilities %j', (abilities, message) => {
    expect(error(withField('attacker.surgeAbilities', abilities))).toBe(message);
  });

  it('bounds the pools and requires an attack die', () => {
    expect(error(withField('attacker.dice', {}))).toBe(
      'attacker.dice: at least one attack die is required',
    );
    expect(error(withField('attacker.dice', { red: 3, blue: 3, green: 3 }))).toBe(
      'attacker.dice: at most 8 attack dice in all',
    );
    expect(error(withField('defender.dice', { black: 3, white: 2 }))).toBe(
      'defender.dice: at most 4 defense dice in all',
    );
  });

  it('checks the distance against the attack type (IA Rules Reference Guide, Accuracy, Melee Attack, Reach)', () => {
    const { distance: _d, ...noDistance } = base;
    void _d;
    expect(error(noDistance)).toBe(
      'distance: required for a ranged attack (spaces to the target, 1 when adjacent)',
    );
    expect(error({ ...base, attackType: 'melee' })).toBe(
      'distance: a melee attack targets an adjacent figure (1), got 3',
    );
    expect(error({ ...base, attackType: 'reach' })).toBe(
      'distance: Reach targets figures up to 2 spaces away, got 3',
    );
    expect(parsed({ ...base, attackType: 'reach', distance: 2 }).distance).toBe(2);
    expect(parsed({ ...base, attackType: 'melee', distance: null }).distance).toBe(null);
  });

  it('rejects a missing attacker and a wrong game', () => {
    const { attacker: _a, ...noAttacker } = base;
    void _a;
    expect(error(noAttacker)).toBe('attacker: required');
    expect(error({ ...base, game: 'legion' })).toBe(
      'game: expected "imperial-assault", got "legion"',
    );
  });
});
