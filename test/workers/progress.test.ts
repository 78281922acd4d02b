import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simulateChunk } from '../../src/engine/core/montecarlo.ts';
import { histogramLayout } from '../../src/engine/core/program.ts';
import { chunkSize } from '../../src/engine/core/run.ts';
import { chunkGenerators } from '../../src/engine/core/rng.ts';
import { adaptiveDone, marginLayout } from '../../workers/adaptive.ts';
import type { JobUpdate } from '../../workers/pool.ts';
import {
  benchScenario,
  compiled,
  delayed,
  done,
  intercept,
  mulberry32,
  poolOver,
  referenceResult,
  resultFromCounts,
  sleep,
  withoutTime,
  WorkerBank,
  type ResultWithoutTime,
} from './helpers.ts';

// Streamed progress is monotone and ends with one final update; an adaptive run stops at the
// same chunk, with the same histogram, however many workers ran it and however they were timed.

const CORPS = benchScenario('corps-fire');
const HEAVY = benchScenario('heavy-hitter');

const bank = new WorkerBank(3);
beforeAll(() => bank.ready(), 90_000);
afterAll(() => bank.close());

/** Checks the update stream of a finished job: monotone, one final update, and it is last. */
function expectWellFormedProgress(
  updates: readonly JobUpdate[],
  trials: number,
  final: ResultWithoutTime,
  minUpdates = 2,
  adaptive = false,
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
    // A plain run's progress is of its trials; an adaptive run's, of what its margin needs.
    if (!u.done && !adaptive) expect(u.progress).toBe(u.trialsDone / trials);
    if (!u.done && adaptive) expect(u.progress).toBeLessThan(1);
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
    const { pool } = poolOver(bank, 2, { chunkTrials, schedule }, (h) =>
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

describe('adaptive trials', () => {
  // At most ADAPTIVE_CHUNK_TRIALS, so the pool's adaptive runs use it as given.
  const chunkTrials = 1_000;
  const maxTrials = 1_000_000;
  const eps = 0.01;
  const seed = 123;

  /** Where a single-thread run merging chunks in order first meets the margin, and its counts. */
  function adaptiveReference(scenario: unknown): { trials: number; counts: Float64Array } {
    const program = compiled(scenario);
    const counts = new Float64Array(histogramLayout(program).length);
    const rngs = chunkGenerators(seed);
    let trials = 0;
    for (let k = 0; chunkSize(maxTrials, k, chunkTrials) > 0; k++) {
      const n = chunkSize(maxTrials, k, chunkTrials);
      const part = simulateChunk(program, rngs.next().value, n);
      for (let i = 0; i < part.length; i++) counts[i] = (counts[i] as number) + (part[i] ?? 0);
      trials += n;
      if (adaptiveDone(counts, trials, marginLayout(program), eps)) break;
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
      const { pool } = poolOver(bank, size, { chunkTrials }, (h) =>
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

  it('answers once its last needed chunk merges, starting none past it', async () => {
    const ref = adaptiveReference(CORPS);
    const last = ref.trials / chunkTrials - 1;
    const completed: number[] = [];
    // The last needed chunk is slow, and the chunk after it would never answer while the test
    // runs: the run must not start it, on either worker.
    const { pool } = poolOver(bank, 2, { chunkTrials }, (h) =>
      delayed(h, (t) => (t.k === last ? 200 : t.k > last ? 600_000 : 0), completed),
    );
    try {
      const job = { scenario: CORPS, trials: maxTrials, seed, adaptiveEpsilon: eps };
      const r = await done(pool.run(job).outcome);
      expect(r.trials).toBe(ref.trials);
      expect(completed).not.toContain(last + 1);
    } finally {
      pool.close();
    }
  });

  it('runs chunk after chunk on one worker, only those its margin looks like needing', async () => {
    const ref = adaptiveReference(CORPS);
    const chunks = ref.trials / chunkTrials;
    expect(chunks).toBeGreaterThan(2);
    // For each chunk asked for: the chunks answered by then; and which workers were asked.
    const answered: number[] = [];
    const seen = new Map<number, number[]>();
    const workers = new Set<number>();
    const { pool } = poolOver(bank, 2, { chunkTrials }, (h, i) =>
      intercept(h, async (real, scenario, task) => {
        workers.add(i);
        if (!seen.has(task.k)) seen.set(task.k, [...answered]);
        const reply = await real(scenario, task);
        await sleep(20);
        answered.push(task.k);
        return reply;
      }),
    );
    try {
      const job = { scenario: CORPS, trials: maxTrials, seed, adaptiveEpsilon: eps };
      const r = await done(pool.run(job).outcome);
      expect(r.trials).toBe(ref.trials);
      // One worker, with the whole memo budget (a second one's first trials would only fill
      // its own tables); each chunk starts once the one before it is answered.
      expect([...workers]).toEqual([0]);
      expect(seen.get(1)).toEqual([0]);
      expect(seen.size).toBe(chunks);
    } finally {
      pool.close();
    }
  });

  it('a tight epsilon runs every trial and equals the plain run', async () => {
    const trials = 20_000;
    const { pool } = poolOver(bank, 2, { chunkTrials });
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
      const { pool } = poolOver(bank, size, { chunkTrials, schedule: (f) => setTimeout(f, 100) });
      try {
        const updates: JobUpdate[] = [];
        const job = { scenario: CORPS, trials: maxTrials, seed, adaptiveEpsilon: eps };
        const r = await done(pool.run(job, (u) => updates.push(u)).outcome);
        expect(r.trials).toBe(ref.trials);
        await sleep(250); // a flush scheduled before the end must not deliver anything after it
        // An adaptive job may stop before its first partial update is due: the final suffices.
        expectWellFormedProgress(updates, maxTrials, r, 1, true);
      } finally {
        pool.close();
      }
    },
  );
});
