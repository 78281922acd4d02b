import { describe, expect, it } from 'vitest';
import { parseAnyScenario } from '../../../src/engine/games.ts';
import { parseLegionScenario } from '../../../src/engine/legion/scenario.ts';
import { type Json, scenario } from './inputs.ts';
import { rejection } from './verdicts.ts';

// docs/scenario.md "Legion": unknown keys are errors, numbers are integers, every
// rejection is one `path: message` line naming the field (the line the CLI prints).
// Required fields, the version, the game and the shape.

describe('required fields, version, game and shape', () => {
  // Every absent required field reads `<path>: required`, the way `game`, `attacker` and
  // `attacker.dice` already do.
  it('a missing v', () => {
    expect(rejection({ game: 'legion', attacker: { dice: { red: 1 } } })).toBe(
      'v: required (the format version, 1)',
    );
    expect(rejection({ game: 'legion', attacker: { dice: { red: 1 } } }, parseAnyScenario)).toBe(
      'v: required (the format version, 1)',
    );
  });

  it('a missing game', () => {
    expect(rejection({ v: 1, attacker: { dice: { red: 1 } } }, parseAnyScenario)).toBe(
      'game: required',
    );
    const direct = parseLegionScenario({ v: 1, attacker: { dice: { red: 1 } } });
    expect(direct.ok ? '' : direct.error.path).toBe('game');
  });

  it('a missing attacker', () => {
    expect(rejection({ v: 1, game: 'legion' })).toBe('attacker: required');
    expect(rejection({ v: 1, game: 'legion' }, parseAnyScenario)).toBe('attacker: required');
  });

  it('a missing attacker.dice', () => {
    expect(rejection({ v: 1, game: 'legion', attacker: { surge: 'hit' } })).toBe(
      'attacker.dice: required',
    );
  });

  it.each<[string, Json]>([
    ['an empty dice object', scenario({ attacker: { dice: {} } })],
    ['all three colours 0', scenario({ attacker: { dice: { red: 0, black: 0, white: 0 } } })],
  ])('no attack dice: %s', (_name, input) => {
    expect(rejection(input)).toBe('attacker.dice: at least one attack die is required');
  });

  it.each<[string, unknown, string]>([
    ['v 2', 2, 'v: expected 1, got 2'],
    ['v "1"', '1', 'v: expected 1, got "1"'],
    ['v 0', 0, 'v: expected 1, got 0'],
  ])('a wrong version: %s', (_name, v, line) => {
    expect(rejection(scenario({ v }))).toBe(line);
  });

  it('a game the registry does not know', () => {
    expect(rejection(scenario({ game: 'xwing' }), parseAnyScenario)).toBe(
      'game: expected "legion" | "imperial-assault" | "swm", got "xwing"',
    );
    expect(rejection(scenario({ game: 7 }), parseAnyScenario)).toBe(
      'game: expected "legion" | "imperial-assault" | "swm", got 7',
    );
  });

  it('another game handed to the Legion parser', () => {
    const r = parseLegionScenario(scenario({ game: 'imperial-assault' }));
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.path).toBe('game');
      expect(r.error.message).toMatch(/^expected "legion"/);
    }
  });

  it.each<[string, unknown]>([
    ['an array', [scenario()]],
    ['null', null],
    ['a number', 3],
    ['a string', 'legion'],
    ['nothing', undefined],
  ])('not an object: %s', (_name, input) => {
    expect(rejection(input, parseAnyScenario)).toBe('expected a JSON object (a scenario)');
    const direct = parseLegionScenario(input);
    expect(direct.ok).toBe(false);
    if (!direct.ok) expect(direct.error.path).toBe('');
  });

  it.each<[string, Json, string]>([
    ['attacker as a number', scenario({ attacker: 5 }), 'attacker: expected object, got 5'],
    [
      'dice as an array',
      scenario({ attacker: { dice: [1, 0, 0] } }),
      'attacker.dice: expected object, got an array',
    ],
    [
      'defender as a string',
      scenario({ defender: 'white' }),
      'defender: expected object, got "white"',
    ],
    [
      'guardians as an object',
      scenario({ guardians: { x: 1 } }),
      'guardians: expected array, got an object',
    ],
  ])('a wrong container type: %s', (_name, input, line) => {
    expect(rejection(input)).toBe(line);
  });
});
