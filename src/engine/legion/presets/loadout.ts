import type { CardKeyword, CardWeapon, UnitCard, UpgradeCard } from '../data/card-data.ts';
import type { LegionScenario } from '../scenario.ts';
import type { HomebrewCardJson } from '../card/card-schema.ts';
import { weaponReaches } from '../weapon-rules.ts';
import {
  findUnit,
  unitLabel,
  unknownUpgrade,
  upgradeCandidates,
  type CardIndex,
} from './card-index.ts';
import { requirementProblem } from './requirements.ts';

/** A unit with its upgrades, as a preset names it. */
export interface Loadout {
  readonly unit: UnitCard;
  readonly upgrades: readonly UpgradeCard[];
  /** Unit + upgrades. */
  readonly points: number;
  /** Miniatures: the unit's and those heavy weapon, personnel and squad leader upgrades add. */
  readonly minis: number;
  /**
   * The unit's keywords, its counterpart's (one it equips) and those its upgrades grant
   * (reminders and unstated X left out).
   */
  readonly keywords: readonly CardKeyword[];
  /** The unit is a homebrew card (the scenario's own), not one of the card data. */
  readonly homebrew?: true;
  /** The homebrew card as given: its record carries it (links, pins), the only place it lives. */
  readonly card?: HomebrewCardJson;
}

/** Miniatures that choose among the same weapons (FFG Rules Reference 1.0, Weapons). */
export interface MiniClass {
  readonly label: string;
  readonly count: number;
  /** The weapons each may choose for this attack. */
  readonly options: readonly CardWeapon[];
}

/** A unit and its upgrades from their names, each upgrade legal for it; else an error. */
export function resolveLoadout(
  index: CardIndex,
  unitRef: string,
  upgradeRefs: readonly string[],
): Loadout | { field: string; message: string } {
  const unit = findUnit(index, unitRef);
  if (typeof unit === 'string') return { field: 'unit', message: unit };
  return loadoutOf(index, unit, upgradeRefs);
}

/**
 * A unit card (from the card data, or a homebrew card) with its upgrades from their names, each
 * legal for it by the same rules; else an error naming the upgrade.
 */
export function loadoutOf(
  index: CardIndex,
  unit: UnitCard,
  upgradeRefs: readonly string[],
): Loadout | { field: string; message: string } {
  const free = new Map<string, number>();
  for (const s of unit.upgradeBar) free.set(s, (free.get(s) ?? 0) + 1);
  const upgrades: UpgradeCard[] = [];
  const take = (up: UpgradeCard) => {
    free.set(up.slot, (free.get(up.slot) ?? 0) - 1);
    for (const s of up.additionalSlots) free.set(s, (free.get(s) ?? 0) + 1);
    upgrades.push(up);
  };
  // Equip (AMG Keyword Glossary, Equip): the upgrades the unit must take come with it, in their slots.
  const equipped = unit.equip.flatMap((id) => index.upgradesById.get(id) ?? []);
  for (const up of equipped) take(up);
  for (const [i, ref] of upgradeRefs.entries()) {
    const field = `upgrades.${i}`;
    const all = upgradeCandidates(index, ref);
    if (all.length === 0) return { field, message: unknownUpgrade(index, ref) };
    if (all.some((u) => equipped.includes(u))) continue; // named though it comes anyway
    const legal = all.filter((u) => (free.get(u.slot) ?? 0) > 0 && !requirementProblem(unit, u));
    if (legal.length === 0) {
      const u = all[0] as UpgradeCard;
      const bar = unit.upgradeBar.join(', ') || 'none';
      const message =
        (free.get(u.slot) ?? 0) === 0
          ? `no free "${u.slot}" slot for "${u.name}" on ${unitLabel(unit)} (upgrade bar: ${bar})`
          : (requirementProblem(unit, u) as string);
      return { field, message };
    }
    if (legal.length > 1)
      return {
        field,
        message: `"${ref}" names ${legal.length} upgrades ${unitLabel(unit)} may take (Legion HQ ids ${legal.map((u) => u.id).join(', ')}); give the id`,
      };
    const up = legal[0] as UpgradeCard;
    if (up.unique && upgrades.includes(up))
      return { field, message: `"${up.name}" is unique: it can be taken once` };
    take(up);
  }
  // A counterpart the unit equips joins it: "The combined unit has the keywords on both the Unit
  // Card and the Counterpart Card" (AMG Keyword Glossary, Counterpart).
  const counterparts = index.data.counterparts.filter((c) => unit.equip.includes(c.id));
  const keywords = [unit, ...counterparts, ...upgrades].flatMap((c) =>
    c.keywords.filter((k) => k.note !== 'reminder' && k.note !== 'unstated'),
  );
  return {
    unit,
    upgrades,
    points: upgrades.reduce((p, u) => p + u.cost, unit.cost),
    minis: unit.minis + upgrades.filter((u) => u.addsMini).length,
    keywords,
  };
}

