import type { StateSet } from './state-set.ts';

/**
 * Exact frontiers kept by key, most recently used last, within a budget of stored state slots:
 * past it the least recently used go. A frontier handed out is only read, never changed.
 */
export class FrontierMemo {
  private readonly sets = new Map<string, StateSet>();
  private slots = 0;

  constructor(readonly budgetSlots: number) {}

  get(key: string): StateSet | undefined {
    const set = this.sets.get(key);
    if (set) {
      this.sets.delete(key);
      this.sets.set(key, set);
    }
    return set;
  }

  /** Keeps `set` under `key` unless it alone takes more than a quarter of the budget. */
  set(key: string, set: StateSet): void {
    const cost = set.size * set.width;
    if (cost > this.budgetSlots / 4 || this.sets.has(key)) return;
    this.sets.set(key, set);
    this.slots += cost;
    for (const [k, old] of this.sets) {
      if (this.slots <= this.budgetSlots) break;
      this.sets.delete(k);
      this.slots -= old.size * old.width;
    }
  }

  get size(): number {
    return this.sets.size;
  }

  clear(): void {
    this.sets.clear();
    this.slots = 0;
  }
}
