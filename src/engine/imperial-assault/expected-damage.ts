import { rollOutcomes } from '../core/multinomial.ts';
import type { RollStep, Step } from '../core/program.ts';
import { StateSet } from '../core/state-set.ts';
import { DAMAGE, ROLL_KEY_WIDTH } from './state.ts';

/**
 * The exact expected damage to the target from step `i` of a program on, from a given state:
 * deterministic steps run (including later reroll decisions, so a choice sees how the rest of
 * the attack — the opponent's rerolls, the optimal surge spending — will be played), rolls
 * average over their outcomes. Memoised by (roll step, state): only rolls branch, and while
 * rerolls are made every slot past ROLL_KEY_WIDTH is zero.
 */
export class ExpectedDamage {
  /** Keys: the step index, then the state's first ROLL_KEY_WIDTH slots. */
  private readonly keys = new StateSet(ROLL_KEY_WIDTH + 1, 4096);
  private values = new Float64Array(4096).fill(NaN);
  private readonly key = new Int32Array(ROLL_KEY_WIDTH + 1);
  /** Scratch states, one per recursion depth, so the search allocates only as it deepens. */
  private readonly stack: Int32Array[] = [];
  private depth = 0;

  constructor(private readonly steps: readonly Step[]) {}

  /** E[damage] from step i on, starting in state s (not modified). */
  from(i: number, s: Int32Array): number {
    const t = this.push(s);
    try {
      for (let at = i; at < this.steps.length; at++) {
        const step = this.steps[at] as Step;
        if (step.kind === 'roll') return this.rollFrom(at, step, t);
        step.run(t);
      }
      return t[DAMAGE] as number;
    } finally {
      this.depth--;
    }
  }

  /** A scratch copy of `s` at the next depth (release with depth--). */
  private push(s: Int32Array): Int32Array {
    let t = this.stack[this.depth];
    if (!t) {
      t = new Int32Array(s.length);
      this.stack.push(t);
    }
    this.depth++;
    t.set(s);
    return t;
  }

  private rollFrom(i: number, step: RollStep, s: Int32Array): number {
    this.key[0] = i;
    this.key.set(s.subarray(0, ROLL_KEY_WIDTH), 1);
    const at = this.keys.indexOf(this.key);
    if (at >= this.values.length) {
      const grown = new Float64Array(this.values.length * 2).fill(NaN);
      grown.set(this.values);
      this.values = grown;
    }
    const hit = this.values[at] as number;
    if (!Number.isNaN(hit)) return hit;
    const v = this.roll(i, step, 0, s);
    this.values[at] = v;
    return v;
  }

  private roll(i: number, step: RollStep, spec: number, s: Int32Array): number {
    const r = step.dice[spec];
    if (!r) return this.from(i + 1, s);
    const n = s[r.pending] as number;
    if (n === 0) return this.roll(i, step, spec + 1, s);
    let v = 0;
    const t = this.push(s);
    try {
      for (const o of rollOutcomes(r.die, n)) {
        t.set(s);
        t[r.pending] = 0;
        for (let k = 0; k < o.counts.length; k++)
          t[r.into + k] = (t[r.into + k] as number) + (o.counts[k] as number);
        v += o.p * this.roll(i, step, spec + 1, t);
      }
    } finally {
      this.depth--;
    }
    return v;
  }
}
