import {
  cardIndex,
  homebrewLoadout,
  resolveLoadout,
  type HomebrewCardJson,
  type LegionCardData,
  type Loadout,
} from '../../engine/index.ts';

/** A side's preset record as far as its loadout goes: the unit (or the player's card) and upgrades. */
export interface LoadoutRecord {
  readonly id: string;
  readonly upgradeIds: readonly string[];
  readonly card?: HomebrewCardJson | undefined;
}

/**
 * The loadout a record stands for: the player's own card when it carries one (never the card
 * data's unit of the same id: the card may differ), else the card data's unit. Null when it
 * cannot be resolved.
 */
export function recordLoadout(data: LegionCardData, r: LoadoutRecord): Loadout | null {
  const l = r.card
    ? homebrewLoadout(data, r.card, r.upgradeIds)
    : resolveLoadout(cardIndex(data), r.id, r.upgradeIds);
  return 'field' in l ? null : l;
}
