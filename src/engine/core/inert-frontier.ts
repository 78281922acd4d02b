import { landRoll, runSteps } from './land-roll.ts';
import { rollOutcomes } from './multinomial.ts';
import type { DetStep, RollSpec } from './program.ts';
import { StateSet } from './state-set.ts';

/**
 * Slots that, before step `until`, are only ever added to — never read by a decision (a policy,
 * a keyword condition). The exact executor can then merge states that differ only there and
 * carry those slots as a small distribution beside each merged state.
 */
export interface InertWindow {
  /** At most 4 slots, each < 256 during the window (packed 8 bits each). */
  readonly slots: readonly number[];
  /** Index in `program.steps` of the first step that reads them. */
  readonly until: number;
}

/** Exact frontier during an inert window: states keyed without the inert slots. */
export class InertFrontier {
  private keys: StateSet;
  private dists: Map<number, number>[] = [];

  constructor(
    private readonly window: InertWindow,
    width: number,
  ) {
    this.keys = new StateSet(width);
  }

  /** Starts from one state (its inert slots become the distribution's single point). */
  static from(window: InertWindow, s: Int32Array): InertFrontier {
    const f = new InertFrontier(window, s.length);
    const key = s.slice();
    f.add(key, f.take(key), new Map([[0, 1]]), 1);
    return f;
  }

  /** Packs and zeroes the inert slots of `s` (what the steps added since the key was taken). */
  private take(s: Int32Array): number {
    let packed = 0;
    this.window.slots.forEach((slot, t) => {
      packed += (s[slot] as number) << (8 * t);
      s[slot] = 0;
    });
    return packed;
  }

  private add(key: Int32Array, shift: number, dist: Map<number, number>, scale: number): void {
    const i = this.keys.indexOf(key);
    let d = this.dists[i];
    if (!d) {
      d = new Map();
      this.dists[i] = d;
    }
    for (const [k, p] of dist) d.set(k + shift, (d.get(k + shift) ?? 0) + p * scale);
  }

  /** One roll (or none) then the deterministic steps after it, as the exact executor's branch. */
  branch(spec: RollSpec | null, after: readonly DetStep[]): InertFrontier {
    const next = new InertFrontier(this.window, this.keys.width);
    const from = new Int32Array(this.keys.width);
    const scratch = new Int32Array(this.keys.width);
    for (let i = 0; i < this.keys.size; i++) {
      this.keys.read(i, from);
      const dist = this.dists[i] as Map<number, number>;
      const n = spec === null ? 0 : (from[spec.pending] as number);
      if (spec === null || n === 0) {
        runSteps(after, from);
        next.add(from, this.take(from), dist, 1);
        continue;
      }
      from[spec.pending] = 0;
      for (const o of rollOutcomes(spec.die, n)) {
        landRoll(scratch, from, spec, o.counts, after);
        next.add(scratch, this.take(scratch), dist, o.p);
      }
    }
    return next;
  }

  /** Whether some state has dice waiting in `slot`. */
  pending(slot: number): boolean {
    return this.keys.any((s) => s[slot] !== 0);
  }

  /** The full states, inert slots restored, for the rest of the attack. */
  expand(): StateSet {
    const out = new StateSet(this.keys.width, this.keys.size * 4);
    const s = new Int32Array(this.keys.width);
    for (let i = 0; i < this.keys.size; i++) {
      const dist = this.dists[i] as Map<number, number>;
      for (const [k, p] of dist) {
        this.keys.read(i, s);
        this.window.slots.forEach((slot, t) => {
          s[slot] = (k >>> (8 * t)) & 255;
        });
        out.add(s, p);
      }
    }
    return out;
  }
}
