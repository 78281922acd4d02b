import type { AttackResult } from '../engine/index.ts';
import type { JobHandle, JobOutcome, WorkerPool } from '../../workers/pool.ts';

/** One calculation: a validated scenario (plain JSON) and how to compute it. */
export interface CalcJob {
  readonly scenario: unknown;
  readonly method: 'exact' | 'mc';
  readonly trials: number;
  readonly seed: number;
}

/** Equal keys give equal results: a seeded run depends only on (scenario, trials, seed). */
export function jobKey(j: CalcJob): string {
  return JSON.stringify(
    j.method === 'exact' ? [j.scenario, 'exact'] : [j.scenario, 'mc', j.trials, j.seed],
  );
}

export type Computed = { ok: true; result: AttackResult } | { ok: false; error: string };

interface Queued {
  readonly job: CalcJob;
  readonly key: string;
  readonly resolve: (c: Computed) => void;
}

const CACHE_SIZE = 40;
const STREAM_INTERVAL_MS = 100;

/**
 * Runs the current loadout's calculation on the worker pool and keeps its (streaming) result.
 * The main thread only parses and merges: exact enumeration and every trial run in workers.
 * Each `submit` supersedes the previous one (a running simulation is cancelled; a late exact
 * answer is dropped). Pinned loadouts are computed in the background, behind the current one.
 */
export class Calculator {
  result = $state.raw<AttackResult | null>(null);
  resultKey = $state<string | null>(null);
  running = $state(false);
  progress = $state(0);
  trialsDone = $state(0);
  error = $state<string | null>(null);

  private pool: WorkerPool | null = null;
  private gen = 0;
  private mc: JobHandle | null = null;
  private exactBusy = false;
  private pendingExact: { job: CalcJob; key: string; gen: number } | null = null;
  // Plain Map on purpose: the cache is bookkeeping, nothing renders from it.
  // eslint-disable-next-line svelte/prefer-svelte-reactivity
  private readonly cache = new Map<string, AttackResult>();
  private readonly queue: Queued[] = [];
  private backgroundBusy = false;

  constructor(private readonly makePool: () => WorkerPool) {}

  private get workers(): WorkerPool {
    this.pool ??= this.makePool();
    return this.pool;
  }

  cached(job: CalcJob): AttackResult | undefined {
    return this.cache.get(jobKey(job));
  }

  submit(job: CalcJob): void {
    const gen = ++this.gen;
    const key = jobKey(job);
    this.mc?.cancel();
    this.mc = null;
    this.error = null;
    const hit = this.cache.get(key);
    if (hit) return this.settle(gen, key, { ok: true, result: hit });
    this.running = true;
    this.progress = 0;
    this.trialsDone = 0;
    if (job.method === 'exact') {
      if (this.exactBusy) this.pendingExact = { job, key, gen };
      else void this.runExact(job, key, gen);
    } else void this.runMonteCarlo(job, key, gen);
  }

  /** A pinned loadout's result, computed after the current loadout's. */
  compute(job: CalcJob): Promise<Computed> {
    const key = jobKey(job);
    const hit = this.cache.get(key);
    if (hit) return Promise.resolve({ ok: true, result: hit });
    return new Promise((resolve) => {
      this.queue.push({ job, key, resolve });
      void this.pump();
    });
  }

  private remember(key: string, outcome: JobOutcome): Computed | null {
    if (outcome.status === 'cancelled') return null;
    if (outcome.status === 'error') return { ok: false, error: outcome.error };
    this.cache.set(key, outcome.result);
    if (this.cache.size > CACHE_SIZE) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
    return { ok: true, result: outcome.result };
  }

  private settle(gen: number, key: string, c: Computed): void {
    if (gen !== this.gen) return;
    this.running = false;
    if (c.ok) {
      this.result = c.result;
      this.resultKey = key;
      this.progress = 1;
      this.trialsDone = c.result.trials ?? 0;
    } else this.error = c.error;
  }

  private async safely(f: () => Promise<JobOutcome>): Promise<JobOutcome> {
    try {
      return await f();
    } catch (e) {
      return { status: 'error', error: `the calculation failed: ${(e as Error).message}` };
    }
  }

  private async runExact(job: CalcJob, key: string, gen: number): Promise<void> {
    this.exactBusy = true;
    const outcome = await this.safely(() => this.workers.exact(job.scenario));
    this.exactBusy = false;
    const c = this.remember(key, outcome);
    if (c) this.settle(gen, key, c);
    // Edits made meanwhile were parked: only the newest one is worth computing.
    const next = this.pendingExact;
    this.pendingExact = null;
    if (next && next.gen === this.gen) void this.runExact(next.job, next.key, next.gen);
    void this.pump();
  }

  private async runMonteCarlo(job: CalcJob, key: string, gen: number): Promise<void> {
    let shown = 0;
    const handle = this.workers.run(
      { scenario: job.scenario, trials: job.trials, seed: job.seed },
      (u) => {
        if (gen !== this.gen) return;
        // Ten redraws a second are plenty to watch; fewer leave the page's thread idle.
        const now = performance.now();
        if (!u.done && now - shown < STREAM_INTERVAL_MS) return;
        shown = now;
        this.result = u.result;
        this.resultKey = key;
        this.progress = u.progress;
        this.trialsDone = u.trialsDone;
      },
    );
    this.mc = handle;
    const outcome = await this.safely(() => handle.outcome);
    if (this.mc === handle) this.mc = null;
    const c = this.remember(key, outcome);
    if (c) this.settle(gen, key, c);
    void this.pump();
  }

  /** Background jobs run one at a time, and never while the current loadout simulates. */
  private async pump(): Promise<void> {
    const item = this.queue[0];
    if (this.backgroundBusy || !item) return;
    const hit = this.cache.get(item.key);
    if (hit) {
      this.queue.shift();
      item.resolve({ ok: true, result: hit });
      return this.pump();
    }
    if (item.job.method === 'mc' && this.running) return;
    this.backgroundBusy = true;
    const { job } = item;
    const outcome = await this.safely(() =>
      job.method === 'exact'
        ? this.workers.exact(job.scenario)
        : this.workers.run({ scenario: job.scenario, trials: job.trials, seed: job.seed }).outcome,
    );
    this.backgroundBusy = false;
    const c = this.remember(item.key, outcome);
    // Cancelled means the current loadout took the pool: the pin waits for its turn.
    if (c) {
      this.queue.shift();
      item.resolve(c);
    }
    if (c || !this.running) void this.pump();
  }

  close(): void {
    this.pool?.close();
    this.pool = null;
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
