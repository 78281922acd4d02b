import { untrack } from 'svelte';
import type { ExpandPresets } from './link-presets.ts';
import { openStart } from './open-link.ts';
import { forget, remember } from './remember.ts';
import type { AppStore } from './store.svelte.ts';
import type { ThemeState } from './theme.svelte.ts';
import { inTextField, UndoHistory } from './undo.svelte.ts';

/**
 * The page's memory of the person's work: the last loadouts across visits (local storage, a
 * link in the address bar winning over them) and the undo history. Made while the page's
 * component starts, as it sets up effects.
 */
export class Session {
  /** The loadout shown came from the last visit (the page says so, with Start over). */
  remembered = $state(false);
  /** The browser refuses storage: the page says once that nothing is kept after a visit. */
  forgetful = $state(false);
  readonly history: UndoHistory;
  /**
   * The remembered or starter state the page opened with: kept only once it changes (a first
   * visit's starter is not worth remembering). A link's state is kept at once.
   */
  private opened: string;
  private changed = false;

  constructor(
    private readonly store: AppStore,
    theme: ThemeState,
    private readonly fragment: () => string,
    /** Local storage, or null where the browser refuses it (the page then remembers nothing). */
    private readonly storage: Storage | null,
    /** The address bar's link to open over the remembered loadouts ('' for none). */
    hash: string = window.location.hash,
    /** Sets up the unit presets a link names (the app's preset worker). */
    expand?: ExpandPresets,
  ) {
    const start = openStart(store, theme, hash, storage, expand);
    this.remembered = start === 'remembered';
    this.forgetful = storage === null;
    this.opened = start === 'link' ? '' : untrack(fragment);
    this.history = new UndoHistory(store);

    $effect(() => {
      const f = fragment();
      const valid = store.parsed.ok;
      const game = store.gameId;
      // Debounced like the address bar: a stepper held down writes once.
      const t = setTimeout(() => this.keep(game, f, valid), 100);
      return () => clearTimeout(t);
    });
    // Each change is an undo step; changes made in one update (an edit and what the editors
    // adjust after it) are one.
    $effect(() => {
      // Read deeply (a snapshot does not subscribe): any edit of the loadout runs this again.
      void [JSON.stringify(store.draft.value), store.gameId, store.mode, store.trials, store.seed];
      void store.pins.map((p) => p.label);
      const t = setTimeout(() => this.history.note(), 0);
      return () => clearTimeout(t);
    });
  }

  /** Once the state has left the one the page opened with, every valid state is kept. */
  private keep(game: string, fragment: string, valid: boolean): void {
    if (!valid || (!this.changed && fragment === this.opened)) return;
    this.changed = true;
    if (this.storage) remember(this.storage, game, fragment);
  }

  /** As on a first visit: every game's starter, no pins, nothing remembered. */
  startOver(): void {
    this.store.startOverAll();
    if (this.storage) forget(this.storage);
    this.opened = this.fragment();
    this.changed = false;
    this.remembered = false;
  }

  /** Ctrl/Cmd+Z undoes, Ctrl/Cmd+Shift+Z and Ctrl+Y redo, outside text fields. */
  onKey(e: KeyboardEvent): void {
    if (!(e.ctrlKey || e.metaKey) || e.altKey || inTextField(e.target)) return;
    const k = e.key.toLowerCase();
    if (k === 'z' && !e.shiftKey) this.history.undo();
    else if ((k === 'z' && e.shiftKey) || (k === 'y' && !e.shiftKey)) this.history.redo();
    else return;
    e.preventDefault();
  }
}
