/** What every cell of a matchup grid shares (the app's controls and link, the title's line). */
export interface GridConditions {
  readonly range: number;
  readonly attackType: 'ranged' | 'melee';
  readonly cover: 'none' | 'light' | 'heavy';
  readonly attackerTokens: Readonly<Record<string, number>>;
  readonly defenderTokens: Readonly<Record<string, number>>;
  readonly edition: 'amg-2025' | 'ffg-1.0';
}

const tokenWords = (t: Readonly<Record<string, number>>): string =>
  Object.entries(t)
    .filter(([, n]) => n > 0)
    .map(([k, n]) => `${k.charAt(0).toUpperCase()}${k.slice(1)} ${n}`)
    .join(', ');

/**
 * The conditions of an exported grid in words: "ranged, range 3, light cover · attackers with
 * Aim 1 · defenders with Dodge 1" (melee has no range or cover; the FFG rules are named).
 */
export function gridConditionsLine(c: GridConditions): string {
  const attack =
    c.attackType === 'melee'
      ? 'melee'
      : `ranged, range ${c.range}, ${c.cover === 'none' ? 'no' : c.cover} cover`;
  const a = tokenWords(c.attackerTokens);
  const d = tokenWords(c.defenderTokens);
  return [
    attack,
    ...(a ? [`attackers with ${a}`] : []),
    ...(d ? [`defenders with ${d}`] : []),
    ...(c.edition === 'ffg-1.0' ? ['FFG Rules Reference 1.0'] : []),
  ].join(' · ');
}
