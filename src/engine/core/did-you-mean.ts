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

/**
 * The known names nearest to `key` by edit distance (case aside), nearest first, at most `most`:
 * within a third of the key's length (two edits from four characters, one below), so
 * "Stormtropers" finds "Stormtroopers" while an unrelated word finds nothing. Keys past
 * SUGGEST_LIMIT find nothing.
 */
export function nearestNames(key: string, known: readonly string[], most = 3): string[] {
  if (key.length > SUGGEST_LIMIT) return [];
  const k = key.trim().toLowerCase();
  // Two edits (a swapped pair: "fromat", "rnak") from four characters on; one below.
  const within = k.length < 4 ? 1 : Math.max(2, Math.floor(k.length / 3));
  const found = new Map<string, number>();
  for (const name of known) {
    // Names whose lengths differ by more than `within` are further apart than that: skipped
    // without the distance, so a list of ten thousand unknown names stays quick.
    if (Math.abs(name.length - k.length) > within || found.has(name)) continue;
    const d = editDistance(k, name.toLowerCase());
    if (d <= within) found.set(name, d);
  }
  return [...found]
    .sort((x, y) => x[1] - y[1])
    .slice(0, most)
    .map(([name]) => name);
}
