import { histogramLayout, type Program } from './program.ts';
import type { Rng } from './rng.ts';
import { DiceSampler } from './sampler.ts';

/**
 * Monte Carlo executor: runs `trials` attacks over one reused scratch state, sampling each roll
 * step, and adds every observable's final value to the flat histogram `into`
 * (layout from `histogramLayout`). Allocates nothing per trial.
 */
export function simulateInto(program: Program, rng: Rng, trials: number, into: Uint32Array): void {
  const { offsets } = histogramLayout(program);
  const sampler = new DiceSampler(rng);
  const s = new Int32Array(program.init.length);
  const steps = program.steps.filter((st) => st.kind === 'roll' || st.canonical !== true);
  const nSteps = steps.length;
  const obsSlots = Int32Array.from(program.observables, (o) => o.slot);
  const obsOffsets = Int32Array.from(offsets);
  const nObs = obsSlots.length;
  for (let t = 0; t < trials; t++) {
    s.set(program.init);
    for (let i = 0; i < nSteps; i++) {
      const step = steps[i] as Program['steps'][number];
      if (step.kind === 'det') {
        step.run(s);
        continue;
      }
      const dice = step.dice;
      for (let d = 0; d < dice.length; d++) {
        const spec = dice[d] as (typeof dice)[number];
        const n = s[spec.pending] as number;
        if (n === 0) continue;
        s[spec.pending] = 0;
        sampler.roll(spec.die, n, s, spec.into);
      }
    }
    for (let k = 0; k < nObs; k++) {
      const at = (obsOffsets[k] as number) + (s[obsSlots[k] as number] as number);
      into[at] = (into[at] as number) + 1;
    }
  }
}

/** Runs one chunk of a seeded run and returns its histogram. */
export function simulateChunk(program: Program, rng: Rng, trials: number): Uint32Array {
  const out = new Uint32Array(histogramLayout(program).length);
  simulateInto(program, rng, trials, out);
  return out;
}
