import type { Remote } from 'comlink';
import {
  CHUNK_TRIALS,
  chunkGenerators,
  chunkSize,
  describeError,
  monteCarloResult,
  parseAnyScenario,
  type AttackResult,
} from '../src/engine/index.ts';
import { adaptiveDone } from './adaptive.ts';
import type { ChunkTask, SimApi, WorkerReply } from './sim-api.ts';

/** A running worker: its comlink proxy, a way to kill it, and a promise that rejects if it dies. */
export interface WorkerHandle {
  readonly api: Remote<SimApi>;
  readonly died: Promise<never>;
  terminate(): void;
}

export interface PoolOptions {
  readonly size: number;
  readonly spawn: () => WorkerHandle;
  readonly chunkTrials?: number;
  /** A chunk not back by then is taken as a hung worker: the worker is replaced, the chunk re-run. */
  readonly chunkDeadlineMs?: number;
  /** Runs a callback soon, at most once per frame (browser: requestAnimationFrame). */
  readonly schedule?: (flush: () => void) => void;
}

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

const DEFAULT_DEADLINE_MS = 60_000;
/** A replacement worker gets this long to load before its first chunk's deadline starts. */
const STARTUP_DEADLINE_MS = 30_000;
/** Failures of one chunk before the job fails rather than replacing workers forever. */
const MAX_ATTEMPTS = 3;

class Deadline extends Error {}

/**
 * A pool of simulation workers (DESIGN.md workers/). Chunks are handed out dynamically and
 * chunk k always runs from the generator after k jumps, so the merged histogram depends only
 * on (scenario, trials, seed). One job at a time: starting a job cancels the previous one.
 */
export class WorkerPool {
  private readonly workers: WorkerHandle[];
  private current: { cancel(): void } | null = null;
  private readonly chunkTrials: number;
  private readonly deadlineMs: number;
  private readonly schedule: (flush: () => void) => void;

  constructor(private readonly opts: PoolOptions) {
    if (!Number.isInteger(opts.size) || opts.size < 1)
      throw new Error(`pool size: expected an integer >= 1, got ${opts.size}`);
    this.workers = Array.from({ length: opts.size }, () => opts.spawn());
    this.chunkTrials = opts.chunkTrials ?? CHUNK_TRIALS;
    this.deadlineMs = opts.chunkDeadlineMs ?? DEFAULT_DEADLINE_MS;
    this.schedule = opts.schedule ?? ((f) => setTimeout(f, 50));
  }

  get size(): number {
    return this.workers.length;
  }

  /** Resolves once every worker has loaded and answers. */
  async ready(): Promise<void> {
    await Promise.all(this.workers.map((_, w) => this.call(w, (api) => api.ping(), Infinity)));
  }

  /** Kills every worker. */
  close(): void {
    this.current?.cancel();
    for (const w of this.workers) w.terminate();
  }

  /** Exact distributions computed by a worker, so the caller's thread never blocks. */
  async exact(scenario: unknown): Promise<JobOutcome> {
    const parsed = parseAnyScenario(scenario);
    if (!parsed.ok) return { status: 'error', error: describeError(parsed.error) };
    const r: WorkerReply<AttackResult> = await this.call(
      0,
      (api) => api.exact(scenario) as Promise<WorkerReply<AttackResult>>,
      Infinity,
    );
    return r.ok ? { status: 'done', result: r.value } : { status: 'error', error: r.error };
  }

  /** Streams a seeded Monte Carlo run; `onUpdate` gets merged partial results, then the final. */
  run(job: MonteCarloJob, onUpdate?: (u: JobUpdate) => void): JobHandle {
    this.current?.cancel();
    let cancelled = false;
    let resolveCancel: (o: JobOutcome) => void = () => {};
    const cancelledOutcome = new Promise<JobOutcome>((r) => (resolveCancel = r));
    const handle = {
      cancel: () => {
        if (cancelled) return;
        cancelled = true;
        resolveCancel({ status: 'cancelled' });
      },
    };
    this.current = handle;
    const outcome = Promise.race([this.execute(job, () => cancelled, onUpdate), cancelledOutcome]);
    return { outcome, cancel: handle.cancel };
  }

