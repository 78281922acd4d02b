import { runSteps } from './land-roll.ts';
import { rollOutcomes, type RollOutcome } from './multinomial.ts';
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
}

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
    f.add(key, f.take(key), start, 0, 0, 0, 1);
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

  /** Adds `scale` × src[from + low .. from + top] to key's distribution, shifted by `shift`. */
  private add(
    key: Int32Array,
    shift: number,
    src: Float64Array,
    from: number,
    low: number,
    top: number,
    scale: number,
  ): void {
    const i = this.keys.indexOf(key);
    if (i >= this.top.length) this.grow();
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
   * so no frontier of half-rolled states is ever built.
   */
  branch(specs: readonly RollSpec[], after: readonly DetStep[]): InertFrontier {
    const next = new InertFrontier(this.window, this.keys.width, this.keys.size);
    const from = new Int32Array(this.keys.width);
    const scratch = new Int32Array(this.keys.width);
    const active: RollSpec[] = [];
    const outs: (readonly RollOutcome[])[] = [];
    const pick = new Int32Array(specs.length);
    for (let i = 0; i < this.keys.size; i++) {
      this.keys.read(i, from);
      const at = i * this.cells;
      const low = this.low[i] as number;
      const top = this.top[i] as number;
      active.length = 0;
      outs.length = 0;
      for (const spec of specs) {
        const n = from[spec.pending] as number;
        if (n === 0) continue;
        from[spec.pending] = 0;
        active.push(spec);
        outs.push(rollOutcomes(spec.die, n));
      }
      if (active.length === 0) {
        runSteps(after, from);
        next.add(from, this.take(from), this.dist, at, low, top, 1);
        continue;
      }
      pick.fill(0);
      for (;;) {
        scratch.set(from);
        let p = 1;
        for (let k = 0; k < active.length; k++) {
          const o = (outs[k] as readonly RollOutcome[])[pick[k] as number] as RollOutcome;
          const into = (active[k] as RollSpec).into;
          p *= o.p;
          for (let r = 0; r < o.counts.length; r++)
            scratch[into + r] = (scratch[into + r] as number) + (o.counts[r] as number);
        }
        runSteps(after, scratch);
        next.add(scratch, this.take(scratch), this.dist, at, low, top, p);
        // Next combination (an odometer over the colours' outcome lists).
        let k = 0;
        for (; k < active.length; k++) {
          pick[k] = (pick[k] as number) + 1;
          if (pick[k] !== (outs[k] as readonly RollOutcome[]).length) break;
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
