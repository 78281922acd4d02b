import { squareSum, type HistogramLayout } from './program.ts';
import { controlled, meanSquare } from './tail-controls.ts';

/** Estimates of P(first observable ≥ k), k = 0..buckets − 1, and their estimators' variances. */
export interface TailEstimates {
  readonly p: Float64Array;
  /** Infinity where nothing was sampled to estimate it from. */
  readonly variance: Float64Array;
  /** The trials that add to the histogram (all, less those in a known part). */
  readonly sampled: number;
  /**
   * With control sums (tail-controls.ts): the variance of the mean's own regression estimate,
   * known part mixed in as for the tails. Else null.
   */
  readonly meanVariance: number | null;
}

/**
 * Each P(first observable ≥ k) of a merged histogram of `trials` trials with its estimator's
 * variance: 0/1 trials give p(1 − p)/n; averaged trials (a MonteCarloStrategy's) the spread of their
 * P(≥ k), from the squares, regressed on their control variates where the histogram has them
 * (tail-controls.ts); a known part (KnownPart) is mixed in at its exact chance, the sampled
 * trials weighted by the rest (their variance by its square).
 */
export function tailEstimates(
  counts: ArrayLike<number>,
  trials: number,
  layout: HistogramLayout,
  buckets: number,
): TailEstimates {
  const { offsets, unit, squares, known, controls } = layout;
  const at = offsets[0] ?? 0;
  let units = 0;
  for (let k = 0; k < buckets; k++) units += counts[at + k] ?? 0;
  const sampled = known ? units / unit : trials;
  const q = known ? known.chance : 0;
  const v = known ? (known.values[0] ?? 0) : 0;
  const p = new Float64Array(buckets);
  const variance = new Float64Array(buckets);
  let tail = 0;
  for (let k = buckets - 1; k >= 0; k--) {
    tail += counts[at + k] ?? 0;
    const certain = known && v >= k ? q : 0;
    if (sampled === 0) {
      p[k] = known && v >= k ? 1 : 0;
      variance[k] = Infinity;
      continue;
    }
    const mean = tail / (unit * sampled);
    const square =
      squares === null ? mean : squareSum(counts, squares + 2 * k) / (unit * unit * sampled);
    const e =
      controls === null
        ? { p: mean, variance: Math.max(0, square - mean * mean) / sampled }
        : controlled(counts, controls, k, sampled, unit, mean, square);
    p[k] = (1 - q) * e.p + certain;
    variance[k] = (1 - q) * (1 - q) * e.variance;
  }
  let meanVariance: number | null = null;
  if (controls && sampled > 0) {
    let units = 0;
    for (let k = 1; k < buckets; k++) units += k * (counts[at + k] ?? 0);
    const mean = units / (unit * sampled);
    const square = meanSquare(counts, controls, sampled);
    const e = controlled(counts, controls, controls.meanRow, sampled, unit, mean, square);
    meanVariance = (1 - q) * (1 - q) * e.variance;
  }
  return { p, variance, sampled, meanVariance };
}
