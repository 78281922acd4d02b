import type { AttackProgram, SequencePlan } from './carry.ts';
import type { SequenceGoal } from './sequence-goal.ts';

/**
 * Best play over a whole attack sequence, by dynamic programming over the carried state: the
 * value of a carried state before attack k is the expectation, over attack k played from it,
 * of what the attack adds to the goal plus the value of the state it leaves for attack k + 1;
 * after the last attack it is the goal's value of the state. An "optimal" attack's decisions
 * maximise exactly that: its BestPlay's value of a final state is `after` (carry.ts gives each
 * carried state of such an attack its own program), so the exact executor and every Monte
 * Carlo trial follow the same decision tables. Values are memoised per attack and carried state.
 */
export class SequenceBestPlay {
  private readonly memo: Map<string, number>[];

  constructor(
    private readonly plan: SequencePlan,
    readonly goal: SequenceGoal,
  ) {
    this.memo = plan.steps.map(() => new Map());
  }

  /** The goal's value of carried state `c` before attack k, every attack from k on played as set. */
  value(k: number, c: Int32Array): number {
    // A defeated unit takes nothing more: its state, and so its value, stays.
    if (k === this.plan.steps.length || this.plan.defeated(c)) return this.goal.final(c);
    const memo = this.memo[k] as Map<string, number>;
    const key = c.join();
    const known = memo.get(key);
    if (known !== undefined) return known;
    const made = this.plan.programAt(k, c);
    const joint = this.plan.jointOf(made.program);
    const width = joint.values.length / Math.max(1, joint.probs.length);
    let v = 0;
    for (let i = 0; i < joint.probs.length; i++)
      v +=
        (joint.probs[i] as number) *
        this.after(k, c, made, joint.values.subarray(i * width, (i + 1) * width));
    memo.set(key, v);
    return v;
  }

  /**
   * The goal's value once attack k, from carried state `c` under `made`, ends with outcome `o`
   * (its values of OUTCOME_SLOTS): what it adds, plus the value of the state it leaves.
   */
  after(k: number, c: Int32Array, made: AttackProgram, o: ArrayLike<number>): number {
    const next = new Int32Array(this.plan.width);
    const delta = new Int32Array(this.plan.deltaWidth);
    this.plan.advance(k, c, made, o, next, delta);
    return this.goal.reward(delta) + this.value(k + 1, next);
  }
}
