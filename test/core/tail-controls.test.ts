import { describe, expect, it } from 'vitest';
import { simulateChunk } from '../../src/engine/core/montecarlo.ts';
import { histogramLayout, type Program, type ValuePath } from '../../src/engine/core/program.ts';
import { reportCounts } from '../../src/engine/core/report.ts';
import { seededRng } from '../../src/engine/core/rng.ts';
import type { ControlLayout } from '../../src/engine/core/tail-controls.ts';
import { tailEstimates } from '../../src/engine/core/tail-estimates.ts';
import { twoDice } from './two-dice.ts';

// Control variates of an averaged rest (core/tail-controls.ts). Two six-sided dice summed: the
// first sampled, the second averaged, and one decision before the first roll whose value is the
// expected sum, 7. After the first die v the rest's mean is v + 3.5, so the path's increment is
// v − 3.5 (mean 0), and a trial's P(sum ≥ 7 | v) = v/6 is linear in it: the regression
// estimate of P(sum ≥ 7) is then exact, 21/36, whatever the dice rolled. With the first die's
// face counts as covariates (five of them, mean 1/6 each), every P(sum ≥ k | v) is linear in
// them, so every estimate is exact.

/** The two dice, averaging the second, with a decision's value `first` and covariates. */
const program = (path: ValuePath | null, first = 7, faces = false): Program =>
  twoDice({ averaged: true, path, first, faces });

const newPath = (): ValuePath => ({ values: new Float64Array(1), length: 0 });
const exactAtLeast = (k: number): number => {
  let ways = 0;
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (a + b >= k) ways++;
  return ways / 36;
};

