import type { IaFigure, IaFigureData } from '../../../engine/index.ts';

/** One figure as the picker lists it, with its search text ready. */
export interface FigureEntry {
  readonly figure: IaFigure;
  readonly name: string;
  readonly words: readonly string[];
}

/** The picker's filters: a faction and an expansion, or any (null). */
export interface FigureFilters {
  readonly faction: string | null;
  readonly expansion: string | null;
}

/** The source's expansion tags in the names on the boxes. */
const EXPANSIONS: Readonly<Record<string, string>> = {
  Core: 'Core Set',
  Twin: 'Twin Shadows',
  Hoth: 'Return to Hoth',
  Bespin: 'The Bespin Gambit',
  Jabba: "Jabba's Realm",
  Empire: 'Heart of the Empire',
  Lothal: 'Tyrants of Lothal',
  Other: 'Ally and villain packs',
};

export const expansionLabel = (tag: string): string => EXPANSIONS[tag] ?? tag;
export const factionLabel = (f: string): string =>
  f === 'Alliance' ? 'Rebel Alliance' : f === 'Imperial' ? 'Galactic Empire' : 'Mercenaries';

const split = (s: string) =>
  s
    .toLowerCase()
    .split(/[^a-z0-9'-]+/)
    .filter(Boolean);

/**
 * The figures as search entries, by name; records that share a name and their stats (a
 * deployment group's regular cards) are listed once.
 */
export function figureEntries(data: IaFigureData): FigureEntry[] {
  const seen = new Set<string>();
  return data.figures
    .filter((f) => !seen.has(f.name) && (seen.add(f.name), true))
    .map((f) => ({ figure: f, name: f.name.toLowerCase(), words: split(f.name) }))
    .sort((a, b) => a.figure.name.localeCompare(b.figure.name, 'en'));
}

function score(e: FigureEntry, q: string, qWords: readonly string[]): number {
  if (e.name === q) return 0;
  if (e.name.startsWith(q)) return 1;
  if (qWords.every((w) => e.words.some((x) => x.startsWith(w)))) return 2;
  if (qWords.every((w) => e.name.includes(w))) return 3;
  return -1;
}

/** The figures matching `query` and the filters, best first (exact, prefix, word, anywhere). */
export function searchFigures(
  entries: readonly FigureEntry[],
  query: string,
  filters: FigureFilters,
  limit = 40,
): FigureEntry[] {
  const q = query.trim().replace(/\s+/g, ' ').toLowerCase();
  const qWords = split(q);
  const hits: { e: FigureEntry; r: number; i: number }[] = [];
  entries.forEach((e, i) => {
    if (filters.faction !== null && e.figure.faction !== filters.faction) return;
    if (filters.expansion !== null && e.figure.expansion !== filters.expansion) return;
    const r = q === '' ? 0 : score(e, q, qWords);
    if (r >= 0) hits.push({ e, r, i });
  });
  hits.sort((a, b) => a.r - b.r || a.e.name.length - b.e.name.length || a.i - b.i);
  return hits.slice(0, limit).map((h) => h.e);
}

/** The factions and expansions the data holds, for the filters. */
export function figureFilterChoices(entries: readonly FigureEntry[]): {
  factions: string[];
  expansions: string[];
} {
  const order = Object.keys(EXPANSIONS);
  const at = (x: string) => (order.includes(x) ? order.indexOf(x) : order.length);
  return {
    factions: [...new Set(entries.map((e) => e.figure.faction))].sort(),
    expansions: [...new Set(entries.map((e) => e.figure.expansion))].sort(
      (a, b) => at(a) - at(b) || a.localeCompare(b),
    ),
  };
}
