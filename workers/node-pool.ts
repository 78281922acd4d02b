import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { wrap } from 'comlink';
import nodeEndpoint from 'comlink/dist/esm/node-adapter.mjs';
import { nodeWorkerSource } from './node-worker-bundle.ts';
import { WorkerPool, type PoolOptions } from './pool.ts';
import type { SimApi } from './sim-api.ts';
import { WorkerGone, workerHandle, type WorkerHandle } from './worker-handle.ts';

/** Default pool size: the machine's cores, at most 8. */
export const defaultWorkers = (): number => Math.max(1, Math.min(8, availableParallelism()));

/**
 * The young generation of each worker thread (MB). Imperial Assault's reroll search allocates
 * fast enough that V8 grows a thread's young generation to its default ceiling, ~48 MB of
 * heap per worker for ~20 MB live; capped, each worker holds ~28 MB less (measured
 * with `npm run odds`; the numbers are in the commit). Scavenges get more frequent, but they
 * copy only what lives: corps-fire's trial loop and the search ran no slower in the measurements.
 */
export const WORKER_YOUNG_GENERATION_MB = 4;

/**
 * The old generation of each worker thread (MB): a runaway allocation ends the worker ("the
 * worker crashed: … out of memory") instead of growing the process. The engine keeps its own
 * work far below it (an exact sequence stops at SEQUENCE_EXACT_BYTES, Imperial Assault's memos
 * at their budget); without it a worker grew the process to 4.3 GB.
 */
export const WORKER_OLD_GENERATION_MB = 768;

/** The limits every simulation worker thread starts with. */
export const WORKER_RESOURCE_LIMITS = {
  maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB,
  maxOldGenerationSizeMb: WORKER_OLD_GENERATION_MB,
} as const;

/** Starts one worker_threads simulation worker. */
export function spawnNodeWorker(): WorkerHandle {
  const worker = new Worker(nodeWorkerSource(), {
    eval: true,
    resourceLimits: WORKER_RESOURCE_LIMITS,
  });
  worker.unref();
  return workerHandle(
    wrap<SimApi>(nodeEndpoint(worker as unknown as Parameters<typeof nodeEndpoint>[0])),
    () => void worker.terminate(),
    (gone) => {
      // `on`, not `once`: a second 'error' with no listener would crash the process.
      worker.on('error', (e) => gone(new WorkerGone(`the worker crashed: ${e.message}`)));
      worker.once('exit', (code) => gone(new WorkerGone(`the worker exited with code ${code}`)));
    },
  );
}

/** The pool over Node worker threads (the CLI, and the pool tests). */
export function createNodePool(
  size = defaultWorkers(),
  options: Omit<PoolOptions, 'size' | 'spawn'> = {},
): WorkerPool {
  return new WorkerPool({
    size,
    spawn: spawnNodeWorker,
    schedule: (f) => setTimeout(f, 100),
    ...options,
  });
}
