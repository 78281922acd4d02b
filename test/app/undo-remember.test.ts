import { describe, expect, it } from 'vitest';
import type { Calculator, Computed } from '../../src/app/calculator.svelte.ts';
import { openStart } from '../../src/app/open-link.ts';
import { forget, recall, remember } from '../../src/app/remember.ts';
import { AppStore, LINK_DEFAULTS } from '../../src/app/store.svelte.ts';
import type { ThemeState } from '../../src/app/theme.svelte.ts';
import { UndoHistory } from '../../src/app/undo.svelte.ts';
import { encodeFragment, type LinkState } from '../../src/app/url-codec.ts';

// Issue 15 item 11: undo of the last edits, and the last loadout remembered across visits (a
// link in the address bar wins over it).

function newStore(): AppStore {
  const calc = {
    cached: () => undefined,
    compute: (): Promise<Computed> => new Promise(() => {}),
  } as unknown as Calculator;
  return new AppStore(calc);
}

/** Storage as the browser's localStorage behaves, in memory. */
class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(k: string) {
    return this.items.get(k) ?? null;
  }
  key(i: number) {
    return [...this.items.keys()][i] ?? null;
  }
  removeItem(k: string) {
    this.items.delete(k);
  }
  setItem(k: string, v: string) {
    this.items.set(k, v);
  }
}

const theme = { choice: 'auto' } as unknown as ThemeState;
const legion = (red: number) => ({ v: 1, game: 'legion', attacker: { dice: { red } } });
const fragment = (scenario: unknown): string => {
  const state: LinkState = { scenario, mode: 'auto', ...LINK_DEFAULTS, pins: [] };
  return encodeFragment(state, LINK_DEFAULTS);
};
type Dice = { attacker: { dice: Record<string, number> } };
const dice = (store: AppStore) => (store.draft.value as Dice).attacker.dice;

describe('undo', () => {
  it('steps back through several edits, pins included, and forward again', () => {
    const store = newStore();
    const history = new UndoHistory(store);
    history.note();
    expect(history.canUndo).toBe(false);
    const start = dice(store).white;
    dice(store).white = 7;
    history.note();
    store.pinCurrent();
    history.note();
    dice(store).red = 3;
    history.note();
    expect(history.canUndo).toBe(true);

    history.undo();
    expect(dice(store).red).toBe(1);
    expect(store.pins).toHaveLength(1);
    history.undo();
    expect(store.pins).toHaveLength(0);
    expect(dice(store).white).toBe(7);
    history.undo();
    expect(dice(store).white).toBe(start);
    expect(history.canUndo).toBe(false);

    history.redo();
    history.redo();
    expect(dice(store).white).toBe(7);
    expect(store.pins).toHaveLength(1);
  });

  it('an edit not yet noted is undone first (Ctrl+Z right after a click)', () => {
    const store = newStore();
    const history = new UndoHistory(store);
    history.note();
    dice(store).white = 2;
    history.note();
    dice(store).white = 3;
    history.undo();
    expect(dice(store).white).toBe(2);
  });

  it('a new edit after an undo drops the steps that were undone', () => {
    const store = newStore();
    const history = new UndoHistory(store);
    history.note();
    dice(store).white = 2;
    history.note();
    history.undo();
    dice(store).red = 5;
    history.note();
    expect(history.canRedo).toBe(false);
  });
});

describe('the last loadout is remembered', () => {
  it('keeps each game and the game shown last; forget clears it', () => {
    const storage = new MemoryStorage();
    remember(storage, 'legion', 'a');
    remember(storage, 'swm', 'b');
    expect(recall(storage)).toEqual({ shown: 'swm', links: { legion: 'a', swm: 'b' } });
    forget(storage);
    expect(recall(storage)).toBeNull();
  });

  it('ignores storage that is not ours', () => {
    const storage = new MemoryStorage();
    storage.setItem('holotable.last', '{"shown":5}');
    expect(recall(storage)).toBeNull();
    storage.setItem('holotable.last', 'not json');
    expect(recall(storage)).toBeNull();
  });

  it('comes back on the next visit when the address bar holds no link', () => {
    const storage = new MemoryStorage();
    remember(storage, 'legion', fragment(legion(3)));
    const store = newStore();
    expect(openStart(store, theme, '', storage)).toBe('remembered');
    expect(dice(store).red).toBe(3);
  });

  it('a link in the address bar wins over it', () => {
    const storage = new MemoryStorage();
    remember(storage, 'legion', fragment(legion(3)));
    const store = newStore();
    expect(openStart(store, theme, `#${fragment(legion(2))}`, storage)).toBe('link');
    expect(dice(store).red).toBe(2);
  });

  it('a link that cannot be opened leaves the remembered loadout, and says so', () => {
    const storage = new MemoryStorage();
    remember(storage, 'legion', fragment(legion(3)));
    const store = newStore();
    expect(openStart(store, theme, '#json=%7B', storage)).toBe('remembered');
    expect(dice(store).red).toBe(3);
    expect(store.linkError).toMatch(/Showing your loadout from your last visit instead\.$/);
  });

  it('a remembered loadout that no longer opens is said so, and the starter shown', () => {
    const storage = new MemoryStorage();
    remember(storage, 'legion', fragment(legion(99)));
    const store = newStore();
    expect(openStart(store, theme, '', storage)).toBe('starter');
    expect(store.linkError).toMatch(
      /^Could not open your last visit's loadout: its loadout is not valid \(Attacker's red dice: .*\)\. Showing the starter loadout instead\.$/,
    );
  });
});