/** The sum of a keyword's X over a loadout (AMG Core Rulebook, X Keywords), or whether a flag is present. */
export function keywordTotal(l: Loadout, name: string): number {
  return l.keywords.filter((k) => k.name === name).reduce((x, k) => x + (k.x ?? 1), 0);
}

type AttackType = LegionScenario['attackType'];

/**
 * A weapon may join this attack: its range band allows it, and it has dice (a few weapons of
 * the card file carry no dice — 1.4 FD Laser Cannon, Fett's EE-3 Carbine, the Modified
 * DLT-20A Rifle — and are left out rather than guessed).
 */
export const eligible = (w: CardWeapon, type: AttackType, range: number | undefined): boolean =>
  w.range !== null &&
  w.dice.red + w.dice.black + w.dice.white > 0 &&
  weaponReaches([w.range.min, w.range.max], type, range);

/** Sidearm: Melee / Ranged (AMG Keyword Glossary, Sidearm): the kinds of attack the card's mini is limited in. */
function sidearmKinds(up: UpgradeCard): string[] {
  const k = up.keywords.find((x) => x.name === 'Sidearm');
  if (!k) return [];
  if (k.text) return k.text.toLowerCase().split(/,\s*/);
  // A bare Sidearm limits the kinds of the card's own weapons.
  return [
    ...(up.weapons.some((w) => w.range?.min === 0) ? ['melee'] : []),
    ...(up.weapons.some((w) => w.range !== null && (w.range.max ?? 99) >= 1) ? ['ranged'] : []),
  ];
}

/**
 * Who chooses which weapons for this attack (FFG Rules Reference 1.0, Weapons): the unit's miniatures its
 * weapons, each added miniature its card's weapons or the unit's (not with Sidearm for that
 * kind of attack; none with Noncombatant); grenade, hardpoint and other upgrade weapons are
 * another option for every miniature. Only weapons whose range band allows the attack and
 * that the defender does not refuse (`refused`: Immune: Range 1 Weapons).
 */
export function miniClasses(
  l: Loadout,
  type: AttackType,
  range: number | undefined,
  refused: (w: CardWeapon) => boolean = () => false,
): MiniClass[] {
  const ok = (ws: readonly CardWeapon[]) =>
    ws.filter((w) => eligible(w, type, range) && !refused(w));
  const shared = [
    ...ok(l.unit.weapons),
    ...ok(l.upgrades.filter((u) => !u.addsMini).flatMap((u) => u.weapons)),
  ];
  const classes: MiniClass[] = [];
  if (l.unit.minis > 0)
    classes.push({ label: unitLabel(l.unit), count: l.unit.minis, options: shared });
  const kind = type === 'melee' ? 'melee' : 'ranged';
  for (const up of l.upgrades.filter((u) => u.addsMini)) {
    const own = ok(up.weapons);
    const noncombatant = up.keywords.some((k) => k.name === 'Noncombatant');
    const options = noncombatant ? [] : sidearmKinds(up).includes(kind) ? own : [...own, ...shared];
    classes.push({ label: up.name, count: 1, options });
  }
  return classes;
}
