import type { Program } from './core/program.ts';
import { reportCounts } from './core/report.ts';
import { exactQuantities, simulateCounts } from './core/run.ts';
import type { CompileOptions, GameEngine } from './game-engine.ts';
import type { Summary } from './core/summary.ts';
import type { AnyScenario } from './games.ts';

/** The one result shape of every game and method (docs/scenario.md "The result"). */
export interface AttackResult {
  v: 1;
  game: string;
  method: 'exact' | 'monte-carlo';
  trials: number | null;
  seed: number | null;
  /** Engine time only (no parsing, no printing). */
  elapsedMs: number;
  wounds?: Summary;
  [quantity: string]: unknown;
}

/** Exact distributions of everything the attack does (`options`: where it runs, e.g. a worker). */
export function evaluateExact(
  { engine, scenario }: AnyScenario,
  options?: CompileOptions,
): AttackResult {
  const t0 = performance.now();
  const q = exactQuantities(engine.compile(scenario, options));
  const elapsedMs = performance.now() - t0;
  return {
    v: 1,
    game: engine.id,
    method: 'exact',
    trials: null,
    seed: null,
    elapsedMs,
    ...engine.shape(q),
  };
}

/** Seeded Monte Carlo estimate on this thread: same (scenario, trials, seed), same answer. */
export function evaluateMonteCarlo(
  { engine, scenario }: AnyScenario,
  trials: number,
  seed: number,
): AttackResult {
  const t0 = performance.now();
  const program = engine.compile(scenario);
  const counts = simulateCounts(program, trials, seed);
  return monteCarloResult(engine, program, counts, trials, seed, performance.now() - t0);
}

/** The result of `trials` Monte Carlo attacks merged into `counts` (this thread or a pool). */
export function monteCarloResult(
  engine: GameEngine<unknown>,
  program: Program,
  counts: ArrayLike<number>,
  trials: number,
  seed: number,
  elapsedMs: number,
): AttackResult {
  const q = reportCounts(program, counts, Math.max(1, trials));
  return {
    v: 1,
    game: engine.id,
    method: 'monte-carlo',
    trials,
    seed,
    elapsedMs,
    ...engine.shape(q),
  };
}
