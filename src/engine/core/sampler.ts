import type { Die } from './die.ts';
import type { Rng } from './rng.ts';

/** Bits of each 32-bit draw that dice are cut from: the high 24 (xoroshiro128+'s low bits are its weakest). */
export const USABLE_BITS = 24;

/**
 * Draws dice from a seeded generator two at a time through the die's pair table (two d8 per 6
 * random bits, 8 per draw), then a last single die. Field values naming a face past `sides` are
 * rejected, so no face is biased at all. The generated trial loop (trial-loop.ts) inlines
 * exactly this algorithm; both must consume the same bits in the same order.
 */
export class DiceSampler {
  /** The unused high bits of the last draw, and how many are left (the trial loop reads them). */
  buf = 0;
  left = 0;

  constructor(readonly rng: Rng) {}

  private field(bits: number): number {
    if (this.left < bits) {
      this.buf = this.rng.next();
      this.left = USABLE_BITS;
    }
    const v = this.buf >>> (32 - bits);
    this.buf <<= bits;
    this.left -= bits;
    return v;
  }

  /** Rolls n copies of `die` and adds the result-kind counts to s[into + kind]. */
  roll(die: Die, n: number, s: Int32Array, into: number): void {
    for (let rest = n; rest > 0;) {
      let m = Math.min(rest, die.perFlush);
      rest -= m;
      let acc = 0;
      while (m >= 2) {
        const v = die.two[this.field(2 * die.bits)] as number;
        if (v < 0) continue;
        acc += v;
        m -= 2;
      }
      while (m === 1) {
        const v = die.one[this.field(die.bits)] as number;
        if (v < 0) continue;
        acc += v;
        m = 0;
      }
      const mask = (1 << die.packBits) - 1;
      for (let k = 0; k < die.weights.length; k++)
        s[into + k] = (s[into + k] as number) + ((acc >>> (die.packBits * k)) & mask);
    }
  }
}
