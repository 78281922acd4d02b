import { rollOutcomes } from '../core/multinomial.ts';
import type { RollStep, Step } from '../core/program.ts';
import { DAMAGE } from './state.ts';

/**
 * The exact expected damage to the target from step `i` of a program on, from a given state:
 * deterministic steps run (including later reroll decisions, so a choice sees how the rest of
 * the attack — the opponent's rerolls, the optimal surge spending — will be played), rolls
 * average over their outcomes. Memoised by (step, state); the state space of a reroll is small.
 */
export class ExpectedDamage {
  private readonly memo = new Map<string, number>();

  constructor(private readonly steps: readonly Step[]) {}

  /** E[damage] from step i on, starting in state s (not modified). */
  from(i: number, s: Int32Array): number {
    if (i >= this.steps.length) return s[DAMAGE] as number;
    const key = `${i}:${s.join(',')}`;
    const hit = this.memo.get(key);
    if (hit !== undefined) return hit;
    const step = this.steps[i] as Step;
    let v: number;
    if (step.kind === 'det') {
      const t = s.slice();
      step.run(t);
      v = this.from(i + 1, t);
    } else v = this.roll(i, step, 0, s);
    this.memo.set(key, v);
    return v;
  }

  private roll(i: number, step: RollStep, spec: number, s: Int32Array): number {
    const r = step.dice[spec];
    if (!r) return this.from(i + 1, s);
    const n = s[r.pending] as number;
    if (n === 0) return this.roll(i, step, spec + 1, s);
    let v = 0;
    for (const o of rollOutcomes(r.die, n)) {
      const t = s.slice();
      t[r.pending] = 0;
      for (let k = 0; k < o.counts.length; k++)
        t[r.into + k] = (t[r.into + k] as number) + (o.counts[k] as number);
      v += o.p * this.roll(i, step, spec + 1, t);
    }
    return v;
  }
}
