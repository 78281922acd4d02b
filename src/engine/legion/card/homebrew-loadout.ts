import type { LegionCardData } from '../data/card-data.ts';
import { cardIndex } from '../presets/card-index.ts';
import { loadoutOf, type Loadout } from '../presets/loadout.ts';
import type { HomebrewCardJson } from './card-schema.ts';
import { readHomebrewCard } from './homebrew-card.ts';

/**
 * A homebrew card with its upgrades, as a preset's loadout: slots from its upgrade bar, legality
 * by the same rules (loadoutOf). Errors name the field under the side: `card.stats.hp`,
 * `upgrades.0`, `card.equip.0` (an id the card data does not have).
 */
export function homebrewLoadout(
  data: LegionCardData,
  card: unknown,
  upgrades: readonly string[],
): Loadout | { field: string; message: string } {
  const read = readHomebrewCard(card, 'card');
  if (!read.ok) return { field: read.error.path, message: read.error.message };
  const index = cardIndex(data);
  const { unit } = read.value;
  for (const [i, id] of unit.equip.entries())
    if (!index.upgradesById.has(id) && !data.counterparts.some((c) => c.id === id))
      return {
        field: `card.equip.${i}`,
        message: `no upgrade or counterpart with Legion HQ id "${id}"`,
      };
  const l = loadoutOf(index, unit, upgrades);
  // The card as given (checked above): plain data, so a copy never shares the caller's objects.
  const given = JSON.parse(JSON.stringify(card)) as HomebrewCardJson;
  return 'field' in l ? l : { ...l, homebrew: true, card: given };
}
