// Words every game's pin names share.

/** "4 white + 1 red": the dice that are there, most first (ties in the order given). */
export function diceWords(
  dice: Readonly<Record<string, number>>,
  order: readonly string[],
): string {
  const there = order.filter((c) => (dice[c] ?? 0) > 0);
  there.sort((a, b) => (dice[b] ?? 0) - (dice[a] ?? 0));
  return there.map((c) => `${dice[c]} ${c}`).join(' + ') || 'no dice';
}

export const times = (n: number, word: string) => (n === 1 ? word : `${n} ${word}`);
export const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);
