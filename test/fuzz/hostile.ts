import fc from 'fast-check';
import {
  BUILT_IN_NAMES,
  FULL_SCENARIOS,
  objectPaths,
  paths,
  withKey,
  withValue,
  type Path,
} from '../hostile/scenarios.ts';

// What an attacker puts in a scenario (issue 18 "Fuzz"): arbitrary JSON values, strings with
// control characters, built-in property names, huge numbers and long strings, at every path of
// a valid scenario of each game.

/** Characters that have broken terminals and messages: controls, escapes, separators, bidi. */
const AWKWARD = [
  '\n',
  '\r',
  '\t',
  '\u0000',
  '\u0007',
  '\u001b',
  '\u001b[31m',
  '\u009b',
  '\u2028',
  '\u202e',
  '\ufeff',
  '\ud800',
  '"',
  '\\',
  '.',
  'é',
  '😀',
  'a',
  'Z',
  '=',
  '-',
];

/** Strings made of awkward characters (and a few plain ones). */
export const awkwardString = fc
  .array(fc.constantFrom(...AWKWARD), { maxLength: 24 })
  .map((parts) => parts.join(''));

/** A string of 1,000 to `max` characters (the 50 MB key, scaled to a test's budget). */
export const longStringUpTo = (max: number) =>
  fc
    .tuple(fc.constantFrom('x', 'r', '\u001b', '😀', 'pierce'), fc.integer({ min: 1_000, max }))
    .map(([unit, n]) => unit.repeat(Math.ceil(n / unit.length)));

export const longString = longStringUpTo(600_000);

export const builtInName = fc.constantFrom(...BUILT_IN_NAMES);

export const hugeNumber = fc.constantFrom(
  1e308,
  -1e308,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  2 ** 53 + 2,
  -(2 ** 53),
  1e21,
  -0,
  0.5,
  30.000000000000004,
  31,
  -1,
  4294967296,
);

/** Any value a hostile scenario may hold at one path (long strings up to `long` characters). */
export const hostileValueUpTo = (long: number): fc.Arbitrary<unknown> =>
  fc.oneof(
    fc.jsonValue({ maxDepth: 3 }),
    awkwardString,
    builtInName,
    hugeNumber,
    longStringUpTo(long),
    fc.constantFrom(null, true, false, [], {}, [[[[[[[[]]]]]]]]),
  );

/** Any key a hostile scenario may hold. */
export const hostileKeyUpTo = (long: number): fc.Arbitrary<string> =>
  fc.oneof(builtInName, awkwardString, longStringUpTo(long), fc.string());

interface Site {
  readonly game: string;
  readonly scenario: unknown;
  readonly path: Path;
}

const sites = (pick: (s: unknown) => Path[]): Site[] =>
  Object.entries(FULL_SCENARIOS).flatMap(([game, scenario]) =>
    pick(scenario).map((path) => ({ game, scenario, path })),
  );

/** Every path of every game's valid scenario (the root included). */
const VALUE_SITES = sites((s) => paths(s).map((p) => p.path));
/** Every object of every game's valid scenario, where a key can be added. */
const KEY_SITES = sites(objectPaths);

/** A valid scenario of some game with one hostile value or one hostile extra key. */
export const hostileScenarioUpTo = (
  long: number,
): fc.Arbitrary<{ what: string; scenario: unknown }> =>
  fc.oneof(
    fc.tuple(fc.constantFrom(...VALUE_SITES), hostileValueUpTo(long)).map(([site, value]) => ({
      what: `${site.game}: ${site.path.join('.')} = value`,
      scenario: withValue(site.scenario, site.path, value),
    })),
    fc
      .tuple(fc.constantFrom(...KEY_SITES), hostileKeyUpTo(long), hostileValueUpTo(long))
      .map(([site, key, value]) => ({
        what: `${site.game}: extra key at ${site.path.join('.') || 'the root'}`,
        scenario: withKey(site.scenario, site.path, key, value),
      })),
  );

export const hostileValue = hostileValueUpTo(600_000);
export const hostileScenario = hostileScenarioUpTo(600_000);

/** JSON text of a hostile scenario, sometimes damaged: a BOM, a key twice, cut short, deep. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  hostileScenario.map((h) => JSON.stringify(h.scenario)),
  hostileScenario.map((h) => `\ufeff${JSON.stringify(h.scenario, null, 2)}`),
  hostileScenario.map((h) => JSON.stringify(h.scenario).replace(/^\{/, '{"v":1,')),
  fc.tuple(hostileScenario, fc.nat()).map(([h, n]) => {
    const text = JSON.stringify(h.scenario);
    return text.slice(0, n % (text.length + 1));
  }),
  fc.integer({ min: 1, max: 200_000 }).map((n) => `${'['.repeat(n)}${']'.repeat(n)}`),
  fc.string({ unit: 'binary' }),
  awkwardString,
);

/** A control character, or a line or paragraph separator: none may reach a message raw. */
// eslint-disable-next-line no-control-regex
export const RAW_CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
