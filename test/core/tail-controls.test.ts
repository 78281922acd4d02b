import { describe, expect, it } from 'vitest';
import { simulateChunk } from '../../src/engine/core/montecarlo.ts';
import { histogramLayout, type Program } from '../../src/engine/core/program.ts';
import { reportCounts } from '../../src/engine/core/report.ts';
import { seededRng } from '../../src/engine/core/rng.ts';
import { tailEstimates } from '../../src/engine/core/tail-estimates.ts';
import {
  AveragedMonteCarlo,
  averagedTail,
  type AveragedTail,
} from '../../src/engine/imperial-assault/averaged-monte-carlo.ts';
import { twoDice } from './two-dice.ts';

// Control variates of an averaged rest (core/tail-controls.ts). Two six-sided dice summed: the
// first sampled, the second averaged. A trial's P(sum ≥ k | first die v) is a function of v,
// so it is linear in the first die's face counts (five of them, mean 1/6 each; the sixth is
// one less the others): with them as covariates every estimate is exact, whatever the dice
// rolled. With only faces 5 and 6 as covariates the regression explains part of the spread.

const all = (): Program => twoDice({ averaged: true, faces: true });
const none = (): Program => twoDice({ averaged: true });
/** Covariates: the first die showing 5, showing 6 (mean 1/6 each). */
const high = (): Program => {
  const p = none();
  const averaged = averagedTail(p) as AveragedTail;
  return {
    ...p,
    monteCarlo: new AveragedMonteCarlo({
      ...averaged,
      covariates: { after: 0, slots: [5, 6], means: [1 / 6, 1 / 6] },
    }),
  };
};

const exactAtLeast = (k: number): number => {
  let ways = 0;
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (a + b >= k) ways++;
  return ways / 36;
};

