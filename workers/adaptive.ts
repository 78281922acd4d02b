import {
  chunkGenerators,
  histogramLayout,
  interval95,
  simulateChunk,
  tailEstimates,
  type HistogramLayout,
  type Program,
  wilson95,
  Z95,
} from '../src/engine/index.ts';

/**
 * What the margin reads of a flat histogram: its layout, and how many buckets the first
 * observable (wounds) has.
 */
export interface MarginLayout {
  readonly buckets: number;
  readonly layout: HistogramLayout;
}

/** The margin layout of a program's histograms. */
export function marginLayout(program: Program): MarginLayout {
  return { buckets: (program.observables[0]?.max ?? 0) + 1, layout: histogramLayout(program) };
}

/** A histogram of 0/1 trials whose wounds are its first `buckets` entries. */
export const plainMargin = (buckets: number): MarginLayout => ({
  buckets,
  layout: { offsets: [0], length: buckets, unit: 1, squares: null, known: null, controls: null },
});

/**
 * Half the 95% interval of each P(wounds ≥ k): Wilson's for 0/1 trials, else from the
 * estimator's own variance (tailEstimates; an averaged program, a known part).
 */
function halfWidths(counts: Float64Array, trials: number, m: MarginLayout): Float64Array {
  const half = new Float64Array(m.buckets);
  if (m.layout.squares === null && m.layout.known === null && m.layout.unit === 1) {
    let tail = 0;
    for (let k = m.buckets - 1; k >= 0; k--) {
      tail += counts[k] as number;
      const [lo, hi] = wilson95(tail, trials);
      half[k] = (hi - lo) / 2;
    }
    return half;
  }
  const { p, variance } = tailEstimates(counts, trials, m.layout, m.buckets);
  for (let k = 0; k < m.buckets; k++) {
    const [lo, hi] = interval95(p[k] as number, variance[k] as number, trials);
    half[k] = (hi - lo) / 2;
  }
  return half;
}

/**
 * Adaptive stopping: true once the 95% interval of every P(wounds ≥ k), k ≥ 1, is narrower
 * than ±eps. `counts` is the merged flat histogram (layout `m`).
 */
export function adaptiveDone(
  counts: Float64Array,
  trials: number,
  m: MarginLayout,
  eps: number,
): boolean {
  const half = halfWidths(counts, trials, m);
  for (let k = 1; k < m.buckets; k++) if ((half[k] as number) >= eps) return false;
  return true;
}

/**
 * The trials the widest P(wounds ≥ k), k ≥ 1, so far needs for ±eps (normal approximation:
 * z²·n·variance/eps², the variance of the estimate from n trials); Infinity before any trial
 * could tell.
 */
export function adaptiveNeeded(
  counts: Float64Array,
  trials: number,
  m: MarginLayout,
  eps: number,
): number {
  if (trials === 0) return Infinity;
  const { variance } = tailEstimates(counts, trials, m.layout, m.buckets);
  let spread = 0;
  for (let k = 1; k < m.buckets; k++) spread = Math.max(spread, (variance[k] as number) * trials);
  return (Z95 * Z95 * spread) / (eps * eps);
}

/**
 * How far an adaptive run is, for its progress bar: the trials done over the trials it looks
 * like needing (adaptiveNeeded), below 1 until adaptiveDone says the run is over. Before any
 * trial, 0.
 */
export function adaptiveProgress(
  counts: Float64Array,
  trials: number,
  m: MarginLayout,
  eps: number,
): number {
  const needed = adaptiveNeeded(counts, trials, m, eps);
  if (!Number.isFinite(needed)) return 0;
  return Math.min(0.99, trials / Math.max(needed, trials + 1));
}

/**
 * A seeded adaptive run on this thread, as the pool runs it: chunk after chunk of `chunkTrials`
 * (chunk k from the generator after k jumps) until adaptiveDone, or until `more` says stop.
 * Returns the merged flat histogram and its trials.
 */
export function adaptiveRunHere(
  program: Program,
  seed: number,
  eps: number,
  chunkTrials: number,
  more: () => boolean = () => true,
): { counts: Float64Array; trials: number; met: boolean } {
  const counts = new Float64Array(histogramLayout(program).length);
  const margin = marginLayout(program);
  const rngs = chunkGenerators(seed);
  let trials = 0;
  let met = false;
  while (!met && more()) {
    const part = simulateChunk(program, rngs.next().value, chunkTrials);
    for (let i = 0; i < part.length; i++) counts[i] = (counts[i] as number) + (part[i] as number);
    trials += chunkTrials;
    met = adaptiveDone(counts, trials, margin, eps);
  }
  return { counts, trials, met };
}
