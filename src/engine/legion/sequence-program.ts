import { ExactTooLarge, megabytes } from '../core/exact-too-large.ts';
import type { Program } from '../core/program.ts';
import { SequencePlan } from './carry.ts';
import { sequenceExactCost, type SequenceExactCost } from './sequence-exact-cost.ts';
import type { LegionSequence } from './sequence-scenario.ts';
import { SEQUENCE_EXACT_BYTES, sequenceExact } from './sequence-exact.ts';
import { sequenceObservables, sequenceQuantities } from './sequence-report.ts';
import { sequenceSimulate } from './sequence-simulate.ts';
import { sequenceOptimalRefusal, sequenceOptimalSeconds } from './sequence-optimal-feasible.ts';

/**
 * Estimated seconds under which exact enumeration of a sequence is the default (the carried
 * states of a 5-attack, 17-die sequence against two guardians took ~10 s: Monte Carlo's).
 */
export const SEQUENCE_EXACT_SECONDS = 1;

/**
 * The margin of a sequence's automatic Monte Carlo (as Imperial Assault's): it stops once
 * every P(wounds ≥ k) is within ±0.005 at 95%; a sequence's trial runs every attack, so a
 * million of them took half a minute for 20 attacks of 17 dice.
 */
export const SEQUENCE_AUTO_EPSILON = 0.005;

/**
 * Compiles an attack sequence into the program both executors run: its observables are every
 * quantity after each attack (cumulative) and for the whole sequence; its executors run each
 * attack's own program from the carried state the earlier attacks left (carry.ts). Its exact
 * run refuses at once a sequence whose carried states the estimate puts past the memory
 * budget, and stops one that passes it (ExactTooLarge).
 */
export function compileSequence(seq: LegionSequence): Program {
  const plan = new SequencePlan(seq);
  const quantities = sequenceQuantities(plan);
  const observables = sequenceObservables(plan, quantities);
  return {
    init: new Int32Array(0),
    steps: [],
    observables,
    derived: [],
    exact: () => {
      const refusal = sequenceExactRefusal(seq);
      if (refusal !== null) throw new ExactTooLarge(refusal);
      return sequenceExact(plan, quantities, observables);
    },
    simulate: (rng, trials, into) =>
      sequenceSimulate(plan, quantities, observables, rng, trials, into),
  };
}

/** Each sequence's cost, worked out once (the CLI and the app ask several questions of it). */
const costs = new WeakMap<LegionSequence, SequenceExactCost>();
function costOf(seq: LegionSequence): SequenceExactCost {
  let cost = costs.get(seq);
  if (!cost) {
    cost = sequenceExactCost(new SequencePlan(seq));
    costs.set(seq, cost);
  }
  return cost;
}

/**
 * Exact enumeration of a sequence is the default when all of it is quick, every attack too.
 * With "optimal" rerolls solving is most of the work, and Monte Carlo needs the same solve:
 * exact is then the default whenever its carried states fit.
 */
export function sequenceExactFeasible(seq: LegionSequence): boolean {
  const cost = costOf(seq);
  if (anyOptimal(seq)) return cost.bytes <= SEQUENCE_EXACT_BYTES;
  return (
    cost.attacksFeasible &&
    cost.seconds <= SEQUENCE_EXACT_SECONDS &&
    cost.bytes <= SEQUENCE_EXACT_BYTES
  );
}

/** Rough seconds of exact enumeration of the whole sequence, repeats and carried state. */
export const sequenceExactSeconds = (seq: LegionSequence): number =>
  costOf(seq).seconds + (anyOptimal(seq) ? sequenceOptimalSeconds(seq, costOf(seq)) : 0);

const anyOptimal = (seq: LegionSequence): boolean =>
  seq.attacks.some((a) => a.policy.reroll === 'optimal');

/** Why this sequence's "optimal" rerolls are refused (too slow to solve), or null. */
export const sequenceOptimalTooSlow = (
  seq: LegionSequence,
): { path: string; message: string } | null =>
  anyOptimal(seq) ? sequenceOptimalRefusal(seq, costOf(seq)) : null;

/**
 * Why exact enumeration of this sequence is refused before it starts (its carried states
 * estimated past the memory budget), or null.
 */
export function sequenceExactRefusal(seq: LegionSequence): string | null {
  const cost = costOf(seq);
  if (cost.bytes <= SEQUENCE_EXACT_BYTES) return null;
  const states = Math.round(cost.states).toLocaleString('en');
  return `exact enumeration of this sequence would need about ${megabytes(cost.bytes)} (about ${states} carried states before its last attack), past its ${megabytes(SEQUENCE_EXACT_BYTES)} budget; Monte Carlo estimates it`;
}
