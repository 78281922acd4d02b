/** Longest key worth a suggestion: beyond it a key is no typo, and the distance costs its length. */
export const SUGGEST_LIMIT = 64;

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diag = row[0] ?? 0;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const up = row[j] ?? 0;
      row[j] = Math.min(up + 1, (row[j - 1] ?? 0) + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = up;
    }
  }
  return row[b.length] ?? 0;
}

/** ` (did you mean "pierce"?)` when a known name is within two edits of `key`, else ''. */
export function didYouMean(key: string, known: readonly string[]): string {
  if (key.length > SUGGEST_LIMIT) return '';
  const best = known
    .map((k) => ({ k, d: editDistance(key.toLowerCase(), k.toLowerCase()) }))
    .sort((x, y) => x.d - y.d)[0];
  return best && best.d <= 2 ? ` (did you mean "${best.k}"?)` : '';
}
