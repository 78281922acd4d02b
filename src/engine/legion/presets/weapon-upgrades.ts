import type { UpgradeCard } from '../data/card-data.ts';
import type { LegionScenario } from '../scenario.ts';
import { unitLabel, type CardIndex } from './card-index.ts';
import { eligible, miniClasses, resolveLoadout } from './loadout.ts';

/**
 * The upgrades that would give a unit a weapon for this attack (FFG Rules Reference 1.0, Weapons: an upgrade's
 * weapons are its miniatures' too): each one the unit may add to `upgradeRefs` (the loadout
 * rules decide: slot, requirements, unique cards) after which some miniature has a weapon that
 * joins the attack at `range` (any range when undefined). In card-data order; empty when the
 * unit or its upgrades are unknown. An AT-RT's ranged weapon is a hardpoint upgrade.
 */
export function weaponUpgrades(
  index: CardIndex,
  unitRef: string,
  upgradeRefs: readonly string[],
  type: LegionScenario['attackType'],
  range: number | undefined,
): UpgradeCard[] {
  if ('field' in resolveLoadout(index, unitRef, upgradeRefs)) return [];
  return index.data.upgrades.filter((u) => {
    if (!u.weapons.some((w) => eligible(w, type, range))) return false;
    const l = resolveLoadout(index, unitRef, [...upgradeRefs, u.id]);
    return !('field' in l) && miniClasses(l, type, range).some((c) => c.options.length > 0);
  });
}

/** The error's hint naming the upgrades that would give the unit a weapon ('' when none would). */
export function weaponUpgradeHint(upgrades: readonly UpgradeCard[]): string {
  if (upgrades.length === 0) return '';
  const names = upgrades.map((u) => JSON.stringify(unitLabel(u)));
  return upgrades.length === 1
    ? `; the upgrade ${names[0]} gives it one (add it to upgrades)`
    : `; upgrades that give it one: ${names.join(', ')} (add one to upgrades)`;
}
