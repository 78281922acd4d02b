import { isRecord } from '../engine/index.ts';
/**
 * The last loadouts, kept in the browser's local storage across visits: each game's share-link
 * fragment and the game shown last. Only what a share link holds is kept, so a remembered state
 * is read back by the same decoder and checks as a link, and a damaged one is said so.
 */

const STORAGE_KEY = 'holotable.last';

export interface Remembered {
  /** The game shown last. */
  readonly shown: string;
  /** Each game's last state, as a share-link fragment (without '#'). */
  readonly links: Readonly<Record<string, string>>;
}

/** What is remembered, or null (nothing, storage refused, or not in our format). */
export function recall(storage: Storage): Remembered | null {
  let text: string | null;
  try {
    text = storage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
  if (text === null) return null;
  try {
    const v: unknown = JSON.parse(text);
    if (!isRecord(v) || typeof v['shown'] !== 'string' || !isRecord(v['links'])) return null;
    const links = Object.fromEntries(
      Object.entries(v['links']).filter((e): e is [string, string] => typeof e[1] === 'string'),
    );
    return { shown: v['shown'], links };
  } catch {
    return null;
  }
}

/** Remembers `fragment` as game `game`'s state, shown last. A full or refused storage is no error. */
export function remember(storage: Storage, game: string, fragment: string): void {
  const before = recall(storage);
  const state: Remembered = { shown: game, links: { ...before?.links, [game]: fragment } };
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Private browsing or a full quota: the page works as before, only without memory.
  }
}

/** Forgets every remembered loadout ("Start over"). */
export function forget(storage: Storage): void {
  try {
    storage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing was stored if storage is refused.
  }
}
