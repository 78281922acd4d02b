import { untrack } from 'svelte';
import type { AttackResult } from '../engine/index.ts';
import { playerText } from '../lib/field-words.ts';
import type { JobHandle, JobOutcome, MonteCarloJob, WorkerPool } from '../../workers/pool.ts';

/** One calculation: a validated scenario (plain JSON) and how to compute it. */
export interface CalcJob {
  readonly scenario: unknown;
  readonly method: 'exact' | 'mc';
  readonly trials: number;
  readonly seed: number;
  /** Monte Carlo that stops once every P(≥ k) is within ± this (95%), `trials` the most it runs. */
  readonly epsilon?: number;
}

/** Equal keys give equal results: a seeded run depends only on (scenario, trials, seed). */
export function jobKey(j: CalcJob): string {
  return JSON.stringify(
    j.method === 'exact'
      ? [j.scenario, 'exact']
      : [j.scenario, 'mc', j.trials, j.seed, ...(j.epsilon === undefined ? [] : [j.epsilon])],
  );
}

/** The worker pool's job for a Monte Carlo calculation. */
function monteCarloJob(j: CalcJob): MonteCarloJob {
  const job = { scenario: j.scenario, trials: j.trials, seed: j.seed };
  return j.epsilon === undefined ? job : { ...job, adaptiveEpsilon: j.epsilon };
}

export type Computed = { ok: true; result: AttackResult } | { ok: false; error: string };

interface Queued {
  readonly job: CalcJob;
  readonly key: string;
  readonly resolve: (c: Computed) => void;
}

/** One calculation of the shown loadout: its job, and which submission it was. */
export interface Run {
  readonly job: CalcJob;
  readonly key: string;
  readonly gen: number;
}

/**
 * What the shown loadout's calculation is doing. Exact calls go one at a time: `exact-waiting`
 * is an exact job whose turn comes when the exact call before it (for a loadout since edited)
 * comes back; edits made meanwhile replace it, so only the newest one runs.
 */
export type CalcState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'exact-waiting'; readonly run: Run }
  | { readonly kind: 'exact-running'; readonly run: Run }
  | { readonly kind: 'mc-running'; readonly run: Run; readonly handle: JobHandle };

/** The pinned loadouts' queue: one at a time, a simulation only while the shown one is idle. */
export type BackgroundState =
  { readonly kind: 'idle' } | { readonly kind: 'running'; readonly item: Queued };

/** What the Calculator uses of a worker pool (a fake in the unit tests). */
export type CalcPool = Pick<WorkerPool, 'exact' | 'run' | 'close' | 'bestPlay' | 'advise'>;

const CACHE_SIZE = 40;
/**
 * An exact call for a loadout since edited is given up after this long (its worker replaced):
 * nothing can stop a running enumeration, and the newest edit must not wait for it. Long enough
 * that ordinary exact answers (well under a second, cold) are never thrown away.
 */
const ABANDON_EXACT_MS = 3_000;
const STREAM_INTERVAL_MS = 100;
const IDLE: CalcState = { kind: 'idle' };

/**
 * Runs the current loadout's calculation on the worker pool and keeps its (streaming) result.
 * The main thread only parses and merges: exact enumeration and every trial run in workers.
 * Each `submit` supersedes the previous one (a running simulation is cancelled; a late exact
 * answer is cached but not shown). Pinned loadouts are computed in the background, behind the
 * current one. Every path out of a running state ends in `idle`: the pool settles every call
 * (a failed or terminated worker included), and a failure shows as `error`, the last partial
 * result kept.
 */
export class Calculator {
  result = $state.raw<AttackResult | null>(null);
  resultKey = $state<string | null>(null);
  progress = $state(0);
  trialsDone = $state(0);
  error = $state<string | null>(null);
  state = $state.raw<CalcState>(IDLE);
  readonly running = $derived(this.state.kind !== 'idle');
  /** The key of a simulation the user stopped: its trials so far are what is shown. */
  stoppedKey = $state<string | null>(null);
  background: BackgroundState = { kind: 'idle' };

