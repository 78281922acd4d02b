import { availableParallelism } from 'node:os';

/**
 * The worker threads `--workers` gets: at most one per core. More only wait their turn, and each
 * costs start-up and memory (64 took 26 s and 1.2 GB to simulate one trial); the answer is the
 * same on any number, so the request is capped, with a note saying so.
 */
export function workerCount(
  requested: number | null,
  cores = availableParallelism(),
): { workers: number | null; note: string | null } {
  if (requested === null || requested <= cores) return { workers: requested, note: null };
  const threads = cores === 1 ? 'thread' : 'threads';
  return {
    workers: cores,
    note: `odds: note: --workers ${requested}: this machine has ${cores} ${cores === 1 ? 'core' : 'cores'}, so ${cores} worker ${threads} (the answer is the same)`,
  };
}
