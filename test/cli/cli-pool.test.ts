import { afterEach, describe, expect, it, vi } from 'vitest';
import { WorkerPool } from '../../workers/pool.ts';
import { fakeWorker } from '../workers/fake-worker.ts';

// Issue 17, "Memory stays under 256 MB": an adaptive run and an exact call each use one worker
// (workers/monte-carlo-job.ts), so the command line starts one worker for them, not an idle
// second one; a run that can use every worker gets a pool of them.
const created: number[] = [];
vi.mock('../../workers/node-pool.ts', () => ({
  defaultWorkers: () => 3,
  createNodePool: (size: number) => {
    created.push(size);
    return new WorkerPool({ size, spawn: () => fakeWorker({ delay: () => 1 }) });
  },
}));
const { CliPool } = await import('../../src/cli/evaluate-with.ts');

const IA = {
  v: 1,
  game: 'imperial-assault',
  attackType: 'melee',
  attacker: { dice: { red: 1, yellow: 1 }, rerolls: 1 },
  defender: { dice: { black: 1 }, rerolls: 1 },
};

afterEach(() => {
  created.length = 0;
});

describe('the command line’s worker pool', () => {
  it('starts one worker for an adaptive run, and all of them once a plain run needs them', async () => {
    const pool = new CliPool(null, false);
    try {
      await pool.monteCarlo(IA, 100_000, 1, 0.01);
      await pool.monteCarlo(IA, 100_000, 2, 0.01);
      expect(created).toEqual([1]);
      await pool.monteCarlo(IA, 2_000, 1, null);
      expect(created).toEqual([1, 3]);
      // The larger pool serves an adaptive run too.
      await pool.monteCarlo(IA, 100_000, 1, 0.01);
      expect(created).toEqual([1, 3]);
    } finally {
      pool.close();
    }
  });

  it('keeps the worker count --workers gives', async () => {
    const pool = new CliPool(2, false);
    try {
      await pool.monteCarlo(IA, 100_000, 1, 0.01);
      await pool.monteCarlo(IA, 2_000, 1, null);
      expect(created).toEqual([2]);
    } finally {
      pool.close();
    }
  });
});
