import { expect } from 'vitest';
import { runExact } from '../../src/engine/core/exact.ts';
import { histogramLayout, type Program } from '../../src/engine/core/program.ts';
import { reportCounts, reportExact } from '../../src/engine/core/report.ts';
import { simulateCounts } from '../../src/engine/core/run.ts';

/** 5 standard errors of a frequency with probability p over n trials, plus 1e-9 (DESIGN.md). */
export const tolerance = (p: number, n: number): number => 5 * Math.sqrt((p * (1 - p)) / n) + 1e-9;

/**
 * DESIGN.md "Testing" layer 2, for any game: every PMF bucket of a seeded Monte Carlo run lies
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
  const { offsets, length, unit, squares } = histogramLayout(program);
  expect(counts.length).toBe(length);
  const failures: string[] = [];
  program.observables.forEach((o, i) => {
    const pmf = pmfs[i] ?? new Float64Array(0);
    const at = offsets[i] ?? 0;
    expect(pmf.length, o.name).toBe(o.max + 1);
    const total = pmf.reduce((x, y) => x + y, 0);
    expect(Math.abs(total - 1), `${o.name}: exact PMF sums to 1`).toBeLessThan(1e-9);
    let seen = 0;
    for (let k = 0; k <= o.max; k++) {
      seen += counts[at + k] ?? 0;
      const c = (counts[at + k] ?? 0) / unit;
      const p = pmf[k] ?? 0;
      if (Math.abs(c / trials - p) > tolerance(p, trials))
        failures.push(`${o.name}[${k}]: exact ${p}, monte carlo ${c / trials}`);
    }
    // Whole units, so the sum is exact: `unit` per trial.
    expect(seen, `${o.name}: histogram holds every trial`).toBe(trials * unit);
    // An averaged program (conditional Monte Carlo): each P(≥ k) also within 5 of its own,
    // smaller, standard errors — the spread the adaptive stop and the intervals rely on.
    if (i !== 0 || squares === null) return;
    let exactTail = 0;
    let tail = 0;
    for (let k = o.max; k >= 0; k--) {
      exactTail += pmf[k] ?? 0;
      tail += (counts[at + k] ?? 0) / unit;
      const p = tail / trials;
      const spread = (counts[squares + k] ?? 0) / (unit * unit * trials) - p * p;
      // Widened as Wilson's interval is (z²/4n², z = 5), so a tail no trial reached may be > 0.
      const se = Math.sqrt(Math.max(0, spread) / trials + 25 / (4 * trials * trials));
      if (Math.abs(p - exactTail) > 5 * se + 1e-9)
        failures.push(`${o.name} ≥ ${k}: exact ${exactTail}, averaged ${p}, spread ${spread}`);
    }
  });
  const exact = reportExact(program, pmfs);
  const mc = reportCounts(program, counts, trials);
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
