/** What the user sees for one tracked quantity (docs/scenario.md "The result"). */
export interface Summary {
  pmf: number[];
  mean: number;
  sd: number;
  median: number;
  /** atLeast[k] = P(value >= k). */
  atLeast: number[];
  /** Monte Carlo only: 95% Wilson intervals for each pmf bucket, each atLeast and the mean. */
  ci95?: [number, number][];
  atLeastCi95?: [number, number][];
  meanCi95?: [number, number];
}

function trimmed(pmf: ArrayLike<number>): number[] {
  let n = pmf.length;
  while (n > 1 && (pmf[n - 1] ?? 0) === 0) n--;
  return Array.from({ length: n }, (_, k) => pmf[k] ?? 0);
}

/** Mean, sd, median and tail probabilities of a PMF over 0, 1, 2, …. */
export function summarize(pmfIn: ArrayLike<number>): Summary {
  const pmf = trimmed(pmfIn);
  let mean = 0;
  let second = 0;
  pmf.forEach((p, k) => {
    mean += k * p;
    second += k * k * p;
  });
  const atLeast = new Array<number>(pmf.length);
  let tail = 0;
  for (let k = pmf.length - 1; k >= 0; k--) {
    tail += pmf[k] ?? 0;
    atLeast[k] = Math.min(1, tail);
  }
  atLeast[0] = 1;
  let median = 0;
  let cdf = 0;
  for (let k = 0; k < pmf.length; k++) {
    cdf += pmf[k] ?? 0;
    if (cdf >= 0.5 - 1e-12) {
      median = k;
      break;
    }
  }
  return { pmf, mean, sd: Math.sqrt(Math.max(0, second - mean * mean)), median, atLeast };
}

/** z of a two-sided 95% interval. */
export const Z95 = 1.959963984540054;

/** 95% Wilson score interval for a proportion seen `hits` times in `n` trials. */
export function wilson95(hits: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const p = hits / n;
  const z2 = Z95 * Z95;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (Z95 * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  return [hits === 0 ? 0 : Math.max(0, centre - half), hits === n ? 1 : Math.min(1, centre + half)];
}

/**
 * 95% interval for an estimate x of n trials with its estimator's variance (conditional Monte
 * Carlo, core/tail-estimates.ts): the normal interval, widened as Wilson's is (z²/2n) so that
 * no run claims certainty.
 */
export function normalInterval95(x: number, variance: number, n: number): [number, number] {
  const half = Z95 * Math.sqrt(variance + (Z95 * Z95) / (4 * n * n));
  return [x - half, x + half];
}

/** normalInterval95 of a probability p, within [0, 1] ([0, 1] itself before any trial). */
export function interval95(p: number, variance: number, n: number): [number, number] {
  if (n === 0 || !Number.isFinite(variance)) return [0, 1];
  const [lo, hi] = normalInterval95(p, variance, n);
  return [Math.max(0, lo), Math.min(1, hi)];
}

/** Summary of a Monte Carlo histogram (counts per value), with 95% intervals. */
export function summarizeCounts(counts: ArrayLike<number>, trials: number): Summary {
  const pmf = Array.from({ length: counts.length }, (_, k) => (counts[k] ?? 0) / trials);
  const base = summarize(pmf);
  const n = base.pmf.length;
  const c = Array.from({ length: n }, (_, k) => counts[k] ?? 0);
  const tails = new Array<number>(n);
  let tail = 0;
  for (let k = n - 1; k >= 0; k--) tails[k] = tail += c[k] ?? 0;
  const half = trials > 0 ? (Z95 * base.sd) / Math.sqrt(trials) : Infinity;
  return {
    ...base,
    ci95: c.map((x) => wilson95(x, trials)),
    atLeastCi95: tails.map((x) => wilson95(x, trials)),
    meanCi95: [base.mean - half, base.mean + half],
  };
}
