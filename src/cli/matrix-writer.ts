import { shownText, type Unmatched } from '../engine/index.ts';
import { GRID_CSV_COLUMNS } from '../report/grid-csv-columns.ts';
import { matrixCsvRow, matrixJsonLine, MatrixTable, type MatrixCell } from './format-matrix.ts';
import type { MatrixFormat } from './matrix-args.ts';

/** A grid's rows and columns, and what its lists could not match. */
export interface GridHead {
  readonly attackers: readonly string[];
  readonly defenders: readonly string[];
  readonly unmatched: { readonly attackers: Unmatched[]; readonly defenders: Unmatched[] };
}

/**
 * Writes an `odds matrix` grid as its cells arrive, in any order: each cell is turned into its
 * text at once and written as soon as every cell before it (attacker by attacker) is written,
 * so memory holds only the cells that arrived early, never the grid. The bytes are those of
 * the whole output built at once: `--format json` is exactly JSON.stringify of
 * `{ attackers, defenders, cells, unmatched? }`, written without that string.
 */
export class MatrixWriter {
  private readonly columns: number;
  private readonly waiting = new Map<number, string>();
  private next = 0;
  private readonly table: MatrixTable | null;
  private readonly shownAttackers: readonly string[];
  private readonly shownDefenders: readonly string[];

  constructor(
    private readonly format: MatrixFormat,
    private readonly head: GridHead,
    private readonly write: (text: string) => void,
  ) {
    this.columns = head.defenders.length;
    const table = format === 'table';
    this.shownAttackers = table ? head.attackers.map((n) => shownText(n)) : [];
    this.shownDefenders = table ? head.defenders.map((n) => shownText(n)) : [];
    this.table = table ? new MatrixTable(this.shownAttackers, this.shownDefenders) : null;
  }

  /** What comes before the first cell. */
  begin(): void {
    const { attackers, defenders } = this.head;
    if (this.format === 'json')
      this.write(
        `{"attackers":${JSON.stringify(attackers)},"defenders":${JSON.stringify(defenders)},"cells":[`,
      );
    else if (this.format === 'csv') this.write(GRID_CSV_COLUMNS.join(','));
    else if (this.table) this.write(this.table.head());
  }

  /** Attacker i against defender j has its answer. */
  cell(i: number, j: number, cell: MatrixCell): void {
    const k = i * this.columns + j;
    if (k < this.next || this.waiting.has(k)) return;
    this.waiting.set(k, this.text(i, j, cell));
    for (let t = this.waiting.get(this.next); t !== undefined; t = this.waiting.get(this.next)) {
      this.waiting.delete(this.next);
      this.write(t);
      this.next++;
    }
  }

  /** What comes after the last cell (every cell must have been written). */
  end(): void {
    const total = this.head.attackers.length * this.columns;
    if (this.next !== total) throw new Error(`the grid ended after ${this.next} of ${total} cells`);
    if (this.format === 'json') {
      const { attackers, defenders } = this.head.unmatched;
      const unmatched =
        attackers.length + defenders.length > 0
          ? `,"unmatched":${JSON.stringify({ attackers, defenders })}`
          : '';
      this.write(`]${unmatched}}\n`);
    } else this.write('\n');
  }

  /** The cell's text with what separates it from the one before. */
  private text(i: number, j: number, cell: MatrixCell): string {
    const a = this.head.attackers[i] ?? '';
    const d = this.head.defenders[j] ?? '';
    switch (this.format) {
      case 'json': {
        const open = j === 0 ? `${i > 0 ? ',' : ''}[` : ',';
        return `${open}${JSON.stringify(cell)}${j === this.columns - 1 ? ']' : ''}`;
      }
      case 'jsonl':
        return `${i + j > 0 ? '\n' : ''}${matrixJsonLine(a, d, cell)}`;
      case 'csv':
        return `\n${matrixCsvRow(a, d, cell)}`;
      case 'table':
        return `\n${(this.table as MatrixTable).row(this.shownAttackers[i] ?? '', this.shownDefenders[j] ?? '', cell)}`;
    }
  }
}
