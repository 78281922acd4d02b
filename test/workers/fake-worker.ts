import type { Remote } from 'comlink';
import { createSimApi, type ChunkTask, type SimApi } from '../../workers/sim-api.ts';
import { workerHandle, type WorkerHandle } from '../../workers/worker-handle.ts';
import { sleep } from './helpers.ts';

export interface FakeOptions {
  /** How long each answer takes (ms), by call number (0-based), task and method. */
  readonly delay: (call: number, task: ChunkTask | null, method: keyof SimApi) => number;
  /** At most this many trials per simulate call (the rest comes back as a continuation). */
  readonly perCall?: number;
}

export interface FakeWorker extends WorkerHandle {
  /** Calls answered so far (simulate and exact). */
  readonly answered: number;
  /** Trials simulated so far. */
  readonly trials: number;
  readonly terminated: boolean;
}

/**
 * A worker on this thread: the real simulation API (so results are the real ones), but one call
 * at a time, each answered after `delay` ms, as a slow worker would. Terminated, it answers
 * nothing more (like a real one); its handle's `died` is the production one (worker-handle.ts).
 */
export function fakeWorker(opts: FakeOptions): FakeWorker {
  const real = createSimApi();
  let queue: Promise<unknown> = Promise.resolve();
  let calls = 0;
  let answered = 0;
  let trials = 0;
  let terminated = false;
  const serve = <T>(method: keyof SimApi, task: ChunkTask | null, work: () => T): Promise<T> => {
    const call = calls++;
    const next = queue.then(async () => {
      await sleep(opts.delay(call, task, method));
      if (terminated) return new Promise<T>(() => {});
      answered++;
      return work();
    });
    queue = next.catch(() => {});
    return next;
  };
  const api = {
    simulate: (scenario: unknown, task: ChunkTask, memoBytes: number) =>
      serve('simulate', task, () => {
        const t = { ...task, trials: Math.min(task.trials, opts.perCall ?? task.trials) };
        const reply = real.simulate(scenario, { ...t, budgetMs: Infinity }, memoBytes);
        if (reply.ok) trials += reply.value.trials;
        return reply;
      }),
    exact: (scenario: unknown, memoBytes: number) =>
      serve('exact', null, () => real.exact(scenario, memoBytes)),
    ping: () => serve('ping', null, () => true as const),
    stall: (hang: boolean) => serve('stall', null, () => !hang),
  };
  const h = workerHandle(
    api as unknown as Remote<SimApi>,
    () => (terminated = true),
    () => {},
  );
  return {
    ...h,
    get answered() {
      return answered;
    },
    get trials() {
      return trials;
    },
    get terminated() {
      return terminated;
    },
  };
}