  private async execute(
    job: MonteCarloJob,
    isCancelled: () => boolean,
    onUpdate?: (u: JobUpdate) => void,
  ): Promise<JobOutcome> {
    const t0 = performance.now();
    const parsed = parseAnyScenario(job.scenario);
    if (!parsed.ok) return { status: 'error', error: describeError(parsed.error) };
    const { engine, scenario } = parsed.value;
    const program = engine.compile(scenario);
    const size = this.chunkTrials;
    const nChunks = Math.ceil(job.trials / size);
    const woundsBuckets = (program.observables[0]?.max ?? 0) + 1;
    let total: Float64Array | null = null;
    let trialsDone = 0;
    // Adaptive runs merge chunks strictly in index order, so where they stop is deterministic.
    const pending = new Map<number, Uint32Array>();
    let prefix = 0;
    let stopAt = nChunks;
    let failure: string | null = null;

    // Tasks are created in chunk order, so the k-th generator of the run is chunk k's.
    const generators = chunkGenerators(job.seed);
    const retry: ChunkTask[] = [];
    let nextK = 0;
    const take = (): ChunkTask | null => {
      const r = retry.shift();
      if (r) return r;
      if (nextK >= stopAt) return null;
      const k = nextK++;
      return { k, trials: chunkSize(job.trials, k, size), rng: generators.next().value.getState() };
    };

    const result = (): AttackResult =>
      monteCarloResult(
        engine,
        program,
        total ?? new Float64Array(0),
        trialsDone,
        job.seed,
        performance.now() - t0,
      );
    let flushScheduled = false;
    // Set before the final update (or the error): a flush scheduled earlier must not follow it.
    let finished = false;
    const flush = (): void => {
      flushScheduled = false;
      if (finished || isCancelled() || !onUpdate || trialsDone === 0) return;
      onUpdate({ trialsDone, progress: trialsDone / job.trials, result: result(), done: false });
    };
    const merge = (counts: Uint32Array, trials: number): void => {
      total ??= new Float64Array(counts.length);
      for (let i = 0; i < counts.length; i++)
        total[i] = (total[i] as number) + (counts[i] as number);
      trialsDone += trials;
      if (!flushScheduled && onUpdate) {
        flushScheduled = true;
        this.schedule(flush);
      }
    };
    const accept = (task: ChunkTask, counts: Uint32Array): void => {
      if (job.adaptiveEpsilon === undefined) return merge(counts, task.trials);
      pending.set(task.k, counts);
      for (let c = pending.get(prefix); c && prefix < stopAt; c = pending.get(prefix)) {
        pending.delete(prefix);
        merge(c, chunkSize(job.trials, prefix, size));
        prefix++;
        if (total && adaptiveDone(total, trialsDone, woundsBuckets, job.adaptiveEpsilon))
          stopAt = prefix;
      }
    };

    const attempts = new Map<number, number>();
    const lane = async (w: number): Promise<void> => {
      for (let task = take(); task && !isCancelled() && failure === null; task = take()) {
        const t = task;
        let reply: WorkerReply<Uint32Array>;
        try {
          reply = await this.call<WorkerReply<Uint32Array>>(
            w,
            (api) => api.simulate(job.scenario, t) as Promise<WorkerReply<Uint32Array>>,
            this.deadlineMs,
          );
        } catch (e) {
          // A crashed or hung worker is replaced and its chunk re-run; a chunk that keeps
          // failing (e.g. a scenario that cannot be sent to a worker) fails the job instead.
          const n = (attempts.get(t.k) ?? 0) + 1;
          attempts.set(t.k, n);
          if (n >= MAX_ATTEMPTS) {
            failure = `chunk ${t.k} failed ${n} times: ${(e as Error).message}`;
            continue;
          }
          await this.replace(w);
          retry.push(t);
          continue;
        }
        if (!reply.ok) failure = reply.error;
        else if (!isCancelled() && t.k < stopAt) accept(t, reply.value);
      }
    };
    await Promise.all(this.workers.map((_, w) => lane(w)));
    finished = true;
    if (failure !== null) return { status: 'error', error: failure };
    if (isCancelled()) return { status: 'cancelled' };
    const final = result();
    onUpdate?.({ trialsDone, progress: 1, result: final, done: true });
    return { status: 'done', result: final };
  }

  /** Calls worker w, failing if it dies or misses the deadline. */
  private async call<T>(
    w: number,
    f: (api: Remote<SimApi>) => Promise<T>,
    deadlineMs: number,
  ): Promise<T> {
    const worker = this.workers[w] as WorkerHandle;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline =
      deadlineMs === Infinity
        ? new Promise<never>(() => {})
        : new Promise<never>((_, reject) => {
            timer = setTimeout(
              () => reject(new Deadline(`chunk deadline ${deadlineMs} ms`)),
              deadlineMs,
            );
          });
    try {
      return await Promise.race([f(worker.api), worker.died, deadline]);
    } finally {
      if (timer !== undefined) clearTimeout(timer);
    }
  }

  /** Replaces worker w and waits until the new one answers (its start-up is not a chunk's time). */
  private async replace(w: number): Promise<void> {
    this.workers[w]?.terminate();
    this.workers[w] = this.opts.spawn();
    await this.call(w, (api) => api.ping(), STARTUP_DEADLINE_MS).catch(() => {});
  }
}
