import type { Program } from '../core/program.ts';
import { SequencePlan } from './carry.ts';
import { legionExactFeasible } from './exact-feasible.ts';
import { attackScenario, type LegionSequence } from './sequence-scenario.ts';
import { sequenceExact } from './sequence-exact.ts';
import { sequenceObservables, sequenceQuantities } from './sequence-report.ts';
import { sequenceSimulate } from './sequence-simulate.ts';

/**
 * Compiles an attack sequence into the program both executors run: its observables are every
 * quantity after each attack (cumulative) and for the whole sequence; its executors run each
 * attack's own program from the carried state the earlier attacks left (carry.ts).
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
    exact: () => sequenceExact(plan, quantities, observables),
    simulate: (rng, trials, into) =>
      sequenceSimulate(plan, quantities, observables, rng, trials, into),
  };
}

/** Exact enumeration of a sequence is quick when every one of its attacks is. */
export function sequenceExactFeasible(seq: LegionSequence): boolean {
  return seq.attacks.every((a) => legionExactFeasible(attackScenario(seq, a)));
}
