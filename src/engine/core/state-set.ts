/**
 * A weighted set of count-states in which equal states merge (the exact executor's frontier).
 * States live side by side in one Int32Array and are found through an open-addressing hash
 * table, so adding a state allocates nothing unless the arrays grow.
 */
export class StateSet {
  private states: Int32Array;
  private probs: Float64Array;
  /** Slot → state index + 1 (0 = empty); capacity a power of two, at most half full. */
  private table: Int32Array;
  private hashes: Int32Array;
  private count = 0;
  private readonly mult: Int32Array;

  constructor(
    readonly width: number,
    expected = 64,
  ) {
    let capacity = 64;
    while (capacity < expected) capacity *= 2;
    this.states = new Int32Array(capacity * width);
    this.probs = new Float64Array(capacity);
    this.table = new Int32Array(capacity * 2);
    this.hashes = new Int32Array(capacity);
    this.mult = multipliers(width);
  }

  get size(): number {
    return this.count;
  }

  /**
   * A sum of independent products (no multiply waits for the previous one, unlike a chained
   * hash), then a finaliser that spreads it over the low bits the table uses.
   */
  private hash(s: Int32Array): number {
    const k = this.mult;
    let h = 0;
    for (let i = 0; i < this.width; i++) h = (h + Math.imul(s[i] as number, k[i] as number)) | 0;
    h ^= h >>> 16;
    h = Math.imul(h, 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    return h ^ (h >>> 16);
  }

  private same(i: number, s: Int32Array): boolean {
    const w = this.width;
    const base = i * w;
    const states = this.states;
    for (let j = 0; j < w; j++) if (states[base + j] !== s[j]) return false;
    return true;
  }

  /** Empties the set and keeps its arrays (a frontier reused step after step). */
  clear(): void {
    if (this.count === 0) return;
    this.count = 0;
    this.table.fill(0);
  }

  /** Adds probability `p` to state `s` (a scratch buffer may be passed: it is copied). */
  add(s: Int32Array, p: number): void {
    const i = this.indexOf(s);
    this.probs[i] = (this.probs[i] as number) + p;
  }

  /** The index of state `s`, inserting it (with probability 0) when it is new. */
  indexOf(s: Int32Array): number {
    const mask = this.table.length - 1;
    const h = this.hash(s);
    for (let slot = h & mask; ; slot = (slot + 1) & mask) {
      const at = this.table[slot] as number;
      if (at === 0) {
        if (this.count === this.probs.length) {
          this.grow();
          return this.indexOf(s);
        }
        this.states.set(s.subarray(0, this.width), this.count * this.width);
        this.probs[this.count] = 0;
        this.hashes[this.count] = h;
        this.table[slot] = ++this.count;
        return this.count - 1;
      }
      if (this.hashes[at - 1] === h && this.same(at - 1, s)) return at - 1;
    }
  }

  private grow(): void {
    const old = this.states;
    const oldProbs = this.probs;
    const n = this.count;
    const capacity = this.probs.length * 2;
    this.states = new Int32Array(capacity * this.width);
    this.states.set(old);
    this.probs = new Float64Array(capacity);
    this.probs.set(oldProbs);
    const oldHashes = this.hashes;
    this.hashes = new Int32Array(capacity);
    this.hashes.set(oldHashes);
    this.table = new Int32Array(capacity * 2);
    const mask = this.table.length - 1;
    for (let i = 0; i < n; i++) {
      let slot = (this.hashes[i] as number) & mask;
      while (this.table[slot] !== 0) slot = (slot + 1) & mask;
      this.table[slot] = i + 1;
    }
  }

  /** Copies state i into `out` and returns its probability. */
  read(i: number, out: Int32Array): number {
    out.set(this.states.subarray(i * this.width, (i + 1) * this.width));
    return this.probs[i] as number;
  }

  /** Whether some state satisfies `test`. */
  any(test: (s: Int32Array) => boolean): boolean {
    const view = new Int32Array(this.width);
    for (let i = 0; i < this.count; i++) {
      this.read(i, view);
      if (test(view)) return true;
    }
    return false;
  }

  /** Every state with its probability (fresh copies; for the final tally, not the hot loop). */
  *entries(): Generator<[Int32Array, number]> {
    for (let i = 0; i < this.count; i++) {
      const s = new Int32Array(this.width);
      const p = this.read(i, s);
      yield [s, p];
    }
  }
}

/** Fixed odd multipliers per slot (a splitmix sequence): the same hash in every run. */
function multipliers(width: number): Int32Array {
  const k = new Int32Array(width);
  let x = 0x9e3779b9;
  for (let i = 0; i < width; i++) {
    x = (x + 0x9e3779b9) | 0;
    let z = Math.imul(x ^ (x >>> 16), 0x21f0aaad);
    z = Math.imul(z ^ (z >>> 15), 0x735a2d97);
    k[i] = (z ^ (z >>> 15)) | 1;
  }
  return k;
}
