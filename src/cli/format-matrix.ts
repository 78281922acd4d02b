import type { AttackResult, PointsEfficiency, Summary } from '../engine/index.ts';
import { csvRow, type CsvCell } from '../lib/csv/csv-row.ts';

/** A cell of `odds matrix --format json`: odds' result, or the line odds refuses it with. */
export type MatrixCell = AttackResult | { readonly error: string };

/** What `odds matrix --format json` prints (issue 14 item 3). */
export interface MatrixOutput {
  readonly attackers: string[];
  readonly defenders: string[];
  /** cells[i][j]: attacker i against defender j. */
  readonly cells: MatrixCell[][];
  /** Names of the lists that matched no card (only when there are some). */
  readonly unmatched?: {
    readonly attackers: readonly { name: string; problem: string }[];
    readonly defenders: readonly { name: string; problem: string }[];
  };
}

/** The measures a grid shows of one cell (the four, and what they rest on). */
export interface CellMeasures {
  readonly method: string | null;
  readonly meanWounds: number | null;
  readonly pUnitDefeated: number | null;
  readonly woundsPer100Points: number | null;
  readonly defenderPointsRemovedPer100Points: number | null;
  readonly attackerPoints: number | null;
  readonly defenderPoints: number | null;
  readonly error: string | null;
}

/** A cell's measures; null where the cell has none (an error, a side without points). */
export function cellMeasures(cell: MatrixCell): CellMeasures {
  if ('error' in cell && typeof cell.error === 'string')
    return {
      method: null,
      meanWounds: null,
      pUnitDefeated: null,
      woundsPer100Points: null,
      defenderPointsRemovedPer100Points: null,
      attackerPoints: null,
      defenderPoints: null,
      error: cell.error,
    };
  const r = cell as AttackResult;
  const p = r['points'] as PointsEfficiency | undefined;
  const defeated = r['unitDefeated'] as Summary | undefined;
  return {
    method: r.method,
    meanWounds: r.wounds?.mean ?? null,
    pUnitDefeated: defeated ? (defeated.atLeast[1] ?? 0) : null,
    woundsPer100Points: p?.woundsPer100Points ?? null,
    defenderPointsRemovedPer100Points: p?.defenderPointsRemovedPer100Points ?? null,
    attackerPoints: p?.attackerPoints ?? null,
    defenderPoints: p?.defenderPoints ?? null,
    error: null,
  };
}

export const MATRIX_CSV_COLUMNS = [
  'attacker',
  'defender',
  'method',
  'meanWounds',
  'pUnitDefeated',
  'woundsPer100Points',
  'defenderPointsRemovedPer100Points',
  'attackerPoints',
  'defenderPoints',
  'error',
] as const;

/** One row per cell, attacker by attacker, with the measures. */
export function matrixCsv(m: MatrixOutput): string {
  const rows: CsvCell[][] = [[...MATRIX_CSV_COLUMNS]];
  m.cells.forEach((row, i) =>
    row.forEach((cell, j) => {
      const x = cellMeasures(cell);
      rows.push([
        m.attackers[i],
        m.defenders[j],
        x.method,
        x.meanWounds,
        x.pUnitDefeated,
        x.woundsPer100Points,
        x.defenderPointsRemovedPer100Points,
        x.attackerPoints,
        x.defenderPoints,
        x.error,
      ]);
    }),
  );
  return rows.map(csvRow).join('\n');
}

const num = (v: number | null, digits: number) => (v === null ? '–' : v.toFixed(digits));
const pct = (v: number | null) => (v === null ? '–' : `${(100 * v).toFixed(1)}%`);

/** The CSV's measures as aligned text, for a terminal; a refused cell shows its reason. */
export function matrixTable(m: MatrixOutput): string {
  const head = [
    'attacker',
    'defender',
    'mean wounds',
    'P(defeated)',
    'wounds/100 pts',
    'pts removed/100 pts',
  ];
  const rows: { cells: string[]; error: string | null }[] = [];
  m.cells.forEach((row, i) =>
    row.forEach((cell, j) => {
      const x = cellMeasures(cell);
      rows.push({
        error: x.error,
        cells: [
          m.attackers[i] ?? '',
          m.defenders[j] ?? '',
          `${num(x.meanWounds, 3)}${x.method === 'monte-carlo' ? ' (MC)' : ''}`,
          pct(x.pUnitDefeated),
          num(x.woundsPer100Points, 3),
          num(x.defenderPointsRemovedPer100Points, 2),
        ],
      });
    }),
  );
  const widths = head.map((h, c) =>
    Math.max(h.length, ...rows.map((r) => r.cells[c]?.length ?? 0)),
  );
  const pad = (v: string, c: number) =>
    c < 2 ? v.padEnd(widths[c] ?? 0) : v.padStart(widths[c] ?? 0);
  const line = (r: readonly string[]) => r.map(pad).join('  ').trimEnd();
  return [
    line(head),
    ...rows.map((r) =>
      r.error === null ? line(r.cells) : `${line(r.cells.slice(0, 2))}  (${r.error})`,
    ),
  ].join('\n');
}
