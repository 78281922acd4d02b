import fc from 'fast-check';
import { compressToEncodedURIComponent } from 'lz-string';
import { describe, expect, it } from 'vitest';
import { readScenario } from '../../src/app/read-scenario.ts';
import { decodeFragment, encodeFragment, type LinkState } from '../../src/app/url-codec.ts';
import {
  awkwardString,
  hostileScenarioUpTo,
  hostileValueUpTo,
  longStringUpTo,
  RAW_CONTROL,
} from './hostile.ts';

// Issue 18 "Fuzz": the share-link decoder (#s1=, #json=) and the embed's fragment. The app and the
// embed run decodeFragment, then readScenario on the loadout and each pin (AppStore.restore):
// each returns a state or one readable line, never throws, never takes 2 s.

const DEFAULTS = { trials: 1_000_000, seed: 1 };
// Long strings stay shorter here: lz-string takes seconds to compress 600,000 characters (the
// test's side; decompressing is fast), and a link past LINK_LIMIT is refused unread anyway.
const hostileScenario = hostileScenarioUpTo(20_000);
const hostileValue = hostileValueUpTo(20_000);
const longString = longStringUpTo(20_000);
/** Words of JavaScript internals that must never reach a person. */
const INTERNALS_ALL = /is not a function|Cannot read|TypeError|\[object|prototype/g;

/**
 * Checks a message a person reads. `source` is the text they gave: a word of INTERNALS_ALL that it
 * holds (a key named "prototype") may be quoted back to them; one it does not hold leaked from us.
 */
function readable(message: string, what: string, source: string): void {
  expect(message, what).not.toMatch(RAW_CONTROL);
  const leaked = [...message.matchAll(INTERNALS_ALL)].filter(([w]) => !source.includes(w));
  expect(
    leaked.map(([w]) => w),
    `${what}: ${message}`,
  ).toEqual([]);
  expect(message.length, what).toBeLessThanOrEqual(700);
}

/** Opens a fragment as the app (with '#') or the embed (without) does; checks every message. */
function open(fragment: string, what: string, source: string = fragment): void {
  const t0 = performance.now();
  const d = decodeFragment(fragment, DEFAULTS);
  if (!d.ok) readable(d.error, what, source);
  else if (d.state)
    for (const s of [d.state.scenario, ...d.state.pins.map((p) => p.scenario)]) {
      const r = readScenario(s);
      if (!r.ok) readable(r.e, what, source);
    }
  expect(performance.now() - t0, `${what}: time`).toBeLessThan(2000);
}

const hash = fc.boolean();
const withHash = (h: boolean, f: string) => (h ? `#${f}` : f);

describe('share links and embeds under hostile input', () => {
  it('#json= with a hostile scenario (app and embed)', () => {
    fc.assert(
      fc.property(hostileScenario, hash, (h, sharp) =>
        open(
          withHash(sharp, `json=${encodeURIComponent(JSON.stringify(h.scenario))}`),
          h.what,
          JSON.stringify(h.scenario),
        ),
      ),
      { numRuns: 200 },
    );
  });

  it('#s1= made by the app with hostile scenarios and labels in the loadout and pins', () => {
    const pin = fc.record({
      label: fc.oneof(awkwardString, longString, fc.string()),
      scenario: hostileScenario.map((h) => h.scenario),
      mode: fc.constantFrom('auto' as const, 'mc' as const),
      trials: fc.integer({ min: 1, max: 1000 }),
      seed: fc.nat(),
    });
    fc.assert(
      fc.property(hostileScenario, fc.array(pin, { maxLength: 3 }), hash, (h, pins, sharp) => {
        const state: LinkState = { scenario: h.scenario, mode: 'auto', ...DEFAULTS, pins };
        open(withHash(sharp, encodeFragment(state, DEFAULTS)), h.what, JSON.stringify(state));
      }),
      { numRuns: 100 },
    );
  });

  it('#s1= holding any JSON value or text', () => {
    const payload = fc.oneof(
      hostileValue.map((v) => JSON.stringify(v) ?? ''),
      fc
        .record({
          s: hostileValue,
          p: hostileValue,
          t: hostileValue,
          r: hostileValue,
          m: hostileValue,
        })
        .map((v) => JSON.stringify(v)),
      fc.string({ unit: 'binary' }),
    );
    fc.assert(
      fc.property(payload, hash, (text, sharp) =>
        open(withHash(sharp, `s1=${compressToEncodedURIComponent(text)}`), text.slice(0, 80), text),
      ),
      { numRuns: 200 },
    );
  });

  it('any fragment text at all', () => {
    const fragment = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc
        .tuple(
          fc.constantFrom(
            'json=',
            's1=',
            's2=',
            'theme=',
            'mode=',
            'trials=',
            'seed=',
            '&',
            '=',
            '#',
            '%',
          ),
          fc.string({ unit: 'binary' }),
        )
        .map(([a, b]) => `${a}${b}`),
      fc
        .array(
          fc.tuple(fc.constantFrom('json', 'mode', 'trials', 'seed', 'theme', 's1'), awkwardString),
        )
        .map((kv) => kv.map(([k, v]) => `${k}=${v}`).join('&')),
    );
    fc.assert(
      fc.property(fragment, (f) => open(f, f.slice(0, 80))),
      { numRuns: 300 },
    );
  });
});
