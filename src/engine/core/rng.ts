import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import type { JumpableRandomGenerator } from 'pure-rand/types/JumpableRandomGenerator';

/** The engine's only source of randomness: pure-rand's seeded xoroshiro128+. */
export type Rng = JumpableRandomGenerator;

/** A generator state that can cross postMessage (four 32-bit integers). */
export type RngState = readonly number[];

/** Seeds a fresh generator (ARCHITECTURE.md "The two executors"). */
export function seededRng(seed: number): Rng {
  return xoroshiro128plus(seed | 0);
}

/** Rebuilds a generator from `getState()` output, e.g. after a worker hand-off. */
export function rngFromState(state: RngState): Rng {
  return xoroshiro128plusFromState(state);
}

/**
 * Yields the generator for chunk 0, 1, 2, … of a seeded run: chunk k is the seeded generator
 * after k jumps, so a run's result never depends on who simulates which chunk.
 */
export function* chunkGenerators(seed: number): Generator<Rng, never, void> {
  const rng = seededRng(seed);
  for (;;) {
    yield rng.clone();
    rng.jump();
  }
}

/** The generator for chunk k of a seeded run (k jumps from the seed). */
export function rngForChunk(seed: number, k: number): Rng {
  const rng = seededRng(seed);
  for (let i = 0; i < k; i++) rng.jump();
  return rng;
}
