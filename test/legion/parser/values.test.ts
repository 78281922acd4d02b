import { describe, expect, it } from 'vitest';
import {
  LETHAL_POLICIES,
  PIERCE_SPLIT_POLICIES,
  REROLL_POLICIES,
} from '../../../src/engine/legion/scenario.ts';
import { type Json, scenario, withAttacker } from './inputs.ts';
import { notOneOf, rejection } from './verdicts.ts';

// docs/scenario.md "Legion": unknown keys are errors, numbers are integers, every
// rejection is one `path: message` line naming the field (the line the CLI prints).
// Numbers, unknown keys and enum values, at every depth.

describe('parseLegionScenario rejects bad numbers', () => {
  it.each<[string, Json, string]>([
    [
      'a negative die count',
      scenario({ attacker: { dice: { red: -1 } } }),
      'attacker.dice.red: expected an integer 0..30, got -1',
    ],
    [
      'a fractional die count',
      scenario({ attacker: { dice: { black: 1.5 } } }),
      'attacker.dice.black: expected an integer 0..30, got 1.5',
    ],
    [
      'a die count given as a string',
      scenario({ attacker: { dice: { white: '2' } } }),
      'attacker.dice.white: expected an integer 0..30, got "2"',
    ],
    [
      'a die count above 30',
      scenario({ attacker: { dice: { red: 31 } } }),
      'attacker.dice.red: expected an integer 0..30, got 31',
    ],
    [
      'a null die count',
      scenario({ attacker: { dice: { red: null } } }),
      'attacker.dice.red: expected an integer 0..30, got null',
    ],
    [
      'a negative keyword X',
      withAttacker({ keywords: { pierce: -2 } }),
      'attacker.keywords.pierce: expected an integer 0..20, got -2',
    ],
    [
      'a keyword X given as a string',
      withAttacker({ keywords: { impact: '1' } }),
      'attacker.keywords.impact: expected an integer 0..20, got "1"',
    ],
    [
      'a keyword X given as a boolean',
      withAttacker({ keywords: { pierce: true } }),
      'attacker.keywords.pierce: expected an integer 0..20, got true',
    ],
    [
      'a fractional token count',
      withAttacker({ tokens: { aim: 0.5 } }),
      'attacker.tokens.aim: expected an integer 0..20, got 0.5',
    ],
    [
      'a fractional defender keyword',
      scenario({ defender: { keywords: { armor: 1.25 } } }),
      'defender.keywords.armor: expected an integer 0..20, got 1.25',
    ],
    [
      'a negative defender token',
      scenario({ defender: { tokens: { dodge: -1 } } }),
      'defender.tokens.dodge: expected an integer 0..20, got -1',
    ],
    [
      'courage 0 (use null for "-")',
      scenario({ defender: { courage: 0 } }),
      'defender.courage: expected an integer 1..20, got 0',
    ],
    [
      'minis 0',
      scenario({ defender: { minis: 0, woundThreshold: 1 } }),
      'defender.minis: expected an integer 1..30, got 0',
    ],
    ['a guardian without X', scenario({ guardians: [{ die: 'red' }] }), 'guardians.0.x: required'],
    [
      'a boolean keyword given as a number',
      withAttacker({ keywords: { blast: 1 } }),
      'attacker.keywords.blast: expected true or false, got 1',
    ],
    [
      'a boolean keyword given as a string',
      scenario({ defender: { keywords: { impervious: 'true' } } }),
      'defender.keywords.impervious: expected true or false, got "true"',
    ],
    [
      'a condition given as a number',
      withAttacker({ moved: 0 }),
      'attacker.moved: expected true or false, got 0',
    ],
  ])('%s', (_name, input, line) => {
    expect(rejection(input)).toBe(line);
  });
});

