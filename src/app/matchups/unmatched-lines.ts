/**
 * A pasted list's names that matched no card, one line each for the person: a name left out
 * several times for the same reason is one line, "Name ×3: problem", in the list's order.
 */
export function unmatchedLines(
  unmatched: readonly { readonly name: string; readonly problem: string }[],
): string[] {
  // A plain Map: bookkeeping of one call (a list may name thousands of unknown units).
  const times = new Map<string, { name: string; problem: string; n: number }>();
  for (const u of unmatched) {
    const key = JSON.stringify([u.name, u.problem]);
    const seen = times.get(key);
    if (seen) seen.n++;
    else times.set(key, { name: u.name, problem: u.problem, n: 1 });
  }
  return [...times.values()].map((l) => `${l.name}${l.n > 1 ? ` ×${l.n}` : ''}: ${l.problem}`);
}
