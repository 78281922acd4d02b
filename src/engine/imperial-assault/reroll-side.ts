import { rollOutcomes } from '../core/multinomial.ts';
import { ALL_DICE, FRESH } from './state.ts';

/**
 * One side's dice as the reroll search sees them (seed 002, ATTACKS step 3): the candidates a
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

  /**
   * `colours` in candidate order (ALL_DICE indices), `pool` dice per colour, `keep` a 0/1 mask of
   * the icons that can change an outcome (the others are read as 0, so more states merge).
   */
  constructor(colours: readonly number[], pool: readonly number[], keep: readonly number[]) {
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
          this.icons.push((k[icon] as number) * (keep[icon] ?? 0));
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
