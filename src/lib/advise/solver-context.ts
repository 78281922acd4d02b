import { getContext, setContext } from 'svelte';
import type { Advice, BestPlayGain, Parsed } from '../../engine/index.ts';

/**
 * Where best play is worked out: the page's simulation workers (a solve can take a second, too
 * long for the page's own thread). Answers are data; a failure comes back as an error.
 */
export interface BestPlaySolver {
  bestPlay(
    scenario: unknown,
  ): Promise<{ ok: true; value: BestPlayGain | null } | { ok: false; error: string }>;
  advise(input: unknown): Promise<Parsed<Advice>>;
}

/** The context key (exported for tests that mount a component with a solver of their own). */
export const SOLVER = Symbol('best-play-solver');

/** Makes `solver` the best-play solver of the calling component's descendants. */
export function provideBestPlaySolver(solver: BestPlaySolver): void {
  setContext(SOLVER, solver);
}

/** The solver an ancestor provided (null: none, so nothing is solved). */
export function bestPlaySolver(): BestPlaySolver | null {
  return getContext<BestPlaySolver | undefined>(SOLVER) ?? null;
}

/**
 * Calls `solve` after the inputs settle (`delayMs`) and hands its answer to `done` unless
 * `cleanup` ran first (the inputs changed: a stale answer is dropped). For an $effect's body.
 */
export function solveLatest<T>(
  solve: () => Promise<T>,
  done: (answer: T) => void,
  delayMs = 120,
): () => void {
  let live = true;
  const t = setTimeout(() => void solve().then((a) => live && done(a)), delayMs);
  return () => {
    live = false;
    clearTimeout(t);
  };
}