  private pool: CalcPool | null = null;
  /** The exact call out on the pool (the shown loadout's, or a superseded one's). */
  private exactCall: { readonly run: Run; readonly abort: AbortController } | null = null;
  private closed = false;
  private gen = 0;
  /** The tail of the exact calls: each waits for the one before it. */
  private exactLine: Promise<void> = Promise.resolve();
  // Plain Map on purpose: the cache is bookkeeping, nothing renders from it.
  // eslint-disable-next-line svelte/prefer-svelte-reactivity
  private readonly cache = new Map<string, AttackResult>();
  private readonly queue: Queued[] = [];

  constructor(
    private readonly makePool: () => CalcPool,
    private readonly abandonExactMs = ABANDON_EXACT_MS,
  ) {}

  private get workers(): CalcPool {
    this.pool ??= this.makePool();
    return this.pool;
  }

  /** Best play's line for a validated Legion scenario, solved on the same workers. */
  bestPlay(scenario: unknown): ReturnType<CalcPool['bestPlay']> {
    return this.workers.bestPlay(scenario);
  }

  /** At the table's advice (a scenario plus "rolled"), solved on the same workers. */
  advise(input: unknown): ReturnType<CalcPool['advise']> {
    return this.workers.advise(input);
  }

  cached(job: CalcJob): AttackResult | undefined {
    return this.cache.get(jobKey(job));
  }

  /**
   * Shows `job`'s result, computing it unless cached. A command, never a read: an effect that
   * submits must not depend on the state submitting changes, or it would submit again.
   */
  submit(job: CalcJob): void {
    untrack(() => this.start(job));
  }

  private start(job: CalcJob): void {
    const run: Run = { job, key: jobKey(job), gen: ++this.gen };
    if (this.state.kind === 'mc-running') this.state.handle.cancel();
    this.stoppedKey = null;
    this.abandonLater();
    this.error = null;
    const hit = this.cache.get(run.key);
    if (hit) {
      this.state = IDLE;
      this.show(run.key, hit);
      void this.pump();
      return;
    }
    this.progress = 0;
    this.trialsDone = 0;
    if (job.method === 'exact' && this.exactCall?.run.key === run.key) {
      // Back to the loadout whose exact call is still out: its answer is this one's.
      this.state = { kind: 'exact-running', run: this.exactCall.run };
    } else if (job.method === 'exact') {
      this.state = { kind: 'exact-waiting', run };
      // The line moves on whatever the call before did: a failure never blocks the next.
      const turn = (): Promise<void> => this.runExact(run);
      this.exactLine = this.exactLine.then(turn, turn);
    } else this.runMonteCarlo(run);
  }

  /**
   * Stops the shown simulation: the trials streamed so far stay on screen (not cached, so the
   * same job submitted again runs in full), and the background jobs may go on.
   */
  stop(): void {
    if (this.state.kind !== 'mc-running') return;
    this.state.handle.cancel();
    this.stoppedKey = this.state.run.key;
    this.state = IDLE;
    void this.pump();
  }

  /** A pinned loadout's result, computed after the current loadout's (a command, as submit). */
  compute(job: CalcJob): Promise<Computed> {
    return untrack(() => this.enqueue(job));
  }

  private enqueue(job: CalcJob): Promise<Computed> {
    const key = jobKey(job);
    const hit = this.cache.get(key);
    if (hit) return Promise.resolve({ ok: true, result: hit });
    return new Promise((resolve) => {
      this.queue.push({ job, key, resolve });
      void this.pump();
    });
  }

  close(): void {
    this.closed = true;
    if (this.state.kind === 'mc-running') this.state.handle.cancel();
    this.state = IDLE;
    this.pool?.close();
    this.pool = null;
  }

  /** Whether `run` is still what the shown loadout waits for. */
  private owns(run: Run): boolean {
    return this.state.kind !== 'idle' && this.state.run.gen === run.gen;
  }

  private show(key: string, result: AttackResult): void {
    this.result = result;
    this.resultKey = key;
    this.progress = 1;
    this.trialsDone = result.trials ?? 0;
  }

  private remember(key: string, outcome: JobOutcome): Computed | null {
    if (outcome.status === 'cancelled') return null;
    if (outcome.status === 'error') return { ok: false, error: playerText(outcome.error) };
    this.cache.set(key, outcome.result);
    if (this.cache.size > CACHE_SIZE) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
    return { ok: true, result: outcome.result };
  }

