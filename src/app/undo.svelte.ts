import type { AppStore, Snapshot } from './store.svelte.ts';

/** The most steps kept: enough for a session's edits, small enough to keep pins' results. */
const MAX_STEPS = 50;

/** What makes two snapshots the same step: the editors' values, settings and pins (not results). */
function keyOf(s: Snapshot): string {
  return JSON.stringify([
    s.gameId,
    s.value,
    s.mode,
    s.trials,
    s.seed,
    s.pins.map((p) => [p.id, p.label]),
  ]);
}

/**
 * Undo and redo of edits: loadouts, settings, pins and their names. The page calls `note()`
 * after each change (once the update and the editors' own adjustments to it have run).
 */
export class UndoHistory {
  private past = $state.raw<readonly Snapshot[]>([]);
  private future = $state.raw<readonly Snapshot[]>([]);
  private last: { key: string; s: Snapshot } | null = null;
  readonly canUndo = $derived(this.past.length > 0);
  readonly canRedo = $derived(this.future.length > 0);

  constructor(private readonly store: AppStore) {}

  /** Records the store's state as a step if it changed since the last one. */
  note(): void {
    const s = this.store.snapshot();
    const key = keyOf(s);
    if (this.last?.key === key) return;
    if (this.last) {
      this.past = [...this.past, this.last.s].slice(-MAX_STEPS);
      this.future = [];
    }
    this.last = { key, s };
  }

  /** Back to the state before the last edit. */
  undo(): void {
    // An edit made within the debounce is a step of its own: record it before going back.
    this.note();
    const prev = this.past.at(-1);
    if (!prev || !this.last) return;
    this.past = this.past.slice(0, -1);
    this.future = [...this.future, this.last.s];
    this.go(prev);
  }

  /** Forward again to the state an undo left. */
  redo(): void {
    this.note();
    const next = this.future.at(-1);
    if (!next || !this.last) return;
    this.future = this.future.slice(0, -1);
    this.past = [...this.past, this.last.s];
    this.go(next);
  }

  private go(s: Snapshot): void {
    this.store.resume(s);
    this.last = { key: keyOf(s), s };
  }
}

/** Whether a key press belongs to a text field (its own undo), not to the page's. */
export function inTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement) return true;
  if (!(target instanceof HTMLInputElement)) return false;
  return !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color'].includes(
    target.type,
  );
}
