import { describe, expect, it } from 'vitest';
import { simulateInto } from '../../src/engine/core/montecarlo.ts';
import { histogramLayout } from '../../src/engine/core/program.ts';
import { seededRng } from '../../src/engine/core/rng.ts';
import { runForBudget, type Pace } from '../../workers/budgeted-run.ts';
import { benchScenario, compiled, goldenScenarios } from './helpers.ts';

// A worker runs a task in slices and answers once its time budget is spent: the slices must use
// the generator exactly as one run over all the trials does, so where they fall (which depends
// on timing) never changes a count. The clock is a fake here: each reading advances it.

const SCENARIOS: [string, unknown][] = [
  ['corps-fire', benchScenario('corps-fire')],
  ['heavy-hitter', benchScenario('heavy-hitter')],
  ['large-pool', benchScenario('large-pool')],
  ...goldenScenarios()
    .filter((g) => /shields|uncanny|guardian/.test(g.name))
    .map((g): [string, unknown] => [g.name, g.scenario]),
  [
    'imperial-assault, 2/2 rerolls',
    {
      v: 1,
      game: 'imperial-assault',
      distance: 3,
      attacker: { dice: { red: 1, blue: 1, green: 1, yellow: 1 }, rerolls: 2 },
      defender: { dice: { black: 1, white: 1 }, rerolls: 2, health: 8 },
    },
  ],
];

/** A clock that moves `step` ms at every reading. */
const ticking = (step: number): (() => number) => {
  let t = 0;
  return () => (t += step);
};

describe('runForBudget', () => {
  it.each(SCENARIOS)('%s: sliced runs and continuations equal one whole run', (_n, scenario) => {
    const program = compiled(scenario);
    const length = histogramLayout(program).length;
    const trials = 5_000;
    const whole = new Float64Array(length);
    const wholeRng = seededRng(42);
    simulateInto(program, wholeRng, trials, whole);

    for (const step of [0.001, 0.3, 2, 50]) {
      const counts = new Float64Array(length);
      const rng = seededRng(42);
      const pace: Pace = { trialsPerMs: 0 };
      let done = 0;
      let calls = 0;
      // A task at a time, each from where the last one stopped, as the pool sends them.
      while (done < trials) {
        const n = runForBudget(program, rng, trials - done, 20, counts, pace, ticking(step));
        expect(n).toBeGreaterThanOrEqual(1);
        done += n;
        calls++;
      }
      expect(done, `clock step ${step}`).toBe(trials);
      expect(counts, `clock step ${step}`).toEqual(whole);
      expect(rng.getState(), `clock step ${step}`).toEqual(wholeRng.getState());
      // A slow clock cuts the run into several tasks; a fast one runs it in one.
      if (step >= 2) expect(calls).toBeGreaterThan(1);
      if (step === 0.001) expect(calls).toBe(1);
    }
  });

  it('answers after about its budget, however slow each trial is', () => {
    const program = compiled(benchScenario('corps-fire'));
    const counts = new Float64Array(histogramLayout(program).length);
    // Every reading is 5 ms later: a slice of any size "takes" 5 ms.
    const n = runForBudget(
      program,
      seededRng(1),
      1_000_000,
      12,
      counts,
      { trialsPerMs: 0 },
      ticking(5),
    );
    // Readings at 5 (start), 10/15 (slice 1), 20/25 (slice 2): 20 ms > 12 ms, so it stops.
    expect(n).toBeLessThan(1_000_000);
    expect(n).toBeGreaterThanOrEqual(1);
    expect(counts.slice(0, program.observables[0]!.max + 1).reduce((a, b) => a + b, 0)).toBe(n);
  });

  it('learns the pace, and the next task starts from it', () => {
    const program = compiled(benchScenario('corps-fire'));
    const counts = new Float64Array(histogramLayout(program).length);
    const pace: Pace = { trialsPerMs: 0 };
    runForBudget(program, seededRng(1), 100_000, 10, counts, pace, ticking(1));
    expect(pace.trialsPerMs).toBeGreaterThan(0);
    // Known pace: one slice of pace × budget trials, then the budget is spent.
    const fixed: Pace = { trialsPerMs: 300 };
    const n = runForBudget(program, seededRng(1), 100_000, 10, counts, fixed, ticking(6));
    expect(n).toBe(3_000);
  });
});
