import type { Die } from './die.ts';
import { rollOutcomes } from './multinomial.ts';
import type { Rng } from './rng.ts';

/**
 * Walker alias tables of the whole-roll outcomes of 1..cap copies of one die: rolling m dice is
 * one uniform draw, whatever m, instead of m face draws with their rejection loops. Outcome i
 * of m dice lives at `off[m] + i`; it is kept when the draw's fraction is below `prob`, else its
 * alias is taken. Each entry holds its result counts packed `die.packBits` bits per kind.
 */
export interface RollTable {
  /** Most dice one lookup rolls; larger rolls are split (a sum of multinomials is one). */
  readonly cap: number;
  readonly off: Int32Array;
  readonly size: Int32Array;
  readonly prob: Float64Array;
  readonly own: Int32Array;
  readonly other: Int32Array;
}

/**
 * Outcomes per lookup table, and dice per lookup, at most: the tables of one die stay under
 * 100 KB (close in cache), and a larger roll costs one more draw per `cap` dice.
 */
const MAX_OUTCOMES = 1024;
const MAX_CAP = 32;

/** 2^-52: a 52-bit integer times this is uniform in [0, 1), and u × size stays below size. */
export const TWO_POW_M52 = 2 ** -52;

/**
 * Uniform in [0, 1) from the high 26 bits of two 32-bit draws (xoroshiro128+'s low bits are
 * its weakest); 52 bits, so a table lookup's bias is about size × 2^-52, far below 1e-9.
 */
export function uniform52(rng: Rng): number {
  return ((rng.next() >>> 6) * 67108864 + (rng.next() >>> 6)) * TWO_POW_M52;
}

function packed(counts: Int32Array, bits: number): number {
  let v = 0;
  for (let k = 0; k < counts.length; k++) v += (counts[k] as number) << (bits * k);
  return v;
}

/** Vose's alias construction over probabilities `p` (summing to 1), written at `base`. */
function buildAlias(p: readonly number[], base: number, prob: Float64Array, alias: Int32Array) {
  const n = p.length;
  const scaled = p.map((x) => x * n);
  const small: number[] = [];
  const large: number[] = [];
  scaled.forEach((x, i) => (x < 1 ? small : large).push(i));
  while (small.length > 0 && large.length > 0) {
    const s = small.pop() as number;
    const l = large.pop() as number;
    prob[base + s] = scaled[s] as number;
    alias[base + s] = l;
    scaled[l] = (scaled[l] as number) + (scaled[s] as number) - 1;
    (scaled[l] < 1 ? small : large).push(l);
  }
  // What is left is 1 up to rounding: always keep it.
  for (const i of [...small, ...large]) {
    prob[base + i] = 1;
    alias[base + i] = i;
  }
}

function outcomesOf(kinds: number, n: number): number {
  let c = 1;
  for (let i = 1; i < kinds; i++) c = (c * (n + i)) / i;
  return Math.round(c);
}

const tables = new Map<string, RollTable>();

/** The alias tables of a die (built once per die and thread, then shared by every program). */
export function rollTable(die: Die): RollTable {
  const hit = tables.get(die.id);
  if (hit) return hit;
  const kinds = die.weights.length;
  let cap = 1;
  while (cap < Math.min(die.perFlush, MAX_CAP) && outcomesOf(kinds, cap + 1) <= MAX_OUTCOMES) cap++;
  const off = new Int32Array(cap + 1);
  const size = new Int32Array(cap + 1);
  let total = 0;
  for (let m = 1; m <= cap; m++) {
    off[m] = total;
    size[m] = rollOutcomes(die, m).length;
    total += size[m] as number;
  }
  const prob = new Float64Array(total);
  const own = new Int32Array(total);
  const other = new Int32Array(total);
  const alias = new Int32Array(total);
  for (let m = 1; m <= cap; m++) {
    const outs = rollOutcomes(die, m);
    const base = off[m] as number;
    buildAlias(
      outs.map((o) => o.p),
      base,
      prob,
      alias,
    );
    outs.forEach((o, i) => (own[base + i] = packed(o.counts, die.packBits)));
    for (let i = 0; i < outs.length; i++)
      other[base + i] = own[base + (alias[base + i] as number)] as number;
  }
  const t: RollTable = { cap, off, size, prob, own, other };
  tables.set(die.id, t);
  return t;
}

/** The packed result counts of rolling m ≤ cap dice, from one uniform draw. */
export function drawRoll(t: RollTable, m: number, u: number): number {
  const x = u * (t.size[m] as number);
  const c = x | 0;
  const at = (t.off[m] as number) + c;
  return x - c < (t.prob[at] as number) ? (t.own[at] as number) : (t.other[at] as number);
}
