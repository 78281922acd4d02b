import { expect } from 'vitest';
import { runExact } from '../../src/engine/core/exact.ts';
import { histogramLayout, type Program } from '../../src/engine/core/program.ts';
import { reportCounts, reportExact } from '../../src/engine/core/report.ts';
import { simulateCounts } from '../../src/engine/core/run.ts';
import { tailEstimates } from '../../src/engine/core/tail-estimates.ts';

/** 5 standard errors of a frequency with probability p over n trials, plus 1e-9 (docs/testing.md "Testing, in layers" 2). */
export const tolerance = (p: number, n: number): number => 5 * Math.sqrt((p * (1 - p)) / n) + 1e-9;

/**
 * docs/testing.md "Testing, in layers" 2, for any game: every PMF bucket of a seeded Monte Carlo run lies
 * within 5 standard errors (+1e-9) of the exact value, for every observable and every derived
 * quantity (through the same reports the user sees). Also checks that each exact PMF has its
 * declared size and sums to 1, and that each histogram holds every trial.
 */
export function expectExactAndMonteCarloAgree(
  program: Program,
  trials: number,
  seed: number,
): void {
  const pmfs = runExact(program);
  const counts = simulateCounts(program, trials, seed);
  const layout = histogramLayout(program);
  const { offsets, length, unit, known } = layout;
  expect(counts.length).toBe(length);
  const exact = reportExact(program, pmfs);
  const mc = reportCounts(program, counts, trials);
  const failures: string[] = [];
  let held = -1;
  program.observables.forEach((o, i) => {
    const pmf = pmfs[i] ?? new Float64Array(0);
    const at = offsets[i] ?? 0;
    expect(pmf.length, o.name).toBe(o.max + 1);
    const total = pmf.reduce((x, y) => x + y, 0);
    expect(Math.abs(total - 1), `${o.name}: exact PMF sums to 1`).toBeLessThan(1e-9);
    let seen = 0;
    for (let k = 0; k <= o.max; k++) seen += counts[at + k] ?? 0;
    // Whole units, so the sum is exact: `unit` per trial, less the trials a known part took.
    if (known) {
      expect(seen % unit, `${o.name}: whole trials`).toBe(0);
      expect(seen, `${o.name}: at most every trial`).toBeLessThanOrEqual(trials * unit);
      if (held >= 0) expect(seen, `${o.name}: the same trials as the others`).toBe(held);
      held = seen;
    } else expect(seen, `${o.name}: histogram holds every trial`).toBe(trials * unit);
    const got = mc[o.name]?.pmf ?? [];
    for (let k = 0; k <= o.max; k++) {
      const p = pmf[k] ?? 0;
      if (Math.abs((got[k] ?? 0) - p) > tolerance(p, trials))
        failures.push(`${o.name}[${k}]: exact ${p}, monte carlo ${got[k] ?? 0}`);
    }
    // An averaged program (conditional Monte Carlo, a known part): each P(≥ k) also within 5 of
    // its estimator's own, smaller, standard errors — what the adaptive stop and the intervals
    // rely on — widened as Wilson's interval is (z²/4n², z = 5) for a tail no trial reached.
    if (i !== 0 || (layout.squares === null && !known)) return;
    const tails = tailEstimates(counts, trials, layout, o.max + 1);
    // With control sums the mean has its own, far narrower, interval: the report's mean within
    // 5 of its standard errors too (widened as the tails' are).
    if (tails.meanVariance !== null) {
      const exactMean = pmf.reduce((m, x, k) => m + k * x, 0);
      const got = mc[o.name]?.mean ?? NaN;
      const se = Math.sqrt(tails.meanVariance + 25 / (4 * trials * trials));
      if (!(Math.abs(got - exactMean) <= 5 * se + 1e-9))
        failures.push(`${o.name} mean: exact ${exactMean}, averaged ${got}, se ${se}`);
    }
    let exactTail = 0;
    for (let k = o.max; k >= 0; k--) {
      exactTail += pmf[k] ?? 0;
      const p = tails.p[k] as number;
      const se = Math.sqrt((tails.variance[k] as number) + 25 / (4 * trials * trials));
      if (Math.abs(p - exactTail) > 5 * se + 1e-9)
        failures.push(`${o.name} ≥ ${k}: exact ${exactTail}, averaged ${p}, se ${se}`);
    }
  });
  for (const d of program.derived) {
    const pe = exact[d.name]?.pmf ?? [];
    const pm = mc[d.name]?.pmf ?? [];
    for (let k = 0; k < Math.max(pe.length, pm.length); k++) {
      const p = pe[k] ?? 0;
      if (Math.abs((pm[k] ?? 0) - p) > tolerance(p, trials))
        failures.push(`${d.name}[${k}]: exact ${p}, monte carlo ${pm[k] ?? 0}`);
    }
  }
  expect(failures).toEqual([]);
}
