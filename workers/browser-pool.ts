import { wrap } from 'comlink';
import { WorkerPool, type WorkerHandle } from './pool.ts';
import type { SimApi } from './sim-api.ts';

/** Starts one Web Worker running the simulation API. */
export function spawnBrowserWorker(): WorkerHandle {
  const worker = new Worker(new URL('./sim.worker.ts', import.meta.url), { type: 'module' });
  const died = new Promise<never>((_, reject) => {
    worker.addEventListener('error', (e) => reject(new Error(e.message || 'worker error')));
  });
  died.catch(() => {});
  return { api: wrap<SimApi>(worker), died, terminate: () => worker.terminate() };
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
