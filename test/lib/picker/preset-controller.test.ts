import { describe, expect, it } from 'vitest';
import { LEGION_CARDS } from '../../../src/engine/cards.ts';
import { expandPresets, type LegionScenario } from '../../../src/engine/index.ts';
import { starterScenario } from '../../../src/lib/editors/legion-defaults.ts';
import { PresetController } from '../../../src/lib/picker/preset-controller.svelte.ts';
import type { PresetService } from '../../../src/lib/picker/preset-service.ts';

// The picker's state (issue 12 item 5), with the engine's expansion in place of the worker.

function setup(start: LegionScenario = starterScenario()) {
  let expansions = 0;
  const service: PresetService = {
    cards: () => Promise.resolve(LEGION_CARDS),
    loaded: () => Promise.resolve(LEGION_CARDS),
    expand: (input) => {
      expansions++;
      return Promise.resolve(expandPresets(input, LEGION_CARDS));
    },
  };
  const draft = { value: start };
  const ctl = new PresetController(draft, service, () => '0');
  return { draft, ctl, expansions: () => expansions };
}
const id = (name: string) => {
  const u = LEGION_CARDS.units.find((x) => x.name === name && x.title === null);
  if (!u) throw new Error(name);
  return u.id;
};
const upgrade = (name: string) => {
  const u = LEGION_CARDS.upgrades.find((x) => x.name === name);
  if (!u) throw new Error(name);
  return u.id;
};

describe('PresetController', () => {
  it('builds both sides from units, keeping the moment, and the attacker chooses again', async () => {
    const { draft, ctl } = setup();
    await ctl.choose('attacker', {
      unit: id('Stormtroopers'),
      upgrades: [upgrade('DLT-19 Stormtrooper')],
    });
    expect(draft.value.attacker.preset?.unit).toBe('Stormtroopers');
    expect(draft.value.attacker.tokens.aim).toBe(1); // the starter's Aim token is the moment's
    expect(draft.value.range).toBe(2);
    expect(ctl.modified('attacker')).toBe(false);
    await ctl.choose('defender', { unit: id('Rebel Troopers'), upgrades: [] });
    expect(draft.value.defender.preset?.unit).toBe('Rebel Troopers');
    expect(draft.value.defender.cover).toBe('light'); // the starter's cover stays
    // The attacker was chosen again against this defender: the engine's own answer.
    const e = expandPresets(
      {
        v: 1,
        game: 'legion',
        range: 2,
        attacker: {
          unit: 'Stormtroopers',
          upgrades: ['DLT-19 Stormtrooper'],
          tokens: { aim: 1 },
        },
        defender: { unit: 'Rebel Troopers', cover: 'light' },
      },
      LEGION_CARDS,
    );
    if (!e.ok) throw new Error(e.error.message);
    const pick = (ws: readonly { name: string; minis: number }[] | undefined) =>
      (ws ?? []).map((w) => `${w.minis} × ${w.name}`);
    const want = (e.value as { attacker: { weapons: { name: string; minis: number }[] } }).attacker;
    expect(pick(draft.value.attacker.weapons)).toEqual(pick(want.weapons));
    expect(pick(want.weapons).length).toBeGreaterThan(0);
  });

  it('marks an edit modified and goes back to the plain preset', async () => {
    const { draft, ctl } = setup();
    await ctl.choose('attacker', { unit: id('Stormtroopers'), upgrades: [] });
    draft.value.attacker.surge = 'crit';
    draft.value.attacker.tokens.aim = 2;
    expect(ctl.modified('attacker')).toBe(true);
    await ctl.revert('attacker');
    expect(ctl.modified('attacker')).toBe(false);
    expect(draft.value.attacker.surge).toBe('hit');
    expect(draft.value.attacker.tokens.aim).toBe(2);
  });

  it('chooses the weapons for a new range (out of range weapons leave)', async () => {
    const { draft, ctl } = setup();
    await ctl.choose('attacker', {
      unit: id('Stormtroopers'),
      upgrades: [upgrade('DLT-19 Stormtrooper')],
    });
    await ctl.setRange(4);
    expect(draft.value.range).toBe(4);
    expect(draft.value.attacker.weapons?.map((w) => w.name)).toEqual(['DLT-19 Blaster Rifle']);
    expect(ctl.modified('attacker')).toBe(false);
  });

  it('changes the attack type and the weapons in one step', async () => {
    const { draft, ctl } = setup();
    await ctl.choose('attacker', { unit: id('Stormtroopers'), upgrades: [] });
    await ctl.setAttackType('melee');
    expect(draft.value.attackType).toBe('melee');
    expect(draft.value.attacker.weapons?.map((w) => w.name)).toEqual(['Bludgeon']);
    await ctl.setAttackType('ranged');
    expect(draft.value.attacker.weapons?.map((w) => w.name)).toEqual(['E-11 Blaster Rifle']);
  });

  it("learns a link's plain preset, and says when the card data changed it", async () => {
    const { ctl: first, draft: made } = setup();
    await first.choose('attacker', { unit: id('Stormtroopers'), upgrades: [] });
    const link = structuredClone(made.value);
    const { ctl, expansions } = setup(link);
    expect(ctl.modified('attacker')).toBeNull();
    await ctl.learn('attacker');
    expect(ctl.modified('attacker')).toBe(false);
    expect(expansions()).toBe(1);
    await ctl.load();
    expect(ctl.changed('attacker')).toBe(false);

    const old = structuredClone(made.value);
    if (!old.attacker.preset) throw new Error('no preset');
    old.attacker.preset.hash = '00000000';
    const stale = setup(old);
    await stale.ctl.load();
    expect(stale.ctl.changed('attacker')).toBe(true);
  });

  it('forgets the unit and keeps the numbers with "Use dice instead"', async () => {
    const { draft, ctl } = setup();
    await ctl.choose('defender', { unit: id('Rebel Troopers'), upgrades: [] });
    const before = structuredClone(draft.value.defender);
    ctl.clear('defender');
    expect(draft.value.defender.preset).toBeUndefined();
    expect({ ...draft.value.defender, preset: before.preset }).toEqual(before);
    expect(ctl.choice('defender')).toBeNull();
  });

  it('keeps the loadout and says why when a unit cannot be set up', async () => {
    const { draft, ctl } = setup();
    const before = structuredClone(draft.value);
    await ctl.choose('attacker', { unit: 'no such unit', upgrades: [] });
    expect(draft.value).toEqual(before);
    expect(ctl.error.attacker).toMatch(/no unit "no such unit"/);
  });
});
