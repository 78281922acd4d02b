/**
 * A loadout in a caption's words: what attacks (a unit and its upgrades, or its dice, with the
 * tokens it spends) and what it attacks under which conditions (the target, range or distance,
 * cover, the target's tokens). Each game says it (`GameEngine.words`); caption.ts writes them.
 */
export interface LoadoutWords {
  /** "Stormtroopers with DLT-19 Stormtrooper, Aim 1"; "6 red dice". */
  readonly attacker: string;
  /** "Rebel Troopers, range 3, light cover, Dodge 1". */
  readonly target: string;
}

/** Dice counts as "6 red + 1 white dice" (colours in the order given; none: null). */
export function diceWords(dice: Readonly<Record<string, number>>): string | null {
  const parts = Object.entries(dice).filter(([, n]) => n > 0);
  if (parts.length === 0) return null;
  const total = parts.reduce((a, [, n]) => a + n, 0);
  return `${parts.map(([c, n]) => `${n} ${c}`).join(' + ')} ${total === 1 ? 'die' : 'dice'}`;
}

/** Counts as "Aim 1, Dodge 2" (names capitalised; zeros left out). */
export function countWords(counts: Readonly<Record<string, number>>): string[] {
  return Object.entries(counts)
    .filter(([, n]) => n > 0)
    .map(([name, n]) => `${name.charAt(0).toUpperCase()}${name.slice(1)} ${n}`);
}

/** Keywords as "Pierce 1, High velocity" (numbers above 0 with their X, flags that are on). */
export function keywordWords(keywords: Readonly<Record<string, unknown>>): string[] {
  return Object.entries(keywords).flatMap(([key, v]) => {
    const name = key.replace(/([A-Z])/g, ' $1').toLowerCase();
    const said = `${name.charAt(0).toUpperCase()}${name.slice(1)}`;
    if (typeof v === 'number' && v > 0) return [`${said} ${v}`];
    return v === true ? [said] : [];
  });
}
