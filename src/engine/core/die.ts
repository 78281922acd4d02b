/**
 * A die as the engines see it: `sides` equally likely faces grouped into result kinds, and
 * `faceOf[i]` the result kind of face i. Dice differ only by their tables, never by code.
 */
export interface Die {
  readonly id: string;
  readonly sides: number;
  /** How many faces show each result kind; sums to `sides`. */
  readonly weights: readonly number[];
  /** Result kind of each face, face index 0..sides-1 (derived from `weights`). */
  readonly faceOf: Int8Array;
  /** Random bits needed to pick a face: ceil(log2(sides)). */
  readonly bits: number;
  /**
   * Bits per result kind in the packed counts of `one`/`two`: 8 for dice of at most 4 kinds
   * (Legion's), 4 for dice of 5 to 8 kinds (Imperial Assault's faces).
   */
  readonly packBits: 8 | 4;
  /** Most dice summed into one packed value before its counts must be unpacked (no overflow). */
  readonly perFlush: number;
  /**
   * Sampling tables over a `bits`-wide (one die) or `2 × bits`-wide (two dice) random field:
   * the result kinds rolled, packed `packBits` bits per kind, or -1 where the field value is
   * rejected (a face index ≥ sides), so every face stays exactly equally likely.
   */
  readonly one: Int32Array;
  readonly two: Int32Array;
}

/** Most result kinds a die may have (packed 4 bits each into one 32-bit integer). */
export const MAX_KINDS = 8;

function packedTable(faceOf: Int8Array, bits: number, dice: 1 | 2, packBits: number): Int32Array {
  const size = 1 << (bits * dice);
  const out = new Int32Array(size);
  for (let v = 0; v < size; v++) {
    const a = v >>> (bits * (dice - 1));
    const b = v & ((1 << bits) - 1);
    const ka = faceOf[a];
    const kb = faceOf[b];
    if (ka === undefined || (dice === 2 && kb === undefined)) out[v] = -1;
    else out[v] = (1 << (packBits * ka)) + (dice === 2 ? 1 << (packBits * (kb as number)) : 0);
  }
  return out;
}

/** Builds a die from the number of faces showing each result kind. */
export function makeDie(id: string, weights: readonly number[]): Die {
  if (weights.length > MAX_KINDS) throw new Error(`die ${id}: at most ${MAX_KINDS} result kinds`);
  const sides = weights.reduce((a, b) => a + b, 0);
  const faceOf = new Int8Array(sides);
  let f = 0;
  weights.forEach((w, kind) => {
    for (let i = 0; i < w; i++) faceOf[f++] = kind;
  });
  const bits = Math.max(1, Math.ceil(Math.log2(sides)));
  const packBits = weights.length <= 4 ? 8 : 4;
  return {
    id,
    sides,
    weights,
    faceOf,
    bits,
    packBits,
    // A pair adds at most 2 to one kind, so stop two short of the field's capacity.
    perFlush: (1 << packBits) - 2,
    one: packedTable(faceOf, bits, 1, packBits),
    two: packedTable(faceOf, bits, 2, packBits),
  };
}
