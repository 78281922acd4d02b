import { cellValue, type Cell, type Measure } from './measure.ts';

export type SortOrder = 'listed' | 'high' | 'low';

export const SORT_ORDERS: readonly { value: SortOrder; label: string }[] = [
  { value: 'listed', label: 'As listed' },
  { value: 'high', label: 'Highest average first' },
  { value: 'low', label: 'Lowest average first' },
];

export const isSortOrder = (v: unknown): v is SortOrder =>
  v === 'listed' || v === 'high' || v === 'low';

/** The mean of the values present (null when none is: waiting, refused or not defined). */
function average(values: Iterable<number | null>): number | null {
  let sum = 0;
  let n = 0;
  for (const v of values)
    if (v !== null) {
      sum += v;
      n++;
    }
  return n > 0 ? sum / n : null;
}

/** Each row's average of the measure over its computed cells. */
export function rowAverages(cells: readonly (readonly Cell[])[], m: Measure): (number | null)[] {
  return cells.map((row) => average(row.map((c) => cellValue(c, m))));
}

/** Each column's average of the measure over its computed cells. */
export function columnAverages(
  cells: readonly (readonly Cell[])[],
  columns: number,
  m: Measure,
): (number | null)[] {
  return Array.from({ length: columns }, (_, j) =>
    average(cells.map((row) => cellValue(row[j] ?? null, m))),
  );
}

/**
 * The order to show entries in: as listed, or by average (ties and entries without one keep
 * their listed order; those without one go last either way).
 */
export function sortedOrder(averages: readonly (number | null)[], order: SortOrder): number[] {
  const index = averages.map((_, i) => i);
  if (order === 'listed') return index;
  const sign = order === 'high' ? -1 : 1;
  return index.sort((a, b) => {
    const x = averages[a] ?? null;
    const y = averages[b] ?? null;
    if (x === null || y === null) return x === y ? a - b : x === null ? 1 : -1;
    return sign * (x - y) || a - b;
  });
}

/**
 * `next`, or `previous` when it holds the same order: a grid redrawn with an order that did
 * not change re-checks none of its rows.
 */
export function stableOrder(previous: readonly number[], next: number[]): readonly number[] {
  return previous.length === next.length && previous.every((v, i) => v === next[i])
    ? previous
    : next;
}
