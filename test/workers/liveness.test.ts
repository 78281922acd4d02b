import { describe, expect, it } from 'vitest';
import { seededRng } from '../../src/engine/core/rng.ts';
import { DEFAULT_MEMO_BUDGET } from '../../src/engine/imperial-assault/memo-budget.ts';
import { spawnNodeWorker } from '../../workers/node-pool.ts';
import { WorkerPool, type JobUpdate } from '../../workers/pool.ts';
import { WORKER_FAULT_ENV } from '../../workers/sim-api.ts';
import { fakeWorker, type FakeWorker } from './fake-worker.ts';
import { benchScenario, done, referenceResult, sleep, Spawner, until } from './helpers.ts';

// Issue 17 "Never stuck, never a crash": a slow chunk is not a failed one (its worker reports
// as it goes, and only a worker silent for the whole window is replaced), and every call on a
// terminated worker settles. Workers here are fakes on this thread (fake-worker.ts: the real
// simulation, answered slowly) so the windows can be short; the last tests use real threads.

const CORPS = benchScenario('corps-fire');
const HEAVY = benchScenario('heavy-hitter');

/** A pool over the given workers (replacements: fresh quick fakes), and the spawner. */
function poolOf(workers: FakeWorker[], options: { silenceMs: number; chunkTrials: number }) {
  const spawner = new Spawner([
    ...workers.map((w) => () => w),
    ...Array.from({ length: 4 }, () => () => fakeWorker({ delay: () => 0 })),
  ]);
  const pool = new WorkerPool({ size: workers.length, spawn: spawner.spawn, ...options });
  return { pool, spawner };
}

describe('liveness by progress', () => {
  it('a chunk slower than the silence window survives: its worker keeps reporting', async () => {
    const chunkTrials = 4_000;
    // Every answer takes 120 ms and covers at most 400 trials: the chunk takes 10 answers,
    // about 1.2 s, four times the 300 ms window the old fixed deadline would have been.
    const slow = fakeWorker({ delay: (_c, t) => (t ? 120 : 0), perCall: 400 });
    const { pool, spawner } = poolOf([slow], { silenceMs: 300, chunkTrials });
    try {
      const updates: JobUpdate[] = [];
      const t0 = performance.now();
      const job = pool.run({ scenario: HEAVY, trials: chunkTrials, seed: 9 }, (u) =>
        updates.push(u),
      );
      const r = await done(job.outcome);
      expect(performance.now() - t0).toBeGreaterThan(300);
      expect(r).toEqual(referenceResult(HEAVY, chunkTrials, 9, chunkTrials));
      expect(spawner.count).toBe(1); // never replaced
      expect(slow.answered).toBeGreaterThanOrEqual(10);
      // The chunk's progress streamed before it was whole.
      expect(updates.some((u) => !u.done && u.trialsDone < chunkTrials)).toBe(true);
    } finally {
      pool.close();
    }
  });

  it('a worker silent for the window is replaced and its task re-run: same answer', async () => {
    const chunkTrials = 2_000;
    // The second simulate call goes quiet for far longer than the window.
    let simulateCalls = 0;
    const stuck = fakeWorker({
      delay: (_c, t) => (t && ++simulateCalls === 2 ? 60_000 : 0),
      perCall: 700,
    });
    const { pool, spawner } = poolOf([stuck], { silenceMs: 300, chunkTrials });
    try {
      const r = await done(pool.run({ scenario: CORPS, trials: 6_000, seed: 4 }).outcome);
      expect(r).toEqual(referenceResult(CORPS, 6_000, 4, chunkTrials));
      expect(spawner.count).toBe(2);
      expect(stuck.terminated).toBe(true);
    } finally {
      pool.close();
    }
  });

  it('a worker terminated mid-call: the call settles, the task re-runs elsewhere', async () => {
    const chunkTrials = 2_000;
    const victim = fakeWorker({ delay: (_c, t) => (t ? 200 : 0), perCall: 500 });
    const other = fakeWorker({ delay: (_c, t) => (t ? 30 : 0) });
    // A window far beyond the test: only the termination can end the victim's call.
    const { pool, spawner } = poolOf([victim, other], { silenceMs: 600_000, chunkTrials });
    try {
      const job = pool.run({ scenario: HEAVY, trials: 10_000, seed: 21 });
      await until(() => victim.answered >= 2, 10_000, 'the victim to report');
      victim.terminate();
      const r = await done(job.outcome);
      expect(r).toEqual(referenceResult(HEAVY, 10_000, 21, chunkTrials));
      expect(spawner.count).toBe(3);
    } finally {
      pool.close();
    }
  });

  it('after cancelling a slow run, an exact answer waits for one report, not the chunk', async () => {
    // One worker, as the app has on a 2-core machine. The chunk would take 40 answers.
    const w = fakeWorker({ delay: (_c, t) => (t ? 50 : 0), perCall: 100 });
    const { pool } = poolOf([w], { silenceMs: 10_000, chunkTrials: 4_000 });
    try {
      const job = pool.run({ scenario: HEAVY, trials: 4_000, seed: 1 });
      await until(() => w.answered >= 2, 10_000, 'the run to report');
      job.cancel();
      expect(await job.outcome).toEqual({ status: 'cancelled' });
      const exact = await pool.exact(CORPS);
      expect(exact.status).toBe('done');
      expect(w.trials).toBeLessThan(1_000);
    } finally {
      pool.close();
    }
  });

  it('an exact call whose worker is terminated runs again on the replacement', async () => {
    const victim = fakeWorker({ delay: (c) => (c === 0 ? 60_000 : 0) });
    const { pool, spawner } = poolOf([victim], { silenceMs: 1_000, chunkTrials: 1_000 });
    try {
      const exact = pool.exact(CORPS);
      await sleep(50);
      victim.terminate();
      expect((await exact).status).toBe('done');
      expect(spawner.count).toBe(2);
    } finally {
      pool.close();
    }
  });

  it('an abandoned exact call: its worker is replaced, it settles cancelled, the pool runs on', async () => {
    // One worker: a minutes-long enumeration, while a simulation's task waits behind it.
    const victim = fakeWorker({ delay: (_c, _t, m) => (m === 'exact' ? 60_000 : 0) });
    const { pool, spawner } = poolOf([victim], { silenceMs: 600_000, chunkTrials: 2_000 });
    try {
      const abort = new AbortController();
      const exact = pool.exact(CORPS, abort.signal);
      await sleep(20);
      const job = pool.run({ scenario: CORPS, trials: 6_000, seed: 8 });
      await sleep(20);
      abort.abort();
      expect(await exact).toEqual({ status: 'cancelled' });
      expect(victim.terminated).toBe(true);
      // The simulation's task, caught on the replaced worker, re-runs: not counted as a failure.
      expect(await done(job.outcome)).toEqual(referenceResult(CORPS, 6_000, 8, 2_000));
      expect(spawner.count).toBe(2);
      expect((await pool.exact(CORPS)).status).toBe('done');
      // Aborting a finished call changes nothing.
      const again = new AbortController();
      expect((await pool.exact(CORPS, again.signal)).status).toBe('done');
      again.abort();
      expect(spawner.count).toBe(2);
    } finally {
      pool.close();
    }
  });

  it('a simulation outlives more abandoned exact calls than a task may fail', async () => {
    const slow = () => fakeWorker({ delay: (_c, _t, m) => (m === 'exact' ? 60_000 : 20) });
    const spawner = new Spawner(Array.from({ length: 6 }, () => slow));
    const pool = new WorkerPool({ size: 1, spawn: spawner.spawn, chunkTrials: 1_000 });
    try {
      const job = pool.run({ scenario: HEAVY, trials: 3_000, seed: 5 });
      for (let i = 0; i < 4; i++) {
        const abort = new AbortController();
        const exact = pool.exact(CORPS, abort.signal);
        await sleep(30);
        abort.abort();
        expect(await exact).toEqual({ status: 'cancelled' });
      }
      expect(await done(job.outcome)).toEqual(referenceResult(HEAVY, 3_000, 5, 1_000));
      expect(spawner.count).toBe(5);
    } finally {
      pool.close();
    }
  });

  it('closing the pool settles the calls waiting on its workers', async () => {
    const w = fakeWorker({ delay: () => 60_000 });
    const { pool } = poolOf([w], { silenceMs: 600_000, chunkTrials: 1_000 });
    const exact = pool.exact(CORPS);
    const job = pool.run({ scenario: CORPS, trials: 5_000, seed: 2 });
    await sleep(20);
    pool.close();
    expect(await exact).toEqual({ status: 'cancelled' });
    expect(await job.outcome).toEqual({ status: 'cancelled' });
  });
});

