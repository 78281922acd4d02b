import { makeDie, type Die } from './die.ts';
import { rollOutcomes } from './multinomial.ts';
import { rngFromState, type Rng } from './rng.ts';

/**
 * Walker alias tables of the whole-roll outcomes of 1..cap copies of one die: rolling m dice is
 * one lookup, whatever m, instead of m face draws with their rejection loops.
 *
 * Row m has 2^c columns (c = `shift` bits short of 26: `shift[m]` = 26 − c), the first holding
 * the outcomes of m dice and the rest empty (probability 0). A draw's high 26 bits x pick column
 * `off[m] + (x >>> shift[m])`; its low `shift[m]` bits are the fraction compared with the
 * column's threshold, whose next 26 bits (`lo`) are only looked at — with a second draw — when
 * the first part ties (about once in 2^shift draws). Below the threshold the column gives its
 * own outcome, else its alias. Each column is four integers at 4 × column: threshold high part,
 * threshold low part, own outcome, alias outcome; outcomes are result counts packed
 * `die.packBits` bits per kind.
 *
 * Thresholds have 26 + shift bits. For a die whose sides are a power of two (Legion's d8) every
 * outcome's probability is a multiple of sides^-m, so with m·log2(sides) ≤ 52 the table is exact;
 * for other dice the rounding is below 2^-52 per column.
 */
export interface RollTable {
  /** Most dice one lookup rolls; larger rolls are split (a sum of multinomials is one). */
  readonly cap: number;
  readonly off: Int32Array;
  readonly shift: Int32Array;
  readonly columns: Int32Array;
}

/**
 * Outcomes per lookup table, and dice per lookup, at most: the tables of one die stay around
 * 40 KB (close in cache) and build in a few milliseconds when a worker starts; a larger roll
 * costs one more draw per `cap` dice (rolls that large are rare: a cap of 16 or 32 measured
 * no faster, and took twice as long to build).
 */
const MAX_OUTCOMES = 512;
const MAX_CAP = 20;

/** Bits of each 32-bit draw a lookup uses: the high 26 (xoroshiro128+'s low bits are its weakest). */
export const DRAW_BITS = 26;
const TWO_POW_26 = 2 ** DRAW_BITS;

function packed(counts: Int32Array, bits: number): number {
  let v = 0;
  for (let k = 0; k < counts.length; k++) v += (counts[k] as number) << (bits * k);
  return v;
}

/**
 * Vose's alias construction over masses `w` (summing to w.length × `full`): entry i keeps
 * `keep[i]` of its column's `full` and gives the rest to `alias[i]`. With integer masses
 * (below 2^53) every step is exact.
 */
function buildAlias(w: Float64Array, full: number): { keep: Float64Array; alias: Int32Array } {
  const n = w.length;
  const scaled = w.slice();
  const keep = new Float64Array(n).fill(full);
  const alias = new Int32Array(n);
  const small = new Int32Array(n);
  const large = new Int32Array(n);
  let ns = 0;
  let nl = 0;
  for (let i = 0; i < n; i++) {
    alias[i] = i;
    if ((scaled[i] as number) < full) small[ns++] = i;
    else large[nl++] = i;
  }
  while (ns > 0 && nl > 0) {
    const s = small[--ns] as number;
    const l = large[--nl] as number;
    keep[s] = scaled[s] as number;
    alias[s] = l;
    scaled[l] = (scaled[l] as number) + (scaled[s] as number) - full;
    if ((scaled[l] as number) < full) small[ns++] = l;
    else large[nl++] = l;
  }
  // What is left is full (exactly, for integer masses; up to rounding otherwise): keep it all.
  return { keep, alias };
}

function outcomesOf(kinds: number, n: number): number {
  let c = 1;
  for (let i = 1; i < kinds; i++) c = (c * (n + i)) / i;
  return Math.round(c);
}

/** m!/(k1!…) · Π w^k: an outcome's number of face combinations (exact below 2^53). */
function faceCombinations(die: Die, counts: Int32Array): number {
  let v = 1;
  let left = 0;
  for (let k = 0; k < counts.length; k++) {
    const c = counts[k] as number;
    for (let j = 1; j <= c; j++) v = (v * (left + j)) / j; // × binomial(left + c, c), exactly
    v *= (die.weights[k] as number) ** c;
    left += c;
  }
  return v;
}

const tables = new Map<string, RollTable>();

