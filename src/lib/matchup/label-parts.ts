/**
 * A grid heading in two parts, so a long name is broken where it means something rather than
 * cut mid-word: the unit's name ("Luke Skywalker:") and its title ("Hero of the Rebellion"), or
 * the unit and what it adds ("Stormtroopers", "+ DLT-19 Stormtrooper ×2").
 */
export function labelParts(label: string): { name: string; rest: string | null } {
  const colon = label.indexOf(': ');
  if (colon > 0) return { name: label.slice(0, colon + 1), rest: label.slice(colon + 2) };
  const plus = label.indexOf(' + ');
  if (plus > 0) return { name: label.slice(0, plus), rest: label.slice(plus + 1) };
  return { name: label, rest: null };
}
