import { describe, expect, it, vi } from 'vitest';
import { simulateChunk } from '../../src/engine/core/montecarlo.ts';
import { histogramLayout, type Program } from '../../src/engine/core/program.ts';
import { seededRng } from '../../src/engine/core/rng.ts';
import { DiceSampler } from '../../src/engine/core/sampler.ts';
import { buildTrialLoop } from '../../src/engine/core/trial-loop.ts';
import { benchScenario, compiled, goldenScenarios } from './helpers.ts';

const CORPS = benchScenario('corps-fire');
const HEAVY = benchScenario('heavy-hitter');
const GUARDIAN = benchScenario('guardian');
const LARGE = benchScenario('large-pool');
const GOLDEN = goldenScenarios();

describe('trial loop: generated code and the interpreted fallback agree', () => {
  interface LoopRun {
    counts: Float64Array;
    rngState: readonly number[];
    name: string;
  }

  /** Runs buildTrialLoop's loop; with `fallback`, code generation (new Function) is refused. */
  function runBuiltLoop(program: Program, seed: number, trials: number, fallback: boolean) {
    const { offsets, length } = histogramLayout(program);
    const sampler = new DiceSampler(seededRng(seed));
    let refused = 0;
    if (fallback) {
      // What a strict Content-Security-Policy does to `new Function`.
      vi.stubGlobal('Function', function refuse(): never {
        refused++;
        throw new EvalError('Code generation from strings disallowed for this context');
      });
    }
    let loop: ReturnType<typeof buildTrialLoop>;
    try {
      loop = buildTrialLoop(program, offsets);
    } finally {
      vi.unstubAllGlobals();
    }
    expect(refused).toBe(fallback ? 1 : 0);
    const counts = new Float64Array(length);
    loop(new Int32Array(program.init.length), counts, trials, sampler);
    const run: LoopRun = {
      counts,
      rngState: sampler.rng.getState(),
      name: loop.name,
    };
    return run;
  }

  /** An independent interpreter over DiceSampler (optionally running canonical steps too). */
  function sampledLoop(program: Program, seed: number, trials: number, canonical: boolean) {
    const { offsets, length } = histogramLayout(program);
    const sampler = new DiceSampler(seededRng(seed));
    const counts = new Float64Array(length);
    const s = new Int32Array(program.init.length);
    for (let t = 0; t < trials; t++) {
      s.set(program.init);
      for (const step of program.steps) {
        if (step.kind === 'det') {
          if (canonical || step.canonical !== true) step.run(s);
          continue;
        }
        for (const spec of step.dice) {
          const n = s[spec.pending] as number;
          if (n === 0) continue;
          s[spec.pending] = 0;
          sampler.roll(spec.die, n, s, spec.into);
        }
      }
      program.observables.forEach((o, k) => {
        const at = (offsets[k] ?? 0) + (s[o.slot] as number);
        counts[at] = (counts[at] as number) + 1;
      });
    }
    const run: LoopRun = {
      counts,
      rngState: sampler.rng.getState(),
      name: 'reference',
    };
    return run;
  }

  const all: [string, Record<string, unknown>][] = [
    ['corps-fire', CORPS],
    ['heavy-hitter', HEAVY],
    ['guardian', GUARDIAN],
    ['large-pool', LARGE],
    ...GOLDEN.map((g): [string, Record<string, unknown>] => [g.name, g.scenario]),
  ];

  it.each(all)('%s', (_name, scenario) => {
    const program = compiled(scenario);
    const trials = 3_000;
    for (const seed of [1, 0x5eed_2025, -7]) {
      const generated = runBuiltLoop(program, seed, trials, false);
      const interpreted = runBuiltLoop(program, seed, trials, true);
      expect(generated.name).toBe('trials');
      expect(interpreted.name).not.toBe('trials');
      expect(interpreted).toEqual({ ...generated, name: interpreted.name });
      // The public chunk entry point is the generated loop; an independent interpreter over
      // DiceSampler draws exactly the same faces.
      expect(simulateChunk(program, seededRng(seed), trials)).toEqual(generated.counts);
      const sampled = sampledLoop(program, seed, trials, false);
      expect(sampled).toEqual({ ...generated, name: 'reference' });
      // Canonical steps only rename state for the exact executor: running them changes nothing.
      expect(sampledLoop(program, seed, trials, true).counts).toEqual(generated.counts);
    }
  });
});
