import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { simulateChunk } from '../../src/engine/core/montecarlo.ts';
import { histogramLayout, type Program } from '../../src/engine/core/program.ts';
import { CHUNK_TRIALS, chunkSize, simulateCounts } from '../../src/engine/core/run.ts';
import { chunkGenerators, seededRng } from '../../src/engine/core/rng.ts';
import { DiceSampler } from '../../src/engine/core/sampler.ts';
import { buildTrialLoop } from '../../src/engine/core/trial-loop.ts';
import { describeError } from '../../src/engine/core/validation.ts';
import { evaluateMonteCarlo } from '../../src/engine/evaluate.ts';
import { parseAnyScenario } from '../../src/engine/games.ts';
import { adaptiveDone } from '../../workers/adaptive.ts';
import { spawnNodeWorker } from '../../workers/node-pool.ts';
import {
  WorkerPool,
  type JobOutcome,
  type JobUpdate,
  type PoolOptions,
  type WorkerHandle,
} from '../../workers/pool.ts';
import type { ChunkTask } from '../../workers/sim-api.ts';
import {
  benchScenario,
  compiled,
  goldenScenarios,
  intercept,
  mulberry32,
  parsedScenario,
  pmfCounts,
  referenceCounts,
  referenceResult,
  resultFromCounts,
  sleep,
  Spawner,
  until,
  withoutTime,
  WorkerBank,
  woundsCounts,
  type ResultWithoutTime,
} from './helpers.ts';

// Worker pool tests in Node (issue 4 "Tests"): the merged histogram depends only on (scenario,
// trials, seed, chunk size) — never on worker count, chunk order, cancels, crashes or hangs —
// progress is monotone and ends at 100%, invalid scenarios fail with the parser's message.
// Real worker_threads throughout. Starting one costs a few hundred ms, so three are started once and
// lent to every pool (WorkerBank); only the kill and hang tests start threads of their own, as
// they destroy them. Nothing here measures speed: performance is `npm run bench`'s job.

const CORPS = benchScenario('corps-fire');
const HEAVY = benchScenario('heavy-hitter');
const GUARDIAN = benchScenario('guardian');
const LARGE = benchScenario('large-pool');
const GOLDEN = goldenScenarios();

let bank: WorkerBank;
/** Fresh threads the kill and hang tests destroy. */
let killVictim: WorkerHandle;
let hangVictim: WorkerHandle;

beforeAll(async () => {
  bank = new WorkerBank(3);
  killVictim = spawnNodeWorker();
  hangVictim = spawnNodeWorker();
  await Promise.all([bank.ready(), killVictim.api.ping(), hangVictim.api.ping()]);
}, 90_000);

afterAll(() => {
  bank.close();
  killVictim.terminate();
  hangVictim.terminate();
});

type PoolExtras = Omit<PoolOptions, 'size' | 'spawn'>;

/** A pool over bank workers 0..size-1 (each optionally wrapped), replacements from `more`. */
function bankPool(
  size: number,
  options: PoolExtras = {},
  wrap: (h: WorkerHandle, i: number) => WorkerHandle = (h) => h,
  more: (() => WorkerHandle)[] = [],
): { pool: WorkerPool; spawner: Spawner } {
  const first = Array.from({ length: size }, (_, i) => () => wrap(bank.lend(i), i));
  const spawner = new Spawner([...first, ...more]);
  const pool = new WorkerPool({ size, spawn: spawner.spawn, ...options });
  return { pool, spawner };
}

async function done(outcome: Promise<JobOutcome>): Promise<ResultWithoutTime> {
  const o = await outcome;
  if (o.status !== 'done') throw new Error(`expected a finished job, got ${JSON.stringify(o)}`);
  return withoutTime(o.result);
}

