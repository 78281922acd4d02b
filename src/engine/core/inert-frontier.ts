import { runSteps } from './land-roll.ts';
import { inertGroups, type InertGroup } from './inert-groups.ts';
import type { DetStep, RollSpec } from './program.ts';
import { StateSet } from './state-set.ts';

/**
 * Slots that, before step `until`, are only ever added to — never read by a decision (a policy,
 * a keyword condition). The exact executor can then merge states that differ only there and
 * carry those slots as a small distribution beside each merged state.
 */
export interface InertWindow {
  /** Two slots (Legion: hits and crits). */
  readonly slots: readonly [number, number];
  /** Largest value their sum reaches during the window (e.g. the attack pool's size). */
  readonly bound: number;
  /** Index in `program.steps` of the first step that reads them. */
  readonly until: number;
  /**
   * Per result kind of the dice rolled in the window: 0 or 1 when a canonical step moves that
   * kind straight into slot a or b before anything reads it (-1: it stays with its die). The
   * exact executor then lands those results in the pair at once, so outcomes that differ only
   * in how they split between a and b are one branch.
   */
  readonly feeds?: readonly number[];
}

const NO_FEEDS: readonly number[] = [];

/** Largest dense distribution per merged state: bound + 1 cells at most. */
export const MAX_INERT_CELLS = 256;

/** Whether a window's distributions fit the dense layout (compilers check before declaring one). */
export function inertWindowFits(bound: number): boolean {
  return bound + 1 <= MAX_INERT_CELLS;
}

/**
 * Exact frontier during an inert window: states keyed by everything but how the inert pair's
 * sum a + b splits (the key holds the sum in slot a and 0 in slot b), each with a dense
 * distribution over b in one flat Float64Array. A roll shifts a parent's whole distribution by
 * the b it added, so each branch is one short vector add (no maps, no garbage, and the
 * distributions stay small enough to sit in cache). Keeping the sum costs no merging in
 * Legion, where the key's Blanks and surges already fix it.
 */
export class InertFrontier {
  private readonly keys: StateSet;
  private readonly cells: number;
  private dist: Float64Array;
  /** Per key: lowest and highest cell with mass, so vector adds cover only those. */
  private low: Int32Array;
  private top: Int32Array;

  constructor(
    private readonly window: InertWindow,
    width: number,
    expected = 64,
  ) {
    this.keys = new StateSet(width, expected);
    this.cells = window.bound + 1;
    // Room for a quarter more keys than expected: a branch usually grows its frontier a little,
    // and growing copies every distribution.
    const capacity = Math.max(64, Math.ceil(expected * 1.25));
    this.dist = new Float64Array(capacity * this.cells);
    this.low = new Int32Array(capacity).fill(this.cells);
    this.top = new Int32Array(capacity).fill(-1);
  }

  /** Starts from one state (its inert slots become the distribution's single point). */
  static from(window: InertWindow, s: Int32Array): InertFrontier {
    const f = new InertFrontier(window, s.length);
    const key = s.slice();
    const start = new Float64Array(1);
    start[0] = 1;
    const shift = f.take(key);
    f.accumulate(f.slot(key), shift, start, 0, 0, 0, 1);
    return f;
  }

  /**
   * Turns a landed state into its key (slot a: the pair's sum, slot b: 0) and returns the b it
   * holds — what the step added to b, since keys hold b = 0.
   */
  private take(s: Int32Array): number {
    const [ia, ib] = this.window.slots;
    const b = s[ib] as number;
    const sum = (s[ia] as number) + b;
    // A compiler's bound that is too small would fold cells onto each other: fail loudly.
    if (sum > this.window.bound) throw new Error(`inert slots reached ${sum} > bound`);
    s[ia] = sum;
    s[ib] = 0;
    return b;
  }

  /** The index of key's distribution (a new key starts empty). */
  private slot(key: Int32Array): number {
    const i = this.keys.indexOf(key);
    if (i >= this.top.length) this.grow();
    return i;
  }

  /** Adds `scale` × src[from + low .. from + top] to distribution i, shifted by `shift`. */
  private accumulate(
    i: number,
    shift: number,
    src: Float64Array,
    from: number,
    low: number,
    top: number,
    scale: number,
  ): void {
    const dist = this.dist;
    const base = i * this.cells + shift;
    for (let c = low; c <= top; c++)
      dist[base + c] = (dist[base + c] as number) + scale * (src[from + c] as number);
    if (low + shift < (this.low[i] as number)) this.low[i] = low + shift;
    if (top + shift > (this.top[i] as number)) this.top[i] = top + shift;
  }

