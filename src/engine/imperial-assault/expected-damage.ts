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
  private readonly keys = new StateSet(ROLL_KEY_WIDTH + 1, 1024);
  private values = new Float64Array(1024).fill(NaN);
  private readonly key = new Int32Array(ROLL_KEY_WIDTH + 1);

  constructor(private readonly steps: readonly Step[]) {}

  /** E[damage] from step i on, starting in state s (not modified). */
  from(i: number, s: Int32Array): number {
    const t = s.slice();
    let at = i;
    for (; at < this.steps.length; at++) {
      const step = this.steps[at] as Step;
      if (step.kind === 'roll') return this.rollFrom(at, step, t);
      step.run(t);
    }
    return t[DAMAGE] as number;
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
    const t = new Int32Array(s.length);
    for (const o of rollOutcomes(r.die, n)) {
      t.set(s);
      t[r.pending] = 0;
      for (let k = 0; k < o.counts.length; k++)
        t[r.into + k] = (t[r.into + k] as number) + (o.counts[k] as number);
      v += o.p * this.roll(i, step, spec + 1, t);
    }
    return v;
  }
}