describe('parseLegionScenario rejects unknown keys, at every depth', () => {
  it.each<[string, Json, string]>([
    [
      'a misspelt attacker keyword, with a hint',
      withAttacker({ keywords: { peirce: 1 } }),
      'attacker.keywords.peirce: unknown key (did you mean "pierce"?)',
    ],
    [
      'a wrongly capitalised keyword, with a hint',
      withAttacker({ keywords: { Pierce: 1 } }),
      'attacker.keywords.Pierce: unknown key (did you mean "pierce"?)',
    ],
    [
      'a top-level typo',
      { ...scenario(), attackr: {} },
      'attackr: unknown key (did you mean "attacker"?)',
    ],
    ['a top-level key with no near match', { ...scenario(), foo: 1 }, 'foo: unknown key'],
    [
      'a future multi-attack field (v1 readers reject what they do not know)',
      { ...scenario(), attacks: [] },
      'attacks: unknown key (did you mean "attacker"?)',
    ],
    ['an unknown attacker field', withAttacker({ aim: 1 }), 'attacker.aim: unknown key'],
    [
      'an unknown die colour',
      scenario({ attacker: { dice: { red: 1, blak: 1 } } }),
      'attacker.dice.blak: unknown key (did you mean "black"?)',
    ],
    [
      'a misspelt defender token',
      scenario({ defender: { tokens: { shields: 1 } } }),
      'defender.tokens.shields: unknown key (did you mean "shield"?)',
    ],
    [
      'a British-spelt defender keyword',
      scenario({ defender: { keywords: { armour: 1 } } }),
      'defender.keywords.armour: unknown key (did you mean "armor"?)',
    ],
    [
      'a misspelt key in a guardian',
      scenario({ guardians: [{ x: 1 }, { x: 1, dei: 'red' }] }),
      'guardians.1.dei: unknown key (did you mean "die"?)',
    ],
    [
      'a misspelt key in a guardian keyword object',
      scenario({ guardians: [{ x: 1, keywords: { deflekt: true } }] }),
      'guardians.0.keywords.deflekt: unknown key (did you mean "deflect"?)',
    ],
    [
      'a misspelt policy',
      scenario({ policy: { rerol: 'conservative' } }),
      'policy.rerol: unknown key (did you mean "reroll"?)',
    ],
    [
      'a keyword with no near match',
      withAttacker({ keywords: { zzzzzzzz: 1 } }),
      'attacker.keywords.zzzzzzzz: unknown key',
    ],
  ])('%s', (_name, input, line) => {
    expect(rejection(input)).toBe(line);
  });
});

describe('parseLegionScenario rejects values outside each enum', () => {
  it.each<[string, Json, string]>([
    [
      'edition',
      scenario({ edition: 'amg-2024' }),
      'edition: expected "amg-2025" | "ffg-1.0", got "amg-2024"',
    ],
    [
      'attackType (case matters)',
      scenario({ attackType: 'Ranged' }),
      'attackType: expected "ranged" | "melee" | "overrun", got "Ranged"',
    ],
    [
      'attacker surge',
      withAttacker({ surge: 'block' }),
      'attacker.surge: expected "none" | "hit" | "crit", got "block"',
    ],
    [
      'attacker surge as a boolean',
      withAttacker({ surge: true }),
      'attacker.surge: expected "none" | "hit" | "crit", got true',
    ],
    [
      'defender die',
      scenario({ defender: { die: 'black' } }),
      'defender.die: expected "red" | "white", got "black"',
    ],
    [
      'defender surge',
      scenario({ defender: { surge: 'hit' } }),
      'defender.surge: expected "none" | "block", got "hit"',
    ],
    [
      'cover',
      scenario({ defender: { cover: 'partial' } }),
      'defender.cover: expected "none" | "light" | "heavy", got "partial"',
    ],
    [
      'cover as a number',
      scenario({ defender: { cover: 1 } }),
      'defender.cover: expected "none" | "light" | "heavy", got 1',
    ],
    [
      'unitType',
      scenario({ defender: { unitType: 'vehicle' } }),
      'defender.unitType: expected "trooper" | "ground-vehicle" | "repulsor-vehicle" | "emplacement" | "creature", got "vehicle"',
    ],
    [
      'guardian die',
      scenario({ guardians: [{ x: 1, die: 'black' }] }),
      'guardians.0.die: expected "red" | "white", got "black"',
    ],
    [
      'policy.reroll',
      scenario({ policy: { reroll: 'greedy' } }),
      `policy.reroll: ${notOneOf(REROLL_POLICIES, 'greedy')}`,
    ],
    [
      'policy.pierceSplit',
      scenario({ policy: { pierceSplit: 'split-evenly' } }),
      `policy.pierceSplit: ${notOneOf(PIERCE_SPLIT_POLICIES, 'split-evenly')}`,
    ],
    [
      'policy.lethal',
      scenario({ policy: { lethal: 'sometimes' } }),
      `policy.lethal: ${notOneOf(LETHAL_POLICIES, 'sometimes')}`,
    ],
  ])('%s', (_name, input, line) => {
    expect(rejection(input)).toBe(line);
  });
});
