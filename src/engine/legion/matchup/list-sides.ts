import type { UnitCard, UpgradeCard } from '../data/card-data.ts';
import { cardIndex, unitLabel } from '../presets/card-index.ts';
import { resolveLoadout } from '../presets/loadout.ts';
import type { LegionCardData } from '../data/card-data.ts';
import type { Unmatched } from './army-list.ts';
import type { MatchupSide } from './matchup-scenario.ts';

/** An upgrade as a list names it, with the cards that name may mean. */
export interface UpgradeRef {
  readonly name: string;
  readonly candidates: readonly UpgradeCard[];
  /** Why no candidate, when there is none ("no upgrade …"). */
  readonly missing?: string;
  /** The ids of the counterpart cards the name means, when it names a counterpart. */
  readonly counterpart?: readonly string[];
}

/**
 * A counterpart a list gives a unit: it joins that unit ("The combined unit has the keywords on
 * both the Unit Card and the Counterpart Card", AMG Keyword Glossary, Counterpart). One the unit
 * equips comes with its preset (resolveLoadout) and is not reported; another is, with why.
 */
export function counterpartProblem(unit: UnitCard, ids: readonly string[]): string | null {
  if (ids.some((id) => unit.equip.includes(id))) return null;
  return `a counterpart that joins ${unitLabel(unit)}, but the card data does not attach it to that unit: its keywords are left out`;
}

/** How a side reads: "Unit + Upgrade + Upgrade". */
export const sideLabel = (unit: UnitCard, upgrades: readonly UpgradeCard[]): string =>
  [unit, ...upgrades].map(unitLabel).join(' + ');

/**
 * A unit with the upgrades a list gives it, each checked in turn (slot free, requirements met,
 * AMG Core Rulebook, Upgrade Cards): among the cards a name may mean, the first the unit may take.
 * An upgrade it may not take, or that matches no card, goes to `unmatched` with the reason;
 * the unit keeps the rest.
 */
export function listSide(
  cards: LegionCardData,
  unit: UnitCard,
  refs: readonly UpgradeRef[],
  unmatched: Unmatched[],
): { side: MatchupSide; key: string } {
  const index = cardIndex(cards);
  const taken: UpgradeCard[] = [];
  for (const ref of refs) {
    if (ref.counterpart) {
      const problem = counterpartProblem(unit, ref.counterpart);
      if (problem) unmatched.push({ name: ref.name, problem });
      continue;
    }
    if (ref.candidates.length === 0) {
      unmatched.push({ name: ref.name, problem: ref.missing ?? 'matches no upgrade card' });
      continue;
    }
    let problem = '';
    const fits = ref.candidates.find((c) => {
      const l = resolveLoadout(
        index,
        unit.id,
        [...taken, c].map((u) => u.id),
      );
      if ('field' in l) problem ||= l.message;
      return !('field' in l);
    });
    if (fits) taken.push(fits);
    else unmatched.push({ name: ref.name, problem: `left off ${unitLabel(unit)}: ${problem}` });
  }
  const ids = taken.map((u) => u.id);
  return {
    side: {
      label: sideLabel(unit, taken),
      side: ids.length > 0 ? { unit: unit.id, upgrades: ids } : { unit: unit.id },
    },
    key: JSON.stringify([unit.id, ids]),
  };
}

/**
 * A list's sides with repeats merged: a unit fielded n times (same upgrades) is one side,
 * labelled "… ×n", in the order of first appearance.
 */
export function mergeRepeats(
  entries: readonly { side: MatchupSide; key: string; count: number }[],
): MatchupSide[] {
  const byKey = new Map<string, { side: MatchupSide; count: number }>();
  for (const e of entries) {
    const seen = byKey.get(e.key);
    if (seen) seen.count += e.count;
    else byKey.set(e.key, { side: e.side, count: e.count });
  }
  return [...byKey.values()].map(({ side, count }) =>
    count > 1 ? { ...side, label: `${side.label} ×${count}` } : side,
  );
}
