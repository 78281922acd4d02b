import { runExact } from './exact.ts';
import { simulateInto } from './montecarlo.ts';
import { histogramLayout, type Program } from './program.ts';
import { reportCounts, reportExact } from './report.ts';
import { chunkGenerators } from './rng.ts';
import type { Summary } from './summary.ts';

/** Trials per chunk: chunk k of a run always uses the generator after k jumps. */
export const CHUNK_TRIALS = 65_536;
/**
 * Trials per chunk of an adaptive run: it can stop only after a whole chunk (where it stops
 * must not depend on timing). Plain trials need about 38,000 for ±0.005, but an averaged rest
 * with control variates can need a thousand or two (Imperial Assault's rerolls searched exactly), so
 * its chunks are small.
 */
export const ADAPTIVE_CHUNK_TRIALS = 1_024;

/** Exact summaries of a compiled program. */
export function exactQuantities(program: Program): Record<string, Summary> {
  return reportExact(program, runExact(program));
}

/** Size of chunk k of an n-trial run. */
export function chunkSize(trials: number, k: number, size = CHUNK_TRIALS): number {
  return Math.max(0, Math.min(size, trials - k * size));
}

/**
 * Monte Carlo on this thread, chunk by chunk (the worker pool splits the same chunks across
 * workers, so both give identical histograms for the same trials and seed).
 */
export function simulateCounts(program: Program, trials: number, seed: number): Float64Array {
  const total = new Float64Array(histogramLayout(program).length);
  const part = new Float64Array(total.length);
  const rngs = chunkGenerators(seed);
  for (let k = 0; chunkSize(trials, k) > 0; k++) {
    part.fill(0);
    simulateInto(program, rngs.next().value, chunkSize(trials, k), part);
    for (let i = 0; i < part.length; i++) total[i] = (total[i] as number) + (part[i] ?? 0);
  }
  return total;
}

/** Monte Carlo summaries of a compiled program. */
export function monteCarloQuantities(
  program: Program,
  trials: number,
  seed: number,
): Record<string, Summary> {
  return reportCounts(program, simulateCounts(program, trials, seed), trials);
}
