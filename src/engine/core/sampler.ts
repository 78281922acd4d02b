import type { Die } from './die.ts';
import type { Rng } from './rng.ts';

/** Bits of each 32-bit draw that faces are cut from: the high 24 (xoroshiro128+'s low bits are its weakest). */
export const USABLE_BITS = 24;

/**
 * Draws die faces from a seeded generator, several per 32-bit draw (8 d8 faces per draw). A die
 * whose side count is not a power of two uses rejection on its bit field (a d6 rejects 6 and 7),
 * so no face is biased at all. (Measured: a packed lookup table of 4 d8 per 12 bits was slower.)
 */
export class DiceSampler {
  /** The unused high bits of the last draw, and how many are left (the trial loop reads them). */
  buf = 0;
  left = 0;

  constructor(readonly rng: Rng) {}

  /** Rolls n copies of `die` and adds the result-kind counts to s[into + kind]. */
  roll(die: Die, n: number, s: Int32Array, into: number): void {
    const faceOf = die.faceOf;
    const sides = die.sides;
    const width = die.bits;
    const shift = 32 - width;
    let buf = this.buf;
    let left = this.left;
    for (let i = 0; i < n;) {
      if (left < width) {
        buf = this.rng.next();
        left = USABLE_BITS;
      }
      const f = buf >>> shift;
      buf <<= width;
      left -= width;
      if (f < sides) {
        const at = into + (faceOf[f] as number);
        s[at] = (s[at] as number) + 1;
        i++;
      }
    }
    this.buf = buf;
    this.left = left;
  }
}
