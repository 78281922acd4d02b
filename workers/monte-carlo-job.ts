import type { Remote } from 'comlink';
import {
  chunkGenerators,
  describeError,
  histogramLayout,
  monteCarloResult,
  loadEngine,
  parseAnyRules,
  type AttackResult,
} from '../src/engine/index.ts';
import { marginLayout } from './adaptive.ts';
import { ChunkMerger } from './chunk-merger.ts';
import type { ChunkPart, ChunkTask, SimApi, WorkerReply } from './sim-api.ts';
import type { WorkerHandle } from './worker-handle.ts';

export interface MonteCarloJob {
  readonly scenario: unknown;
  /** Trials to run (the maximum, in adaptive mode). */
  readonly trials: number;
  readonly seed: number;
  /** Stop early once the 95% margin of every P(≥k) of `wounds` is below epsilon. */
  readonly adaptiveEpsilon?: number;
}

/** A merged partial (or final) result while a job streams. */
export interface JobUpdate {
  readonly trialsDone: number;
  readonly progress: number;
  readonly result: AttackResult;
  readonly done: boolean;
}

export type JobOutcome =
  | { status: 'done'; result: AttackResult }
  | { status: 'cancelled' }
  | { status: 'error'; error: string };

export interface JobHandle {
  readonly outcome: Promise<JobOutcome>;
  cancel(): void;
}

/**
 * A call that failed: on which worker, and whether the pool had replaced that worker on purpose
 * (for another call's sake), in which case the call itself did nothing wrong.
 */
export class CallFailed extends Error {
  constructor(
    readonly worker: WorkerHandle,
    readonly retired: boolean,
    message: string,
  ) {
    super(message);
  }
}

/** What a job needs of the pool: its workers by index, a guarded call, a replacement. */
export interface PoolWorkers {
  readonly size: number;
  /** Each worker's share of the memo budget (PoolOptions.memoBytes). */
  readonly memoShare: number;
  /** The whole memo budget: what a job that runs on one worker alone may use. */
  readonly memoTotal: number;
  /**
   * Calls worker w; rejects with CallFailed if the worker dies, is terminated, or is silent for
   * `silenceMs`.
   */
  call<T>(w: number, f: (api: Remote<SimApi>) => Promise<T>, silenceMs: number): Promise<T>;
  /** Replaces worker w, if it is still `worker`, and waits until the new one answers. */
  replace(w: number, worker: WorkerHandle): Promise<void>;
}

export interface JobSettings {
  readonly chunkTrials: number;
  /** Each task's time budget: a worker answers at least this often, however slow the chunk. */
  readonly replyEveryMs: number;
  /** A worker that says nothing for this long is taken as hung: replaced, its task re-run. */
  readonly silenceMs: number;
  /** Runs a callback soon, at most once per frame (browser: requestAnimationFrame). */
  readonly schedule: (flush: () => void) => void;
}

/** Failures of one task before the job fails rather than replacing workers forever. */
const MAX_ATTEMPTS = 3;

interface Task extends ChunkTask {
  /** Calls of this task that failed so far. */
  readonly failures: number;
}

/**
 * One seeded Monte Carlo run over a pool's workers. Each worker takes the lowest chunk that needs
 * work: the rest of a chunk a worker reported part of, a task to re-run, or the next new chunk.
 * Chunk k's first task starts from the seed's generator after k jumps, and every later task of
 * it from where the previous one stopped, so the merged histogram depends only on (scenario,
 * trials, seed) — never on worker count, timing, cancels, crashes or hangs.
 */
export class MonteCarloRun implements JobHandle {
  readonly outcome: Promise<JobOutcome>;
  private cancelled = false;
  private resolveCancel: (o: JobOutcome) => void = () => {};

  constructor(
    private readonly pool: PoolWorkers,
    private readonly job: MonteCarloJob,
    private readonly settings: JobSettings,
    private readonly onUpdate?: (u: JobUpdate) => void,
  ) {
    const cancelled = new Promise<JobOutcome>((r) => (this.resolveCancel = r));
    this.outcome = Promise.race([this.execute(), cancelled]);
  }

  /** Settles the outcome as cancelled at once; chunks in flight finish within their budget. */
  cancel(): void {
    if (this.cancelled) return;
    this.cancelled = true;
    this.resolveCancel({ status: 'cancelled' });
  }

