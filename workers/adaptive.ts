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
