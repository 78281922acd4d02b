import { unitLabel, type LegionCardData } from '../../engine/index.ts';

/** One unit as the picker lists it: its name, filters and cost, with its search text ready. */
export interface UnitEntry {
  readonly id: string;
  /** "Name" or "Name: Title" (the scenario's `unit`). */
  readonly label: string;
  readonly title: string | null;
  readonly faction: string;
  readonly rank: string;
  readonly cost: number;
  readonly unreleased: boolean;
  /** Lower-case name and title, and their words, for matching. */
  readonly name: string;
  readonly full: string;
  readonly words: readonly string[];
}

/** The picker's filters: a faction and a rank, or any (null). */
export interface UnitFilters {
  readonly faction: string | null;
  readonly rank: string | null;
}

const lower = (s: string) => s.toLowerCase();
const split = (s: string) =>
  lower(s)
    .split(/[^a-z0-9'-]+/)
    .filter(Boolean);

/** The card data's units as search entries, in card-name order (built once per data set). */
export function unitEntries(data: LegionCardData): UnitEntry[] {
  return data.units
    .map((u) => {
      const label = unitLabel(u);
      return {
        id: u.id,
        label,
        title: u.title,
        faction: u.faction,
        rank: u.rank,
        cost: u.cost,
        unreleased: u.unreleased,
        name: lower(u.name),
        full: lower(label),
        words: split(label),
      };
    })
    .sort((a, b) => a.label.localeCompare(b.label, 'en'));
}

/**
 * How well an entry matches the query's words (lower is better), or -1 when it does not: the
 * whole name (or "Name: Title") exactly, then a prefix of it, then every query word starting a
 * word of the name, then every query word anywhere in it.
 */
function rank(e: UnitEntry, q: string, qWords: readonly string[]): number {
  if (e.name === q || e.full === q) return 0;
  if (e.full.startsWith(q)) return 1;
  if (qWords.every((w) => e.words.some((x) => x.startsWith(w)))) return 2;
  if (qWords.every((w) => e.full.includes(w))) return 3;
  return -1;
}

/**
 * Among equally good matches of different cards, the shorter, plainer one first: fewer words,
 * then fewer letters, name and title together ("storm" means Stormtroopers before Stormtrooper
 * Riot Squad; "droid" Aqua Droids before IG-88: Notorious Assassin Droid). A name's titled
 * variants keep their card order, the untitled card first.
 */
function plainer(a: UnitEntry, b: UnitEntry): number {
  if (a.name === b.name) return 0;
  return a.words.length - b.words.length || a.full.length - b.full.length;
}

/**
 * The units whose name matches `query` and that pass the filters, best first: exact, prefix,
 * word-prefix, then anywhere; within a rank the shorter, plainer name first, the untitled card
 * before its titled variants, then by name. An empty query lists every unit of the filters, by name.
 */
export function searchUnits(
  entries: readonly UnitEntry[],
  query: string,
  filters: UnitFilters = { faction: null, rank: null },
  limit = 50,
): UnitEntry[] {
  const q = lower(query.trim().replace(/\s+/g, ' '));
  const qWords = split(q);
  const hits: { e: UnitEntry; r: number; i: number }[] = [];
  entries.forEach((e, i) => {
    if (filters.faction !== null && e.faction !== filters.faction) return;
    if (filters.rank !== null && e.rank !== filters.rank) return;
    const r = q === '' ? 0 : rank(e, q, qWords);
    if (r >= 0) hits.push({ e, r, i });
  });
  hits.sort(
    (a, b) =>
      a.r - b.r ||
      (q === '' ? 0 : plainer(a.e, b.e)) ||
      // "Stormtroopers" before "Stormtroopers: Heavy Response Unit" whatever the sort says.
      (a.e.name === b.e.name ? Number(a.e.title !== null) - Number(b.e.title !== null) : 0) ||
      a.i - b.i,
  );
  return hits.slice(0, limit).map((h) => h.e);
}

/** The factions and ranks the data holds, in a stable order, for the filters. */
export function filterChoices(entries: readonly UnitEntry[]): {
  factions: string[];
  ranks: string[];
} {
  const RANKS = ['commander', 'operative', 'corps', 'special', 'support', 'heavy'];
  const factions = [...new Set(entries.map((e) => e.faction))].sort();
  const order = (r: string) => (RANKS.includes(r) ? RANKS.indexOf(r) : RANKS.length);
  const ranks = [...new Set(entries.map((e) => e.rank))].sort(
    (a, b) => order(a) - order(b) || a.localeCompare(b),
  );
  return { factions, ranks };
}

/** A faction or rank as the picker shows it ("empire" → "Galactic Empire"). */
export function filterLabel(value: string): string {
  const NAMES: Record<string, string> = {
    empire: 'Galactic Empire',
    rebels: 'Rebel Alliance',
    republic: 'Galactic Republic',
    separatists: 'Separatist Alliance',
    mercenary: 'Mercenaries',
    mandalorians: 'Mandalorians',
  };
  return Object.hasOwn(NAMES, value)
    ? (NAMES[value] as string)
    : value.replace(/^./, (c) => c.toUpperCase());
}
