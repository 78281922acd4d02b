import { quote } from '../../core/quote.ts';
import type { LegionCardData, UnitCard } from '../data/card-data.ts';
import { NAME_LIMIT, unitLabel } from '../presets/card-index.ts';
import type { ArmyList, Unmatched } from './army-list.ts';
import { listNames, nameKey } from './list-names.ts';
import { listSide, mergeRepeats, type UpgradeRef } from './list-sides.ts';

/** TTS `armyFaction` ("rebel", "separatist", …) → the card data's faction. */
const TTS_FACTIONS: ReadonlyMap<string, string> = new Map([
  ['rebel', 'rebels'],
  ['rebels', 'rebels'],
  ['empire', 'empire'],
  ['republic', 'republic'],
  ['separatist', 'separatists'],
  ['separatists', 'separatists'],
  ['mercenary', 'mercenary'],
  ['mandalorian', 'mandalorians'],
  ['mandalorians', 'mandalorians'],
]);

const text = (v: unknown): string | undefined =>
  typeof v === 'string' && v.trim().length > 0 ? v.trim() : undefined;

/** The unit a TTS name means: the untitled card where titled ones share it, else the list's faction's. */
function unitFor(
  cards: LegionCardData,
  name: string,
  faction: string | undefined,
): UnitCard | string {
  if (name.length > NAME_LIMIT) return 'matches no unit card';
  const all = listNames(cards).units.get(nameKey(name)) ?? [];
  if (all.length === 1) return all[0] as UnitCard;
  if (all.length === 0) return 'matches no unit card';
  const untitled = all.filter((u) => u.title === null);
  if (untitled.length === 1) return untitled[0] as UnitCard;
  const own = all.filter((u) => u.faction === faction);
  if (own.length === 1) return own[0] as UnitCard;
  return `names ${all.length} units (${all.map((u) => `${unitLabel(u)}, ${u.faction}, Legion HQ id ${u.id}`).join('; ')})`;
}

/** What a TTS upgrade name may mean: upgrade cards, or why none. */
function upgradeRef(cards: LegionCardData, name: string): UpgradeRef {
  if (name.length > NAME_LIMIT) return { name, candidates: [], missing: 'matches no upgrade card' };
  const names = listNames(cards);
  const key = nameKey(name);
  const candidates = names.upgrades.get(key) ?? [];
  if (candidates.length > 0) return { name, candidates };
  const counterparts = names.counterparts.get(key);
  if (counterparts) return { name, candidates: [], counterpart: counterparts.map((c) => c.id) };
  return { name, candidates, missing: 'matches no upgrade card' };
}

/**
 * A TTS unit's upgrade names: `upgrades` is a list of names (an empty one an empty slot). Any
 * other shape is reported, never dropped: a name given as a string instead of a list, or an
 * entry that is not a name; the unit is used without those.
 */
function upgradeNames(unit: string, upgrades: unknown, unmatched: Unmatched[]): string[] {
  if (upgrades === undefined || upgrades === null) return [];
  if (!Array.isArray(upgrades)) {
    unmatched.push({
      name: `${unit}: upgrades`,
      problem: `expected a list of upgrade names, got ${quote(upgrades)} (left off)`,
    });
    return [];
  }
  const names: string[] = [];
  upgrades.forEach((x: unknown, k) => {
    if (typeof x === 'string') {
      const name = text(x);
      if (name) names.push(name);
    } else
      unmatched.push({
        name: `${unit}: upgrades[${k}]`,
        problem: `expected an upgrade name, got ${quote(x)} (left off)`,
      });
  });
  return names;
}

/**
 * A Tabletop Simulator list (Legion HQ's and Tabletop Admiral's "TTS" export): `units` of
 * `{ name, upgrades }`, a unit fielded twice listed twice. `loadout` (the upgrades a unit may
 * swap in during the game) and command, contingency and battle cards play no part in an attack.
 */
export function ttsList(json: Record<string, unknown>, cards: LegionCardData): ArmyList {
  const faction = TTS_FACTIONS.get(String(json['armyFaction'] ?? '').toLowerCase());
  const units = json['units'] as unknown[];
  const unmatched: Unmatched[] = [];
  const entries = [];
  for (const [i, u] of units.entries()) {
    const name = typeof u === 'object' && u !== null ? text((u as { name?: unknown }).name) : '';
    if (!name) {
      unmatched.push({ name: `units[${i}]`, problem: 'has no "name"' });
      continue;
    }
    const unit = unitFor(cards, name, faction);
    if (typeof unit === 'string') {
      unmatched.push({ name, problem: unit });
      continue;
    }
    const refs = upgradeNames(name, (u as { upgrades?: unknown }).upgrades, unmatched).map((x) =>
      upgradeRef(cards, x),
    );
    entries.push({ ...listSide(cards, unit, refs, unmatched), count: 1 });
  }
  const sides = mergeRepeats(entries);
  const title = text(json['listname']) ?? text(json['title']);
  return {
    ...(title ? { title } : {}),
    ...(faction ? { faction } : {}),
    sides,
    unmatched,
  };
}