  /** The end of a run, whatever the outcome: back to idle if it was still the shown one's. */
  private finish(run: Run, outcome: JobOutcome): void {
    const c = this.remember(run.key, outcome);
    if (this.owns(run)) {
      this.state = IDLE;
      if (c?.ok) this.show(run.key, c.result);
      else if (c) this.error = this.failure(run, c.error);
    }
    void this.pump();
  }

  /** A failure, and what is still on screen: the simulation's trials finished before it. */
  private failure(run: Run, message: string): string {
    // The pool's messages are CLI-style ("the simulation stopped: …"); a field path stays as is.
    const error = /^[a-z]+ /.test(message) ? message[0]?.toUpperCase() + message.slice(1) : message;
    const partial = run.job.method === 'mc' && this.resultKey === run.key && this.trialsDone > 0;
    return partial
      ? `${error}. The chart shows the ${this.trialsDone.toLocaleString('en')} trials simulated before it stopped.`
      : error;
  }

  private async safely(f: () => Promise<JobOutcome>): Promise<JobOutcome> {
    try {
      return await f();
    } catch (e) {
      return { status: 'error', error: `The calculation failed: ${(e as Error).message}` };
    }
  }

  private async runExact(run: Run): Promise<void> {
    // Superseded while it waited for the exact call before it: its turn is skipped.
    if (!this.owns(run)) return;
    this.state = { kind: 'exact-running', run };
    const call = { run, abort: new AbortController() };
    this.exactCall = call;
    const outcome = await this.safely(() =>
      this.workers.exact(run.job.scenario, call.abort.signal),
    );
    if (this.exactCall === call) this.exactCall = null;
    this.finish(run, outcome);
  }

  /** Gives up the exact call out now if it is still out, superseded, after `abandonExactMs`. */
  private abandonLater(): void {
    const call = this.exactCall;
    if (!call) return;
    setTimeout(() => {
      if (this.exactCall === call && !this.owns(call.run)) call.abort.abort();
    }, this.abandonExactMs);
  }

  private runMonteCarlo(run: Run): void {
    let shown = 0;
    let handle: JobHandle;
    try {
      handle = this.workers.run(monteCarloJob(run.job), (u) => {
        if (!this.owns(run)) return;
        // Ten redraws a second are plenty to watch; fewer leave the page's thread idle.
        const now = performance.now();
        if (!u.done && now - shown < STREAM_INTERVAL_MS) return;
        shown = now;
        this.result = u.result;
        this.resultKey = run.key;
        this.progress = u.progress;
        this.trialsDone = u.trialsDone;
      });
    } catch (e) {
      // No pool (e.g. workers refused to start): nothing runs, and the page says why.
      this.state = IDLE;
      this.error = `The calculation failed: ${(e as Error).message}`;
      return;
    }
    this.state = { kind: 'mc-running', run, handle };
    void this.safely(() => handle.outcome).then((o) => this.finish(run, o));
  }

  /** Background jobs run one at a time, and never while the current loadout simulates. */
  private async pump(): Promise<void> {
    const item = this.queue[0];
    if (this.closed || this.background.kind !== 'idle' || !item) return;
    const hit = this.cache.get(item.key);
    if (hit) {
      this.queue.shift();
      item.resolve({ ok: true, result: hit });
      return this.pump();
    }
    if (item.job.method === 'mc' && this.running) return;
    this.background = { kind: 'running', item };
    const { job } = item;
    const outcome = await this.safely(() =>
      job.method === 'exact'
        ? this.workers.exact(job.scenario)
        : this.workers.run(monteCarloJob(job)).outcome,
    );
    this.background = { kind: 'idle' };
    const c = this.remember(item.key, outcome);
    // Cancelled means the current loadout took the pool: the pin keeps its place, and runs
    // when the current loadout's calculation ends (finish pumps again).
    if (c) {
      this.queue.shift();
      item.resolve(c);
    }
    if (c || !this.running) void this.pump();
  }
}

/**
 * Workers for the browser pool: every core but one (at most 8), so the page's own thread
 * (input, layout, painting each streamed frame) always has a core and never stalls.
 */
export function poolSize(): number {
  const cores = navigator.hardwareConcurrency || 2;
  return Math.max(1, Math.min(8, cores - 1));
}
