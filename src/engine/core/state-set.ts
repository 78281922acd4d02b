interface Entry {
  readonly s: Int32Array;
  p: number;
  next: Entry | null;
}

function hash(s: Int32Array): number {
  let h = 0x9747b28c;
  for (let i = 0; i < s.length; i++) {
    let k = Math.imul(s[i] as number, 0xcc9e2d51);
    k = (k << 15) | (k >>> 17);
    h ^= Math.imul(k, 0x1b873593);
    h = (h << 13) | (h >>> 19);
    h = (Math.imul(h, 5) + 0xe6546b64) | 0;
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  return (h & 0x3fffffff) | 0;
}

function equal(a: Int32Array, b: Int32Array): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** A weighted set of count-states in which equal states merge (the exact executor's frontier). */
export class StateSet {
  private readonly table = new Map<number, Entry>();
  private count = 0;

  get size(): number {
    return this.count;
  }

  /**
   * Adds probability `p` to state `s`. `s` may be a scratch buffer: it is copied only when the
   * state is new, so merging branches allocate nothing.
   */
  add(s: Int32Array, p: number): void {
    const key = hash(s);
    const head = this.table.get(key);
    for (let e: Entry | null = head ?? null; e; e = e.next) {
      if (equal(s, e.s)) {
        e.p += p;
        return;
      }
    }
    this.table.set(key, { s: s.slice(), p, next: head ?? null });
    this.count++;
  }

  /** Whether some state satisfies `test`. */
  any(test: (s: Int32Array) => boolean): boolean {
    for (const head of this.table.values())
      for (let e: Entry | null = head; e; e = e.next) if (test(e.s)) return true;
    return false;
  }

  /** Every state with its probability. */
  *entries(): Generator<[Int32Array, number]> {
    for (const head of this.table.values())
      for (let e: Entry | null = head; e; e = e.next) yield [e.s, e.p];
  }
}
