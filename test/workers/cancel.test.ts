import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobUpdate } from '../../workers/pool.ts';
import {
  benchScenario,
  done,
  intercept,
  poolOver,
  referenceResult,
  sleep,
  until,
  WorkerBank,
} from './helpers.ts';

// Cancelling a job settles it at once; chunks in flight finish within their budget and start
// nothing new; a new job cancels the previous one. Real worker_threads (WorkerBank).

const CORPS = benchScenario('corps-fire');
const HEAVY = benchScenario('heavy-hitter');

const bank = new WorkerBank(3);
beforeAll(() => bank.ready(), 90_000);
afterAll(() => bank.close());

describe('cancel', () => {
  /** Bank workers that count simulate calls started and settled, per scenario object. */
  function countingPool(size: number, chunkTrials: number) {
    const started: unknown[] = [];
    let settled = 0;
    const { pool, spawner } = poolOver(
      bank,
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
