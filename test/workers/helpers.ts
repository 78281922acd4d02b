import { readFileSync, readdirSync } from 'node:fs';
import type { Remote } from 'comlink';
import { simulateChunk } from '../../src/engine/core/montecarlo.ts';
import { histogramLayout, type Program } from '../../src/engine/core/program.ts';
import { reportCounts } from '../../src/engine/core/report.ts';
import { chunkSize } from '../../src/engine/core/run.ts';
import { chunkGenerators } from '../../src/engine/core/rng.ts';
import type { Summary } from '../../src/engine/core/summary.ts';
import type { AttackResult } from '../../src/engine/evaluate.ts';
import { parseAnyScenario, type AnyScenario } from '../../src/engine/games.ts';
import { spawnNodeWorker } from '../../workers/node-pool.ts';
import { WorkerPool, type JobOutcome, type PoolOptions } from '../../workers/pool.ts';
import type { ChunkPart, ChunkTask, SimApi, WorkerReply } from '../../workers/sim-api.ts';
import type { WorkerHandle } from '../../workers/worker-handle.ts';

// Shared fixtures for the worker pool tests: scenarios, a single-thread chunked reference, a
// bank of pre-started worker threads (starting one costs a few hundred ms on this machine
// class, so tests borrow them instead of spawning their own) and wrappers that intercept a
// worker's `simulate` calls to reorder, count, kill or hang them.

const BENCH_SCENARIOS = new URL('../../bench/scenarios/', import.meta.url);
const GOLDEN = new URL('../golden/', import.meta.url);

/** A bench scenario by name (corps-fire, heavy-hitter, guardian, large-pool). */
export function benchScenario(name: string): Record<string, unknown> {
  const url = new URL(`${name}.json`, BENCH_SCENARIOS);
  return JSON.parse(readFileSync(url, 'utf8')) as Record<string, unknown>;
}

/** Every golden Legion scenario, by file name. */
export function goldenScenarios(): { name: string; scenario: Record<string, unknown> }[] {
  const dir = new URL('legion/', GOLDEN);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => {
      const g = JSON.parse(readFileSync(new URL(f, dir), 'utf8')) as {
        scenario: Record<string, unknown>;
      };
      return { name: f.replace(/\.json$/, ''), scenario: g.scenario };
    });
}

export function parsedScenario(scenario: unknown): AnyScenario {
  const r = parseAnyScenario(scenario);
  if (!r.ok) throw new Error(`${r.error.path}: ${r.error.message}`);
  return r.value;
}

export function compiled(scenario: unknown): Program {
  const { engine, scenario: s } = parsedScenario(scenario);
  return engine.compile(s);
}

/** Merged flat histogram of chunks 0..n-1 of a seeded run, on this thread, chunk by chunk. */
export function referenceCounts(
  program: Program,
  trials: number,
  seed: number,
  size: number,
): Float64Array {
  const total = new Float64Array(histogramLayout(program).length);
  const rngs = chunkGenerators(seed);
  for (let k = 0; chunkSize(trials, k, size) > 0; k++) {
    const part = simulateChunk(program, rngs.next().value, chunkSize(trials, k, size));
    for (let i = 0; i < part.length; i++) total[i] = (total[i] as number) + (part[i] as number);
  }
  return total;
}

/** A result without its timing (a key-remapped Omit, which keeps the known fields typed). */
export type ResultWithoutTime = {
  [K in keyof AttackResult as K extends 'elapsedMs' ? never : K]: AttackResult[K];
};

/** What the pool must return for a (scenario, trials, seed) run from these merged counts. */
export function resultFromCounts(
  scenario: unknown,
  counts: ArrayLike<number>,
  trials: number,
  seed: number,
): ResultWithoutTime {
  const { engine, scenario: s } = parsedScenario(scenario);
  const q = reportCounts(engine.compile(s), counts, Math.max(1, trials));
  return {
    v: 1,
    game: engine.id,
    method: 'monte-carlo',
    trials,
    seed,
    ...(engine.shape(q) as Record<string, unknown>),
  };
}

/** The single-thread reference result for a pool run with `size` trials per chunk. */
export function referenceResult(
  scenario: unknown,
  trials: number,
  seed: number,
  size: number,
): ResultWithoutTime {
  const counts = referenceCounts(compiled(scenario), trials, seed, size);
  return resultFromCounts(scenario, counts, trials, seed);
}

/** Drops the timing field, the one part of a result that may differ between equal runs. */
export function withoutTime(r: AttackResult): ResultWithoutTime {
  const { elapsedMs, ...rest } = r;
  void elapsedMs;
  return rest;
}

/** The raw wounds counts of a flat histogram, trailing zeros trimmed (as the PMF is). */
export function woundsCounts(program: Program, counts: ArrayLike<number>): number[] {
  const i = program.observables.findIndex((o) => o.name === 'wounds');
  const o = program.observables[i];
  if (!o) throw new Error('no wounds observable');
  const at = histogramLayout(program).offsets[i] ?? 0;
  const out = Array.from({ length: o.max + 1 }, (_, k) => counts[at + k] ?? 0);
  while (out.length > 1 && out[out.length - 1] === 0) out.pop();
  return out;
}

