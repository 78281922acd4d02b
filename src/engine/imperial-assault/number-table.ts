/**
 * Bytes of one NumberTable entry at worst: key, value and decision (17 bytes) in a table just
 * grown to a quarter full (4 slots per entry).
 */
export const TABLE_ENTRY_BYTES = 4 * (8 + 8 + 1);

const EMPTY = -1;

/**
 * An open-addressing hash table from non-negative integer keys (below 2^53) to a value and a
 * decision, in typed arrays: no boxed keys, no per-entry objects (a Map with number keys past
 * 2^31 allocates a heap number per key). Linear probing, grown at half full.
 */
export class NumberTable {
  private keys: Float64Array;
  private vals: Float64Array;
  private decs: Int8Array;
  private mask: number;
  private count = 0;
  /** The slot of the last successful `find`. */
  at = 0;

  constructor(capacity = 256) {
    const n = 1 << Math.ceil(Math.log2(Math.max(16, capacity)));
    this.keys = new Float64Array(n).fill(EMPTY);
    this.vals = new Float64Array(n);
    this.decs = new Int8Array(n);
    this.mask = n - 1;
  }

  get size(): number {
    return this.count;
  }

  private slot(key: number): number {
    const lo = key >>> 0;
    const hi = (key / 4294967296) >>> 0;
    let h = Math.imul(lo ^ Math.imul(hi, 0x9e3779b1), 0x85ebca6b);
    h ^= h >>> 15;
    let i = h & this.mask;
    const keys = this.keys;
    while (keys[i] !== key && keys[i] !== EMPTY) i = (i + 1) & this.mask;
    return i;
  }

  /** Whether `key` is present; if so `at` is its slot (read it with value/decision). */
  find(key: number): boolean {
    const i = this.slot(key);
    this.at = i;
    return this.keys[i] === key;
  }

  value(at: number): number {
    return this.vals[at] as number;
  }

  decision(at: number): number {
    return this.decs[at] as number;
  }

  /** Stores `key` (absent) with its value and decision. */
  set(key: number, value: number, decision: number): void {
    if (2 * (this.count + 1) > this.keys.length) this.grow();
    const i = this.slot(key);
    this.keys[i] = key;
    this.vals[i] = value;
    this.decs[i] = decision;
    this.count++;
  }

  /** Forgets every entry and gives the memory back (the table starts small again). */
  clear(): void {
    this.keys = new Float64Array(16).fill(EMPTY);
    this.vals = new Float64Array(16);
    this.decs = new Int8Array(16);
    this.mask = 15;
    this.count = 0;
  }

  private grow(): void {
    const { keys, vals, decs } = this;
    const n = keys.length * 2;
    this.keys = new Float64Array(n).fill(EMPTY);
    this.vals = new Float64Array(n);
    this.decs = new Int8Array(n);
    this.mask = n - 1;
    for (let i = 0; i < keys.length; i++) {
      const k = keys[i] as number;
      if (k === EMPTY) continue;
      const j = this.slot(k);
      this.keys[j] = k;
      this.vals[j] = vals[i] as number;
      this.decs[j] = decs[i] as number;
    }
  }
}
