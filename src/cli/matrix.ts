import { bothWays, type MatchupCell } from '../engine/engines.ts';
import { CliPool } from './evaluate-with.ts';
import { noteLine } from './error-line.ts';
import type { MatrixArgs } from './matrix-args.ts';
import { gridPlan } from './matrix-grid.ts';
import { unmatchedNotes } from './matrix-notes.ts';
import { matrixSides } from './matrix-sides.ts';
import { formatTotals } from './matrix-totals.ts';
import { MatrixWriter } from './matrix-writer.ts';

export type MatrixRun = { ok: true } | { ok: false; message: string };

/** Where `odds matrix` writes: stdout's text as it streams, and stderr's notes. */
export interface MatrixStreams {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
}

/**
 * `odds matrix`: every attacker against every defender under the shared
 * conditions, computed on the worker threads; cells[i][j] is exactly what `odds` prints for
 * the cell's scenario (matchupScenario), or `{ "error" }` with the line odds refuses it with.
 * The grid's size is checked and, when large, said before any cell is computed; cells are
 * written as they finish, in grid order, so no format holds the whole grid.
 */
export async function runMatrix(
  args: MatrixArgs,
  pool: Pick<CliPool, 'matchup'>,
  streams: MatrixStreams,
): Promise<MatrixRun> {
  const { LEGION_CARDS } = await import('../engine/cards.ts');
  const attackers = await matrixSides('attackers', args.attackers, LEGION_CARDS);
  if (!attackers.ok) return attackers;
  const defenders = await matrixSides('defenders', args.defenders, LEGION_CARDS);
  if (!defenders.ok) return defenders;
  const a = attackers.sides;
  const d = defenders.sides;
  const head = {
    attackers: a.map((s) => s.label),
    defenders: d.map((s) => s.label),
    unmatched: { attackers: attackers.unmatched, defenders: defenders.unmatched },
  };
  if (args.totals) {
    streams.err(unmatchedNotes('attackers', attackers.unmatched));
    streams.err(unmatchedNotes('defenders', defenders.unmatched));
    const t = await bothWays(a, d, args.conditions, pool);
    streams.out(`${formatTotals(t, args.format)}\n`);
    return { ok: true };
  }
  const plan = gridPlan(args.format, head.attackers, head.defenders);
  if (!plan.ok) return plan;
  // Names a list could not match are reported, never dropped silently: on stderr at once.
  streams.err(unmatchedNotes('attackers', attackers.unmatched));
  streams.err(unmatchedNotes('defenders', defenders.unmatched));
  if (plan.note) streams.err(noteLine(plan.note));
  const writer = new MatrixWriter(args.format, head, streams.out);
  writer.begin();
  await pool.matchup(
    { attackers: a, defenders: d, conditions: args.conditions },
    (i, j, cell: MatchupCell) => writer.cell(i, j, cell.ok ? cell.result : { error: cell.error }),
  );
  writer.end();
  return { ok: true };
}
