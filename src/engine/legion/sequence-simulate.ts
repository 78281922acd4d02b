import { trialLoopFor } from '../core/montecarlo.ts';
import { histogramLayout, type Observable, type Program } from '../core/program.ts';
import type { Rng } from '../core/rng.ts';
import { DiceSampler } from '../core/sampler.ts';
import type { TrialLoop } from '../core/trial-loop.ts';
import { OUTCOME_SLOTS, type SequencePlan } from './carry.ts';
import { DEFEATED_AT, observableIndices, type SequenceQuantity } from './sequence-report.ts';
import { STATE_SIZE } from './state.ts';

interface Runner {
  readonly loop: TrialLoop;
  /** The single attack's own histogram: written by its trial loop, never read. */
  readonly scratch: Float64Array;
}

/**
 * Monte Carlo executor of an attack sequence: each trial runs the attacks in order, each one
 * trial of the program `programAt` gives for the carried state so far (the same generated
 * trial loop a single attack runs, drawing from the same seeded generator), takes the state
 * through `advance`, and adds every attack's running quantities to the flat histogram `into`.
 */
export function sequenceSimulate(
  plan: SequencePlan,
  quantities: readonly SequenceQuantity[],
  observables: readonly Observable[],
  rng: Rng,
  trials: number,
  into: Float64Array,
): void {
  const sampler = new DiceSampler(rng);
  const n = plan.steps.length;
  const { offsets } = histogramLayout({
    init: new Int32Array(0),
    steps: [],
    observables,
    derived: [],
  });
  // Where each attack's value of each quantity is counted (the last attack's twice).
  const slots = quantities.map((_, q) =>
    Array.from({ length: n }, (_, k) =>
      observableIndices(k, q, n, quantities.length).map((i) => offsets[i] as number),
    ),
  );
  const atIndex = observables.findIndex((o) => o.name === DEFEATED_AT);
  const atOffset = atIndex >= 0 ? (offsets[atIndex] as number) : -1;
  const runners = new Map<Program, Runner>();
  const runnerFor = (program: Program): Runner => {
    let r = runners.get(program);
    if (!r) {
      r = {
        loop: trialLoopFor(program),
        scratch: new Float64Array(histogramLayout(program).length),
      };
      runners.set(program, r);
    }
    return r;
  };
  const start = plan.initial();
  const c = new Int32Array(plan.width);
  const next = new Int32Array(plan.width);
  const delta = new Int32Array(plan.deltaWidth);
  const running = new Int32Array(plan.deltaWidth);
  const s = new Int32Array(STATE_SIZE);
  const outcome = new Int32Array(OUTCOME_SLOTS.length);
  for (let t = 0; t < trials; t++) {
    c.set(start);
    running.fill(0);
    let defeatedAt = 0;
    for (let k = 0; k < n; k++) {
      if (!plan.defeated(c)) {
        const made = plan.programAt(k, c);
        const run = runnerFor(made.program);
        run.loop(s, run.scratch, 1, sampler);
        for (let i = 0; i < OUTCOME_SLOTS.length; i++)
          outcome[i] = s[OUTCOME_SLOTS[i] as number] as number;
        plan.advance(k, c, made, outcome, next, delta);
        c.set(next);
        for (let i = 0; i < running.length; i++)
          running[i] = (running[i] as number) + (delta[i] as number);
        if (defeatedAt === 0 && plan.defeated(c)) defeatedAt = k + 1;
      }
      for (let q = 0; q < quantities.length; q++) {
        const qu = quantities[q] as SequenceQuantity;
        const v =
          qu.delta === undefined
            ? (qu.fromState as (c: Int32Array) => number)(c)
            : (running[qu.delta] as number);
        for (const base of (slots[q] as number[][])[k] as number[]) {
          const at = base + v;
          into[at] = (into[at] as number) + 1;
        }
      }
    }
    if (atOffset >= 0) into[atOffset + defeatedAt] = (into[atOffset + defeatedAt] as number) + 1;
  }
}
