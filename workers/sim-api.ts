import {
  describeError,
  evaluateExact,
  histogramLayout,
  matchupBatch,
  MatchupSolver,
  parseAnyScenario,
  rngFromState,
  type AttackResult,
  type LegionCardData,
  type MatchupBatch,
  type MatchupCell,
  type Program,
  type RngState,
} from '../src/engine/index.ts';
import { runForBudget, type Pace } from './budgeted-run.ts';

/**
 * Work on chunk k of a seeded run: `trials` trials from generator state `rng` (for a chunk's
 * first task, the seed's generator after k jumps; for the rest of a chunk, where the previous
 * task stopped). The worker answers after about `budgetMs`, finished or not.
 */
export interface ChunkTask {
  readonly k: number;
  readonly trials: number;
  readonly rng: RngState;
  readonly budgetMs: number;
}

/** What a worker did of a task: its counts, how many trials, and the generator state after. */
export interface ChunkPart {
  readonly counts: Uint32Array;
  readonly trials: number;
  readonly rng: RngState;
}

/** `throw` or `exit` in a test's environment: Node workers started then fail every chunk. */
export const WORKER_FAULT_ENV = 'HOLOTABLE_WORKER_FAULT';

export type WorkerReply<T> = { ok: true; value: T } | { ok: false; error: string };

/** What a simulation worker offers (over comlink; failures come back as data, not throws). */
export interface SimApi {
  /**
   * Runs a task (all of it, or as much as fits in its time budget) and returns the flat
   * histogram of the trials run, copied (a few hundred integers), not
   * transferred: transferring detaches an ArrayBuffer, which invalidates V8's detaching
   * protector for the whole worker, and from then on every typed-array access in the optimised
   * trial loop checks for a detached buffer (measured: corps-fire 5.2 → 3.7 M attacks/s).
   */
  simulate(scenario: unknown, task: ChunkTask): WorkerReply<ChunkPart>;
  /** Exact distributions, off the caller's thread. */
  exact(scenario: unknown): WorkerReply<AttackResult>;
  /**
   * A batch of matchup cells (issue 14), in the batch's order, each exactly the single
   * scenario's answer (matchupBatch). The card data is loaded on the first batch.
   */
  matchup(batch: MatchupBatch): Promise<WorkerReply<MatchupCell[]>>;
  /** Answers once the worker has loaded (pools wait for it before timing a job). */
  ping(): true;
  /** Test hook: never returns (to test hang recovery) — only when `hang` is true. */
  stall(hang: boolean): boolean;
}

/** The worker side: compiles each scenario once, then runs chunks over it. */
export function createSimApi(): SimApi {
  let cachedKey = '';
  let cached: { program: Program; pace: Pace } | null = null;
  const programFor = (scenario: unknown): WorkerReply<{ program: Program; pace: Pace }> => {
    const key = JSON.stringify(scenario);
    if (key === cachedKey && cached) return { ok: true, value: cached };
    const parsed = parseAnyScenario(scenario);
    if (!parsed.ok) return { ok: false, error: describeError(parsed.error) };
    cached = {
      program: parsed.value.engine.compile(parsed.value.scenario),
      pace: { trialsPerMs: 0 },
    };
    cachedKey = key;
    return { ok: true, value: cached };
  };
  let cards: Promise<LegionCardData> | null = null;
  let solver: MatchupSolver | null = null;
  return {
    async matchup(batch) {
      cards ??= import('../src/engine/cards.ts').then((m) => m.LEGION_CARDS);
      const data = await cards;
      solver ??= new MatchupSolver(data);
      try {
        return { ok: true, value: matchupBatch(batch, data, solver) };
      } catch (e) {
        return { ok: false, error: (e as Error).message };
      }
    },
    simulate(scenario, task) {
      const p = programFor(scenario);
      if (!p.ok) return p;
      const { program, pace } = p.value;
      const counts = new Uint32Array(histogramLayout(program).length);
      const rng = rngFromState(task.rng);
      const trials = runForBudget(program, rng, task.trials, task.budgetMs, counts, pace);
      return { ok: true, value: { counts, trials, rng: rng.getState() } };
    },
    exact(scenario) {
      const parsed = parseAnyScenario(scenario);
      if (!parsed.ok) return { ok: false, error: describeError(parsed.error) };
      return { ok: true, value: evaluateExact(parsed.value) };
    },
    ping() {
      return true;
    },
    stall(hang) {
      while (hang) {
        /* spin: a hung worker */
      }
      return true;
    },
  };
}
