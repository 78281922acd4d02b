import type { MatrixFormat } from './matrix-args.ts';

/**
 * Most cells of one grid. Every unit of the card data against every unit is about 32,000; a
 * list of presets may name one unit thousands of times (each entry a row), and a grid past this
 * is a mistake rather than a question, refused before any work.
 */
export const GRID_CELL_LIMIT = 1_000_000;

/**
 * Most cells of `--format json`, one JSON text: at about 2 KB a cell (a Legion answer is 0.1 to
 * 2.2 KB) this is some 200 MB, while a JavaScript string (what most programs parse JSON from)
 * holds at most about 512 MB. Larger grids stream as JSON Lines or CSV, a line per cell.
 */
export const JSON_CELL_LIMIT = 100_000;

/** From this many cells the estimate is said before the work starts. */
export const NOTE_CELLS = 1_000;

/** Bytes of one cell's answer as JSON, about: the mean of the largest cells measured. */
const JSON_CELL_BYTES = 2_000;
/** Bytes of a CSV or table line's numbers and separators, about. */
const ROW_NUMBER_BYTES = 110;

const count = (n: number) => n.toLocaleString('en');

function bytes(n: number): string {
  if (n >= 1e9) return `${(n / 1e9).toFixed(1)} GB`;
  if (n >= 1e6) return `${(n / 1e6).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(n / 1e3))} kB`;
}

/** Characters of the names, summed (a loop: a list may have a million of them). */
function length(names: readonly string[]): number {
  let n = 0;
  for (const s of names) n += s.length;
  return n;
}

/** About how many bytes the grid's output takes in `format`. */
function outputBytes(
  format: MatrixFormat,
  attackers: readonly string[],
  defenders: readonly string[],
): number {
  const cells = attackers.length * defenders.length;
  // Every cell's line names its attacker and its defender (the table: cut to 80 characters).
  const names =
    format === 'json'
      ? length(attackers) + length(defenders)
      : format === 'table'
        ? cells * (2 * 80)
        : length(attackers) * defenders.length + length(defenders) * attackers.length;
  const perCell = format === 'json' || format === 'jsonl' ? JSON_CELL_BYTES : ROW_NUMBER_BYTES;
  return names + cells * perCell;
}

export type GridPlan = { ok: true; note: string | null } | { ok: false; message: string };

/**
 * Whether a grid can be written in `format`, decided before any cell is computed, and the note
 * that tells its size when it is large: "400 × 400 = 160,000 cells, about 21 MB of csv".
 */
export function gridPlan(
  format: MatrixFormat,
  attackers: readonly string[],
  defenders: readonly string[],
): GridPlan {
  const cells = attackers.length * defenders.length;
  const size = `${count(attackers.length)} × ${count(defenders.length)} = ${count(cells)} cells`;
  if (cells > GRID_CELL_LIMIT)
    return {
      ok: false,
      message: `matrix: ${size}, more than the ${count(GRID_CELL_LIMIT)} a grid may have: use shorter lists`,
    };
  if (format === 'json' && cells > JSON_CELL_LIMIT)
    return {
      ok: false,
      message: `--format json: ${size}, about ${bytes(outputBytes('json', attackers, defenders))} as one JSON text, more than ${count(JSON_CELL_LIMIT)} cells: use --format jsonl (a line per cell) or csv`,
    };
  if (cells < NOTE_CELLS) return { ok: true, note: null };
  return {
    ok: true,
    note: `matrix: ${size}, about ${bytes(outputBytes(format, attackers, defenders))} of ${format}`,
  };
}
