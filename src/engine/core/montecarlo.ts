import { histogramLayout, type Program } from './program.ts';
import type { Rng } from './rng.ts';
import { DiceSampler } from './sampler.ts';
import { buildTrialLoop } from './trial-loop.ts';

/**
 * Monte Carlo executor: runs `trials` attacks over one reused scratch state, sampling each roll
 * step, and adds every observable's final value to the flat histogram `into`
 * (layout from `histogramLayout`). Allocates nothing per trial.
 */
export function simulateInto(program: Program, rng: Rng, trials: number, into: Uint32Array): void {
  const { offsets } = histogramLayout(program);
  const loop = buildTrialLoop(program, offsets, new DiceSampler(rng));
  loop(new Int32Array(program.init.length), into, trials);
}

/** Runs one chunk of a seeded run and returns its histogram. */
export function simulateChunk(program: Program, rng: Rng, trials: number): Uint32Array {
  const out = new Uint32Array(histogramLayout(program).length);
  simulateInto(program, rng, trials, out);
  return out;
}
