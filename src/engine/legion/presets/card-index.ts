import { nearestNames } from '../../core/did-you-mean.ts';
import { quote } from '../../core/quote.ts';
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

/**
 * Longer than any card's "name: title": a reference past it names no card, and is neither
 * searched nor suggested for (a list may give a megabyte-long name thousands of times).
 */
export const NAME_LIMIT = 200;

/** Suggestions made, per name list: a list may give one unknown name thousands of times. */
const suggested = new WeakMap<readonly string[], Map<string, string[]>>();
const SUGGESTED_LIMIT = 1024;

/**
 * Names that contain every word of `ref`, at most 8, or else the nearest by spelling (a typo:
 * "Stormtropers"), for "did you mean".
 */
function near(names: readonly string[], ref: string): string[] {
  if (ref.length > NAME_LIMIT) return [];
  let memo = suggested.get(names);
  if (!memo) suggested.set(names, (memo = new Map()));
  const known = memo.get(ref);
  if (known) return known;
  const words = key(ref).split(/\s+/).filter(Boolean);
  const out = new Set<string>();
  for (const n of names) if (words.every((w) => n.toLowerCase().includes(w))) out.add(n);
  const found = out.size > 0 ? [...out].slice(0, 8) : nearestNames(ref, names);
  if (memo.size >= SUGGESTED_LIMIT) memo.clear();
  memo.set(ref, found);
  return found;
}

/** Every unit's and every upgrade's label, once per data set (the lists `near` searches). */
const labels = new WeakMap<LegionCardData, { units: string[]; upgrades: string[] }>();
function labelsOf(data: LegionCardData): { units: string[]; upgrades: string[] } {
  let l = labels.get(data);
  if (!l) {
    l = { units: data.units.map(unitLabel), upgrades: data.upgrades.map(unitLabel) };
    labels.set(data, l);
  }
  return l;
}

const list = (xs: readonly string[]) => xs.map((x) => JSON.stringify(x)).join(', ');
/** Cards that share a name, told apart: "AT-RT" (rebels, Legion HQ id ao). */
const idList = (cards: readonly UnitCard[]) =>
  cards
    .map((c) => `${JSON.stringify(unitLabel(c))} (${c.faction}, Legion HQ id ${c.id})`)
    .join(', ');

/**
 * Finds a unit by Legion HQ id, by "Name: Title", or by name — where titled variants share a
 * name, the plain name means the untitled card. An unknown or ambiguous
 * reference is an error listing the candidates.
 */
export function findUnit(index: CardIndex, ref: string): UnitCard | string {
  if (ref.length > NAME_LIMIT) return `no unit ${quote(ref)} in the card data`;
  const byId = index.unitsById.get(ref.trim());
  if (byId) return byId;
  const titled = index.unitsByTitle.get(key(ref));
  if (titled?.length === 1) return titled[0] as UnitCard;
  if (titled) return `${quote(ref)} names ${titled.length} cards: ${idList(titled)}; give the id`;
  const named = index.unitsByName.get(key(ref));
  if (named) {
    const untitled = named.filter((u) => u.title === null);
    if (untitled.length === 1) return untitled[0] as UnitCard;
    if (named.length === 1) return named[0] as UnitCard;
    const among = untitled.length > 1 ? untitled : named;
    const byTitle = among.some((u) => u.title) ? '"Name: Title" or ' : '';
    return `${quote(ref)} is ambiguous: ${idList(among)}; give ${byTitle}the id`;
  }
  const candidates = near(labelsOf(index.data).units, ref);
  return candidates.length > 0
    ? `no unit ${quote(ref)}; did you mean ${list(candidates)}?`
    : `no unit ${quote(ref)} in the card data (give a card name, "Name: Title" or a Legion HQ id)`;
}

/** The upgrades a reference may mean: by id, by name or "Name: Title" (filtered by the caller). */
export function upgradeCandidates(index: CardIndex, ref: string): readonly UpgradeCard[] {
  if (ref.length > NAME_LIMIT) return [];
  const byId = index.upgradesById.get(ref.trim());
  if (byId) return [byId];
  return index.upgradesByName.get(key(ref)) ?? [];
}

/** An unknown upgrade's error, with near names. */
export function unknownUpgrade(index: CardIndex, ref: string): string {
  const candidates = near(labelsOf(index.data).upgrades, ref);
  return candidates.length > 0
    ? `no upgrade ${quote(ref)}; did you mean ${list(candidates)}?`
    : `no upgrade ${quote(ref)} in the card data`;
}
