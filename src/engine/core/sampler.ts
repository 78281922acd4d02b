import type { Die } from './die.ts';
import type { Rng } from './rng.ts';

const USABLE_BITS = 24;

/**
 * Draws die faces from a seeded generator, several per 32-bit draw: faces are cut from the
 * high 24 bits (xoroshiro128+'s low bits are its weakest). A die whose side count is not a
 * power of two uses rejection on the bit field, so no face is biased at all.
 */
export class DiceSampler {
  private buf = 0;
  private left = 0;

  constructor(private readonly rng: Rng) {}

  /** Takes `bits` unbiased random bits (bits <= 8). */
  bits(bits: number): number {
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
    const faceOf = die.faceOf;
    const sides = die.sides;
    const width = bitWidth(sides);
    for (let i = 0; i < n; i++) {
      let f = this.bits(width);
      while (f >= sides) f = this.bits(width);
      const at = into + (faceOf[f] as number);
      s[at] = (s[at] as number) + 1;
    }
  }
}

/** Bits needed to index `sides` faces. */
export function bitWidth(sides: number): number {
  return Math.max(1, Math.ceil(Math.log2(sides)));
}
