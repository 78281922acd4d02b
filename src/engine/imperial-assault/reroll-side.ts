import { rollOutcomes } from '../core/multinomial.ts';
import { MAX_REROLLS } from './scenario.ts';
import { ALL_DICE, FRESH } from './state.ts';

/** The largest cap an index is asked for: a side's rerolls left. */
const MAX_CAP = MAX_REROLLS;

/**
 * One side's dice as the reroll search sees them (IA Rules Reference Guide, Attacks, step 3): the candidates a
 * reroll picks from — "a die of colour c showing face kind k", since dice of one colour and face
 * are interchangeable — and a dense index of the multiset of faces still rerollable. With r
 * rerolls left only min(count, r) dice of a face can ever be rerolled, so the index caps each
 * count at r: states that differ only beyond the cap have the same value and decision.
 */
export class RerollSide {
  /** Candidate j: its FRESH slot, colour index (in `colours`) and icons (3 per candidate). */
  readonly slots: number[] = [];
  readonly colourOf: number[] = [];
  readonly icons: number[] = [];
  /** Per colour index: the candidates its single-die roll lands on, with probabilities. */
  readonly landings: { readonly j: number; readonly p: number }[][] = [];
  /**
   * Per candidate j: the earlier candidates of its colour whose icons are all ≤ its own. While
   * one of them is showing, rerolling j is never strictly better than rerolling it (the kept die
   * is at least as good and the rerolled one lands the same way; outcomes are monotone in
   * icons), and the earlier candidate wins ties — so j need not be tried.
   */
  readonly dominators: number[][] = [];
  /** Largest total of each icon over the whole pool of this side. */
  readonly maxIcon = [0, 0, 0];
  /** Number of distinct capped multisets (the index runs over [0, size)). */
  readonly size: number;
  private readonly first: number[] = [];
  private readonly kinds: number[] = [];
  private readonly base: number[] = [];
  private readonly table: Int32Array[] = [];
  private readonly stride: number[] = [];
  /** Per candidate j: its digit's weight in its colour's packed counts (base[ci] ** kind). */
  readonly weight: Int32Array;
  /** Per colour index: the candidates worth trying, by the bit mask of its faces showing. */
  private readonly tried: Int32Array[] = [];
  /** Per colour index: the bits of its candidates. */
  readonly colourBits: Int32Array;
  /** By cap × colours + colour index: packed counts → rank of the counts capped at cap. */
  private readonly capped: Int32Array[] = [];

  /**
   * `colours` in candidate order (ALL_DICE indices), `pool` dice per colour, `keep` a 0/1 mask of
   * the icons that can change an outcome (the others are read as 0, so more states merge), and
   * `caps` the most of each icon one face counts (an outcome reads only a capped total, and
   * min(cap, a + b) = min(cap, min(cap, a) + min(cap, b)) for counts).
   */
  constructor(
    colours: readonly number[],
    pool: readonly number[],
    keep: readonly number[],
    caps: readonly number[] = [Infinity, Infinity, Infinity],
  ) {
    let size = 1;
    colours.forEach((c, ci) => {
      const die = ALL_DICE[c];
      if (!die) throw new Error(`no die ${c}`);
      const n = pool[c] ?? 0;
      this.first.push(this.slots.length);
      this.kinds.push(die.kinds.length);
      this.base.push(n + 1);
      die.kinds.forEach((k, i) => {
        this.slots.push((FRESH[c] as number) + i);
        this.colourOf.push(ci);
        for (let icon = 0; icon < 3; icon++)
          this.icons.push(
            Math.min((k[icon] as number) * (keep[icon] ?? 0), caps[icon] ?? Infinity),
          );
      });
      const j0 = this.first[ci] as number;
      for (let j = j0; j < this.slots.length; j++) {
        const below: number[] = [];
        for (let k = j0; k < j; k++)
          if (
            [0, 1, 2].every(
              (i) => (this.icons[3 * k + i] as number) <= (this.icons[3 * j + i] as number),
            )
          )
            below.push(k);
        this.dominators.push(below);
      }
      for (let icon = 0; icon < 3; icon++) {
        let m = 0;
        for (let i = 0; i < die.kinds.length; i++)
          m = Math.max(m, this.icons[3 * ((this.first[ci] as number) + i) + icon] as number);
        this.maxIcon[icon] = (this.maxIcon[icon] as number) + n * m;
      }
      this.landings.push(
        rollOutcomes(die.die, 1).map((o) => ({ j: j0 + o.counts.indexOf(1), p: o.p })),
      );
      const t = rankTable(n, die.kinds.length);
      this.table.push(t.table);
      this.stride.push(size);
      size *= t.count;
    });
    this.size = size;
    if (this.slots.length > 31) throw new Error('more than 31 candidates');
    this.weight = Int32Array.from(this.slots, (_, j) => {
      const ci = this.colourOf[j] as number;
      return (this.base[ci] as number) ** (j - (this.first[ci] as number));
    });
    this.colourBits = Int32Array.from(this.first, (j0, ci) => ((1 << this.kindsOf(ci)) - 1) << j0);
    this.first.forEach((j0, ci) => {
      const t = new Int32Array(1 << this.kindsOf(ci));
      for (let sub = 0; sub < t.length; sub++)
        for (let k = 0; k < this.kindsOf(ci); k++) {
          if (!((sub >> k) & 1)) continue;
          const below = this.dominators[j0 + k] as number[];
          if (below.every((b) => !((sub >> (b - j0)) & 1))) t[sub] = (t[sub] as number) | (1 << k);
        }
      this.tried.push(t);
    });
    for (let cap = 0; cap <= MAX_CAP; cap++)
      this.first.forEach((_, ci) => this.capped.push(this.cappedRanks(ci, cap)));
  }