/** Wraps a worker so every reply is held back by `delay(task)` ms; records completion order. */
function delayed(
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
function latch(): { wait: Promise<void>; open: () => void } {
  let open: () => void = () => {};
  const wait = new Promise<void>((r) => (open = r));
  return { wait, open };
}

/**
 * Wraps a worker so its replies are held until `gate` opens: the other worker then surely gets
 * the chunks a test needs, however loaded the machine is.
 */
const gated = (h: WorkerHandle, gate: Promise<void>): WorkerHandle =>
  intercept(h, async (real, s, t) => {
    const reply = await real(s, t);
    await gate;
    return reply;
  });

const isSorted = (xs: readonly number[]): boolean => xs.every((x, i) => i === 0 || xs[i - 1]! < x);

describe('determinism: the merged histogram never depends on the workers', () => {
  it('1, 2 and 3 workers give exactly the single-thread simulateCounts histogram', async () => {
    const trials = 2 * CHUNK_TRIALS + 1_234; // three chunks, the last one partial
    const seed = 20_250_611;
    const program = compiled(CORPS);
    const counts = simulateCounts(program, trials, seed);
    const expected = resultFromCounts(CORPS, counts, trials, seed);
    // The reference helper used below with small chunks agrees with simulateCounts, and the
    // CLI's single-thread path (evaluateMonteCarlo) reports the same result.
    expect(referenceCounts(program, trials, seed, CHUNK_TRIALS)).toEqual(counts);
    expect(withoutTime(evaluateMonteCarlo(parsedScenario(CORPS), trials, seed))).toEqual(expected);

    for (const size of [1, 2, 3]) {
      const { pool, spawner } = bankPool(size);
      try {
        await pool.ready();
        const r = await done(pool.run({ scenario: CORPS, trials, seed }).outcome);
        expect(r, `${size} workers`).toEqual(expected);
        expect(pmfCounts(r)).toEqual(woundsCounts(program, counts));
        expect(spawner.count).toBe(size);
      } finally {
        pool.close();
      }
    }
  });

  const cases: [string, Record<string, unknown>, number][] = [
    ['corps-fire', CORPS, 1],
    ['heavy-hitter', HEAVY, 0x5eed],
    ['guardian', GUARDIAN, -12_345],
    ['large-pool', LARGE, 7],
    ...GOLDEN.filter((g) => /shields|uncanny|stormtroopers/.test(g.name)).map(
      (g, i): [string, Record<string, unknown>, number] => [g.name, g.scenario, 1_000 + i],
    ),
  ];

  it.each(cases)('%s: 1, 2 and 3 workers, 2,500-trial chunks', async (_name, scenario, seed) => {
    const trials = 30_001; // 13 chunks, the last of one trial
    const chunkTrials = 2_500;
    const expected = referenceResult(scenario, trials, seed, chunkTrials);
    const results: ResultWithoutTime[] = [];
    for (const size of [1, 2, 3]) {
      const perWorker = Array.from({ length: size }, () => 0);
      const { pool, spawner } = bankPool(size, { chunkTrials }, (h, i) =>
        intercept(h, (real, s, t) => {
          perWorker[i] = (perWorker[i] ?? 0) + 1;
          return real(s, t);
        }),
      );
      try {
        results.push(await done(pool.run({ scenario, trials, seed }).outcome));
        // Every worker took part (each lane takes a chunk as the job starts).
        expect(perWorker.every((n) => n > 0)).toBe(true);
        expect(perWorker.reduce((a, b) => a + b, 0)).toBe(13);
        expect(spawner.count).toBe(size);
      } finally {
        pool.close();
      }
    }
    for (const r of results) expect(r).toEqual(expected);
    expect(results[0]?.trials).toBe(trials);
  });

  it('any chunk completion order: random delays on 3 workers', async () => {
    const trials = 40_000;
    const chunkTrials = 2_000;
    const seed = 99;
    const expected = referenceResult(HEAVY, trials, seed, chunkTrials);
    const rand = mulberry32(4);
    for (let round = 0; round < 2; round++) {
      const completed: number[] = [];
      const { pool } = bankPool(3, { chunkTrials }, (h) =>
        delayed(h, () => Math.floor(rand() * 25), completed),
      );
      try {
        const r = await done(pool.run({ scenario: HEAVY, trials, seed }).outcome);
        expect(r).toEqual(expected);
        expect(completed.length).toBe(20);
        expect(isSorted(completed), `completion order ${completed.join(',')}`).toBe(false);
      } finally {
        pool.close();
      }
    }
  });

  it('any chunk completion order: later chunks finish first', async () => {
    const trials = 24_500;
    const chunkTrials = 2_000; // 13 chunks
    const seed = 31_337;
    const expected = referenceResult(GUARDIAN, trials, seed, chunkTrials);
    for (const size of [2, 3]) {
      const completed: number[] = [];
      const { pool } = bankPool(size, { chunkTrials }, (h) =>
        delayed(h, (t) => (13 - t.k) * 30, completed),
      );
      try {
        const r = await done(pool.run({ scenario: GUARDIAN, trials, seed }).outcome);
        expect(r).toEqual(expected);
        expect(isSorted(completed), `completion order ${completed.join(',')}`).toBe(false);
      } finally {
        pool.close();
      }
    }
  });
});

describe('cancel', () => {
  /** Bank workers that count simulate calls started and settled, per scenario object. */
  function countingPool(size: number, chunkTrials: number) {
    const started: unknown[] = [];
    let settled = 0;
    const { pool, spawner } = bankPool(
      size,
      { chunkTrials, schedule: (f) => setTimeout(f, 0) },
      (h) =>
        intercept(h, async (real, s, t) => {
          started.push(s);
          try {
            return await real(s, t);
          } finally {
            settled++;
          }
        }),
    );
    return { pool, spawner, started, settled: () => settled };
  }

  it('cancel during a long run: outcome "cancelled" at once, no chunk started afterwards', async () => {
    const { pool, started, settled } = countingPool(2, 10_000);
    try {
      const updates: JobUpdate[] = [];
      const job = pool.run({ scenario: CORPS, trials: 100_000_000, seed: 5 }, (u) =>
        updates.push(u),
      );
      await until(() => started.length >= 6 && updates.length >= 1, 30_000, 'the run to start');
      const t0 = performance.now();
      job.cancel();
      expect(await job.outcome).toEqual({ status: 'cancelled' });
      expect(performance.now() - t0).toBeLessThan(250);

      const startedAtCancel = started.length;
      const updatesAtCancel = updates.length;
      // The chunks in flight when cancelled finish; no new one starts, no update arrives.
      await until(() => settled() === started.length, 10_000, 'in-flight chunks');
      await sleep(250);
      expect(started.length).toBe(startedAtCancel);
      expect(updates.length).toBe(updatesAtCancel);
      expect(updates.some((u) => u.done)).toBe(false);
      expect(started.length).toBeLessThan(10_000);
      job.cancel(); // a second cancel is harmless
      expect(await job.outcome).toEqual({ status: 'cancelled' });
    } finally {
      pool.close();
    }
  });

  it('starting a new job cancels the previous one within one chunk', async () => {
    const chunkTrials = 10_000;
    const { pool, spawner, started } = countingPool(2, chunkTrials);
    try {
      const firstScenario = structuredClone(CORPS);
      const firstUpdates: JobUpdate[] = [];
      const first = pool.run({ scenario: firstScenario, trials: 100_000_000, seed: 6 }, (u) =>
        firstUpdates.push(u),
      );
      await until(() => started.length >= 6, 30_000, 'the first run to start');

      const firstCallsBefore = started.filter((s) => s === firstScenario).length;
      const firstUpdatesBefore = firstUpdates.length;
      const second = pool.run({ scenario: HEAVY, trials: 45_000, seed: 8 });
      expect(await first.outcome).toEqual({ status: 'cancelled' });
      const r = await done(second.outcome);
      expect(r).toEqual(referenceResult(HEAVY, 45_000, 8, chunkTrials));
      await sleep(100);
      expect(started.filter((s) => s === firstScenario).length).toBe(firstCallsBefore);
      expect(firstUpdates.length).toBe(firstUpdatesBefore);
      expect(spawner.count).toBe(2);

      // Cancelling a finished job changes nothing.
      second.cancel();
      expect((await second.outcome).status).toBe('done');
    } finally {
      pool.close();
    }
  });
});

describe('recovery: the result never changes', () => {
  it('a worker thread killed mid-chunk is replaced by a fresh thread, and so is one killed while idle', async () => {
    const trials = 50_000;
    const chunkTrials = 2_500; // 20 chunks
    const seed = 2_024;
    const expected = referenceResult(CORPS, trials, seed, chunkTrials);
    let calls = 0;
    let killedAt = -1;
    const killed = latch();
    const killer = intercept(killVictim, (real, s, t) => {
      const reply = real(s, t);
      if (++calls === 3) {
        // After two chunks: the third is posted, then the thread dies under it.
        killedAt = t.k;
        setTimeout(() => {
          killVictim.terminate();
          killed.open();
        }, 0);
      }
      return reply;
    });
    const spawner = new Spawner([
      () => killer,
      () => gated(bank.lend(0), killed.wait),
      () => spawnNodeWorker(), // the real replacement path
      () => bank.lend(2),
    ]);
    const pool = new WorkerPool({ size: 2, spawn: spawner.spawn, chunkTrials });
    try {
      await pool.ready();
      const r = await done(pool.run({ scenario: CORPS, trials, seed }).outcome);
      expect(killedAt).toBeGreaterThanOrEqual(0);
      await expect(killVictim.died).rejects.toThrow(/exited/);
      expect(spawner.count).toBe(3);
      expect(r).toEqual(expected);

      // Kill the replacement between jobs: the next job replaces it again, same answer.
      const replacement = spawner.given[2];
      replacement?.terminate();
      await expect(replacement?.died).rejects.toThrow(/exited/);
      const again = await done(pool.run({ scenario: CORPS, trials, seed }).outcome);
      expect(spawner.count).toBe(4);
      expect(again).toEqual(expected);
    } finally {
      pool.close();
    }
  });

  it('a worker whose `died` rejects mid-job is replaced, its late reply ignored', async () => {
    const trials = 50_000;
    const chunkTrials = 2_500;
    const seed = 77;
    const expected = referenceResult(HEAVY, trials, seed, chunkTrials);
    let reject: (e: Error) => void = () => {};
    const died = new Promise<never>((_, rej) => (reject = rej));
    died.catch(() => {});
    let calls = 0;
    const crashed = latch();
    const crashing = intercept(
      bank.lend(1),
      (real, s, t) => {
        const reply = real(s, t); // the real thread still answers, too late
        if (++calls === 3) {
          setTimeout(() => {
            reject(new Error('worker crashed'));
            crashed.open();
          }, 0);
        }
        return reply;
      },
      { died },
    );
    const { pool, spawner } = bankPool(
      2,
      { chunkTrials },
      (h, i) => (i === 0 ? gated(h, crashed.wait) : crashing),
      [() => bank.lend(2)],
    );
    try {
      const r = await done(pool.run({ scenario: HEAVY, trials, seed }).outcome);
      expect(calls).toBeGreaterThanOrEqual(3);
      expect(spawner.count).toBe(3);
      expect(r).toEqual(expected);
    } finally {
      pool.close();
    }
  });

  it('a hung worker (api.stall) is terminated after the chunk deadline, replaced, chunk re-run', async () => {
    const trials = 40_000;
    const chunkTrials = 2_000;
    const seed = 4_242;
    const expected = referenceResult(GUARDIAN, trials, seed, chunkTrials);
    let calls = 0;
    let hungAt = -1;
    const hung = latch();
    const staller = intercept(hangVictim, (real, s, t) => {
      if (++calls === 2) {
        hungAt = t.k;
        hung.open();
        // The thread spins forever in stall(true); the chunk never comes back.
        return hangVictim.api.stall(true).then(() => real(s, t));
      }
      return real(s, t);
    });
    const spawner = new Spawner([
      () => staller,
      () => gated(bank.lend(0), hung.wait),
      () => bank.lend(1),
    ]);
    const pool = new WorkerPool({
      size: 2,
      spawn: spawner.spawn,
      chunkTrials,
      chunkDeadlineMs: 2_000,
    });
    try {
      const r = await done(pool.run({ scenario: GUARDIAN, trials, seed }).outcome);
      expect(hungAt).toBeGreaterThanOrEqual(0);
      expect(spawner.count).toBe(3);
      expect(r).toEqual(expected);
      // The pool terminated the spinning thread.
      await expect(hangVictim.died).rejects.toThrow(/exited/);
    } finally {
      pool.close();
    }
  });
});

/** Checks the update stream of a finished job: monotone, one final update, and it is last. */
function expectWellFormedProgress(
  updates: readonly JobUpdate[],
  trials: number,
  final: ResultWithoutTime,
  minUpdates = 2,
): void {
  expect(updates.length).toBeGreaterThanOrEqual(minUpdates);
  const last = updates[updates.length - 1];
  const tail = updates
    .slice(-3)
    .map((u) => `{trialsDone ${u.trialsDone}, progress ${u.progress}, done ${u.done}}`)
    .join(' ');
  expect(last?.done, `the last update is the final one; last updates: ${tail}`).toBe(true);
  expect(last?.progress).toBe(1);
  expect(last?.trialsDone).toBe(final.trials);
  expect(last && withoutTime(last.result)).toEqual(final);
  expect(updates.filter((u) => u.done).length).toBe(1);
  updates.forEach((u, i) => {
    expect(u.progress).toBeGreaterThan(0);
    expect(u.progress).toBeLessThanOrEqual(1);
    expect(u.result.trials).toBe(u.trialsDone);
    if (!u.done) expect(u.progress).toBe(u.trialsDone / trials);
    const prev = updates[i - 1];
    if (prev) {
      expect(u.trialsDone, `update ${i}`).toBeGreaterThanOrEqual(prev.trialsDone);
      expect(u.progress, `update ${i}`).toBeGreaterThanOrEqual(prev.progress);
    }
  });
}

describe('progress', () => {
  it('updates are monotone, at most one is pending at a time, and the last is 100%', async () => {
    const trials = 60_000;
    const chunkTrials = 2_000;
    const seed = 3;
    let pending = 0;
    let maxPending = 0;
    let scheduled = 0;
    const schedule = (flush: () => void): void => {
      scheduled++;
      maxPending = Math.max(maxPending, ++pending);
      setTimeout(() => {
        pending--;
        flush();
      }, 2);
    };
    const completed: number[] = [];
    const rand = mulberry32(11);
    const { pool } = bankPool(2, { chunkTrials, schedule }, (h) =>
      delayed(h, () => Math.floor(rand() * 6), completed),
    );
    try {
      const updates: JobUpdate[] = [];
      const outcome = await pool.run({ scenario: CORPS, trials, seed }, (u) => updates.push(u))
        .outcome;
      if (outcome.status !== 'done') throw new Error(JSON.stringify(outcome));
      const final = withoutTime(outcome.result);
      expect(final).toEqual(referenceResult(CORPS, trials, seed, chunkTrials));
      await sleep(100); // a flush still scheduled must not deliver anything now
      expectWellFormedProgress(updates, trials, final);
      expect(updates.length).toBeGreaterThanOrEqual(3); // partial results did stream
      expect(updates.every((u) => u.trialsDone % chunkTrials === 0)).toBe(true);
      expect(maxPending).toBe(1);
      expect(scheduled).toBeLessThanOrEqual(30);
    } finally {
      pool.close();
    }
  });
});

describe('invalid scenarios', () => {
  const withField = (path: string[], value: unknown): Record<string, unknown> => {
    const s = structuredClone(CORPS);
    let node: Record<string, unknown> = s;
    for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
    node[path[path.length - 1] as string] = value;
    return s;
  };
  const bad: [string, unknown, RegExp][] = [
    ['negative dice', withField(['attacker', 'dice', 'white'], -1), /^attacker\.dice\.white: /],
    ['unknown cover', withField(['defender', 'cover'], 'thick'), /^defender\.cover: /],
    ['wrong type', withField(['attacker', 'tokens', 'aim'], 'two'), /^attacker\.tokens\.aim: /],
    ['misspelt key', withField(['defender', 'dodg'], 1), /^defender\.dodg: unknown key/],
    ['unknown game', withField(['game'], 'chess'), /^game: expected "legion"/],
    ['not an object', 42, /^expected a JSON object/],
  ];

  it('fail with the parser message; no worker crashes and the pool stays usable', async () => {
    const chunkTrials = 5_000;
    const { pool, spawner } = bankPool(2, { chunkTrials });
    try {
      await pool.ready();
      for (const [what, scenario, field] of bad) {
        const parsed = parseAnyScenario(scenario);
        if (parsed.ok) throw new Error(`${what}: the parser accepted it`);
        const message = describeError(parsed.error);
        expect(message, what).toMatch(field);
        const updates: JobUpdate[] = [];
        const o = await pool.run({ scenario, trials: 20_000, seed: 1 }, (u) => updates.push(u))
          .outcome;
        expect(o, what).toEqual({ status: 'error', error: message });
        expect(await pool.exact(scenario), what).toEqual({ status: 'error', error: message });
        // The workers themselves answer with the same message as data, without throwing.
        const task = { k: 0, trials: 10, rng: seededRng(1).getState() };
        expect(await bank.workers[0]?.api.simulate(scenario, task)).toEqual({
          ok: false,
          error: message,
        });
        expect(await bank.workers[1]?.api.exact(scenario)).toEqual({ ok: false, error: message });
        expect(updates).toEqual([]);
      }
      expect(spawner.count).toBe(2);
      await pool.ready();
      const r = await done(pool.run({ scenario: CORPS, trials: 20_000, seed: 1 }).outcome);
      expect(r).toEqual(referenceResult(CORPS, 20_000, 1, chunkTrials));
      const exact = await pool.exact(CORPS);
      expect(exact.status).toBe('done');
    } finally {
      pool.close();
    }
  });

  it('a worker answering with an error fails the job with that message; the pool recovers', async () => {
    const chunkTrials = 2_500;
    let failures = 0;
    let calls = 0;
    const failed = latch();
    // Worker 1 answers its second chunk with an error (the first job only); worker 0 holds its
    // replies until then.
    const { pool, spawner } = bankPool(2, { chunkTrials }, (h, i) =>
      i === 1
        ? intercept(h, async (real, s, t) => {
            if (++calls === 2) {
              failures++;
              failed.open();
              return { ok: false, error: 'attacker.dice: simulated worker-side rejection' };
            }
            return real(s, t);
          })
        : gated(h, failed.wait),
    );
    try {
      const o = await pool.run({ scenario: HEAVY, trials: 50_000, seed: 12 }).outcome;
      expect(o).toEqual({
        status: 'error',
        error: 'attacker.dice: simulated worker-side rejection',
      });
      expect(failures).toBe(1);
      const r = await done(pool.run({ scenario: HEAVY, trials: 50_000, seed: 12 }).outcome);
      expect(r).toEqual(referenceResult(HEAVY, 50_000, 12, chunkTrials));
      expect(spawner.count).toBe(2);
    } finally {
      pool.close();
    }
  });
});

describe('adaptive trials', () => {
  const chunkTrials = 2_000;
  const maxTrials = 1_000_000;
  const eps = 0.01;
  const seed = 123;

  /** Where a single-thread run merging chunks in order first meets the margin, and its counts. */
  function adaptiveReference(scenario: unknown): { trials: number; counts: Float64Array } {
    const program = compiled(scenario);
    const buckets = (program.observables[0]?.max ?? 0) + 1;
    const counts = new Float64Array(histogramLayout(program).length);
    const rngs = chunkGenerators(seed);
    let trials = 0;
    for (let k = 0; chunkSize(maxTrials, k, chunkTrials) > 0; k++) {
      const n = chunkSize(maxTrials, k, chunkTrials);
      const part = simulateChunk(program, rngs.next().value, n);
      for (let i = 0; i < part.length; i++) counts[i] = (counts[i] as number) + (part[i] ?? 0);
      trials += n;
      if (adaptiveDone(counts, trials, buckets, eps)) break;
      // Not yet: the pool must not stop here either.
    }
    return { trials, counts };
  }

  it('stops early at the same chunk, with the same histogram, for 1, 2 and 3 workers', async () => {
    const ref = adaptiveReference(CORPS);
    expect(ref.trials).toBeLessThan(maxTrials / 10);
    expect(ref.trials).toBeGreaterThan(chunkTrials);
    const expected = resultFromCounts(CORPS, ref.counts, ref.trials, seed);
    const rand = mulberry32(8);
    for (const size of [1, 2, 3]) {
      const completed: number[] = [];
      const { pool } = bankPool(size, { chunkTrials }, (h) =>
        size === 1 ? h : delayed(h, () => Math.floor(rand() * 10), completed),
      );
      try {
        const job = { scenario: CORPS, trials: maxTrials, seed, adaptiveEpsilon: eps };
        const r = await done(pool.run(job).outcome);
        expect(r.trials, `${size} workers`).toBe(ref.trials);
        expect(r, `${size} workers`).toEqual(expected);
      } finally {
        pool.close();
      }
    }
  });

  it('a tight epsilon runs every trial and equals the plain run', async () => {
    const trials = 20_000;
    const { pool } = bankPool(2, { chunkTrials });
    try {
      const r = await done(
        pool.run({ scenario: HEAVY, trials, seed, adaptiveEpsilon: 1e-9 }).outcome,
      );
      expect(r).toEqual(referenceResult(HEAVY, trials, seed, chunkTrials));
    } finally {
      pool.close();
    }
  });

  // The Node pool's own schedule (createNodePool: a 100 ms timer). With one worker the last
  // chunk's flush is always still pending when the job ends, so this is not timing-dependent.
  it.each([1, 2])(
    'progress in adaptive mode (%i workers) is monotone and its last update is the final one',
    async (size) => {
      const ref = adaptiveReference(CORPS);
      const { pool } = bankPool(size, { chunkTrials, schedule: (f) => setTimeout(f, 100) });
      try {
        const updates: JobUpdate[] = [];
        const job = { scenario: CORPS, trials: maxTrials, seed, adaptiveEpsilon: eps };
        const r = await done(pool.run(job, (u) => updates.push(u)).outcome);
        expect(r.trials).toBe(ref.trials);
        await sleep(250); // a flush scheduled before the end must not deliver anything after it
        // An adaptive job may stop before its first partial update is due: the final suffices.
        expectWellFormedProgress(updates, maxTrials, r, 1);
      } finally {
        pool.close();
      }
    },
  );
});

describe('trial loop: generated code and the interpreted fallback agree', () => {
  interface LoopRun {
    counts: Uint32Array;
    rngState: readonly number[];
    name: string;
  }

  /** Runs buildTrialLoop's loop; with `fallback`, code generation (new Function) is refused. */
  function runBuiltLoop(program: Program, seed: number, trials: number, fallback: boolean) {
    const { offsets, length } = histogramLayout(program);
    const sampler = new DiceSampler(seededRng(seed));
    let refused = 0;
    if (fallback) {
      // What a strict Content-Security-Policy does to `new Function`.
      vi.stubGlobal('Function', function refuse(): never {
        refused++;
        throw new EvalError('Code generation from strings disallowed for this context');
      });
    }
    let loop: ReturnType<typeof buildTrialLoop>;
    try {
      loop = buildTrialLoop(program, offsets);
    } finally {
      vi.unstubAllGlobals();
    }
    expect(refused).toBe(fallback ? 1 : 0);
    const counts = new Uint32Array(length);
    loop(new Int32Array(program.init.length), counts, trials, sampler);
    const run: LoopRun = {
      counts,
      rngState: sampler.rng.getState(),
      name: loop.name,
    };
    return run;
  }

  /** An independent interpreter over DiceSampler (optionally running canonical steps too). */
  function sampledLoop(program: Program, seed: number, trials: number, canonical: boolean) {
    const { offsets, length } = histogramLayout(program);
    const sampler = new DiceSampler(seededRng(seed));
    const counts = new Uint32Array(length);
    const s = new Int32Array(program.init.length);
    for (let t = 0; t < trials; t++) {
      s.set(program.init);
      for (const step of program.steps) {
        if (step.kind === 'det') {
          if (canonical || step.canonical !== true) step.run(s);
          continue;
        }
        for (const spec of step.dice) {
          const n = s[spec.pending] as number;
          if (n === 0) continue;
          s[spec.pending] = 0;
          sampler.roll(spec.die, n, s, spec.into);
        }
      }
      program.observables.forEach((o, k) => {
        const at = (offsets[k] ?? 0) + (s[o.slot] as number);
        counts[at] = (counts[at] as number) + 1;
      });
    }
    const run: LoopRun = {
      counts,
      rngState: sampler.rng.getState(),
      name: 'reference',
    };
    return run;
  }

  const all: [string, Record<string, unknown>][] = [
    ['corps-fire', CORPS],
    ['heavy-hitter', HEAVY],
    ['guardian', GUARDIAN],
    ['large-pool', LARGE],
    ...GOLDEN.map((g): [string, Record<string, unknown>] => [g.name, g.scenario]),
  ];

  it.each(all)('%s', (_name, scenario) => {
    const program = compiled(scenario);
    const trials = 3_000;
    for (const seed of [1, 0x5eed_2025, -7]) {
      const generated = runBuiltLoop(program, seed, trials, false);
      const interpreted = runBuiltLoop(program, seed, trials, true);
      expect(generated.name).toBe('trials');
      expect(interpreted.name).not.toBe('trials');
      expect(interpreted).toEqual({ ...generated, name: interpreted.name });
      // The public chunk entry point is the generated loop; an independent interpreter over
      // DiceSampler draws exactly the same faces.
      expect(simulateChunk(program, seededRng(seed), trials)).toEqual(generated.counts);
      const sampled = sampledLoop(program, seed, trials, false);
      expect(sampled).toEqual({ ...generated, name: 'reference' });
      // Canonical steps only rename state for the exact executor: running them changes nothing.
      expect(sampledLoop(program, seed, trials, true).counts).toEqual(generated.counts);
    }
  });
});
