/**
 * Ways of reaching each of `size` indices, added up as a walk of the rerolls (IA Rules Reference Guide,
 * ATTACKS step 3) reaches them, then read back once each in the order first reached: what
 * both sides' exactly searched rerolls do with the totals they end on (attacker-spread.ts,
 * defender-ends.ts). Nothing is allocated per walk.
 */
export class MergedWays {
  /** Each index's ways so far (0 where untouched). */
  private readonly ways: Float64Array;
  /** The indices touched, in the order first reached. */
  private readonly touched: Int32Array;
  /** How many distinct indices were reached since the last `clear`. */
  count = 0;

  /** `most`: how many distinct indices one walk can reach at most. */
  constructor(size: number, most: number = size) {
    this.ways = new Float64Array(size);
    this.touched = new Int32Array(Math.min(size, most));
  }

  /** Adds `ways` ways of reaching index i. */
  add(i: number, ways: number): void {
    const before = this.ways[i] as number;
    if (before === 0) this.touched[this.count++] = i;
    this.ways[i] = before + ways;
  }

  /** The n-th index reached (n < count). */
  index(n: number): number {
    return this.touched[n] as number;
  }

  /** The ways of reaching index i. */
  of(i: number): number {
    return this.ways[i] as number;
  }

  /** Forgets every index reached. */
  clear(): void {
    for (let n = 0; n < this.count; n++) this.ways[this.touched[n] as number] = 0;
    this.count = 0;
  }
}