  private async execute(): Promise<JobOutcome> {
    const t0 = performance.now();
    const { job, settings } = this;
    const parsed = parseAnyRules(job.scenario);
    if (!parsed.ok) return { status: 'error', error: describeError(parsed.error) };
    const { game, scenario } = parsed.value;
    // The page merges the workers' histograms by the program's layout: its game's engine
    // loads here, on its first run, not with the page.
    const engine = await loadEngine(game);
    if (this.cancelled) return { status: 'cancelled' };
    const program = engine.compile(scenario);
    const merger = new ChunkMerger({
      trials: job.trials,
      chunkTrials: settings.chunkTrials,
      length: histogramLayout(program).length,
      ...(job.adaptiveEpsilon === undefined
        ? {}
        : {
            adaptive: {
              epsilon: job.adaptiveEpsilon,
              margin: marginLayout(program),
            },
          }),
    });
    const result = (
      counts: Float64Array = merger.total,
      trials: number = merger.trialsDone,
    ): AttackResult =>
      monteCarloResult(engine, program, counts, trials, job.seed, performance.now() - t0);

    // Streamed partial results: one flush pending at most; none after the final update.
    let flushScheduled = false;
    let finished = false;
    // An adaptive run's progress is an estimate (ChunkMerger.progress): never shown going back.
    let progress = 0;
    const flush = (): void => {
      flushScheduled = false;
      if (finished || this.cancelled || !this.onUpdate) return;
      const shown = merger.shown();
      if (shown.trials === 0) return;
      progress = Math.max(progress, merger.progress);
      this.onUpdate({
        trialsDone: shown.trials,
        progress,
        result: result(shown.counts, shown.trials),
        done: false,
      });
    };
    const merged = (): void => {
      if (flushScheduled || !this.onUpdate) return;
      flushScheduled = true;
      settings.schedule(flush);
    };

    // New chunks are taken in order, so the k-th generator drawn is chunk k's.
    const generators = chunkGenerators(job.seed);
    let nextK = 0;
    const waiting: Task[] = [];
    const take = (): Task | null => {
      for (let i = waiting.length - 1; i >= 0; i--)
        if (!merger.wants((waiting[i] as Task).k)) waiting.splice(i, 1);
      // Chunks already begun come first (an adaptive run merges chunks in index order).
      let best = -1;
      waiting.forEach((t, i) => {
        if (best < 0 || t.k < (waiting[best] as Task).k) best = i;
      });
      if (best >= 0) return waiting.splice(best, 1)[0] ?? null;
      // An adaptive run's merger lowers stopAt once its margin is met.
      if (nextK >= merger.stopAt) return null;
      const k = nextK++;
      const rng = generators.next().value.getState();
      return { k, trials: merger.remaining(k), rng, budgetMs: settings.replyEveryMs, failures: 0 };
    };

    // An adaptive run stops after a chunk or a few (Imperial Assault's exactly searched rerolls: one
    // or two of 1,024 trials), so it runs on one worker with the whole memo budget: a second
    // worker's first chunk would only fill its own tables, and splitting the budget made the
    // reroll search clear its memos again and again (four defense dice rerolled four times:
    // 3.6 s on two workers against 1.6 s on one). Its answer is the same on any number of workers.
    const adaptive = job.adaptiveEpsilon !== undefined;
    const workersUsed = adaptive ? 1 : this.pool.size;
    const memo = adaptive ? this.pool.memoTotal : this.pool.memoShare;

    let failure: string | null = null;
    const stopped = (): boolean => this.cancelled || failure !== null;
    const workerLoop = async (w: number): Promise<void> => {
      for (let task = take(); task && !stopped(); task = take()) {
        const t = task;
        const { failures, ...wire } = t;
        let reply: WorkerReply<ChunkPart>;
        try {
          reply = await this.pool.call(
            w,
            (api) => api.simulate(job.scenario, wire, memo) as Promise<WorkerReply<ChunkPart>>,
            settings.silenceMs,
          );
        } catch (e) {
          if (stopped()) return;
          // Replaced for another call's sake (an abandoned exact call): run the task again.
          if (e instanceof CallFailed && e.retired) {
            waiting.push(t);
            continue;
          }
          // A crashed, terminated or silent worker is replaced and its task re-run from the
          // same generator state; a task that keeps failing fails the job instead.
          if (failures + 1 >= MAX_ATTEMPTS) {
            failure = `the simulation stopped: a worker failed ${MAX_ATTEMPTS} times in a row (${(e as Error).message})`;
            return;
          }
          if (e instanceof CallFailed) await this.pool.replace(w, e.worker);
          waiting.push({ ...t, failures: failures + 1 });
          continue;
        }
        if (!reply.ok) {
          failure = reply.error;
          return;
        }
        if (stopped() || !merger.wants(t.k)) continue;
        const part = reply.value;
        try {
          merger.add(t.k, part.counts, part.trials);
        } catch (e) {
          failure = `a simulation worker sent a wrong answer (${(e as Error).message})`;
          return;
        }
        if (merger.wants(t.k))
          waiting.push({ ...wire, trials: merger.remaining(t.k), rng: part.rng, failures: 0 });
        merged();
      }
    };
    await Promise.all(Array.from({ length: workersUsed }, (_, w) => workerLoop(w)));
    finished = true;
    if (failure !== null) return { status: 'error', error: failure };
    if (this.cancelled) return { status: 'cancelled' };
    if (!merger.complete) return { status: 'error', error: 'the simulation ended unfinished' };
    const final = result();
    this.onUpdate?.({ trialsDone: merger.trialsDone, progress: 1, result: final, done: true });
    return { status: 'done', result: final };
  }
}
