import type { Remote } from 'comlink';
import type { SimApi } from './sim-api.ts';

/**
 * A running worker: its comlink proxy, a way to kill it, and a promise that rejects once it is
 * gone. A pool races every call against `died`, so a call on a worker that crashed, exited or
 * was terminated settles instead of waiting forever.
 */
export interface WorkerHandle {
  readonly api: Remote<SimApi>;
  readonly died: Promise<never>;
  terminate(): void;
}

/** Why `died` rejected: the worker was terminated on purpose, or crashed / exited by itself. */
export class WorkerGone extends Error {
  override readonly name = 'WorkerGone';
}

/**
 * Builds a handle over a started worker. `died` rejects on the first of the worker's own report
 * (`watch` calls `gone` on a crash or exit) or `terminate()` itself: a terminated Web Worker fires
 * no event at all, so without this a call waiting on it never settles.
 */
export function workerHandle(
  api: Remote<SimApi>,
  kill: () => void,
  watch: (gone: (e: Error) => void) => void,
): WorkerHandle {
  let reject: (e: Error) => void = () => {};
  const died = new Promise<never>((_, r) => (reject = r));
  died.catch(() => {});
  watch((e) => reject(e instanceof WorkerGone ? e : new WorkerGone(e.message)));
  return {
    api,
    died,
    terminate: () => {
      reject(new WorkerGone('the worker was terminated'));
      kill();
    },
  };
}
