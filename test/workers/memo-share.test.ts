import type { Remote } from 'comlink';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CompileOptions } from '../../src/engine/game-engine.ts';
import { imperialAssaultGame } from '../../src/engine/imperial-assault/game.ts';
import { DEFAULT_MEMO_BUDGET } from '../../src/engine/imperial-assault/memo-budget.ts';
import { WorkerPool } from '../../workers/pool.ts';
import type { ChunkTask, SimApi } from '../../workers/sim-api.ts';
import type { WorkerHandle } from '../../workers/worker-handle.ts';
import { fakeWorker } from './fake-worker.ts';
import { done, referenceResult } from './helpers.ts';

// Issue 17, "Memory stays under 256 MB": every worker compiles its own program, so the memo
// budget is one total for the pool, each worker given an equal share with every call that
// compiles (a replaced worker too); more workers never means more memo. Fake workers on this
// thread run the real simulation API, so what the engine compiles with is seen here too.

/** A small attack with rerolls on both sides: its reroll search keeps memos. */
const IA = {
  v: 1,
  game: 'imperial-assault',
  attackType: 'ranged',
  distance: 4,
  attacker: {
    dice: { blue: 1, green: 1, yellow: 1 },
    surgeAbilities: [{ cost: 1, damage: 1 }],
    rerolls: 2,
  },
  defender: { dice: { black: 1, white: 1 }, rerolls: 1 },
};

interface Seen {
  readonly worker: number;
  readonly method: 'simulate' | 'exact';
  readonly memoBytes: number;
}

/** Fake workers whose simulate and exact calls are recorded with the share they carry. */
function recordingPool(
  size: number,
  memoBytes: number | undefined,
  chunkTrials: number,
): { pool: WorkerPool; seen: Seen[] } {
  const seen: Seen[] = [];
  let spawned = 0;
  const spawn = (): WorkerHandle => {
    const worker = spawned++;
    const h = fakeWorker({ delay: () => 1 });
    const real = h.api as unknown as SimApi;
    const api = {
      ...real,
      simulate: (scenario: unknown, task: ChunkTask, share: number) => {
        seen.push({ worker, method: 'simulate', memoBytes: share });
        return real.simulate(scenario, task, share);
      },
      exact: (scenario: unknown, share: number) => {
        seen.push({ worker, method: 'exact', memoBytes: share });
        return real.exact(scenario, share);
      },
    };
    return { ...h, api: api as unknown as Remote<SimApi> };
  };
  const pool = new WorkerPool({
    size,
    spawn,
    chunkTrials,
    replyEveryMs: Infinity,
    ...(memoBytes === undefined ? {} : { memoBytes }),
  });
  return { pool, seen };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the memo budget is one total, split among the pool’s workers (issue 17)', () => {
  it('gives each worker total / size with every chunk and exact call, and the answer stays', async () => {
    const total = 3 * 1024 * 1024 + 1;
    const chunkTrials = 400;
    const trials = 6 * chunkTrials;
    for (const size of [1, 2, 3]) {
      const { pool, seen } = recordingPool(size, total, chunkTrials);
      try {
        expect(pool.memoShare).toBe(Math.floor(total / size));
        const r = await done(pool.run({ scenario: IA, trials, seed: 5 }).outcome);
        expect(r, `${size} workers`).toEqual(referenceResult(IA, trials, 5, chunkTrials));
        const exact = await pool.exact(IA);
        expect(exact.status).toBe('done');
        // Every worker took chunks, and every call carried its share.
        const workers = new Set(seen.filter((s) => s.method === 'simulate').map((s) => s.worker));
        expect(workers.size, `${size} workers`).toBe(size);
        expect(seen.some((s) => s.method === 'exact')).toBe(true);
        for (const s of seen) expect(s.memoBytes, `${size} workers`).toBe(Math.floor(total / size));
      } finally {
        pool.close();
      }
    }
  });

  it('gives an adaptive run, which runs on one worker, the whole budget', async () => {
    const total = 3 * 1024 * 1024 + 1;
    for (const size of [1, 2, 3]) {
      const { pool, seen } = recordingPool(size, total, 400);
      try {
        expect(pool.memoTotal).toBe(total);
        // A margin this tight is never met: all 2,400 trials, six chunks, each on worker 0.
        const job = { scenario: IA, trials: 2_400, seed: 5, adaptiveEpsilon: 1e-9 };
        const r = await done(pool.run(job).outcome);
        expect(r, `${size} workers`).toEqual(referenceResult(IA, 2_400, 5, 400));
        const simulated = seen.filter((s) => s.method === 'simulate');
        expect(simulated.length).toBeGreaterThanOrEqual(6);
        for (const s of simulated)
          expect(s, `${size} workers`).toEqual({ ...s, worker: 0, memoBytes: total });
      } finally {
        pool.close();
      }
    }
  });

  it('splits DEFAULT_MEMO_BUDGET when the pool is given no total', () => {
    for (const size of [1, 2, 8]) {
      const { pool } = recordingPool(size, undefined, 400);
      try {
        expect(pool.memoShare).toBe(Math.floor(DEFAULT_MEMO_BUDGET / size));
      } finally {
        pool.close();
      }
    }
  });

  it('the worker compiles its programs with the share it is given', async () => {
    const compile = vi.spyOn(imperialAssaultGame, 'compile');
    const total = 5 * 1024 * 1024;
    const { pool } = recordingPool(2, total, 400);
    try {
      await done(pool.run({ scenario: IA, trials: 2_000, seed: 3 }).outcome);
      expect((await pool.exact(IA)).status).toBe('done');
    } finally {
      pool.close();
    }
    // The pool's own thread compiles without options (the histogram's layout, no search);
    // every worker-side compile asks for the share.
    const options = compile.mock.calls.map((c) => c[1] as CompileOptions | undefined);
    const worker = options.filter((o) => o !== undefined);
    expect(worker.length).toBeGreaterThanOrEqual(3);
    for (const o of worker) expect(o).toEqual({ memoBytes: total / 2 });
  });
});
