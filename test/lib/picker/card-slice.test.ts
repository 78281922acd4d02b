import { describe, expect, it } from 'vitest';
import { LEGION_CARDS } from '../../../src/engine/cards.ts';
import { presetChanges, type LegionScenario } from '../../../src/engine/index.ts';
import { starterScenario } from '../../../src/lib/editors/legion/legion-defaults.ts';
import { cardSlice } from '../../../src/lib/picker/card-slice.ts';
import { recordLoadout } from '../../../src/lib/picker/record-loadout.ts';
import {
  keepLegal,
  upgradeSlots,
  type UpgradeSlot,
} from '../../../src/lib/picker/upgrade-slots.ts';
import { fitWeapons } from '../../../src/lib/picker/weapon-fit.ts';

// The page holds only the cards of the units on screen (the card data stays in the preset
// worker): what the picker works out from them must be what the whole card data gives.

const ids = (slots: readonly UpgradeSlot[] | null) =>
  slots?.map((s) => [s.slot, s.chosen, s.fixed, s.options.map((u) => u.id)]) ?? null;

/** An upgrade the unit may take that gives it a kind of slot its bar lacks, with its id. */
function slotAdder(unit: string): string[] {
  const u = LEGION_CARDS.units.find((x) => x.id === unit);
  const adds = LEGION_CARDS.upgrades.filter(
    (up) =>
      u?.upgradeBar.includes(up.slot) && up.additionalSlots.some((s) => !u.upgradeBar.includes(s)),
  );
  return keepLegal(
    LEGION_CARDS,
    unit,
    [adds.find((up) => keepLegal(LEGION_CARDS, unit, [up.id]).length)?.id ?? []].flat(),
  );
}

/** Every twelfth unit, and a few that an upgrade gives a new kind of slot (a second or two). */
const SAMPLE = [
  ...LEGION_CARDS.units.filter((_, i) => i % 12 === 0),
  ...LEGION_CARDS.units.filter((u) => slotAdder(u.id).length > 0).filter((_, i) => i % 6 === 0),
];

describe('cardSlice', () => {
  it('gives a unit the slots, options, points and weapon fit of the whole card data', () => {
    let added = 0;
    for (const u of SAMPLE) {
      const chosen = slotAdder(u.id);
      const slice = cardSlice(LEGION_CARDS, [u.id], chosen);
      expect(slice.units).toEqual([u]);
      for (const c of [[], chosen])
        expect(ids(upgradeSlots(slice, u.id, c)), u.name).toEqual(
          ids(upgradeSlots(LEGION_CARDS, u.id, c)),
        );
      const record = { id: u.id, upgradeIds: chosen };
      expect(recordLoadout(slice, record)).toEqual(recordLoadout(LEGION_CARDS, record));
      expect(fitWeapons(slice, u.id, [], 'ranged', 3), u.name).toEqual(
        fitWeapons(LEGION_CARDS, u.id, [], 'ranged', 3),
      );
      const kinds = new Set(upgradeSlots(LEGION_CARDS, u.id, chosen)?.map((x) => x.slot));
      if ([...kinds].some((k) => !u.upgradeBar.includes(k))) added++;
    }
    // Some units gain kinds of slot from their upgrades: the slice follows them.
    expect(added).toBeGreaterThan(2);
  });

  it('is a small part of the card data, and knows when a preset has changed', () => {
    const storm = LEGION_CARDS.units.find((u) => u.name === 'Stormtroopers');
    if (!storm) throw new Error('no Stormtroopers');
    const slice = cardSlice(LEGION_CARDS, [storm.id], []);
    expect(JSON.stringify(slice).length).toBeLessThan(JSON.stringify(LEGION_CARDS).length / 4);
    const s: LegionScenario = starterScenario();
    s.attacker.preset = {
      id: storm.id,
      unit: 'Stormtroopers',
      upgradeIds: [],
      upgrades: [],
      points: storm.cost + 1,
    } as unknown as NonNullable<LegionScenario['attacker']['preset']>;
    const changes = presetChanges(s, LEGION_CARDS);
    expect(changes).toHaveLength(1);
    expect(presetChanges(s, slice)).toEqual(changes);
  });
});
