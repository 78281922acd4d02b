import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Calculator, Computed } from '../../src/app/calculator.svelte.ts';
import { openStart } from '../../src/app/open-link.ts';
import { forget, recall, remember } from '../../src/app/remember.ts';
import { siteStorage } from '../../src/app/site-storage.ts';
import { AppStore } from '../../src/app/store.svelte.ts';
import { ThemeState, type ThemeChoice } from '../../src/app/theme.svelte.ts';
import { hostileText } from './hostile.ts';

// The app's storage under a browser that refuses it or hands back anything: with site data
// blocked, reading `window.localStorage` throws a SecurityError and the page was blank. Every
// storage call the app makes (the last loadouts, the theme) must be refused quietly.

type Behaviour = 'works' | 'security' | 'quota' | 'hostile';
const behaviour = fc.constantFrom<Behaviour>('works', 'security', 'quota', 'hostile');

/** A Storage whose every method behaves as drawn: works, throws, or returns hostile text. */
function hostileStorage(
  how: Record<'get' | 'set' | 'remove', Behaviour>,
  text: string,
): Storage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  const refuse = (b: Behaviour) => {
    if (b === 'security') throw new DOMException('Access is denied', 'SecurityError');
    if (b === 'quota') throw new DOMException('The quota has been exceeded', 'QuotaExceededError');
  };
  return {
    items,
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    key: (i) => [...items.keys()][i] ?? null,
    getItem(k) {
      refuse(how.get);
      return how.get === 'hostile' ? text : (items.get(k) ?? null);
    },
    setItem(k, v) {
      refuse(how.set);
      items.set(k, v);
    },
    removeItem(k) {
      refuse(how.remove);
      items.delete(k);
    },
  };
}

const storages = fc
  .record({ get: behaviour, set: behaviour, remove: behaviour })
  .chain((how) =>
    fc
      .oneof(hostileText, fc.json(), fc.constant('{"shown":"legion","links":{"legion":"s1=x"}}'))
      .map((text) => hostileStorage(how, text)),
  );

function newStore(): AppStore {
  const calc = {
    cached: () => undefined,
    compute: (): Promise<Computed> => new Promise(() => {}),
  } as unknown as Calculator;
  return new AppStore(calc);
}

// The theme reads the system's preference; a browser's, without one.
const win = globalThis as unknown as { window?: unknown };
win.window ??= {
  matchMedia: () => ({ matches: false, addEventListener: () => {} }),
};

describe('the app under a storage it may not use', () => {
  it('siteStorage is null when reading localStorage throws, or its first use does', () => {
    const denied = {
      get localStorage(): Storage {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    };
    expect(siteStorage(denied)).toBeNull();
    const refusing = hostileStorage({ get: 'security', set: 'works', remove: 'works' }, '');
    expect(siteStorage({ localStorage: refusing })).toBeNull();
    const fine = hostileStorage({ get: 'works', set: 'works', remove: 'works' }, '');
    expect(siteStorage({ localStorage: fine })).toBe(fine);
  });

  it('remembering, recalling, forgetting and opening the page never throw', () => {
    fc.assert(
      fc.property(storages, fc.string(), (storage, fragment) => {
        remember(storage, 'legion', fragment);
        const r = recall(storage);
        if (r) expect(typeof r.shown).toBe('string');
        forget(storage);
        const store = newStore();
        const start = openStart(store, new ThemeState(storage), '', storage);
        expect(['starter', 'remembered']).toContain(start);
        // Whatever was read, the store holds a loadout the page can show, or says why not.
        expect(store.parsed.ok || store.linkError !== null).toBe(true);
      }),
      { numRuns: 100 },
    );
  });

  it('the colour theme is kept where storage works and never throws where it does not', () => {
    fc.assert(
      fc.property(storages, fc.constantFrom<ThemeChoice>('auto', 'light', 'dark'), (storage, c) => {
        const theme = new ThemeState(storage);
        theme.set(c);
        expect(theme.choice).toBe(c);
        new ThemeState(storage);
        new ThemeState(null).set(c);
      }),
      { numRuns: 300 },
    );
  });
});
