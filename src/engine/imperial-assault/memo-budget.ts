/** Estimated bytes of one Map entry holding a number (the final-roll scores, the view table). */
export const MAP_ENTRY_BYTES = 72;

/** The memo budget of one reroll search (one per program, so one per worker): 64 MiB. */
export const DEFAULT_MEMO_BUDGET = 64 * 1024 * 1024;

/**
 * A byte budget for memo tables whose entries can all be recomputed: `charge` says when the
 * tables must be cleared before an entry of `bytes` is added (the caller clears, then charges
 * again on the empty budget). Estimates, not measurements: the constants above are set from
 * V8's Map and typed-array layouts, rounded up.
 */
export class MemoBudget {
  private used = 0;
  /** How many times the tables were cleared (for tests and diagnostics). */
  clears = 0;

  constructor(readonly limit: number) {}

  /** Adds `bytes`; false (and nothing added) when the total would pass the limit. */
  charge(bytes: number): boolean {
    if (this.used + bytes > this.limit && this.used > 0) return false;
    this.used += bytes;
    return true;
  }

  /** Starts over after the caller cleared its tables, keeping `kept` bytes it still holds. */
  reset(kept: number): void {
    this.used = kept;
    this.clears++;
  }

  /** Estimated bytes in use. */
  get bytes(): number {
    return this.used;
  }
}
