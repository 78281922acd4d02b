import {
  oneLine,
  type AttackResult,
  type PointsEfficiency,
  type Summary,
} from '../engine/index.ts';
import { csvRow } from '../report/csv-row.ts';

/** A cell of `odds matrix --format json`: odds' result, or the line odds refuses it with. */
export type MatrixCell = AttackResult | { readonly error: string };

/** What `odds matrix --format json` prints. */
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

/** A cell's CSV row: its attacker and defender, then the measures. */
export function matrixCsvRow(attacker: string, defender: string, cell: MatrixCell): string {
  const x = cellMeasures(cell);
  return csvRow([
    attacker,
    defender,
    x.method,
    x.meanWounds,
    x.pUnitDefeated,
    x.woundsPer100Points,
    x.defenderPointsRemovedPer100Points,
    x.attackerPoints,
    x.defenderPoints,
    x.error,
  ]);
}

/** A cell as one JSON Lines line: `{"attacker", "defender", "result"}` or with `"error"`. */
export function matrixJsonLine(attacker: string, defender: string, cell: MatrixCell): string {
  const answer = 'error' in cell && typeof cell.error === 'string' ? cell : { result: cell };
  return JSON.stringify({ attacker, defender, ...answer });
}

const num = (v: number | null, digits: number) => (v === null ? '–' : v.toFixed(digits));
const pct = (v: number | null) => (v === null ? '–' : `${(100 * v).toFixed(1)}%`);

const TABLE_HEAD = [
  'attacker',
  'defender',
  'mean wounds',
  'P(defeated)',
  'wounds/100 pts',
  'pts removed/100 pts',
] as const;

/**
 * The CSV's measures as aligned text, for a terminal, a row at a time (a grid may have more
 * rows than fit in memory as one string). Names are shown escaped and cut (shownText), so a
 * list's names never move the cursor or recolour the terminal; the name columns are as wide as
 * the longest shown name, known before the first cell.
 */
export class MatrixTable {
  private readonly widths: number[];

  constructor(attackers: readonly string[], defenders: readonly string[]) {
    const widest = (names: readonly string[], head: string) => {
      let w = head.length;
      for (const n of names) w = Math.max(w, n.length);
      return w;
    };
    this.widths = TABLE_HEAD.map((h, c) =>
      c === 0 ? widest(attackers, h) : c === 1 ? widest(defenders, h) : Math.max(h.length, 7),
    );
  }

  private line(cells: readonly string[]): string {
    return cells
      .map((v, c) => (c < 2 ? v.padEnd(this.widths[c] ?? 0) : v.padStart(this.widths[c] ?? 0)))
      .join('  ')
      .trimEnd();
  }

  head(): string {
    return this.line(TABLE_HEAD);
  }

  /** A cell's line; a refused cell shows its reason. `attacker`, `defender`: shown names. */
  row(attacker: string, defender: string, cell: MatrixCell): string {
    const x = cellMeasures(cell);
    if (x.error !== null) return `${this.line([attacker, defender])}  (${oneLine(x.error)})`;
    return this.line([
      attacker,
      defender,
      `${num(x.meanWounds, 3)}${x.method === 'monte-carlo' ? ' (MC)' : ''}`,
      pct(x.pUnitDefeated),
      num(x.woundsPer100Points, 3),
      num(x.defenderPointsRemovedPer100Points, 2),
    ]);
  }
}
