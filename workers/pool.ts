import type { Remote } from 'comlink';
import {
  ADAPTIVE_CHUNK_TRIALS,
  CHUNK_TRIALS,
  DEFAULT_MEMO_BUDGET,
  describeError,
  parseAnyRules,
  type Advice,
  type AttackResult,
  type BestPlayGain,
  type BothWays,
  type Parsed,
} from '../src/engine/index.ts';
import {
  CallFailed,
  MonteCarloRun,
  type JobHandle,
  type JobOutcome,
  type JobUpdate,
  type PoolWorkers,
  type MonteCarloJob,
} from './monte-carlo-job.ts';
import { runMatchup, type MatchupJob, type MatchupOutcome, type OnCell } from './matchup-run.ts';
import type { SimApi, TotalsJob, WorkerReply } from './sim-api.ts';
import type { WorkerHandle } from './worker-handle.ts';

export type { JobHandle, JobOutcome, JobUpdate, MonteCarloJob } from './monte-carlo-job.ts';
export type { WorkerHandle } from './worker-handle.ts';
export type { MatchupJob, MatchupOutcome, OnCell } from './matchup-run.ts';
export type { TotalsJob } from './sim-api.ts';

export interface PoolOptions {
  readonly size: number;
  readonly spawn: () => WorkerHandle;
  readonly chunkTrials?: number;
  /** How often a worker reports on a chunk it is running (the time budget of each task). */
  readonly replyEveryMs?: number;
  /**
   * A worker that says nothing for this long while it has a task is taken as hung: it is
   * replaced and the task re-run. A slow chunk is not a hung one: its worker reports every
   * `replyEveryMs`.
   */
  readonly silenceMs?: number;
  /** Runs a callback soon, at most once per frame (browser: requestAnimationFrame). */
  readonly schedule?: (flush: () => void) => void;
  /**
   * Bytes of memo tables the whole pool may hold (DEFAULT_MEMO_BUDGET): each worker compiles
   * its own program, so each gets an equal share, and more workers never means more memory.
   */
  readonly memoBytes?: number;
}

const DEFAULT_REPLY_MS = 250;
/** Far beyond any one report (a quarter second), and beyond compiling any scenario. */
const DEFAULT_SILENCE_MS = 30_000;
/** A replacement worker gets this long to load before it is given work anyway. */
const STARTUP_MS = 30_000;
/** Attempts of an exact call whose worker died under it (replaced by another job) or crashed. */
const EXACT_ATTEMPTS = 3;

/**
 * A pool of simulation workers (ARCHITECTURE.md "The parts"). One Monte Carlo job at a time: starting a
 * job cancels the previous one. Every call settles: it is raced against its worker's death
 * (which includes the pool terminating it) and, for chunks, against the worker going silent.
 */
export class WorkerPool implements PoolWorkers {
  private readonly workers: WorkerHandle[];
  private current: JobHandle | null = null;
  /** The running grid: a new grid cancels it. */
  private currentGrid: AbortController | null = null;
  /** Workers replaced on purpose: a call that failed on one did nothing wrong itself. */
  private readonly retired = new WeakSet<WorkerHandle>();
  private closed = false;
  private readonly chunkTrials: number;
  private readonly replyEveryMs: number;
  private readonly silenceMs: number;
  private readonly schedule: (flush: () => void) => void;
  /** Each worker's share of the memo budget, passed with every call that compiles. */
  readonly memoShare: number;
  /** The whole memo budget (a job on one worker alone gets all of it). */
  readonly memoTotal: number;

  constructor(private readonly opts: PoolOptions) {
    if (!Number.isInteger(opts.size) || opts.size < 1)
      throw new Error(`pool size: expected an integer >= 1, got ${opts.size}`);
    this.workers = Array.from({ length: opts.size }, () => opts.spawn());
    this.chunkTrials = opts.chunkTrials ?? CHUNK_TRIALS;
    this.replyEveryMs = opts.replyEveryMs ?? DEFAULT_REPLY_MS;
    this.silenceMs = opts.silenceMs ?? DEFAULT_SILENCE_MS;
    this.schedule = opts.schedule ?? ((f) => setTimeout(f, 50));
    this.memoTotal = opts.memoBytes ?? DEFAULT_MEMO_BUDGET;
    this.memoShare = Math.floor(this.memoTotal / opts.size);
  }

  get size(): number {
    return this.workers.length;
  }

  /** Resolves once every worker has loaded and answers. */
  async ready(): Promise<void> {
    await Promise.all(this.workers.map((_, w) => this.call(w, (api) => api.ping(), Infinity)));
  }

  /** Kills every worker; calls still waiting on them settle. */
  close(): void {
    this.closed = true;
    this.current?.cancel();
    this.currentGrid?.abort();
    for (const w of this.workers) w.terminate();
  }

