import type { CounterpartCard, LegionCardData, UnitCard, UpgradeCard } from '../data/card-data.ts';

/** Cards by the names list builders export them under (lower case), per kind. */
export interface ListNames {
  readonly units: ReadonlyMap<string, readonly UnitCard[]>;
  readonly upgrades: ReadonlyMap<string, readonly UpgradeCard[]>;
  readonly counterparts: ReadonlyMap<string, readonly CounterpartCard[]>;
}

/** How a list export's name is compared: case, spacing and curly quotes do not matter. */
export const nameKey = (s: string): string =>
  s.trim().replace(/\s+/g, ' ').replace(/[‘’]/g, "'").replace(/[“”]/g, '"').toLowerCase();

type Named = { id: string; name: string; title: string | null; ttsName?: string };

/**
 * Every name a card may be exported under: its Tabletop Simulator name, "name title" (Legion
 * HQ's TTS export of titled units and counterparts), "name, title" (titled upgrades),
 * "name: title" (this project's label) and the plain name.
 */
function namesOf(c: Named): string[] {
  const out = [c.name];
  if (c.ttsName) out.push(c.ttsName);
  if (c.title) out.push(`${c.name} ${c.title}`, `${c.name}, ${c.title}`, `${c.name}: ${c.title}`);
  return out;
}

function byName<T extends Named>(cards: readonly T[]): Map<string, T[]> {
  const m = new Map<string, T[]>();
  for (const c of cards)
    for (const n of new Set(namesOf(c).map(nameKey))) {
      const list = m.get(n);
      if (list) list.push(c);
      else m.set(n, [c]);
    }
  return m;
}

const built = new WeakMap<LegionCardData, ListNames>();

/** The card data indexed by export names (built once per data set). */
export function listNames(data: LegionCardData): ListNames {
  const known = built.get(data);
  if (known) return known;
  const names = {
    units: byName(data.units),
    upgrades: byName(data.upgrades),
    counterparts: byName(data.counterparts),
  };
  built.set(data, names);
  return names;
}
