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
  private count = 0;

  constructor(
    readonly width: number,
    expected = 64,
  ) {
    let capacity = 64;
    while (capacity < expected) capacity *= 2;
    this.states = new Int32Array(capacity * width);
    this.probs = new Float64Array(capacity);
    this.table = new Int32Array(capacity * 2);
  }

  get size(): number {
    return this.count;
  }

  private hash(s: Int32Array): number {
    let h = 0x9747b28c;
    for (let i = 0; i < this.width; i++) {
      h ^= s[i] as number;
      h = Math.imul(h, 0x5bd1e995);
      h ^= h >>> 15;
    }
    return h;
  }

  private same(i: number, s: Int32Array): boolean {
    const w = this.width;
    const base = i * w;
    const states = this.states;
    for (let j = 0; j < w; j++) if (states[base + j] !== s[j]) return false;
    return true;
  }

  /** Adds probability `p` to state `s` (a scratch buffer may be passed: it is copied). */
  add(s: Int32Array, p: number): void {
    const i = this.indexOf(s);
    this.probs[i] = (this.probs[i] as number) + p;
  }

  /** The index of state `s`, inserting it (with probability 0) when it is new. */
  indexOf(s: Int32Array): number {
    const mask = this.table.length - 1;
    for (let slot = this.hash(s) & mask; ; slot = (slot + 1) & mask) {
      const at = this.table[slot] as number;
      if (at === 0) {
        if (this.count === this.probs.length) {
          this.grow();
          return this.indexOf(s);
        }
        this.states.set(s.subarray(0, this.width), this.count * this.width);
        this.probs[this.count] = 0;
        this.table[slot] = ++this.count;
        return this.count - 1;
      }
      if (this.same(at - 1, s)) return at - 1;
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
    this.table = new Int32Array(capacity * 2);
    const mask = this.table.length - 1;
    const view = new Int32Array(this.width);
    for (let i = 0; i < n; i++) {
      view.set(this.states.subarray(i * this.width, (i + 1) * this.width));
      let slot = this.hash(view) & mask;
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