describe('terminated Node worker threads', () => {
  it('a call on a thread terminated mid-call settles (the handle, then the pool)', async () => {
    const h = spawnNodeWorker();
    await h.api.ping();
    const spinning = h.api.stall(true); // the thread spins and never answers
    const queued = h.api.ping(); // waits behind it
    await sleep(50);
    h.terminate();
    await expect(Promise.race([spinning, h.died])).rejects.toThrow(/terminated/);
    await expect(Promise.race([queued, h.died])).rejects.toThrow(/terminated/);

    // The same through a pool: its exact call waits behind a spinning thread that is killed.
    const victim = spawnNodeWorker();
    const spawner = new Spawner([() => victim]); // then fresh threads
    const pool = new WorkerPool({ size: 1, spawn: spawner.spawn });
    try {
      await pool.ready();
      void victim.api.stall(true);
      const exact = pool.exact(CORPS);
      await sleep(50);
      victim.terminate();
      expect((await exact).status).toBe('done');
      expect(spawner.count).toBe(2);
    } finally {
      pool.close();
    }
  });

  it('a thread that exits by itself fails the call with its exit; the pool runs on', async () => {
    process.env[WORKER_FAULT_ENV] = 'exit'; // read by the thread as it starts
    const h = spawnNodeWorker();
    delete process.env[WORKER_FAULT_ENV];
    await h.api.ping();
    const task = { k: 0, trials: 10, rng: seededRng(1).getState(), budgetMs: Infinity };
    await expect(
      Promise.race([h.api.simulate(CORPS, task, DEFAULT_MEMO_BUDGET), h.died]),
    ).rejects.toThrow(/exited with code 70/);

    process.env[WORKER_FAULT_ENV] = 'exit';
    const dying = spawnNodeWorker();
    delete process.env[WORKER_FAULT_ENV];
    const spawner = new Spawner([() => dying]); // then healthy threads
    const pool = new WorkerPool({ size: 1, spawn: spawner.spawn, chunkTrials: 5_000 });
    try {
      const r = await done(pool.run({ scenario: CORPS, trials: 10_000, seed: 3 }).outcome);
      expect(r).toEqual(referenceResult(CORPS, 10_000, 3, 5_000));
      expect(spawner.count).toBe(2);
    } finally {
      pool.close();
    }
  });
});
