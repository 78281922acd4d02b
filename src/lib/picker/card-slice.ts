import { requirementProblem, type LegionCardData, type UnitCard } from '../../engine/index.ts';

/** The upgrade slots the units (and bars) can fill: their bars, and the slots upgrades may add. */
function reachableSlots(
  data: LegionCardData,
  units: readonly UnitCard[],
  bars: readonly string[],
): Set<string> {
  const slots = new Set([...units.flatMap((u) => u.upgradeBar), ...bars]);
  for (let grew = true; grew;) {
    grew = false;
    for (const up of data.upgrades) {
      if (!slots.has(up.slot)) continue;
      for (const s of up.additionalSlots) {
        if (slots.has(s)) continue;
        slots.add(s);
        grew = true;
      }
    }
  }
  return slots;
}

/**
 * The part of the card data that a loadout of these units needs, in the card data's order: the
 * units, every upgrade one of them may take in a slot it can have (the picker's upgrade
 * options), the upgrades named, and the counterparts. Whatever the picker works out from it
 * for these units (slots, points, weapons, keyword notes, an upgrade that gives a weapon) is
 * what it works out from the whole card data, which stays in the preset worker. `bars`: the
 * slots of the player's own cards on screen; every upgrade of a slot they reach comes along (the
 * picker checks a card's requirements itself, against the card).
 */
export function cardSlice(
  data: LegionCardData,
  unitIds: readonly string[],
  upgradeIds: readonly string[],
  bars: readonly string[] = [],
): LegionCardData {
  const units = data.units.filter((u) => unitIds.includes(u.id));
  const slots = reachableSlots(data, units, bars);
  const ownSlots = reachableSlots(data, [], bars);
  const named = new Set([...upgradeIds, ...units.flatMap((u) => u.equip)]);
  return {
    source: data.source,
    units,
    upgrades: data.upgrades.filter(
      (up) =>
        named.has(up.id) ||
        ownSlots.has(up.slot) ||
        (slots.has(up.slot) && units.some((u) => requirementProblem(u, up) === null)),
    ),
    counterparts: data.counterparts,
  };
}
