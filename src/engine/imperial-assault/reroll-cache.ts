/** Slots of a RerollCache: 2^16 entries of 17 bytes (about 1.1 MB, whatever the run). */
const SLOTS = 1 << 16;
/** Slots a key may sit in: a lookup reads all of them, a store fills an empty one or the first. */
const WAYS = 4;

/** Bytes a RerollCache holds (its arrays), for the memo budget's accounting. */
export const REROLL_CACHE_BYTES = SLOTS * (8 + 8 + 1 + 4);

/**
 * A fixed-size cache of the attacker's searched states (value and decision by a numeric key
 * below 2^53), forgotten at once by starting a new generation. Measured on the bench's 6- and
 * 8-die attacks with 4 rerolls, a state searched for one first roll is met again under another
 * first roll with the same defense roll less than 1% of the time, so the search keeps only what
 * one first roll's tree needs (about 1,500 states for eight dice) and memory stays the same
 * however many trials run. An entry pushed out is searched again when met: only time changes.
 */
export class RerollCache {
  private readonly keys = new Float64Array(SLOTS);
  private readonly stamps = new Int32Array(SLOTS);
  private readonly vals = new Float64Array(SLOTS);
  private readonly decs = new Int8Array(SLOTS);
  private generation = 1;
  /** The slot of the last successful `find`. */
  at = 0;

  /** Forgets every entry (in constant time). */
  forget(): void {
    this.generation++;
    if (this.generation === 0x7fffffff) {
      this.stamps.fill(0);
      this.generation = 1;
    }
  }

  private home(key: number): number {
    const lo = key >>> 0;
    const hi = (key / 4294967296) >>> 0;
    let h = Math.imul(lo ^ Math.imul(hi, 0x9e3779b1), 0x85ebca6b);
    h ^= h >>> 13;
    return h & (SLOTS - WAYS);
  }

  /** Whether `key` is held; if so `at` is its slot (read it with value/decision). */
  find(key: number): boolean {
    const base = this.home(key);
    const g = this.generation;
    for (let i = base; i < base + WAYS; i++)
      if (this.stamps[i] === g && this.keys[i] === key) {
        this.at = i;
        return true;
      }
    return false;
  }

  value(at: number): number {
    return this.vals[at] as number;
  }

  decision(at: number): number {
    return this.decs[at] as number;
  }

  /** Stores `key` (not held) with its value and decision, in place of an older entry if full. */
  set(key: number, value: number, decision: number): void {
    const base = this.home(key);
    const g = this.generation;
    let i = base;
    while (i < base + WAYS && this.stamps[i] === g) i++;
    // All ways taken: the entry goes where the key's low bits say, so equal keys never pile up.
    if (i === base + WAYS) i = base + (key % WAYS);
    this.keys[i] = key;
    this.stamps[i] = g;
    this.vals[i] = value;
    this.decs[i] = decision;
  }
}
