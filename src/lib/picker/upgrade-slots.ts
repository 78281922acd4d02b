import {
  cardIndex,
  homebrewLoadout,
  loadoutOf,
  resolveLoadout,
  unitLabel,
  type HomebrewCardJson,
  type LegionCardData,
  type Loadout,
  type UpgradeCard,
} from '../../engine/index.ts';

/** A unit of the card data (its Legion HQ id), or the player's own card. */
export type SlotUnit = string | HomebrewCardJson;

type Resolve = (ids: readonly string[]) => Loadout | { field: string; message: string };

/**
 * The unit's loadout for a list of upgrade ids, by the engine's rules: the card data's unit
 * (resolveLoadout), or the player's card, its upgrade bar its own (homebrewLoadout; read once,
 * since every legal option is tried). Null when the unit is unknown or the card is broken.
 */
function resolver(data: LegionCardData, unit: SlotUnit): Resolve | null {
  const index = cardIndex(data);
  if (typeof unit === 'string') return (ids) => resolveLoadout(index, unit, ids);
  const base = homebrewLoadout(data, unit, []);
  if ('field' in base) return null;
  return (ids) => loadoutOf(index, base.unit, ids);
}

/** One upgrade slot of a unit's bar, what fills it, and the upgrades that may. */
export interface UpgradeSlot {
  /** The slot's kind ("heavy weapon", "gear"…). */
  readonly slot: string;
  /** The upgrade in it (a Legion HQ id), or null when it is empty. */
  readonly chosen: string | null;
  /** An Equip upgrade the unit comes with: it cannot be changed. */
  readonly fixed: boolean;
  /** Every upgrade this unit may put here with the others it has (the engine's rules decide). */
  readonly options: readonly UpgradeCard[];
}

/** An upgrade as the picker lists it: its name (and title) and its cost. */
export const upgradeLabel = (u: UpgradeCard): string => `${unitLabel(u)} (${u.cost})`;

/**
 * The slots of a unit's upgrade bar (the card data's unit, or the player's card) with `chosen` (Legion HQ ids, in the order given) placed in
 * them, and for each slot the legal upgrades: those `resolveLoadout` accepts in that slot beside
 * the other chosen upgrades (a free slot, including slots other upgrades add; the card's
 * requirements; a unique card once). The app decides nothing itself: the engine's loadout rules
 * are the one judge. Null when the unit is unknown.
 */
export function upgradeSlots(
  data: LegionCardData,
  unit: SlotUnit,
  chosen: readonly string[],
): UpgradeSlot[] | null {
  const resolve = resolver(data, unit);
  const base = resolve?.([]);
  if (!resolve || !base || 'field' in base) return null;
  const full = resolve(chosen);
  const loadout: Loadout = 'field' in full ? base : full;
  const equipped = base.upgrades;
  const picked = loadout.upgrades.filter((u) => !equipped.includes(u));
  const bar = [...loadout.unit.upgradeBar, ...loadout.upgrades.flatMap((u) => u.additionalSlots)];
  const slots: UpgradeSlot[] = [];
  const used = new Set<UpgradeCard>();
  const legalHere = (slot: string, others: readonly UpgradeCard[]) =>
    data.upgrades.filter(
      (u) => u.slot === slot && !('field' in resolve([...others.map((o) => o.id), u.id])),
    );
  for (const slot of bar) {
    const fixed = equipped.find((u) => u.slot === slot && !used.has(u));
    if (fixed) {
      used.add(fixed);
      slots.push({ slot, chosen: fixed.id, fixed: true, options: [fixed] });
      continue;
    }
    const mine = picked.find((u) => u.slot === slot && !used.has(u)) ?? null;
    if (mine) used.add(mine);
    const others = picked.filter((u) => u !== mine);
    slots.push({ slot, chosen: mine?.id ?? null, fixed: false, options: legalHere(slot, others) });
  }
  return slots;
}

/** The chosen upgrades after setting one slot (`i` of `upgradeSlots`) to `id` (null: empty). */
export function withSlot(slots: readonly UpgradeSlot[], i: number, id: string | null): string[] {
  return slots.flatMap((s, k) => {
    if (s.fixed) return [];
    const v = k === i ? id : s.chosen;
    return v === null ? [] : [v];
  });
}

/**
 * The upgrades of `ids` the unit may take together, in order: each kept when the engine accepts
 * it beside those kept before (removing an upgrade that added a slot drops what sat in it).
 */
export function keepLegal(data: LegionCardData, unit: SlotUnit, ids: readonly string[]): string[] {
  const resolve = resolver(data, unit);
  const kept: string[] = [];
  for (const id of ids) if (resolve && !('field' in resolve([...kept, id]))) kept.push(id);
  return kept;
}