describe('control variates of the first roll’s faces', () => {
  const trials = 3_000;
  const p = high();
  const counts = simulateChunk(p, seededRng(21), trials);
  const layout = histogramLayout(p);
  const tails = tailEstimates(counts, trials, layout, 13);
  const plainLayout = { ...layout, controls: null };
  const plain = tailEstimates(counts, trials, plainLayout, 13);

  it('keeps the covariates’ sums and products, and per k their sums with P(≥ k)', () => {
    // Two slots per square (its multiples of 2^21 and the remainder).
    expect(layout.controls?.at).toBe((layout.squares as number) + 2 * 13);
    // Two covariates: their 2 sums and 3 products, then 2 per row (13 tails and the mean),
    // then the mean's squares.
    expect(layout.length).toBe((layout.squares as number) + 2 * 13 + 2 + 3 + 14 * 2 + 2);
    expect(histogramLayout(none()).controls).toBeNull();
    const five = histogramLayout(all());
    expect(five.length).toBe((five.squares as number) + 2 * 13 + 5 + 15 + 14 * 5 + 2);
  });

  it('with every face of the first die as covariates, estimates every P(sum ≥ k) exactly', () => {
    const q = all();
    const c = simulateChunk(q, seededRng(8), 2_000);
    const e = tailEstimates(c, 2_000, histogramLayout(q), 13);
    for (let k = 0; k <= 12; k++) {
      expect(e.p[k], `≥ ${k}`).toBeCloseTo(exactAtLeast(k), 9);
      expect(e.variance[k], `≥ ${k}`).toBeLessThan(1e-12);
    }
    // And the mean, 7, with its own regression's interval.
    expect(e.meanVariance).toBeLessThan(1e-12);
    const sum = reportCounts(q, c, 2_000)['sum'];
    expect(sum?.mean).toBeCloseTo(7, 9);
    const [lo, hi] = sum?.meanCi95 ?? [0, 0];
    // Only the widening every interval gets: 2 · 1.96 · 1.96 / (2 · 2,000).
    expect(hi - lo).toBeLessThan(2e-3);
  });

  it('waits for ten trials a coefficient before it regresses (a partial result’s first trials)', () => {
    // Five covariates and the mean: six coefficients, so 60 trials.
    const q = all();
    const layoutQ = histogramLayout(q);
    const plainQ = { ...layoutQ, controls: null };
    const few = simulateChunk(q, seededRng(12), 59);
    expect([...tailEstimates(few, 59, layoutQ, 13).p]).toEqual([
      ...tailEstimates(few, 59, plainQ, 13).p,
    ]);
    const enough = simulateChunk(q, seededRng(12), 60);
    expect(tailEstimates(enough, 60, layoutQ, 13).p[7]).toBeCloseTo(21 / 36, 9);
    expect(tailEstimates(enough, 60, plainQ, 13).p[7]).not.toBeCloseTo(21 / 36, 4);
  });

  it('gives the plain estimate when the covariates never vary', () => {
    // The second die's faces, read before it is rolled: always 0, so nothing to regress on.
    const q = none();
    const averaged = averagedTail(q) as AveragedTail;
    const idle: Program = {
      ...q,
      monteCarlo: new AveragedMonteCarlo({
        ...averaged,
        covariates: { after: 1, slots: [8, 9], means: [0, 0] },
      }),
    };
    const c = simulateChunk(idle, seededRng(9), 2_000);
    const e = tailEstimates(c, 2_000, histogramLayout(idle), 13);
    const plainE = tailEstimates(c, 2_000, { ...histogramLayout(idle), controls: null }, 13);
    for (let k = 0; k <= 12; k++) {
      expect(e.p[k]).toBe(plainE.p[k]);
      expect(e.variance[k]).toBe(plainE.variance[k]);
    }
  });

  it('agrees with the exact tails and narrows every interval, where the faces explain part', () => {
    for (let k = 1; k <= 12; k++) {
      const se = Math.sqrt(tails.variance[k] as number);
      expect(Math.abs((tails.p[k] as number) - exactAtLeast(k)), `≥ ${k}`).toBeLessThan(
        5 * se + 1e-9,
      );
      expect(tails.variance[k] as number).toBeLessThanOrEqual(plain.variance[k] as number);
    }
    // P(sum ≥ 12 | v) is 1/6 on a 6 and 0 else: linear in the covariates, so exact.
    expect(tails.p[12]).toBeCloseTo(1 / 36, 9);
    // P(sum ≥ 7 | v) = v/6: faces 5 and 6 explain part of its spread, not all.
    expect(tails.variance[7] as number).toBeLessThan(0.5 * (plain.variance[7] as number));
    expect(tails.variance[7] as number).toBeGreaterThan(1e-6);
  });

  it('reports a distribution: the regression estimates, tails that never rise', () => {
    const sum = reportCounts(p, counts, trials)['sum'];
    const pmf = sum?.pmf ?? [];
    expect(pmf.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    pmf.forEach((x) => expect(x).toBeGreaterThanOrEqual(0));
    expect(sum?.atLeast[7]).toBeCloseTo(tails.p[7] as number, 12);
    const [lo, hi] = sum?.atLeastCi95?.[7] ?? [0, 1];
    expect(hi - lo).toBeLessThan(0.03);
  });

  it('keeps sums that are exact in any order and any split of the trials', () => {
    // The means' squares, (v + 3.5)², are not whole: plain floating-point sums would differ.
    const q = all();
    const whole = simulateChunk(q, seededRng(5), 3_000);
    const rng = seededRng(5);
    const parts = [1_000, 1_700, 300].map((n) => simulateChunk(q, rng, n));
    const add = (order: Float64Array[]) =>
      order.reduce((t, part) => t.map((x, i) => x + (part[i] as number)));
    expect([...add(parts)]).toEqual([...whole]);
    expect([...add([...parts].reverse())]).toEqual([...whole]);
    expect([...add([parts[1], parts[0], parts[2]] as Float64Array[])]).toEqual([...whole]);
  });
});