  private kindsOf(ci: number): number {
    return this.kinds[ci] as number;
  }

  /** Packed counts of colour ci (any counts) → the rank of those counts capped at `cap`. */
  private cappedRanks(ci: number, cap: number): Int32Array {
    const b = this.base[ci] as number;
    const table = this.table[ci] as Int32Array;
    if (cap >= b - 1) return table;
    const out = new Int32Array(table.length);
    const k = this.kindsOf(ci);
    for (let p = 0; p < table.length; p++) {
      let rest = p;
      let packed = 0;
      let scale = 1;
      for (let i = 0; i < k; i++) {
        const d = rest % b;
        rest = (rest - d) / b;
        packed += (d < cap ? d : cap) * scale;
        scale *= b;
      }
      out[p] = table[packed] as number;
    }
    return out;
  }

  /** The bit mask of the candidates showing in `counts` (bit j: candidate j). */
  showing(counts: Int32Array): number {
    let mask = 0;
    for (let j = 0; j < counts.length; j++) if ((counts[j] as number) > 0) mask |= 1 << j;
    return mask;
  }

  /** The candidates worth trying when the faces in `showing` show (none dominated). */
  triedOf(showing: number): number {
    let mask = 0;
    for (let ci = 0; ci < this.tried.length; ci++) {
      const j0 = this.first[ci] as number;
      const sub = (showing >>> j0) & ((1 << this.kindsOf(ci)) - 1);
      mask |= ((this.tried[ci] as Int32Array)[sub] as number) << j0;
    }
    return mask;
  }

  /** triedOf(showing), given `tried` of a mask that differed from `showing` in colour ci only. */
  triedAfter(tried: number, showing: number, ci: number): number {
    const j0 = this.first[ci] as number;
    const sub = (showing >>> j0) & ((1 << this.kindsOf(ci)) - 1);
    return (
      (tried & ~(this.colourBits[ci] as number)) |
      (((this.tried[ci] as Int32Array)[sub] as number) << j0)
    );
  }

  /** Writes each colour's packed counts of `counts` into `packed` (one number per colour). */
  pack(counts: Int32Array, packed: Int32Array): void {
    packed.fill(0);
    for (let j = 0; j < counts.length; j++) {
      const ci = this.colourOf[j] as number;
      packed[ci] = (packed[ci] as number) + (counts[j] as number) * (this.weight[j] as number);
    }
  }

  /** index(counts, cap) from the counts' packed form (pack), cap at most MAX_CAP. */
  indexPacked(packed: Int32Array, cap: number): number {
    const n = this.tried.length;
    let at = 0;
    for (let ci = 0; ci < n; ci++)
      at +=
        ((this.capped[cap * n + ci] as Int32Array)[packed[ci] as number] as number) *
        (this.stride[ci] as number);
    return at;
  }

  /** Whether candidate j need not be tried in `counts`: a die that dominates it is showing. */
  dominated(counts: Int32Array, j: number): boolean {
    const below = this.dominators[j] as number[];
    for (let i = 0; i < below.length; i++)
      if ((counts[below[i] as number] as number) > 0) return true;
    return false;
  }

  /** Reads the side's rerollable face counts of state `s` into `counts` (one per candidate). */
  load(s: Int32Array, counts: Int32Array): void {
    for (let j = 0; j < this.slots.length; j++) counts[j] = s[this.slots[j] as number] as number;
  }

  /** Adds the icons of the dice in `counts` to `totals` (3 numbers). */
  addIcons(counts: Int32Array, totals: number[]): void {
    for (let j = 0; j < counts.length; j++) {
      const n = counts[j] as number;
      for (let icon = 0; icon < 3; icon++)
        totals[icon] = (totals[icon] as number) + n * (this.icons[3 * j + icon] as number);
    }
  }

  /** The dense index of the multiset `counts` with every count capped at `cap`. */
  index(counts: Int32Array, cap: number): number {
    let at = 0;
    for (let ci = 0; ci < this.table.length; ci++) {
      const j0 = this.first[ci] as number;
      const b = this.base[ci] as number;
      let packed = 0;
      for (let k = (this.kinds[ci] as number) - 1; k >= 0; k--) {
        const n = counts[j0 + k] as number;
        packed = packed * b + (n < cap ? n : cap);
      }
      at += ((this.table[ci] as Int32Array)[packed] as number) * (this.stride[ci] as number);
    }
    return at;
  }
}

/** Ranks of every count vector of `kinds` entries summing to at most n, by base-(n+1) digits. */
function rankTable(n: number, kinds: number): { table: Int32Array; count: number } {
  const table = new Int32Array((n + 1) ** kinds).fill(-1);
  let count = 0;
  const place = (k: number, left: number, packed: number, scale: number): void => {
    if (k === kinds) {
      table[packed] = count++;
      return;
    }
    for (let c = 0; c <= left; c++) place(k + 1, left - c, packed + c * scale, scale * (n + 1));
  };
  place(0, n, 0, 1);
  return { table, count };
}
