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
  /**
   * Bits per result kind in packed result counts (roll-table.ts): 8 for dice of at most 4 kinds
   * (Legion's), 4 for dice of 5 to 8 kinds (Imperial Assault's faces).
   */
  readonly packBits: 8 | 4;
  /** Most dice summed into one packed value before its counts must be unpacked (no overflow). */
  readonly perFlush: number;
}

/** Most result kinds a die may have (packed 4 bits each into one 32-bit integer). */
export const MAX_KINDS = 8;

/** Builds a die from the number of faces showing each result kind. */
export function makeDie(id: string, weights: readonly number[]): Die {
  if (weights.length > MAX_KINDS) throw new Error(`die ${id}: at most ${MAX_KINDS} result kinds`);
  const sides = weights.reduce((a, b) => a + b, 0);
  const faceOf = new Int8Array(sides);
  let f = 0;
  weights.forEach((w, kind) => {
    for (let i = 0; i < w; i++) faceOf[f++] = kind;
  });
  const packBits = weights.length <= 4 ? 8 : 4;
  return {
    id,
    sides,
    weights,
    faceOf,
    packBits,
    // All dice of one packed value may show the same kind: keep the count within the field.
    perFlush: (1 << packBits) - 1,
  };
}
