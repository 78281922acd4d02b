import type { AttackResult } from '../engine/index.ts';
import { csvRow, type CsvCell } from './csv-row.ts';
import { sequenceRows } from './sequence-rows.ts';

/** A loadout whose numbers go into the app's CSV. */
export interface CsvLoadout {
  readonly label: string;
  readonly method: string;
  readonly trials: number | null;
  readonly result: AttackResult;
}

/**
 * Columns of several loadouts in one header: each loadout's own order kept, a column only
 * some have placed after the one it follows there (a single attack has no "attacks needed").
 */
function mergeColumns(lists: readonly (readonly string[])[]): string[] {
  const out: string[] = [];
  for (const list of lists) {
    let at = 0;
    for (const c of list) {
      const i = out.indexOf(c);
      if (i >= 0) at = i + 1;
      else out.splice(at++, 0, c);
    }
  }
  return out;
}

/**
 * The app's CSV when an attack sequence is shown: one row per (loadout, attack), cumulative up
 * to that attack, with the columns of `odds --format csv` after the loadout's name, method and
 * trials; a single attack among them is one row. Null when no loadout is a sequence.
 */
export function sequenceCsv(loadouts: readonly CsvLoadout[]): string | null {
  if (!loadouts.some((l) => sequenceRows(l.result))) return null;
  const each = loadouts.map((l) => {
    // A single attack is a sequence of one: the same fields, once.
    const rows = sequenceRows(l.result) ?? sequenceRows({ ...l.result, sequence: [l.result] });
    return { l, rows };
  });
  const columns = mergeColumns(each.map((e) => e.rows?.columns.map((c) => c.csv) ?? []));
  const lines: CsvCell[][] = [['loadout', 'method', 'trials', ...columns]];
  for (const { l, rows } of each) {
    if (!rows) continue;
    const names = rows.columns.map((c) => c.csv);
    for (const row of rows.rows)
      lines.push([
        l.label,
        l.method,
        l.trials ?? '',
        ...columns.map((c) => {
          const i = names.indexOf(c);
          return i < 0 ? '' : row[i];
        }),
      ]);
  }
  return lines.map(csvRow).join('\n') + '\n';
}