/** A result's wounds PMF scaled back to counts. */
export function pmfCounts(r: AttackResult | ResultWithoutTime): number[] {
  const w = r['wounds'] as Summary | undefined;
  if (!w) throw new Error('result has no wounds');
  const trials = r.trials ?? 0;
  return w.pmf.map((p) => Math.round(p * trials));
}

export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** Polls until `cond` holds (or throws after `timeoutMs`). */
export async function until(cond: () => boolean, timeoutMs = 20_000, what = 'condition') {
  const t0 = Date.now();
  while (!cond()) {
    if (Date.now() - t0 > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await sleep(5);
  }
}

/** A small seeded generator for test timings (mulberry32), so delays are reproducible. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Reply = WorkerReply<ChunkPart>;
export type Simulate = (scenario: unknown, task: ChunkTask) => Promise<Reply>;

/**
 * The same worker with its `simulate` replaced by `simulate(real, scenario, task)`; every other
 * method (ping, exact, stall) goes to the real comlink proxy, and the pool's memo share goes
 * through to the real `simulate`. `died` and `terminate` can be overridden too.
 */
export function intercept(
  h: WorkerHandle,
  simulate: (real: Simulate, scenario: unknown, task: ChunkTask) => Promise<Reply>,
  overrides: { died?: Promise<never>; terminate?: () => void } = {},
): WorkerHandle {
  const wrapped = (scenario: unknown, task: ChunkTask, memoBytes: number): Promise<Reply> =>
    simulate((s, t) => h.api.simulate(s, t, memoBytes), scenario, task);
  const api = new Proxy<Remote<SimApi>>(h.api, {
    get: (target, prop) => (prop === 'simulate' ? wrapped : Reflect.get(target, prop)),
  });
  return {
    api,
    died: overrides.died ?? h.died,
    terminate: overrides.terminate ?? (() => h.terminate()),
  };
}

/**
 * Real worker threads started once and lent to pools. A lent handle's `terminate` does nothing,
 * so closing a pool (or the pool replacing a lent worker) leaves the thread for the next test.
 */
export class WorkerBank {
  readonly workers: WorkerHandle[];

  constructor(n: number) {
    this.workers = Array.from({ length: n }, () => spawnNodeWorker());
  }

  async ready(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.api.ping()));
  }

  lend(i: number): WorkerHandle {
    const w = this.workers[i];
    if (!w) throw new Error(`bank has no worker ${i}`);
    return { api: w.api, died: w.died, terminate: () => {} };
  }

  close(): void {
    for (const w of this.workers) w.terminate();
  }
}

/**
 * A pool's `spawn`: hands out the given handles in order (the first `size` build the pool, the
 * rest replace dead or hung workers), then fresh worker threads. Records every handle given.
 */
export class Spawner {
  readonly given: WorkerHandle[] = [];
  private readonly queue: (() => WorkerHandle)[];

  constructor(queue: (() => WorkerHandle)[]) {
    this.queue = [...queue];
  }

  readonly spawn = (): WorkerHandle => {
    const next = this.queue.shift();
    const h = next ? next() : spawnNodeWorker();
    this.given.push(h);
    return h;
  };

  get count(): number {
    return this.given.length;
  }
}

export type PoolExtras = Omit<PoolOptions, 'size' | 'spawn'>;

/**
 * A pool over bank workers 0..size-1 (each optionally wrapped), replacements from `more`. Tasks
 * have no time budget unless a test gives one, so each chunk is one call whatever the load.
 */
export function poolOver(
  bank: WorkerBank,
  size: number,
  options: PoolExtras = {},
  wrap: (h: WorkerHandle, i: number) => WorkerHandle = (h) => h,
  more: (() => WorkerHandle)[] = [],
): { pool: WorkerPool; spawner: Spawner } {
  const first = Array.from({ length: size }, (_, i) => () => wrap(bank.lend(i), i));
  const spawner = new Spawner([...first, ...more]);
  const pool = new WorkerPool({ size, spawn: spawner.spawn, replyEveryMs: Infinity, ...options });
  return { pool, spawner };
}

/** The result of a job that must finish, without its timing. */
export async function done(outcome: Promise<JobOutcome>): Promise<ResultWithoutTime> {
  const o = await outcome;
  if (o.status !== 'done') throw new Error(`expected a finished job, got ${JSON.stringify(o)}`);
  return withoutTime(o.result);
}

/** Wraps a worker so every reply is held back by `delay(task)` ms; records completion order. */
export function delayed(
  h: WorkerHandle,
  delay: (task: ChunkTask) => number,
  completed: number[],
): WorkerHandle {
  return intercept(h, async (real, scenario, task) => {
    const reply = await real(scenario, task);
    await sleep(delay(task));
    completed.push(task.k);
    return reply;
  });
}

/** A latch: `wait` resolves once `open()` has been called. */
export function latch(): { wait: Promise<void>; open: () => void } {
  let open: () => void = () => {};
  const wait = new Promise<void>((r) => (open = r));
  return { wait, open };
}

/**
 * Wraps a worker so its replies are held until `gate` opens: the other worker then surely gets
 * the chunks a test needs, however loaded the machine is.
 */
export const gated = (h: WorkerHandle, gate: Promise<void>): WorkerHandle =>
  intercept(h, async (real, s, t) => {
    const reply = await real(s, t);
    await gate;
    return reply;
  });

export const isSorted = (xs: readonly number[]): boolean =>
  xs.every((x, i) => i === 0 || (xs[i - 1] as number) < x);
