import {
  averagedInterval95,
  chunkGenerators,
  histogramLayout,
  simulateChunk,
  type Program,
  wilson95,
} from '../src/engine/index.ts';

/**
 * What the margin reads of a flat histogram: the first observable's (wounds') buckets, what
 * one trial adds to them, and, for an averaged program (Program.averaged), where the squares of
 * its trials' P(wounds ≥ k) are (null: trials are 0/1, and Wilson's interval holds).
 */
export interface MarginLayout {
  readonly buckets: number;
  readonly unit: number;
  readonly squares: number | null;
}

/** The margin layout of a program's histograms. */
export function marginLayout(program: Program): MarginLayout {
  const { unit, squares } = histogramLayout(program);
  return { buckets: (program.observables[0]?.max ?? 0) + 1, unit, squares };
}

/** A histogram of 0/1 trials whose wounds are its first `buckets` entries. */
export const plainMargin = (buckets: number): MarginLayout => ({ buckets, unit: 1, squares: null });

/** Half the 95% interval of P(wounds ≥ k), its tail `tail` (in units) over `trials`. */
function halfWidth(
  counts: Float64Array,
  trials: number,
  m: MarginLayout,
  k: number,
  tail: number,
): number {
  const [lo, hi] =
    m.squares === null
      ? wilson95(tail / m.unit, trials)
      : averagedInterval95(
          tail / (m.unit * trials),
          (counts[m.squares + k] as number) / (m.unit * m.unit * trials),
          trials,
        );
  return (hi - lo) / 2;
}

/**
 * Adaptive stopping: true once the 95% interval of every P(wounds ≥ k) is narrower than ±eps.
 * `counts` is the merged flat histogram (layout `m`).
 */
export function adaptiveDone(
  counts: Float64Array,
  trials: number,
  m: MarginLayout,
  eps: number,
): boolean {
  let tail = 0;
  for (let k = m.buckets - 1; k >= 1; k--) {
    tail += counts[k] as number;
    if (halfWidth(counts, trials, m, k, tail) >= eps) return false;
  }
  return true;
}

/** z of a two-sided 95% interval. */
const Z95 = 1.959963984540054;

/**
 * How far an adaptive run is, for its progress bar: the trials done over the trials the widest
 * P(wounds ≥ k) so far needs for ±eps (normal approximation: z²·variance/eps², the variance
 * p(1 − p) of 0/1 trials or the averaged trials' own), below 1 until adaptiveDone says the run
 * is over. Before any trial, 0.
 */
export function adaptiveProgress(
  counts: Float64Array,
  trials: number,
  m: MarginLayout,
  eps: number,
): number {
  if (trials === 0) return 0;
  let tail = 0;
  let spread = 0;
  for (let k = m.buckets - 1; k >= 1; k--) {
    tail += counts[k] as number;
    const p = tail / (m.unit * trials);
    const square =
      m.squares === null ? p : (counts[m.squares + k] as number) / (m.unit * m.unit * trials);
    spread = Math.max(spread, square - p * p);
  }
  const needed = (Z95 * Z95 * spread) / (eps * eps);
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