/** The alias tables of a die (built once per die and thread, then shared by every program). */
export function rollTable(die: Die): RollTable {
  const hit = tables.get(die.id);
  if (hit) return hit;
  if (tables.size === 0) warmTies();
  const t = buildTable(die);
  tables.set(die.id, t);
  return t;
}

function buildTable(die: Die): RollTable {
  const kinds = die.weights.length;
  let cap = 1;
  while (cap < Math.min(die.perFlush, MAX_CAP) && outcomesOf(kinds, cap + 1) <= MAX_OUTCOMES) cap++;
  const sideBits = Math.log2(die.sides);
  const off = new Int32Array(cap + 1);
  const shift = new Int32Array(cap + 1);
  let total = 0;
  for (let m = 1; m <= cap; m++) {
    let c = 0;
    while (1 << c < outcomesOf(kinds, m)) c++;
    off[m] = total;
    shift[m] = DRAW_BITS - c;
    total += 1 << c;
  }
  const columns = new Int32Array(4 * total);
  for (let m = 1; m <= cap; m++) {
    const outs = rollOutcomes(die, m);
    const n = 1 << (DRAW_BITS - (shift[m] as number));
    // Exact integer masses when the die's sides are a power of two and they fit 52 bits.
    const exact = Number.isInteger(sideBits) && m * sideBits <= 52;
    const w = new Float64Array(n);
    const pk = new Int32Array(n);
    outs.forEach((o, i) => {
      w[i] = exact ? faceCombinations(die, o.counts) : o.p * n;
      pk[i] = packed(o.counts, die.packBits);
    });
    // Exact: masses in units of sides^-m, each column sides^m / n of them (a power of two).
    const full = exact ? die.sides ** m / n : 1;
    const { keep, alias } = buildAlias(w, full);
    const base = off[m] as number;
    // keep/full in [0, 1] as 26 + shift bits: the high part, then the next 26 bits.
    const scale = 2 ** (shift[m] as number) / full;
    for (let i = 0; i < n; i++) {
      const f = (keep[i] as number) * scale;
      const hi = Math.floor(f);
      const at = 4 * (base + i);
      columns[at] = hi;
      columns[at + 1] = Math.floor((f - hi) * TWO_POW_26);
      columns[at + 2] = pk[i] as number;
      columns[at + 3] = pk[alias[i] as number] as number;
    }
  }
  return { cap, off, shift, columns };
}

/**
 * The packed result counts of rolling m ≤ cap dice of a table (its `columns`, `off`, `shift`):
 * one draw, a second on a threshold tie. The generated trial loop (trial-loop.ts) calls this one
 * function at every roll, so the rare tie shares one feedback vector: a tie first met at one
 * roll after the loop is optimised does not deoptimise it again at every other roll. The pick is
 * arithmetic, not a conditional: a coin flip the branch predictor cannot learn (5–9% of a trial).
 */
export function drawRoll(
  columns: Int32Array,
  off: Int32Array,
  shift: Int32Array,
  m: number,
  rng: Rng,
): number {
  const x = rng.next() >>> 6;
  const sh = shift[m] as number;
  const at = ((off[m] as number) + (x >>> sh)) << 2;
  let d = (x & ((1 << sh) - 1)) - (columns[at] as number);
  if (d === 0 && columns[at + 1] !== 0) d = (rng.next() >>> 6) - (columns[at + 1] as number);
  const other = columns[at + 3] as number;
  return other + ((d >> 31) & ((columns[at + 2] as number) - other));
}

/**
 * Runs drawRoll through a threshold tie, with and without the second draw, on a real generator
 * (rng.ts). A tie comes once in about 2^18 lookups, often only after the trial loop has been
 * optimised; code the JIT has never seen run is compiled as a deoptimisation, and recompiling a
 * whole trial loop costs a chunk's worth of time. Seen once here, it is compiled like the rest.
 */
function warmTies(): void {
  const die = makeDie('tie-warm-d3', [1, 1, 1]);
  const t = buildTable(die);
  const m = 2; // 6 outcomes in 8 columns: two empty columns (low part 0), the rest not dyadic
  const sh = t.shift[m] as number;
  // Repeated: V8 allots a function its feedback only after its first few calls.
  for (let k = 0; k < 64; k++)
    for (let i = 0; i < 8; i++) {
      const at = 4 * ((t.off[m] as number) + i);
      const x = ((i << sh) + (t.columns[at] as number)) << 6; // a draw that ties column i
      drawRoll(t.columns, t.off, t.shift, m, rngFromState([0, x, 0, 0]));
    }
}
