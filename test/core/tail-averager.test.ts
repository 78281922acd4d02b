import { describe, expect, it } from 'vitest';
import { simulateChunk } from '../../src/engine/core/montecarlo.ts';
import { histogramLayout, squareSum, type Program } from '../../src/engine/core/program.ts';
import { reportCounts } from '../../src/engine/core/report.ts';
import { seededRng } from '../../src/engine/core/rng.ts';
import {
  AveragedMonteCarlo,
  averagedTail,
  type AveragedTail,
} from '../../src/engine/imperial-assault/averaged-monte-carlo.ts';
import { adaptiveDone, marginLayout } from '../../workers/adaptive.ts';
import { twoDice } from './two-dice.ts';

// Conditional Monte Carlo (AveragedMonteCarlo): a trial samples the steps before `from` and adds
// the exact distribution of the rest. Two six-sided dice summed, the first sampled and the
// second averaged: what each trial adds is known by hand from the first die alone, so the
// histogram, its squares and the intervals are checked exactly against the first die's counts.

const learned: number[] = [];
// The second roll is averaged; what it does depends on nothing (key 0), the sum after it on
// the first die, which the trial's own state carries into the step after `until`.
const key = (s: Int32Array): number => {
  learned.push(s[15] as number);
  return 0;
};
const program = (averaged: boolean): Program => twoDice({ averaged, key });

describe('conditional Monte Carlo (an averaged rest)', () => {
  const trials = 5_000;
  const p = program(true);
  const counts = simulateChunk(p, seededRng(11), trials);
  const { offsets, unit, squares } = histogramLayout(p);
  const firsts = Array.from(
    { length: 7 },
    (_, v) => (counts[(offsets[1] as number) + v] ?? 0) / unit,
  );

  it('adds, per trial, the exact distribution of the rest in whole units', () => {
    expect(unit).toBe(6);
    expect(firsts.reduce((a, b) => a + b, 0)).toBe(trials);
    for (let sum = 0; sum <= 12; sum++) {
      let want = 0;
      for (let v = 1; v <= 6; v++) if (sum - v >= 1 && sum - v <= 6) want += firsts[v] as number;
      expect(counts[(offsets[0] as number) + sum], `sum ${sum}`).toBe(want);
    }
  });

  it('adds each trial’s P(sum ≥ k)² to the squares', () => {
    for (let k = 0; k <= 12; k++) {
      let want = 0;
      for (let v = 1; v <= 6; v++) {
        const ways = Math.max(0, Math.min(6, 7 + v - k));
        want += (firsts[v] as number) * ways * ways;
      }
      expect(squareSum(counts, (squares as number) + 2 * k), `≥ ${k}`).toBe(want);
    }
  });

  it('works the rest out once per key (the memo), not once per trial', () => {
    learned.length = 0;
    simulateChunk(program(true), seededRng(3), 1_000);
    // The key function runs every trial; the second roll is enumerated for the first only.
    expect(learned.length).toBe(1_000);
  });

  it('gives the same sums when its memo fills and starts over', () => {
    // A new key every trial: past the memo's size it is cleared and refilled (12,000 > 8,192).
    let n = 0;
    const base = program(true);
    const fresh: Program = {
      ...base,
      monteCarlo: new AveragedMonteCarlo({
        ...(averagedTail(base) as AveragedTail),
        key: () => n++,
      }),
    };
    expect([...simulateChunk(fresh, seededRng(4), 12_000)]).toEqual([
      ...simulateChunk(program(true), seededRng(4), 12_000),
    ]);
    expect(n).toBe(12_000);
  });

  it('gives the sampled run’s distribution with intervals from its own, smaller spread', () => {
    const plain = program(false);
    const sampled = reportCounts(plain, simulateChunk(plain, seededRng(11), trials), trials);
    const averaged = reportCounts(p, counts, trials);
    const exact = [1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1].map((w) => w / 36);
    [sampled, averaged].forEach((q) => {
      (q['sum']?.pmf ?? []).slice(2).forEach((x, i) => expect(x).toBeCloseTo(exact[i] ?? 0, 1));
    });
    // P(sum ≥ 7) = 21/36 both ways; averaged, a trial's P(≥ 7 | first die v) = v/6, of variance
    // 35/432 ≈ 0.081, against 21/36 · 15/36 ≈ 0.243 for 0/1 trials: an interval 0.58 as wide.
    const width = (q: typeof sampled) => {
      const [lo, hi] = q['sum']?.atLeastCi95?.[7] ?? [0, 1];
      return hi - lo;
    };
    expect(width(averaged) / width(sampled)).toBeGreaterThan(0.5);
    expect(width(averaged) / width(sampled)).toBeLessThan(0.65);
    const [lo, hi] = averaged['sum']?.atLeastCi95?.[7] ?? [0, 1];
    expect(lo).toBeLessThan(21 / 36);
    expect(hi).toBeGreaterThan(21 / 36);
  });

  it('stops an adaptive run on that spread: fewer trials for the same margin', () => {
    const needed = (q: Program, margin = marginLayout(q)): number => {
      const total = new Float64Array(histogramLayout(q).length);
      let n = 0;
      const rng = seededRng(5);
      while (!adaptiveDone(total, n, margin, 0.01)) {
        const part = simulateChunk(q, rng, 500);
        part.forEach((c, i) => (total[i] = (total[i] as number) + c));
        n += 500;
      }
      return n;
    };
    const sampledTrials = needed(program(false));
    const averagedTrials = needed(p);
    // ±0.01 needs 1.96² · 0.243 / 0.01² ≈ 9,300 0/1 trials (P(≥ 7) and P(≥ 8)), averaged
    // 1.96² · 0.081 / 0.01² ≈ 3,100.
    expect(sampledTrials).toBeGreaterThanOrEqual(9_000);
    expect(averagedTrials).toBeLessThan(0.5 * sampledTrials);
    // Read as 0/1 trials (no squares), the averaged histogram would need as many as sampling.
    expect(
      needed(p, { buckets: 13, layout: { ...histogramLayout(p), squares: null } }),
    ).toBeGreaterThan(0.9 * sampledTrials);
  });
});