describe('control variates of the decisions’ values', () => {
  const trials = 3_000;
  const p = program(newPath());
  const counts = simulateChunk(p, seededRng(21), trials);
  const layout = histogramLayout(p);
  const tails = tailEstimates(counts, trials, layout, 13);
  const plainLayout = { ...layout, controls: null };
  const plain = tailEstimates(counts, trials, plainLayout, 13);

  it('keeps three sums per k beside the squares, and with covariates their sums', () => {
    // Two slots per square (its multiples of 2^21 and the remainder).
    expect(layout.controls?.at).toBe((layout.squares as number) + 2 * 13);
    // 13 tails and the mean, then the mean's squares.
    expect(layout.length).toBe((layout.squares as number) + 2 * 13 + 6 * 14 + 2);
    expect(histogramLayout(program(null)).controls).toBeNull();
    // Five covariates: their 5 sums and 15 products, then per k 5 + 6 + 2·5 sums.
    const both = histogramLayout(program(newPath(), 7, true));
    expect(both.length).toBe((both.squares as number) + 2 * 13 + 5 + 15 + 14 * 21 + 2);
  });

  it('with the first die’s faces as covariates, estimates every P(sum ≥ k) exactly', () => {
    for (const path of [newPath(), null]) {
      const q = program(path, 7, true);
      const c = simulateChunk(q, seededRng(8), 2_000);
      const e = tailEstimates(c, 2_000, histogramLayout(q), 13);
      for (let k = 0; k <= 12; k++) {
        expect(e.p[k], `≥ ${k}`).toBeCloseTo(exactAtLeast(k), 9);
        expect(e.variance[k], `≥ ${k}`).toBeLessThan(1e-12);
      }
    }
  });

  it('waits for ten trials a coefficient before it regresses (a partial result’s first trials)', () => {
    // Five covariates and the path: six coefficients and the mean, so 70 trials.
    const q = program(newPath(), 7, true);
    const layoutQ = histogramLayout(q);
    const plainQ = { ...layoutQ, controls: null };
    const few = simulateChunk(q, seededRng(12), 69);
    expect([...tailEstimates(few, 69, layoutQ, 13).p]).toEqual([
      ...tailEstimates(few, 69, plainQ, 13).p,
    ]);
    const enough = simulateChunk(q, seededRng(12), 70);
    expect(tailEstimates(enough, 70, layoutQ, 13).p[7]).toBeCloseTo(21 / 36, 9);
    expect(tailEstimates(enough, 70, plainQ, 13).p[7]).not.toBeCloseTo(21 / 36, 4);
  });

  it('gives the plain estimate when the covariates never vary', () => {
    // The second die's faces, read before it is rolled: always 0, so nothing to regress on.
    const q = program(null, 7, true);
    const averaged = q.averaged as NonNullable<Program['averaged']>;
    const idle: Program = {
      ...q,
      averaged: { ...averaged, covariates: { after: 1, slots: [8, 9], means: [0, 0] } },
    };
    const c = simulateChunk(idle, seededRng(9), 2_000);
    const e = tailEstimates(c, 2_000, histogramLayout(idle), 13);
    const plainE = tailEstimates(c, 2_000, { ...histogramLayout(idle), controls: null }, 13);
    for (let k = 0; k <= 12; k++) {
      expect(e.p[k]).toBe(plainE.p[k]);
      expect(e.variance[k]).toBe(plainE.variance[k]);
    }
  });

  it('estimates P(sum ≥ 7) exactly when a trial’s P(≥ 7) is linear in the increment', () => {
    expect(tails.p[7]).toBeCloseTo(21 / 36, 6);
    expect(tails.variance[7]).toBeLessThan(1e-10);
    // Without the controls: the first die's own noise.
    expect(Math.abs((plain.p[7] as number) - 21 / 36)).toBeGreaterThan(1e-4);
  });

  it('agrees with the exact tails and narrows every interval', () => {
    for (let k = 1; k <= 12; k++) {
      const se = Math.sqrt(tails.variance[k] as number);
      expect(Math.abs((tails.p[k] as number) - exactAtLeast(k)), `≥ ${k}`).toBeLessThan(
        5 * se + 1e-9,
      );
      expect(tails.variance[k] as number).toBeLessThanOrEqual(plain.variance[k] as number);
    }
    // Where a trial's P(≥ k) is far from linear in the first die the gain is smaller, not none.
    expect(tails.variance[10] as number).toBeLessThan(0.5 * (plain.variance[10] as number));
  });

  it('gives the mean an interval from its own regression: exact here, as the sum is v + 3.5', () => {
    // The mean's control is the plain increment, v − 3.5, and a trial's mean is 7 + it.
    expect(tails.meanVariance).toBeLessThan(1e-12);
    const sum = reportCounts(p, counts, trials)['sum'];
    const [lo, hi] = sum?.meanCi95 ?? [0, 0];
    // Only the widening every interval gets: 2 · 1.96 · 1.96 / (2 · 3,000).
    expect(hi - lo).toBeLessThan(1.3e-3);
    // The mean shown is the distribution's (the regressed tails), within noise of 7.
    expect(Math.abs((sum?.mean ?? 0) - 7)).toBeLessThan(0.05);
    // Without controls the interval is the distribution's spread over √n, far wider.
    expect(tailEstimates(counts, trials, plainLayout, 13).meanVariance).toBeNull();
  });

  it('reports a distribution: the regression estimates, tails that never rise', () => {
    const sum = reportCounts(p, counts, trials)['sum'];
    const pmf = sum?.pmf ?? [];
    expect(pmf.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    pmf.forEach((x) => expect(x).toBeGreaterThanOrEqual(0));
    expect(sum?.atLeast[7]).toBeCloseTo(tails.p[7] as number, 12);
    const [lo, hi] = sum?.atLeastCi95?.[7] ?? [0, 1];
    expect(hi - lo).toBeLessThan(0.01);
  });

  it('keeps sums that are exact in any order and any split of the trials', () => {
    // A value with no short binary form, so plain floating-point sums would differ by order.
    const odd = program(newPath(), Math.PI * 2.2);
    const whole = simulateChunk(odd, seededRng(5), 3_000);
    const rng = seededRng(5);
    const parts = [1_000, 1_700, 300].map((n) => simulateChunk(odd, rng, n));
    const add = (order: Float64Array[]) =>
      order.reduce((t, part) => t.map((x, i) => x + (part[i] as number)));
    expect([...add(parts)]).toEqual([...whole]);
    expect([...add([...parts].reverse())]).toEqual([...whole]);
    expect([...add([parts[1], parts[0], parts[2]] as Float64Array[])]).toEqual([...whole]);
  });

  it('empties the path after each trial: a trial with no decision adds no control', () => {
    const path = newPath();
    const base = program(path);
    const silent: Program = {
      ...base,
      steps: [{ kind: 'det', name: 'no decision', run: () => {} }, ...base.steps.slice(1)],
    };
    path.values[0] = 7;
    path.length = 1;
    const out = simulateChunk(silent, seededRng(2), 10);
    expect(path.length).toBe(0);
    // Only the first trial saw the stale value; every later one had an empty path.
    // (The last two slots, the means' squares, gain every trial's.)
    const c = histogramLayout(silent).controls as ControlLayout;
    const one = simulateChunk(program(newPath()), seededRng(2), 1);
    const sums = (h: Float64Array) => [...h.subarray(c.at, c.at + c.length - 2)];
    expect(sums(out)).toEqual(sums(one));
  });
});
