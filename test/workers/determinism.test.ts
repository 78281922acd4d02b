import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHUNK_TRIALS, simulateCounts } from '../../src/engine/core/run.ts';
import { evaluateMonteCarlo } from '../../src/engine/evaluate.ts';
import {
  benchScenario,
  compiled,
  delayed,
  done,
  goldenScenarios,
  intercept,
  isSorted,
  mulberry32,
  parsedScenario,
  pmfCounts,
  poolOver,
  referenceCounts,
  referenceResult,
  resultFromCounts,
  withoutTime,
  WorkerBank,
  woundsCounts,
  type ResultWithoutTime,
} from './helpers.ts';

// The merged histogram depends only on (scenario, trials, seed, chunk size): never on the
// worker count, the order chunks complete in, or how a chunk is cut into reported parts. Real
// worker_threads, started once and lent to every pool (WorkerBank). Nothing here measures speed.

const CORPS = benchScenario('corps-fire');
const HEAVY = benchScenario('heavy-hitter');
const GUARDIAN = benchScenario('guardian');
const LARGE = benchScenario('large-pool');
const GOLDEN = goldenScenarios();

const bank = new WorkerBank(3);
beforeAll(() => bank.ready(), 90_000);
afterAll(() => bank.close());

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
      const { pool, spawner } = poolOver(bank, size);
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
      const { pool, spawner } = poolOver(bank, size, { chunkTrials }, (h, i) =>
        intercept(h, (real, s, t) => {
          perWorker[i] = (perWorker[i] ?? 0) + 1;
          return real(s, t);
        }),
      );
      try {
        results.push(await done(pool.run({ scenario, trials, seed }).outcome));
        // Every worker took part (each worker's loop takes a chunk as the job starts).
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
      const { pool } = poolOver(bank, 3, { chunkTrials }, (h) =>
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
      const { pool } = poolOver(bank, size, { chunkTrials }, (h) =>
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

  it('chunks reported in many parts (a 1 ms budget) give the same histogram', async () => {
    const trials = 30_001;
    const chunkTrials = 10_000;
    const seed = 0x5eed;
    const expected = referenceResult(HEAVY, trials, seed, chunkTrials);
    for (const size of [1, 2, 3]) {
      const parts = new Map<number, number>();
      const { pool } = poolOver(bank, size, { chunkTrials, replyEveryMs: 1 }, (h) =>
        intercept(h, async (real, s, t) => {
          const reply = await real(s, t);
          parts.set(t.k, (parts.get(t.k) ?? 0) + 1);
          return reply;
        }),
      );
      try {
        expect(await done(pool.run({ scenario: HEAVY, trials, seed }).outcome)).toEqual(expected);
        // Chunks did come back in parts (a 10,000-trial heavy-hitter chunk takes several ms).
        expect(
          [...parts.values()].some((n) => n > 1),
          `${size} workers`,
        ).toBe(true);
      } finally {
        pool.close();
      }
    }
  });
});
