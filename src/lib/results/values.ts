/**
 * The values worth a chart band, a table row or a compare option: 0..last, or, when most of
 * them cannot happen (Star Wars Miniatures deals damage in tens), only 0 and those some
 * distribution reaches. Dense distributions (Legion, Imperial Assault) keep every value.
 */
export function shownValues(pmfs: readonly (readonly number[])[], last: number): number[] {
  const all = Array.from({ length: last + 1 }, (_, k) => k);
  const reached = all.filter((k) => k === 0 || pmfs.some((p) => (p[k] ?? 0) > 0));
  return last >= 10 && reached.length * 2 < all.length ? reached : all;
}
