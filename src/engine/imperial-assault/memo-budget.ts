/** Estimated bytes of one Map entry (an attacker view, the defender memo of one attack total). */
export const MAP_ENTRY_BYTES = 72;

/**
 * The memo budget of a whole run (so that memory stays under 256 MB): a thread alone gets
 * all of it, a pool splits it among its workers (workers/pool.ts), so the total never grows
 * with the worker count. Not smaller: below about 32 MiB a thread holds no less (the tables a
 * clear drops wait for V8's collector, ~35 MB of them) and searches several times slower.
 */
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

/** The budget a compile asks for (CompileOptions.memoBytes), or the whole default one. */
export function memoBudgetFor(memoBytes: number | undefined): MemoBudget {
  return new MemoBudget(memoBytes ?? DEFAULT_MEMO_BUDGET);
}
