import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnNodeWorker } from '../../workers/node-pool.ts';
import { WorkerPool } from '../../workers/pool.ts';
import type { WorkerHandle } from '../../workers/worker-handle.ts';
import {
  benchScenario,
  done,
  gated,
  intercept,
  latch,
  poolOver,
  referenceResult,
  Spawner,
  WorkerBank,
} from './helpers.ts';

// A worker that crashes, is terminated or hangs is replaced and its task re-run from the same
// generator state: the result never changes. The kill and hang tests start threads of their
// own, as they destroy them; the rest borrow the bank's.

const CORPS = benchScenario('corps-fire');
const HEAVY = benchScenario('heavy-hitter');
const GUARDIAN = benchScenario('guardian');

const bank = new WorkerBank(3);
beforeAll(() => bank.ready(), 90_000);
afterAll(() => bank.close());

let killVictim: WorkerHandle;
let hangVictim: WorkerHandle;
beforeAll(async () => {
  killVictim = spawnNodeWorker();
  hangVictim = spawnNodeWorker();
  await Promise.all([killVictim.api.ping(), hangVictim.api.ping()]);
}, 90_000);
afterAll(() => {
  killVictim.terminate();
  hangVictim.terminate();
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
      await expect(killVictim.died).rejects.toThrow(/terminated/);
      expect(spawner.count).toBe(3);
      expect(r).toEqual(expected);

      // Kill the replacement between jobs: the next job replaces it again, same answer.
      const replacement = spawner.given[2];
      replacement?.terminate();
      await expect(replacement?.died).rejects.toThrow(/terminated/);
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
    const { pool, spawner } = poolOver(
      bank,
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

  it('a hung worker (api.stall), silent past the window, is terminated and replaced, its task re-run', async () => {
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
      silenceMs: 2_000,
    });
    try {
      const r = await done(pool.run({ scenario: GUARDIAN, trials, seed }).outcome);
      expect(hungAt).toBeGreaterThanOrEqual(0);
      expect(spawner.count).toBe(3);
      expect(r).toEqual(expected);
      // The pool terminated the spinning thread.
      await expect(hangVictim.died).rejects.toThrow(/terminated/);
    } finally {
      pool.close();
    }
  });
});
