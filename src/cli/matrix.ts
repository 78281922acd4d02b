import type { MatchupCell } from '../engine/index.ts';
import { CliPool } from './evaluate-with.ts';
import { matrixCsv, matrixTable, type MatrixCell, type MatrixOutput } from './format-matrix.ts';
import type { MatrixArgs } from './matrix-args.ts';
import { matrixSides } from './matrix-sides.ts';

export type MatrixRun = { ok: true; text: string } | { ok: false; message: string };

/**
 * `odds matrix` (issue 14 item 3): every attacker against every defender under the shared
 * conditions, computed on the worker threads; cells[i][j] is exactly what `odds` prints for
 * the cell's scenario (matchupScenario), or `{ "error" }` with the line odds refuses it with.
 */
export async function runMatrix(args: MatrixArgs, pool: CliPool): Promise<MatrixRun> {
  const { LEGION_CARDS } = await import('../engine/cards.ts');
  const attackers = await matrixSides('attackers', args.attackers, LEGION_CARDS);
  if (!attackers.ok) return attackers;
  const defenders = await matrixSides('defenders', args.defenders, LEGION_CARDS);
  if (!defenders.ok) return defenders;
  const a = attackers.sides;
  const d = defenders.sides;
  // Names a list could not match are reported, never dropped silently: on stderr at once.
  for (const [which, list] of [
    ['attackers', attackers.unmatched],
    ['defenders', defenders.unmatched],
  ] as const)
    for (const u of list) process.stderr.write(`odds: note: --${which}: ${u.name}: ${u.problem}\n`);
  const cells: MatrixCell[][] = a.map(() => new Array<MatrixCell>(d.length));
  await pool.matchup(
    { attackers: a, defenders: d, conditions: args.conditions },
    (i, j, cell: MatchupCell) => {
      (cells[i] as MatrixCell[])[j] = cell.ok ? cell.result : { error: cell.error };
    },
  );
  const unmatched =
    attackers.unmatched.length + defenders.unmatched.length > 0
      ? { unmatched: { attackers: attackers.unmatched, defenders: defenders.unmatched } }
      : {};
  const out: MatrixOutput = {
    attackers: a.map((s) => s.label),
    defenders: d.map((s) => s.label),
    cells,
    ...unmatched,
  };
  const text =
    args.format === 'json'
      ? JSON.stringify(out)
      : args.format === 'csv'
        ? matrixCsv(out)
        : matrixTable(out);
  return { ok: true, text };
}
