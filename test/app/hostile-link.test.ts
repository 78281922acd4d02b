import { compressToEncodedURIComponent } from 'lz-string';
import { describe, expect, it } from 'vitest';
import { readScenario } from '../../src/app/read-scenario.ts';
import {
  decodeFragment,
  encodeFragment,
  LINK_LIMIT,
  type LinkState,
} from '../../src/app/url-codec.ts';
import {
  BUILT_IN_NAMES,
  FULL_SCENARIOS,
  objectPaths,
  paths,
  withKey,
  withValue,
} from '../hostile/scenarios.ts';

// Issue 18 item 1 (app and embed): a link whose scenario holds a built-in property name left the
// page blank with an uncaught error, in the main loadout or only in a pin, by #json=, #s1= or a
// hashchange. The app and the embed both run decodeFragment, then readScenario on the loadout
// and on each pin (AppStore.restore): neither may throw, and a bad scenario is one plain line.

const DEFAULTS = { trials: 1_000_000, seed: 1 };
const VALID = { v: 1, game: 'legion', attacker: { dice: { red: 1 } } };
/** Words of JavaScript internals that must never reach a person. */
const INTERNALS = /is not a function|Cannot read|undefined|TypeError|\[object|prototype/;

function link(scenario: unknown, pins: unknown[] = []): LinkState {
  return {
    scenario,
    mode: 'auto',
    trials: DEFAULTS.trials,
    seed: DEFAULTS.seed,
    pins: pins.map((s, i) => ({ label: `P${i}`, scenario: s, mode: 'mc', trials: 10, seed: 2 })),
  };
}

/** What restoring a fragment shows: every scenario's error, or the link's own error. */
function opened(fragment: string): string[] {
  const d = decodeFragment(fragment, DEFAULTS);
  if (!d.ok) return [d.error];
  if (!d.state) return [];
  return [d.state.scenario, ...d.state.pins.map((p) => p.scenario)].map((s) => {
    const r = readScenario(s);
    return r.ok ? 'ok' : r.e;
  });
}

function expectReadable(messages: string[], what: string): void {
  for (const m of messages) {
    expect(m, what).not.toMatch(/[\n\r]/);
    expect(m, what).not.toMatch(INTERNALS);
    expect(m.length, what).toBeLessThan(400);
  }
}

/** Each case, and whether the scenario is still valid (a weapon may be named "constructor"). */
const hostile: { what: string; scenario: unknown; valid?: boolean }[] = Object.entries(
  FULL_SCENARIOS,
).flatMap(([game, s]) => [
  ...paths(s).flatMap(({ path }) =>
    BUILT_IN_NAMES.map((n) => ({
      what: `${game} ${path.join('.')} = ${n}`,
      scenario: withValue(s, path, n),
      valid: path[path.length - 1] === 'name',
    })),
  ),
  ...objectPaths(s).flatMap((path) =>
    BUILT_IN_NAMES.map((n) => ({
      what: `${game} ${[...path, n].join('.')}`,
      scenario: withKey(s, path, n, 1),
    })),
  ),
]);

describe('links holding built-in property names', () => {
  it('game "__proto__" by #json= is refused, naming the field', () => {
    const scenario = { ...VALID, game: '__proto__' };
    expect(opened(`#json=${encodeURIComponent(JSON.stringify(scenario))}`)).toEqual([
      'Game: expected "legion" | "imperial-assault" | "swm", got "__proto__"',
    ]);
  });

  it('in every position of every game, by #json=', () => {
    for (const { what, scenario, valid } of hostile) {
      const got = opened(`#json=${encodeURIComponent(JSON.stringify(scenario))}`);
      expect(got, what).toHaveLength(1);
      expect(got[0] === 'ok', what).toBe(valid === true);
      expectReadable(got, what);
    }
  });

  it('in every position of every game, by #s1= as the loadout and as a pin', () => {
    for (const { what, scenario, valid } of hostile) {
      const got = opened(encodeFragment(link(scenario, [VALID, scenario]), DEFAULTS));
      expect(got, what).toHaveLength(3);
      expect(got[0] === 'ok', what).toBe(valid === true);
      expect(got[1], what).toBe('ok');
      expect(got[2] === 'ok', what).toBe(valid === true);
      expectReadable(got, what);
    }
  });
});

describe('damaged #s1= payloads say what is wrong in plain words', () => {
  const s1 = (payload: string) => `#s1=${compressToEncodedURIComponent(payload)}`;
  it.each<[string, string, string]>([
    [
      'null',
      s1('null'),
      'Could not open the link: it holds no loadout (it may have been cut short or edited by hand)',
    ],
    [
      'a list',
      s1('[1]'),
      'Could not open the link: it holds no loadout (it may have been cut short or edited by hand)',
    ],
    [
      'no loadout',
      s1('{"p":[]}'),
      'Could not open the link: it holds no loadout (it may have been cut short or edited by hand)',
    ],
    [
      'trials that are not a number',
      s1('{"s":{},"t":[1]}'),
      'Could not open the link: trials: expected a number, got an array',
    ],
    [
      'a key given twice',
      s1('{"s":{"v":1,"v":1}}'),
      'Could not open the link: s.v: this key is given twice',
    ],
    [
      'text that is not JSON',
      s1('hello'),
      'Could not open the link: what it holds is not valid JSON',
    ],
    [
      'a broken %-escape in #json=',
      '#json=%E0%A4%A',
      'Could not open the link: the text after #json= is damaged (a broken %-escape)',
    ],
    [
      'a #json= scenario cut short',
      '#json=%7B',
      'Could not open the link: the scenario after #json= is not valid JSON (at character 2)',
    ],
    ['an empty #json=', '#json=', 'Could not open the link: the scenario after #json= is empty'],
    [
      'a #s1= that does not unpack',
      '#s1=garbage',
      'Could not open the link: it is damaged (cut short or changed: the part after #s1= does not unpack)',
    ],
  ])('%s', (_name, fragment, error) => {
    expect(decodeFragment(fragment, DEFAULTS)).toEqual({ ok: false, error });
  });

  it('a #json= scenario with a byte order mark opens', () => {
    expect(opened(`#json=%EF%BB%BF${encodeURIComponent(JSON.stringify(VALID))}`)).toEqual(['ok']);
  });

  it('a control character in a setting is shown escaped, on one line', () => {
    const d = decodeFragment(`#json=${encodeURIComponent('{}')}&mode=\u001b[31m\n`, DEFAULTS);
    expect(d).toEqual({
      ok: false,
      error: 'Could not open the link: mode: expected "mc" or "auto", got "\\u001b[31m\\n"',
    });
  });
});

describe('link length', () => {
  it('refuses a compressed payload past LINK_LIMIT before decompressing it', () => {
    const d = decodeFragment(`#s1=${'A'.repeat(LINK_LIMIT + 1)}`, DEFAULTS);
    expect(d).toEqual({
      ok: false,
      error: `Could not open the link: the link is too long (${(LINK_LIMIT + 1).toLocaleString('en')} characters; at most ${LINK_LIMIT.toLocaleString('en')})`,
    });
  });
});
