/**
 * A worker's life as a Web Lock, so the page learns at once when the worker ends: a worker
 * closed from outside (or by the browser) fires no event at all, and a pool would otherwise
 * notice only when the worker has said nothing for its silence limit (30 s). The worker holds
 * the lock named after it for as long as it lives, and says so; the page then asks for the same
 * lock, which it is granted the moment the worker is gone. Where the Locks API is missing or
 * refused, nothing changes.
 */

/** The message a worker posts once it holds its lock (comlink ignores messages without an id). */
export const LIFE_LOCK_HELD = 'holotable-life-lock-held';

/** Worker side: holds the lock named `name` for the worker's life. */
export function holdLifeLock(name: string, post: (message: unknown) => void): void {
  if (!name) return;
  try {
    void navigator.locks
      .request(name, () => {
        post({ [LIFE_LOCK_HELD]: true });
        return new Promise<never>(() => {});
      })
      .catch(() => {});
  } catch {
    // No Locks API here: the pool's silence limit still notices a dead worker.
  }
}

/** Page side: calls `gone` once the worker that posted LIFE_LOCK_HELD for `name` has ended. */
export function watchLifeLock(worker: Worker, name: string, gone: () => void): void {
  const held = (e: MessageEvent): void => {
    const data: unknown = e.data;
    if (typeof data !== 'object' || data === null || !(LIFE_LOCK_HELD in data)) return;
    worker.removeEventListener('message', held);
    try {
      void navigator.locks.request(name, () => gone()).catch(() => {});
    } catch {
      // As above: the silence limit remains.
    }
  };
  worker.addEventListener('message', held);
}
