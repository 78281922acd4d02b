import { Worker } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { createNodePool, WORKER_RESOURCE_LIMITS } from '../../workers/node-pool.ts';
import { heavySequence } from '../legion/sequence/heavy.ts';

// A worker's exact run that would pass its memory budget answers with why, once (it is the
// scenario's answer, not a crash to retry on three workers); and a runaway allocation in a
// worker ends that worker instead of growing the process (one grew it to 4.3 GB).

const pool = createNodePool(1);
afterAll(() => pool.close());

describe('exact runs past their memory budget on a worker', () => {
  it('answers with the refusal, not a crash', async () => {
    await pool.ready();
    const outcome = await pool.exact(heavySequence(20));
    expect(outcome).toEqual({
      status: 'error',
      error: expect.stringMatching(/^exact enumeration of this sequence would need about/),
    });
  }, 60_000);
});

describe('worker resource limits', () => {
  it('a runaway allocation ends the worker, under 1.5 GB', async () => {
    const limits = WORKER_RESOURCE_LIMITS;
    expect(limits.maxOldGenerationSizeMb).toBeLessThanOrEqual(1024);
    const worker = new Worker('const a = []; for (;;) a.push(new Array(1e6).fill(a.length));', {
      eval: true,
      resourceLimits: limits,
    });
    const error = await new Promise<Error>((resolve) => worker.once('error', resolve));
    expect((error as NodeJS.ErrnoException).code).toBe('ERR_WORKER_OUT_OF_MEMORY');
  }, 60_000);
});
