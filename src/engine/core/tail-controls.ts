import type { ValuePath } from './program.ts';

/**
 * Sums kept per k in a histogram's controls (HistogramLayout.controls): Σ C, Σ C² and Σ P·C,
 * each as a whole part and a part in steps of 2^-20 — every term a whole number of steps, so
 * the sums are exact in any order (a run's answer never depends on how its chunks were split
 * or merged) up to 10^9 trials.
 */
export const CONTROL_SLOTS = 6;

const STEPS = 2 ** 20;

/**
 * How near the threshold a decision's value must be for its increment to count: 1.5 damage
 * (Imperial Assault, issue 17's pools: the widest P(≥ k)'s spread fell 1.84 times at 1.5, 1.79
 * at 1 and 2, 1.57 with the plain increments).
 */
const SIGMA = 1.5;

/**
 * Control variates for an averaged trial's P(first observable ≥ k). Along a trial, the values
 * of its decisions (ValuePath) and then the mean of its averaged rest are a martingale: each
 * increment has mean 0 given what came before, so any weight fixed before it keeps that.
 * C_k weights each increment by how near its starting value is to k − ½ (a Gaussian bump):
 * the rolls that move the value across the threshold are what moves P(≥ k). Regressing the
 * trials' P(≥ k) on C_k (controlled) removes the part of their spread the rolls of the
 * decisions explain; the estimate stays unbiased whatever the weight.
 */
export class TailControls {
  /** The trial's values, then the increments from each. */
  private readonly from: Float64Array;
  private readonly step: Float64Array;
  private count = 0;

  constructor(capacity: number) {
    this.from = new Float64Array(capacity + 1);
    this.step = new Float64Array(capacity + 1);
  }

  /** Starts a trial: its decisions' values (`path`) and its averaged rest's `mean`. */
  begin(path: ValuePath, mean: number): void {
    const n = path.length;
    for (let i = 0; i < n; i++) {
      const v = path.values[i] as number;
      this.from[i] = v;
      this.step[i] = (i + 1 < n ? (path.values[i + 1] as number) : mean) - v;
    }
    this.count = n;
  }

  /** Adds C_k, C_k² and p·C_k of the trial begun (p its P(≥ k)) at `at` in `into`. */
  add(into: Float64Array, at: number, k: number, p: number): void {
    let c = 0;
    const mid = k - 0.5;
    for (let i = 0; i < this.count; i++) {
      const d = (this.from[i] as number) - mid;
      c += (this.step[i] as number) * Math.exp((-d * d) / (2 * SIGMA * SIGMA));
    }
    if (c === 0) return;
    addExact(into, at, c);
    addExact(into, at + 2, c * c);
    addExact(into, at + 4, p * c);
  }
}

function addExact(into: Float64Array, at: number, x: number): void {
  const q = Math.round(x * STEPS);
  const whole = Math.floor(q / STEPS);
  into[at] = (into[at] as number) + whole;
  into[at + 1] = (into[at + 1] as number) + (q - whole * STEPS);
}

function readExact(counts: ArrayLike<number>, at: number): number {
  return (counts[at] ?? 0) + (counts[at + 1] ?? 0) / STEPS;
}

/**
 * The regression estimate of P(≥ k) from n trials, with its variance: `p` and `square` the
 * mean of the trials' P(≥ k) and of its square, the control sums of k at `at` in `counts`.
 * With β = cov(P, C)/var(C): p − β·mean(C), variance (var(P) − β·cov(P, C))/n.
 */
export function controlled(
  counts: ArrayLike<number>,
  at: number,
  n: number,
  p: number,
  square: number,
): { readonly p: number; readonly variance: number } {
  const plain = Math.max(0, square - p * p);
  const c = readExact(counts, at) / n;
  const vc = readExact(counts, at + 2) / n - c * c;
  const cov = readExact(counts, at + 4) / n - p * c;
  // Too few trials to fit β, or nothing to fit: the plain mean.
  if (n < 3 || !(vc > 1e-12)) return { p, variance: plain / n };
  const beta = cov / vc;
  return { p: p - beta * c, variance: Math.max(0, plain - beta * cov) / n };
}
