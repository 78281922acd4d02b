import {
  adviseReroll,
  bestPlayGain,
  bothWays,
  describeError,
  evaluateExact,
  ExactTooLarge,
  histogramLayout,
  matchupBatch,
  MatchupSolver,
  parseAnyScenario,
  parseLegionScenario,
  rngFromState,
  type Advice,
  type AttackResult,
  type BestPlayGain,
  type BothWays,
  type LegionCardData,
  type MatchupBatch,
  type MatchupCell,
  type MatchupConditions,
  type MatchupSide,
  type Parsed,
  type Program,
  type RngState,
} from '../src/engine/engines.ts';
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
  readonly counts: Float64Array;
  readonly trials: number;
  readonly rng: RngState;
}

/** `throw` or `exit` in a test's environment: Node workers started then fail every chunk. */
export const WORKER_FAULT_ENV = 'HOLOTABLE_WORKER_FAULT';

/** Two lists and the conditions they fight under. */
export interface TotalsJob {
  readonly attackers: readonly MatchupSide[];
  readonly defenders: readonly MatchupSide[];
  readonly conditions: MatchupConditions;
}

export type WorkerReply<T> = { ok: true; value: T } | { ok: false; error: string };

/** What a simulation worker offers (over comlink; failures come back as data, not throws). */
export interface SimApi {
  /**
   * Runs a task (all of it, or as much as fits in its time budget) and returns the flat
   * histogram of the trials run, copied (a few hundred integers), not
   * transferred: transferring detaches an ArrayBuffer, which invalidates V8's detaching
   * protector for the whole worker, and from then on every typed-array access in the optimised
   * trial loop checks for a detached buffer (measured: corps-fire 5.2 → 3.7 M attacks/s).
   * `memoBytes`: this worker's share of the pool's memo budget (CompileOptions).
   */
  simulate(scenario: unknown, task: ChunkTask, memoBytes: number): WorkerReply<ChunkPart>;
  /** Exact distributions, off the caller's thread, within `memoBytes` of memos. */
  exact(scenario: unknown, memoBytes: number): WorkerReply<AttackResult>;
  /**
   * A batch of matchup cells, in the batch's order, each exactly the single
   * scenario's answer (matchupBatch). The card data is loaded on the first batch.
   */
  matchup(batch: MatchupBatch): Promise<WorkerReply<MatchupCell[]>>;
  /**
   * Two lists that fight both ways (bothWays): each list's total per round against the other,
   * every cell computed here, exactly as `odds matrix --totals` computes it.
   */
  totals(lists: TotalsJob): Promise<WorkerReply<BothWays>>;
  /**
   * Best play's line: the goal's value with the rerolls as set and with best play (null: no
   * reroll to decide). Up to about a second, so never on the page's thread.
   */
  bestPlay(scenario: unknown): WorkerReply<BestPlayGain | null>;
  /** At the table: every choice for the next reroll, best first (adviseReroll). */
  advise(input: unknown): Parsed<Advice>;
  /** Answers once the worker has loaded (pools wait for it before timing a job). */
  ping(): true;
  /** Test hook: never returns (to test hang recovery) — only when `hang` is true. */
  stall(hang: boolean): boolean;
}

/**
 * The worker side: compiles each scenario once, then runs chunks over it. It holds one program
 * at a time (its memos are within the worker's share only while they are the only ones).
 */
export function createSimApi(): SimApi {
  let cachedKey = '';
  let cached: { program: Program; pace: Pace } | null = null;
  const programFor = (
    scenario: unknown,
    memoBytes: number,
  ): WorkerReply<{ program: Program; pace: Pace }> => {
    const key = `${memoBytes} ${JSON.stringify(scenario)}`;
    if (key === cachedKey && cached) return { ok: true, value: cached };
    // The old program's memos are garbage before the new one's grow.
    cached = null;
    cachedKey = '';
    const parsed = parseAnyScenario(scenario);
    if (!parsed.ok) return { ok: false, error: describeError(parsed.error) };
    cached = {
      program: parsed.value.engine.compile(parsed.value.scenario, { memoBytes }),
      pace: { trialsPerMs: 0 },
    };
    cachedKey = key;
    return { ok: true, value: cached };
  };
  let cards: Promise<LegionCardData> | null = null;
  let solver: MatchupSolver | null = null;
  const matchupData = async (): Promise<{ data: LegionCardData; solver: MatchupSolver }> => {
    cards ??= import('../src/engine/cards.ts').then((m) => m.LEGION_CARDS);
    const data = await cards;
    solver ??= new MatchupSolver(data);
    return { data, solver };
  };
  return {
    async matchup(batch) {
      const { data, solver } = await matchupData();
      try {
        return { ok: true, value: matchupBatch(batch, data, solver) };
      } catch (e) {
        return { ok: false, error: (e as Error).message };
      }
    },
    async totals(lists) {
      const { data, solver } = await matchupData();
      const here = {
        matchup: async (
          job: Omit<MatchupBatch, 'cells'> & Partial<Pick<MatchupBatch, 'cells'>>,
          onCell: (i: number, j: number, c: MatchupCell) => void,
        ) => {
          const cells =
            job.cells ??
            job.attackers.flatMap((_, i) => job.defenders.map((__, j) => [i, j] as const));
          matchupBatch({ ...job, cells }, data, solver).forEach((c, k) => {
            const [i, j] = cells[k] as readonly [number, number];
            onCell(i, j, c);
          });
        },
      };
      try {
        return {
          ok: true,
          value: await bothWays(lists.attackers, lists.defenders, lists.conditions, here),
        };
      } catch (e) {
        return { ok: false, error: (e as Error).message };
      }
    },
    simulate(scenario, task, memoBytes) {
      const p = programFor(scenario, memoBytes);
      if (!p.ok) return p;
      const { program, pace } = p.value;
      const counts = new Float64Array(histogramLayout(program).length);
      const rng = rngFromState(task.rng);
      const trials = runForBudget(program, rng, task.trials, task.budgetMs, counts, pace);
      return { ok: true, value: { counts, trials, rng: rng.getState() } };
    },
    exact(scenario, memoBytes) {
      // The cached program's memos would sit beside the exact run's: both would pass the share.
      cached = null;
      cachedKey = '';
      const parsed = parseAnyScenario(scenario);
      if (!parsed.ok) return { ok: false, error: describeError(parsed.error) };
      try {
        return { ok: true, value: evaluateExact(parsed.value, { memoBytes }) };
      } catch (e) {
        // Past its memory budget: the scenario's own answer, not a worker to retry on.
        if (e instanceof ExactTooLarge) return { ok: false, error: e.message };
        throw e;
      }
    },
    bestPlay(scenario) {
      const parsed = parseLegionScenario(scenario);
      if (!parsed.ok) return { ok: false, error: describeError(parsed.error) };
      try {
        return { ok: true, value: bestPlayGain(parsed.value) };
      } catch (e) {
        if (e instanceof ExactTooLarge) return { ok: false, error: e.message };
        throw e;
      }
    },
    advise(input) {
      return adviseReroll(input);
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
