import type { LegionCardData } from '../data/card-data.ts';
import { unitLabel } from '../presets/card-index.ts';
import { ArmyListError } from './army-list.ts';
import type { MatchupSide } from './matchup-scenario.ts';

/** Ranks in the order of a list (FFG Rules Reference 1.0, Rank), for a faction's rows. */
const RANK_ORDER = ['commander', 'operative', 'corps', 'special', 'support', 'heavy'];

/** A faction as the person may write it: "Empire", "rebel", "separatist" (singular or plural). */
function findFaction(known: readonly string[], name: string): string | undefined {
  const n = name.trim().toLowerCase();
  return known.find((f) => f === n || f === `${n}s` || f.replace(/s$/, '') === n);
}

/**
 * Every unit of a faction as a matchup side, one click for "all Empire corps units",
 * optionally of one rank; in rank order, then by name. The unit without upgrades (its
 * Equip cards come with it). `all` is every faction's units. An unknown faction or rank is an
 * ArmyListError listing the known.
 */
export function factionSides(cards: LegionCardData, faction: string, rank?: string): MatchupSide[] {
  const factions = [...new Set(cards.units.map((u) => u.faction))].sort();
  const all = faction.trim().toLowerCase() === 'all';
  const f = all ? 'all' : findFaction(factions, faction);
  if (!f)
    throw new ArmyListError(
      `no faction "${faction}": the factions are ${factions.join(', ')} (or all)`,
    );
  const ranks = RANK_ORDER.filter((r) => cards.units.some((u) => u.rank === r));
  const r = rank === undefined ? undefined : rank.trim().toLowerCase();
  if (r !== undefined && !ranks.includes(r))
    throw new ArmyListError(`no rank "${rank}": the ranks are ${ranks.join(', ')}`);
  return cards.units
    .filter((u) => (all || u.faction === f) && (r === undefined || u.rank === r))
    .map((u) => ({ u, label: unitLabel(u) }))
    .sort(
      (a, b) =>
        RANK_ORDER.indexOf(a.u.rank) - RANK_ORDER.indexOf(b.u.rank) ||
        a.label.localeCompare(b.label, 'en'),
    )
    .map(({ u, label }, _, all) => ({
      // Two cards with one name and title (reprints) are told apart by their id.
      label: all.filter((x) => x.label === label).length > 1 ? `${label} (${u.id})` : label,
      side: { unit: u.id },
    }));
}
