import type { MatrixFormat, MatrixArgs } from '../../src/cli/matrix-args.ts';
import { runMatrix, type MatrixRun } from '../../src/cli/matrix.ts';
import type { MatchupCell } from '../../src/engine/engines.ts';
import type { MatchupJob, OnCell } from '../../workers/pool.ts';

// `odds matrix` in-process, with a stand-in for the worker pool that answers every cell at once:
// what the command writes, for grids far larger than real cells could fill in a test.

/** One cell's answer, shaped as odds gives it (the grid's writer reads only these fields). */
export const RESULT = {
  v: 1,
  game: 'legion',
  method: 'exact',
  trials: null,
  seed: null,
  wounds: { pmf: [0.25, 0.75], mean: 0.75, sd: 0.43, median: 1, atLeast: [1, 0.75] },
  unitDefeated: { pmf: [0.9, 0.1], mean: 0.1, sd: 0.3, median: 0, atLeast: [1, 0.1] },
  points: {
    attackerPoints: 42,
    defenderPoints: 42,
    woundsPer100Points: 1.79,
    defenderPointsRemovedPer100Points: 18.75,
  },
};

export interface Pool {
  matchup(job: MatchupJob, onCell: OnCell): Promise<void>;
  calls: number;
}

/** A pool that answers every cell, in `order` (default: the grid's, each pair swapped). */
export function pool(each?: (done: number, total: number) => void): Pool {
  const p = {
    calls: 0,
    async matchup(job: MatchupJob, onCell: OnCell): Promise<void> {
      p.calls++;
      const cells = job.attackers.flatMap((_, i) => job.defenders.map((_, j) => [i, j] as const));
      // Out of order: each pair of cells arrives second first, as two workers' batches may.
      for (let k = 0; k < cells.length; k += 2) {
        for (const c of [cells[k + 1], cells[k]]) {
          if (!c) continue;
          const cell: MatchupCell =
            c[0] === 1 && c[1] === 0
              ? { ok: false, error: 'attacker.unit: a refused cell' }
              : { ok: true, result: RESULT as never };
          onCell(c[0], c[1], cell);
        }
        each?.(k + 2, cells.length);
      }
      await Promise.resolve();
    },
  };
  return p;
}

export function matrixArgs(attackers: string, defenders: string, format: MatrixFormat): MatrixArgs {
  return { attackers, defenders, conditions: { range: 3 }, format, workers: 1 };
}

export async function runInProcess(
  a: string,
  d: string,
  format: MatrixFormat,
  p: Pool = pool(),
): Promise<{ r: MatrixRun; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const r = await runMatrix(matrixArgs(a, d, format), p, {
    out: (t) => out.push(t),
    err: (t) => err.push(t),
  });
  return { r, out: out.join(''), err: err.join('') };
}
