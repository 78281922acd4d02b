import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { describeError, type Parsed } from '../../src/engine/core/validation.ts';
import { parseAnyScenario } from '../../src/engine/games.ts';
import {
  LETHAL_POLICIES,
  parseLegionScenario,
  PIERCE_SPLIT_POLICIES,
  REROLL_POLICIES,
  serializeLegionScenario,
  type LegionScenario,
} from '../../src/engine/legion/scenario.ts';

// DESIGN.md "Scenario format v1 — Legion": unknown keys are errors, numbers are integers, every
// rejection is one `path: message` line naming the field (the line the CLI prints).

type Json = Record<string, unknown>;

/** The smallest valid scenario, plus whatever the case changes. */
function scenario(over: Json = {}): Json {
  return { v: 1, game: 'legion', attacker: { dice: { red: 1 } }, ...over };
}

/** A scenario whose attacker is the minimal one plus `over`. */
function withAttacker(over: Json): Json {
  return scenario({ attacker: { dice: { red: 1 }, ...over } });
}

/** The one line a rejected scenario gives; fails the test when it is accepted. */
function rejection(
  input: unknown,
  parse: (input: unknown) => Parsed<unknown> = parseLegionScenario,
): string {
  const r = parse(input);
  if (r.ok) throw new Error(`accepted: ${JSON.stringify(input)}`);
  return describeError(r.error);
}

function accepted(input: unknown): LegionScenario {
  const r = parseLegionScenario(input);
  if (!r.ok) throw new Error(describeError(r.error));
  return r.value;
}

/** The message of a value outside `values` (the schema's own list, so new policies fit). */
function notOneOf(values: readonly string[], got: string): string {
  return `expected ${values.map((v) => JSON.stringify(v)).join(' | ')}, got ${JSON.stringify(got)}`;
}

const FFG_ONLY = 'does not exist in the ffg-1.0 rules (edition "ffg-1.0")';

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

describe('required fields, version, game and shape', () => {
  // Every absent required field reads `<path>: required`, the way `game`, `attacker` and
  // `attacker.dice` already do.
  it('a missing v', () => {
    expect(rejection({ game: 'legion', attacker: { dice: { red: 1 } } })).toBe('v: required');
    expect(rejection({ game: 'legion', attacker: { dice: { red: 1 } } }, parseAnyScenario)).toBe(
      'v: required',
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

describe('defaults', () => {
  it('fills every field of a minimal scenario', () => {
    // Policies beyond the three DESIGN.md names may be added; those three must keep their defaults.
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

const GOLDEN = new URL('../golden/', import.meta.url);

function goldenScenarios(dir: string): [string, unknown][] {
  const url = new URL(`${dir}/`, GOLDEN);
  return readdirSync(url)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => {
      const g = JSON.parse(readFileSync(new URL(f, url), 'utf8')) as { scenario: unknown };
      return [`${dir}/${f}`, g.scenario];
    });
}

describe('parse(serialize(s)) = s', () => {
  const all = [...goldenScenarios('legion'), ...goldenScenarios('legion-complete')];

  it('finds the golden scenarios', () => {
    expect(all.length).toBeGreaterThanOrEqual(14);
  });

  it.each(all)('%s', (_name, raw) => {
    const s = accepted(raw);
    // Parsing keeps every value the file gives.
    expect(s).toMatchObject(raw as Json);
    const text = serializeLegionScenario(s);
    const again = accepted(JSON.parse(text));
    expect(again).toStrictEqual(s);
    expect(serializeLegionScenario(again)).toBe(text);
    // The engine's serialize is the same canonical text.
    const any = parseAnyScenario(raw);
    if (!any.ok) throw new Error(describeError(any.error));
    expect(any.value.engine.serialize(any.value.scenario)).toBe(text);
  });
});
