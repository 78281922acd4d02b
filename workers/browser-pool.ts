import { wrap } from 'comlink';
import { WorkerPool } from './pool.ts';
import { watchLifeLock } from './life-lock.ts';
import type { SimApi } from './sim-api.ts';
import { WorkerGone, workerHandle, type WorkerHandle } from './worker-handle.ts';

/** Starts one Web Worker running the simulation API. */
export function spawnBrowserWorker(): WorkerHandle {
  // A name of its own: the worker's life lock (a closed worker fires no event; the lock tells).
  const name = `holotable-sim-${Math.random().toString(36).slice(2)}-${Date.now()}`;
  const worker = new Worker(new URL('./sim.worker.ts', import.meta.url), { type: 'module', name });
  return workerHandle(
    wrap<SimApi>(worker),
    () => worker.terminate(),
    (gone) => {
      worker.addEventListener('error', (e) => gone(new WorkerGone(e.message || 'worker error')));
      watchLifeLock(worker, name, () => gone(new WorkerGone('the worker stopped')));
    },
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
