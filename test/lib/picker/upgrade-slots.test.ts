import { describe, expect, it } from 'vitest';
import { LEGION_CARDS } from '../../../src/engine/cards.ts';
import { cardIndex, findUnit, resolveLoadout } from '../../../src/engine/index.ts';
import {
  keepLegal,
  upgradeSlots,
  withSlot,
  type UpgradeSlot,
} from '../../../src/lib/picker/upgrade-slots.ts';
import { stormtroopersCopy } from '../../legion/card/stormtroopers-card.ts';

// The picker's upgrade slots (issue 12 item 5) offer only what the engine's loadout rules accept.

const index = cardIndex(LEGION_CARDS);
function unitId(ref: string): string {
  const u = findUnit(index, ref);
  if (typeof u === 'string') throw new Error(u);
  return u.id;
}
const upgradeId = (name: string) => {
  const u = LEGION_CARDS.upgrades.find((x) => x.name === name);
  if (!u) throw new Error(name);
  return u.id;
};
const names = (s: UpgradeSlot | undefined) => (s?.options ?? []).map((u) => u.name);
const STORM = unitId('Stormtroopers');

describe('upgradeSlots', () => {
  it("lists the unit's bar with only the upgrades its requirements allow", () => {
    const slots = upgradeSlots(LEGION_CARDS, STORM, []);
    expect(slots?.map((s) => s.slot)).toEqual(['heavy weapon', 'personnel', 'gear', 'grenades']);
    const heavy = names(slots?.[0]);
    expect(heavy).toContain('DLT-19 Stormtrooper');
    expect(heavy).not.toContain('Z-6 Trooper'); // Rebel Troopers only
    expect(heavy).not.toContain('Z-6 Clone Trooper');
    expect(slots?.every((s) => s.options.every((u) => u.slot === s.slot))).toBe(true);
  });

  it('offers exactly the upgrades resolveLoadout accepts in each slot', () => {
    for (const ref of ['Stormtroopers', 'Rebel Troopers', 'Clone Trooper Infantry']) {
      const id = unitId(ref);
      for (const slot of upgradeSlots(LEGION_CARDS, id, []) ?? []) {
        const accepted = LEGION_CARDS.upgrades
          .filter((u) => u.slot === slot.slot)
          .filter((u) => !('field' in resolveLoadout(index, id, [u.id])))
          .map((u) => u.id);
        expect(slot.options.map((u) => u.id)).toEqual(accepted);
      }
    }
  });

  it('adds the slots an upgrade brings, and places the chosen upgrades', () => {
    const captain = upgradeId('Stormtrooper Captain'); // personnel, adds a training slot
    const slots = upgradeSlots(LEGION_CARDS, STORM, [captain]) ?? [];
    expect(slots.map((s) => s.slot)).toEqual([
      'heavy weapon',
      'personnel',
      'gear',
      'grenades',
      'training',
    ]);
    expect(slots[1]?.chosen).toBe(captain);
    expect(names(slots[4]).length).toBeGreaterThan(0);
  });

  it('shows Equip upgrades as fixed', () => {
    const tagge = LEGION_CARDS.units.find((u) => u.name === 'General Tagge');
    if (!tagge) throw new Error('General Tagge');
    const fixed = (upgradeSlots(LEGION_CARDS, tagge.id, []) ?? []).filter((s) => s.fixed);
    expect(fixed.map((s) => s.chosen)).toEqual(
      tagge.equip.filter((id) => index.upgradesById.has(id)),
    );
  });

  it('is null for an unknown unit', () => {
    expect(upgradeSlots(LEGION_CARDS, 'no such id', [])).toBeNull();
  });
});

describe('withSlot and keepLegal', () => {
  it('sets or empties one slot, keeping the others', () => {
    const dlt = upgradeId('DLT-19 Stormtrooper');
    const frag = upgradeId('Fragmentation Grenades');
    const slots = upgradeSlots(LEGION_CARDS, STORM, [dlt]) ?? [];
    expect(withSlot(slots, 3, frag)).toEqual([dlt, frag]);
    expect(withSlot(slots, 0, null)).toEqual([]);
  });

  it('drops what sat in a slot whose upgrade is removed', () => {
    const captain = upgradeId('Stormtrooper Captain');
    const slots = upgradeSlots(LEGION_CARDS, STORM, [captain]) ?? [];
    const training = slots[4]?.options[0];
    if (!training) throw new Error('no training upgrade for a captain');
    const both = withSlot(upgradeSlots(LEGION_CARDS, STORM, [captain]) ?? [], 4, training.id);
    expect(keepLegal(LEGION_CARDS, STORM, both)).toEqual([captain, training.id]);
    expect(keepLegal(LEGION_CARDS, STORM, [training.id])).toEqual([]);
  });
});

describe('upgradeSlots on the player’s own card', () => {
  it('a copy of a unit gets exactly its slots and options; its own bar is its own', () => {
    const copy = stormtroopersCopy();
    const dlt = upgradeId('DLT-19 Stormtrooper');
    const preset = upgradeSlots(LEGION_CARDS, STORM, [dlt]);
    const card = upgradeSlots(LEGION_CARDS, copy as never, [dlt]);
    const plain = (s: UpgradeSlot[] | null) =>
      s?.map((x) => ({ ...x, options: x.options.map((u) => u.id) }));
    expect(plain(card)).toEqual(plain(preset));
    expect(card?.[0]?.chosen).toBe(dlt);
    // A bar with a comms slot: the slot is there, with the comms upgrades a trooper may take.
    const comms = { ...copy, upgradeBar: [...copy.upgradeBar, 'comms'] };
    const slots = upgradeSlots(LEGION_CARDS, comms as never, []);
    expect(slots?.map((s) => s.slot)).toEqual([
      'heavy weapon',
      'personnel',
      'gear',
      'grenades',
      'comms',
    ]);
    expect(slots?.[4]?.options.length).toBeGreaterThan(0);
    // The card's name decides requirements: DLT-19 is for Stormtroopers only.
    const renamed = { ...copy, cardName: 'Shock Troopers' };
    expect(names(upgradeSlots(LEGION_CARDS, renamed as never, [])?.[0])).not.toContain(
      'DLT-19 Stormtrooper',
    );
    expect(keepLegal(LEGION_CARDS, renamed as never, [dlt])).toEqual([]);
    expect(keepLegal(LEGION_CARDS, copy as never, [dlt])).toEqual([dlt]);
  });

  it('is null for a broken card', () => {
    expect(upgradeSlots(LEGION_CARDS, { cardName: 3 } as never, [])).toBeNull();
  });
});
