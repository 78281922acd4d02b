import type { LegionCardData, UnitCard, UpgradeCard } from '../data/card-data.ts';

/** The card data indexed for name look-ups (Maps: a name is never an object key). */
export interface CardIndex {
  readonly data: LegionCardData;
  readonly unitsById: ReadonlyMap<string, UnitCard>;
  /** Lower-case card name → the cards with that name. */
  readonly unitsByName: ReadonlyMap<string, readonly UnitCard[]>;
  /** Lower-case "name: title" → the cards. */
  readonly unitsByTitle: ReadonlyMap<string, readonly UnitCard[]>;
  readonly upgradesById: ReadonlyMap<string, UpgradeCard>;
  /** Lower-case name, and "name: title" for titled upgrades → the cards. */
  readonly upgradesByName: ReadonlyMap<string, readonly UpgradeCard[]>;
}

const key = (s: string) => s.trim().toLowerCase();

function push<T>(m: Map<string, T[]>, k: string, v: T): void {
  const list = m.get(k);
  if (list) list.push(v);
  else m.set(k, [v]);
}

/** How a unit is named in messages and presets: "Name" or "Name: Title". */
export const unitLabel = (u: { name: string; title: string | null }): string =>
  u.title ? `${u.name}: ${u.title}` : u.name;

const indexes = new WeakMap<LegionCardData, CardIndex>();

/** The index of a card data set (built once per data set). */
export function cardIndex(data: LegionCardData): CardIndex {
  const known = indexes.get(data);
  if (known) return known;
  const unitsByName = new Map<string, UnitCard[]>();
  const unitsByTitle = new Map<string, UnitCard[]>();
  for (const u of data.units) {
    push(unitsByName, key(u.name), u);
    if (u.title) push(unitsByTitle, key(unitLabel(u)), u);
  }
  const upgradesByName = new Map<string, UpgradeCard[]>();
  for (const u of data.upgrades) {
    push(upgradesByName, key(u.name), u);
    if (u.title) push(upgradesByName, key(unitLabel(u)), u);
  }
  const index: CardIndex = {
    data,
    unitsById: new Map(data.units.map((u) => [u.id, u])),
    unitsByName,
    unitsByTitle,
    upgradesById: new Map(data.upgrades.map((u) => [u.id, u])),
    upgradesByName,
  };
  indexes.set(data, index);
  return index;
}

/** Names that contain every word of `ref` (for "did you mean"), at most 8. */
function near(names: Iterable<string>, ref: string): string[] {
  const words = key(ref).split(/\s+/).filter(Boolean);
  const out = new Set<string>();
  for (const n of names) if (words.every((w) => n.toLowerCase().includes(w))) out.add(n);
  return [...out].slice(0, 8);
}

const list = (xs: readonly string[]) => xs.map((x) => JSON.stringify(x)).join(', ');
const idList = (cards: readonly UnitCard[]) =>
  list(cards.map((c) => `${unitLabel(c)}`)) +
  ` (Legion HQ ids ${cards.map((c) => c.id).join(', ')})`;

/**
 * Finds a unit by Legion HQ id, by "Name: Title", or by name — where titled variants share a
 * name, the plain name means the untitled card (issue 12 item 3). An unknown or ambiguous
 * reference is an error listing the candidates.
 */
export function findUnit(index: CardIndex, ref: string): UnitCard | string {
  const byId = index.unitsById.get(ref.trim());
  if (byId) return byId;
  const titled = index.unitsByTitle.get(key(ref));
  if (titled?.length === 1) return titled[0] as UnitCard;
  if (titled) return `"${ref}" names ${titled.length} cards: ${idList(titled)}; give the id`;
  const named = index.unitsByName.get(key(ref));
  if (named) {
    const untitled = named.filter((u) => u.title === null);
    if (untitled.length === 1) return untitled[0] as UnitCard;
    if (named.length === 1) return named[0] as UnitCard;
    const among = untitled.length > 1 ? untitled : named;
    return `"${ref}" is ambiguous: ${idList(among)}; give "Name: Title" or the id`;
  }
  const all = index.data.units.map(unitLabel);
  const candidates = near(all, ref);
  return candidates.length > 0
    ? `no unit "${ref}"; did you mean ${list(candidates)}?`
    : `no unit "${ref}" in the card data (give a card name, "Name: Title" or a Legion HQ id)`;
}

/** The upgrades a reference may mean: by id, by name or "Name: Title" (filtered by the caller). */
export function upgradeCandidates(index: CardIndex, ref: string): readonly UpgradeCard[] {
  const byId = index.upgradesById.get(ref.trim());
  if (byId) return [byId];
  return index.upgradesByName.get(key(ref)) ?? [];
}

/** An unknown upgrade's error, with near names. */
export function unknownUpgrade(index: CardIndex, ref: string): string {
  const candidates = near(
    index.data.upgrades.map((u) => unitLabel(u)),
    ref,
  );
  return candidates.length > 0
    ? `no upgrade "${ref}"; did you mean ${list(candidates)}?`
    : `no upgrade "${ref}" in the card data`;
}
