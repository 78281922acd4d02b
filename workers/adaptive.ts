import { wilson95 } from '../src/engine/index.ts';

/**
 * Adaptive stopping: true once the 95% interval of every P(wounds ≥ k) is narrower than ±eps.
 * `counts` is the merged flat histogram; wounds are its first `buckets` entries.
 */
export function adaptiveDone(
  counts: Float64Array,
  trials: number,
  buckets: number,
  eps: number,
): boolean {
  let tail = 0;
  for (let k = buckets - 1; k >= 1; k--) {
    tail += counts[k] as number;
    const [lo, hi] = wilson95(tail, trials);
    if ((hi - lo) / 2 >= eps) return false;
  }
  return true;
}

/** z of a two-sided 95% interval. */
const Z95 = 1.959963984540054;

/**
 * How far an adaptive run is, for its progress bar: the trials done over the trials the widest
 * P(wounds ≥ k) so far needs for ±eps (normal approximation: z²·p(1 − p)/eps²), below 1 until
 * adaptiveDone says the run is over. Before any trial, 0.
 */
export function adaptiveProgress(
  counts: Float64Array,
  trials: number,
  buckets: number,
  eps: number,
): number {
  if (trials === 0) return 0;
  let tail = 0;
  let spread = 0;
  for (let k = buckets - 1; k >= 1; k--) {
    tail += counts[k] as number;
    const p = tail / trials;
    spread = Math.max(spread, p * (1 - p));
  }
  const needed = (Z95 * Z95 * spread) / (eps * eps);
  return Math.min(0.99, trials / Math.max(needed, trials + 1));
}
