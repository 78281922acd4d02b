import fc from 'fast-check';
import { compressToEncodedURIComponent } from 'lz-string';
import { describe, expect, it } from 'vitest';
import type { Calculator, Computed } from '../../src/app/calculator.svelte.ts';
import { openLink } from '../../src/app/open-link.ts';
import { AppStore } from '../../src/app/store.svelte.ts';
import { encodeFragment, type LinkState } from '../../src/app/url-codec.ts';
import { hostileValueUpTo, RAW_CONTROL } from '../fuzz/hostile.ts';

// Issue 15 items 5 and 6: what a person reads when a link (or a pin inside it) cannot be opened.
// The banner used to show "Cannot read properties of null (reading 'p')", the runtime's JSON
// errors and %-encoded text, and a bad pin vanished without a word.

const DEFAULTS = { trials: 1_000_000, seed: 1 };
const INSTEAD = 'The loadout on screen is unchanged.';
const VALID = { v: 1, game: 'legion', attacker: { dice: { red: 1 } } };
const IA = {
  v: 1,
  game: 'imperial-assault',
  attackType: 'melee',
  attacker: { dice: { red: 1 } },
  defender: {},
};
/** Words of JavaScript internals (and %-escapes) that must never reach a person. */
const INTERNALS =
  /is not a function|Cannot read|TypeError|SyntaxError|\[object|undefined|null \(reading|%[0-9A-F]{2}|Unexpected token|in JSON at/;

/** A store over a calculator that never answers (the notices do not wait for results). */
function newStore(): AppStore {
  const calc = {
    cached: () => undefined,
    compute: (): Promise<Computed> => new Promise(() => {}),
  } as unknown as Calculator;
  return new AppStore(calc);
}

const s1 = (payload: unknown) =>
  `#s1=${compressToEncodedURIComponent(typeof payload === 'string' ? payload : JSON.stringify(payload))}`;

function pinned(...pins: { label: string; scenario: unknown }[]): string {
  const state: LinkState = {
    scenario: VALID,
    mode: 'auto',
    ...DEFAULTS,
    pins: pins.map((p) => ({ ...p, mode: 'auto', ...DEFAULTS })),
  };
  return `#${encodeFragment(state, DEFAULTS)}`;
}

function readable(message: string, what: string): void {
  expect(message, what).not.toMatch(INTERNALS);
  expect(message, what).not.toMatch(RAW_CONTROL);
  expect(message.length, what).toBeLessThan(500);
}

describe('a pin a link holds that cannot be opened is named, with why (item 5)', () => {
  it('a pin with white: -1 is left out and listed; the loadout and the good pin open', () => {
    const store = newStore();
    const bad = { v: 1, game: 'legion', attacker: { dice: { white: -1 } } };
    const hash = pinned({ label: 'Good', scenario: VALID }, { label: 'Broken', scenario: bad });
    expect(openLink(store, null, hash, INSTEAD)).toBe(true);
    expect(store.linkError).toBeNull();
    expect(store.pins.map((p) => p.label)).toEqual(['Good']);
    expect(store.linkSkipped).toEqual([
      'Pin 2 ("Broken") was left out: Attacker\'s white dice: expected an integer 0..30, got -1.',
    ]);
  });

  it('a pin of another game is left out, saying whose it is', () => {
    const store = newStore();
    openLink(store, null, pinned({ label: 'Trooper', scenario: IA }), INSTEAD);
    expect(store.linkSkipped).toEqual([
      'Pin 1 ("Trooper") was left out: it is a loadout for Imperial Assault, and this link shows Legion.',
    ]);
  });

  it.each<[string, unknown, string[]]>([
    [
      'a pin that is not a loadout',
      { s: VALID, p: [null, { l: 'B', s: VALID }] },
      ['Pin 1 was left out: it is not a loadout.'],
    ],
    [
      'a name that is not text',
      { s: VALID, p: [{ l: 5, s: VALID }] },
      ['Pin 1 was left out: name: expected text, got 5.'],
    ],
    [
      'pins that are not a list',
      { s: VALID, p: 5 },
      ['Its pinned loadouts were left out: expected a list, got 5.'],
    ],
    [
      'more pins than a link holds',
      { s: VALID, p: Array.from({ length: 8 }, (_, i) => ({ l: `P${i}`, s: VALID })) },
      ['Pins 7–8 were left out: a link holds at most 6 pins.'],
    ],
  ])('%s', (_what, payload, skipped) => {
    const store = newStore();
    expect(openLink(store, null, s1(payload), INSTEAD)).toBe(true);
    expect(store.linkError).toBeNull();
    expect(store.linkSkipped).toEqual(skipped);
  });

  it('a link that opens whole clears the notices of the one before', () => {
    const store = newStore();
    openLink(store, null, s1({ s: VALID, p: [null] }), INSTEAD);
    openLink(store, null, pinned({ label: 'A', scenario: VALID }), INSTEAD);
    expect(store.linkSkipped).toEqual([]);
  });
});

describe('a link that cannot be opened says what was wrong and what the page did (item 6)', () => {
  const hostile: [string, string, string][] = [
    ['#s1= garbage', '#s1=garbage', 'it is damaged (cut short or changed'],
    ['#s1= of text', s1('hello'), 'what it holds is not valid JSON'],
    ['{"p":null}', s1('{"p":null}'), 'it holds no loadout'],
    ['{"p":5}', s1('{"p":5}'), 'it holds no loadout'],
    ['{"s":null}', s1('{"s":null}'), 'its loadout is not valid (expected a JSON object'],
    ['#json=%7B', '#json=%7B', 'the scenario after #json= is not valid JSON (at character 2)'],
    ['#json=garbage', '#json=garbage', 'the scenario after #json= is not valid JSON'],
    [
      '%-encoded text in a field',
      `#json=${encodeURIComponent(JSON.stringify({ ...VALID, attacker: { dice: { red: 'dé rouge' } } }))}`,
      'Attacker\'s red dice: expected an integer 0..30, got "dé rouge"',
    ],
    ['%-encoded mode', `#json=${encodeURIComponent(JSON.stringify(VALID))}&mode=m%C3%A9`, '"mé"'],
  ];
  it.each(hostile)('%s', (what, hash, says) => {
    const store = newStore();
    expect(openLink(store, null, hash, INSTEAD)).toBe(false);
    const m = store.linkError ?? '';
    expect(m, what).toMatch(/^Could not open the link: /);
    expect(m, what).toContain(says);
    expect(m.endsWith(` ${INSTEAD}`), m).toBe(true);
    readable(m, what);
  });

  it('fuzz: any payload in #s1= or #json= gives a readable message, never a throw', () => {
    const value = hostileValueUpTo(2_000);
    const payload = fc.oneof(
      fc.record({ s: value, p: value }, { requiredKeys: [] }),
      fc.record({ s: fc.constant(VALID), p: fc.array(value, { maxLength: 8 }) }),
      fc.record({
        s: fc.constant(VALID),
        p: fc.array(fc.record({ l: value, s: value, t: value, r: value }), { maxLength: 3 }),
      }),
      value,
    );
    const fragment = fc.oneof(
      payload.map((p) => s1(JSON.stringify(p) ?? '')),
      payload.map((p) => `#json=${encodeURIComponent(JSON.stringify(p) ?? '')}`),
      fc.string().map((t) => `#json=${t}`),
      fc.string().map((t) => `#s1=${t}`),
    );
    fc.assert(
      fc.property(fragment, (hash) => {
        const store = newStore();
        openLink(store, null, hash, INSTEAD);
        const messages = [store.linkError ?? '', ...store.linkSkipped];
        for (const m of messages) readable(m, hash.slice(0, 80));
      }),
      { numRuns: 300 },
    );
  });
});
