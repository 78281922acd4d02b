import type {
  MatchupBatch,
  MatchupCell,
  MatchupConditions,
  MatchupSide,
} from '../src/engine/engines.ts';
import { CallFailed, type PoolWorkers } from './monte-carlo-job.ts';
import type { WorkerReply } from './sim-api.ts';

/** A grid to compute: its rows, columns, shared conditions, and optionally which cells. */
export interface MatchupJob {
  readonly attackers: readonly MatchupSide[];
  readonly defenders: readonly MatchupSide[];
  readonly conditions: MatchupConditions;
  /** [attacker, defender] index pairs, in the order to compute them; default every cell, row by row. */
  readonly cells?: readonly (readonly [number, number])[];
}

export type MatchupOutcome =
  { status: 'done'; cells: number } | { status: 'cancelled' } | { status: 'error'; error: string };

/** Called once per cell as it finishes, in no fixed order. */
export type OnCell = (attacker: number, defender: number, cell: MatchupCell) => void;

/** The first batches are small, so the first cells show at once; later ones are larger. */
const FIRST_BATCH = 4;
const MAX_BATCH = 256;
/** A batch should take about this long on a worker (fewer messages, cancel stays prompt). */
const BATCH_MS = 150;
/** Failures of one batch before the grid fails rather than replacing workers forever. */
const MAX_ATTEMPTS = 3;

/** Every cell of the grid, row by row. */
function allCells(job: MatchupJob): (readonly [number, number])[] {
  return job.attackers.flatMap((_, i) => job.defenders.map((_, j) => [i, j] as const));
}

/**
 * Runs a grid on the pool's workers: each worker's loop takes the next batch of cells, sized to take
 * about BATCH_MS, and reports every cell as its batch returns. Aborted, no loop starts another
 * batch and no further cell is reported (a running batch finishes on its worker, unreported).
 * A worker that dies is replaced and its batch run again, at most MAX_ATTEMPTS times.
 */
export async function runMatchup(
  pool: PoolWorkers,
  job: MatchupJob,
  onCell: OnCell,
  signal: AbortSignal,
): Promise<MatchupOutcome> {
  const cells = job.cells ?? allCells(job);
  let next = 0;
  let done = 0;
  let size = FIRST_BATCH;
  let failure: string | null = null;
  /** Batches whose worker died under them, to run again first. */
  const again: (readonly (readonly [number, number])[])[] = [];
  const take = (): readonly (readonly [number, number])[] => {
    const retry = again.shift();
    if (retry) return retry;
    let end = Math.min(cells.length, next + size);
    // A batch ends where an attacker's cells end when it can: one attacker's weapon choices,
    // scored against each defender profile, are then remembered by one worker, not two.
    const attacker = (k: number) => cells[k]?.[0];
    if (end < cells.length && attacker(end) === attacker(end - 1)) {
      let e = end;
      while (e > next && attacker(e) === attacker(e - 1)) e--;
      if (e > next) end = e;
    }
    const part = cells.slice(next, end);
    next = end;
    return part;
  };
  const batchOf = (part: readonly (readonly [number, number])[]): MatchupBatch => ({
    attackers: job.attackers,
    defenders: job.defenders,
    conditions: job.conditions,
    cells: part,
  });
  const workerLoop = async (w: number): Promise<void> => {
    let attempts = 0;
    while (!signal.aborted && failure === null && (again.length > 0 || next < cells.length)) {
      const part = take();
      const t0 = performance.now();
      let reply: WorkerReply<MatchupCell[]>;
      try {
        reply = await pool.call(
          w,
          (api) => api.matchup(batchOf(part)) as Promise<WorkerReply<MatchupCell[]>>,
          Infinity,
        );
      } catch (e) {
        if (signal.aborted) return;
        const retired = e instanceof CallFailed && e.retired;
        if (!retired && ++attempts >= MAX_ATTEMPTS) {
          failure = `a matchup batch failed ${MAX_ATTEMPTS} times in a row (${(e as Error).message})`;
          return;
        }
        again.push(part);
        if (e instanceof CallFailed && !retired) await pool.replace(w, e.worker);
        continue;
      }
      attempts = 0;
      if (signal.aborted) return;
      if (!reply.ok) {
        failure = reply.error;
        return;
      }
      reply.value.forEach((cell, k) => {
        const [i, j] = part[k] as readonly [number, number];
        onCell(i, j, cell);
      });
      done += part.length;
      const ms = performance.now() - t0;
      const perCell = Math.max(ms, 1) / part.length;
      size = Math.max(1, Math.min(MAX_BATCH, size * 2, Math.round(BATCH_MS / perCell)));
    }
  };
  await Promise.all(Array.from({ length: pool.size }, (_, w) => workerLoop(w)));
  if (signal.aborted) return { status: 'cancelled' };
  if (failure !== null) return { status: 'error', error: failure };
  return { status: 'done', cells: done };
}
