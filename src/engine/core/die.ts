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
}

/** Builds a die from the number of faces showing each result kind. */
export function makeDie(id: string, weights: readonly number[]): Die {
  const sides = weights.reduce((a, b) => a + b, 0);
  const faceOf = new Int8Array(sides);
  let f = 0;
  weights.forEach((w, kind) => {
    for (let i = 0; i < w; i++) faceOf[f++] = kind;
  });
  return { id, sides, weights, faceOf, bits: Math.max(1, Math.ceil(Math.log2(sides))) };
}
