import { wrap } from 'comlink';
import { WorkerPool } from './pool.ts';
import type { SimApi } from './sim-api.ts';
import { WorkerGone, workerHandle, type WorkerHandle } from './worker-handle.ts';

/** Starts one Web Worker running the simulation API. */
export function spawnBrowserWorker(): WorkerHandle {
  const worker = new Worker(new URL('./sim.worker.ts', import.meta.url), { type: 'module' });
  return workerHandle(
    wrap<SimApi>(worker),
    () => worker.terminate(),
    (gone) =>
      worker.addEventListener('error', (e) => gone(new WorkerGone(e.message || 'worker error'))),
  );
}

/**
 * The browser pool: hardware concurrency workers (at most 8), partial results at most once per
 * animation frame.
 */
export function createBrowserPool(
  size = Math.max(1, Math.min(8, navigator.hardwareConcurrency || 2)),
): WorkerPool {
  return new WorkerPool({
    size,
    spawn: spawnBrowserWorker,
    schedule: (flush) => requestAnimationFrame(() => flush()),
  });
}