  private grow(): void {
    const capacity = this.top.length * 2;
    const dist = new Float64Array(capacity * this.cells);
    dist.set(this.dist);
    this.dist = dist;
    const low = new Int32Array(capacity).fill(this.cells);
    low.set(this.low);
    this.low = low;
    const top = new Int32Array(capacity).fill(-1);
    top.set(this.top);
    this.top = top;
  }

  /**
   * One roll step then the deterministic steps after it, as the exact executor's branch. The
   * dice of every colour rolled in the step branch together (the product of their outcomes),
   * so no frontier of half-rolled states is ever built. Outcomes that differ only in how the
   * results fed into the pair split (`InertWindow.feeds`) land as one group: one key, and the
   * parent's distribution added once per split.
   */
  branch(specs: readonly RollSpec[], after: readonly DetStep[]): InertFrontier {
    const next = new InertFrontier(this.window, this.keys.width, this.keys.size);
    const feeds = this.window.feeds ?? NO_FEEDS;
    const ia = this.window.slots[0];
    const from = new Int32Array(this.keys.width);
    const scratch = new Int32Array(this.keys.width);
    const active: RollSpec[] = [];
    const groups: (readonly InertGroup[])[] = [];
    const pick = new Int32Array(specs.length);
    // The split of a combination's fed results over b: a convolution of its groups' splits.
    let pb = new Float64Array(this.cells);
    let tmp = new Float64Array(this.cells);
    for (let i = 0; i < this.keys.size; i++) {
      this.keys.read(i, from);
      const at = i * this.cells;
      const low = this.low[i] as number;
      const top = this.top[i] as number;
      active.length = 0;
      groups.length = 0;
      for (const spec of specs) {
        const n = from[spec.pending] as number;
        if (n === 0) continue;
        from[spec.pending] = 0;
        active.push(spec);
        groups.push(inertGroups(spec.die, n, feeds));
      }
      if (active.length === 0) {
        runSteps(after, from);
        const shift = this.take(from);
        next.accumulate(next.slot(from), shift, this.dist, at, low, top, 1);
        continue;
      }
      pick.fill(0);
      for (;;) {
        scratch.set(from);
        pb[0] = 1;
        let fed = 0;
        for (let k = 0; k < active.length; k++) {
          const g = (groups[k] as readonly InertGroup[])[pick[k] as number] as InertGroup;
          const into = (active[k] as RollSpec).into;
          for (let r = 0; r < g.counts.length; r++)
            scratch[into + r] = (scratch[into + r] as number) + (g.counts[r] as number);
          scratch[ia] = (scratch[ia] as number) + g.sum;
          for (let z = 0; z <= fed + g.sum; z++) tmp[z] = 0;
          for (let x = 0; x <= fed; x++)
            for (let y = 0; y <= g.sum; y++)
              tmp[x + y] = (tmp[x + y] as number) + (pb[x] as number) * (g.pb[y] as number);
          const swap = pb;
          pb = tmp;
          tmp = swap;
          fed += g.sum;
        }
        runSteps(after, scratch);
        const shift = this.take(scratch);
        const j = next.slot(scratch);
        for (let c = 0; c <= fed; c++) {
          const q = pb[c] as number;
          if (q !== 0) next.accumulate(j, shift + c, this.dist, at, low, top, q);
        }
        // Next combination (an odometer over the colours' groups).
        let k = 0;
        for (; k < active.length; k++) {
          pick[k] = (pick[k] as number) + 1;
          if (pick[k] !== (groups[k] as readonly InertGroup[]).length) break;
          pick[k] = 0;
        }
        if (k === active.length) break;
      }
    }
    return next;
  }

  /** The full states, inert slots restored, for the rest of the attack. */
  expand(): StateSet {
    const out = new StateSet(this.keys.width, this.keys.size * 4);
    const s = new Int32Array(this.keys.width);
    const [ia, ib] = this.window.slots;
    for (let i = 0; i < this.keys.size; i++) {
      const at = i * this.cells;
      for (let b = this.low[i] as number; b <= (this.top[i] as number); b++) {
        const p = this.dist[at + b] as number;
        if (p === 0) continue;
        this.keys.read(i, s);
        s[ia] = (s[ia] as number) - b;
        s[ib] = b;
        out.add(s, p);
      }
    }
    return out;
  }
}