  /**
   * Exact distributions computed by a worker, so the caller's thread never blocks. The exact
   * executor cannot report progress, so the call has no silence limit, but it always settles:
   * if its worker dies or is replaced under it, it runs again on the new worker; aborted (by
   * `signal`), its worker is replaced, since nothing else stops a running enumeration, and the
   * outcome is cancelled.
   */
  async exact(scenario: unknown, signal?: AbortSignal): Promise<JobOutcome> {
    const parsed = parseAnyRules(scenario);
    if (!parsed.ok) return { status: 'error', error: describeError(parsed.error) };
    let failures = 0;
    let last = '';
    while (failures < EXACT_ATTEMPTS) {
      if (this.closed || signal?.aborted) return { status: 'cancelled' };
      const worker = this.workers[0] as WorkerHandle;
      const abandon = (): void => void this.replace(0, worker);
      signal?.addEventListener('abort', abandon, { once: true });
      try {
        const r = await this.call(
          0,
          (api) => api.exact(scenario, this.memoShare) as Promise<WorkerReply<AttackResult>>,
          Infinity,
        );
        return r.ok ? { status: 'done', result: r.value } : { status: 'error', error: r.error };
      } catch (e) {
        if (this.closed || signal?.aborted) return { status: 'cancelled' };
        if (e instanceof CallFailed && e.retired) continue;
        failures++;
        last = (e as Error).message;
        await this.replace(0, worker);
      } finally {
        signal?.removeEventListener('abort', abandon);
      }
    }
    return {
      status: 'error',
      error: `the exact calculation failed ${EXACT_ATTEMPTS} times in a row (${last})`,
    };
  }

  /** Best play's line, solved by a worker (see SimApi.bestPlay); a dead worker is an error. */
  bestPlay(scenario: unknown): Promise<WorkerReply<BestPlayGain | null>> {
    return this.solve(
      (api) => api.bestPlay(scenario) as Promise<WorkerReply<BestPlayGain | null>>,
      (error) => ({ ok: false, error }),
    );
  }

  /** Two lists' totals both ways, on the last worker (see SimApi.totals); a dead worker is an error. */
  totals(lists: TotalsJob): Promise<WorkerReply<BothWays>> {
    return this.solve(
      (api) => api.totals(lists) as Promise<WorkerReply<BothWays>>,
      (error) => ({ ok: false, error }),
      'the lists’ totals',
    );
  }

  /** At the table's advice, solved by a worker (see SimApi.advise). */
  advise(input: unknown): Promise<Parsed<Advice>> {
    return this.solve(
      (api) => api.advise(input) as Promise<Parsed<Advice>>,
      (message) => ({ ok: false, error: { path: '', message } }),
    );
  }

  /**
   * A best-play solve on the last worker (the first one takes the exact calls, so on a
   * larger machine both run at once); it waits behind whatever that worker is doing.
   */
  private async solve<T>(
    f: (api: Remote<SimApi>) => Promise<T>,
    failed: (message: string) => T,
    what = 'best play',
  ): Promise<T> {
    if (this.closed) return failed('the calculator is closed');
    try {
      return await this.call(this.workers.length - 1, f, Infinity);
    } catch (e) {
      return failed(`${what} could not be worked out (${(e as Error).message})`);
    }
  }

  /**
   * Computes a matchup grid on every worker, calling `onCell` as each cell's answer
   * arrives (exactly the single scenario's answer: exact, or Monte Carlo where exact is
   * infeasible, as its `method` says). One grid at a time: starting one cancels the previous;
   * `signal` cancels this one. Resolves once every cell is reported, or on cancel or failure.
   */
  matchup(job: MatchupJob, onCell: OnCell, signal?: AbortSignal): Promise<MatchupOutcome> {
    this.currentGrid?.abort();
    const grid = new AbortController();
    this.currentGrid = grid;
    if (signal?.aborted || this.closed) grid.abort();
    signal?.addEventListener('abort', () => grid.abort(), { once: true });
    return runMatchup(this, job, onCell, grid.signal).finally(() => {
      if (this.currentGrid === grid) this.currentGrid = null;
    });
  }

  /** Streams a seeded Monte Carlo run; `onUpdate` gets merged partial results, then the final. */
  run(job: MonteCarloJob, onUpdate?: (u: JobUpdate) => void): JobHandle {
    this.current?.cancel();
    const settings = {
      chunkTrials:
        job.adaptiveEpsilon === undefined
          ? this.chunkTrials
          : Math.min(this.chunkTrials, ADAPTIVE_CHUNK_TRIALS),
      replyEveryMs: this.replyEveryMs,
      silenceMs: this.silenceMs,
      schedule: this.schedule,
    };
    const run = new MonteCarloRun(this, job, settings, onUpdate);
    this.current = run;
    return run;
  }

  /** Calls worker w, failing if it dies (or is terminated) or says nothing for `silenceMs`. */
  async call<T>(w: number, f: (api: Remote<SimApi>) => Promise<T>, silenceMs: number): Promise<T> {
    const worker = this.workers[w];
    if (!worker) throw new Error(`the pool has no worker ${w}`);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const silence =
      silenceMs === Infinity
        ? new Promise<never>(() => {})
        : new Promise<never>((_, reject) => {
            timer = setTimeout(
              () => reject(new Error(`the worker said nothing for ${silenceMs / 1000} s`)),
              silenceMs,
            );
          });
    try {
      return await Promise.race([f(worker.api), worker.died, silence]);
    } catch (e) {
      throw new CallFailed(worker, this.retired.has(worker), (e as Error).message);
    } finally {
      if (timer !== undefined) clearTimeout(timer);
    }
  }

  /**
   * Replaces worker w, unless it is no longer `worker` (replaced already, e.g. when a job's worker loop
   * and an exact call both saw it die), and waits until the new one answers (its start-up is not a
   * task's time).
   */
  async replace(w: number, worker: WorkerHandle): Promise<void> {
    if (this.closed || this.workers[w] !== worker) return;
    this.retired.add(worker);
    worker.terminate();
    this.workers[w] = this.opts.spawn();
    await this.call(w, (api) => api.ping(), STARTUP_MS).catch(() => {});
  }
}
