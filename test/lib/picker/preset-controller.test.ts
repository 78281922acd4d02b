import { describe, expect, it } from 'vitest';
import { LEGION_CARDS } from '../../../src/engine/cards.ts';
import {
  expandPresets,
  parseLegionScenario,
  type LegionAttack,
  type LegionScenario,
} from '../../../src/engine/index.ts';
import { meanWounds } from '../../../src/engine/legion/presets/expand-presets.ts';
import { starterScenario } from '../../../src/lib/editors/legion/legion-defaults.ts';
import {
  attacksOf,
  liveAttack,
  withAttack,
} from '../../../src/lib/editors/legion/legion-sequence.ts';
import { PresetController } from '../../../src/lib/picker/preset-controller.svelte.ts';
import type { PresetService } from '../../../src/lib/picker/preset-service.ts';
import { presetServiceOver } from '../../../src/app/preset-service.ts';
import { createPresetApi } from '../../../workers/preset-api.ts';

// The picker's state (issue 12 item 5), with the engine's expansion in place of the worker.

function setup(start: LegionScenario = starterScenario()) {
  let expansions = 0;
  const api = createPresetApi();
  const service: PresetService = {
    ...presetServiceOver(() => api),
    expand: (input) => {
      expansions++;
      return Promise.resolve(expandPresets(input, LEGION_CARDS));
    },
  };
  const draft = { value: start };
  const ctl = new PresetController(draft, service, () => '0');
  return { draft, ctl, expansions: () => expansions };
}
/** The exact mean wounds of the loadout as the editors hold it. */
const exactMean = (s: LegionScenario): number => {
  const p = parseLegionScenario(JSON.parse(JSON.stringify(s)));
  if (!p.ok) throw new Error(p.error.message);
  return meanWounds(p.value);
};
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
  it('builds both sides from units, from their cards alone, and the attacker chooses again', async () => {
    const { draft, ctl } = setup();
    await ctl.pick('attacker', id('Stormtroopers'));
    await ctl.choose('attacker', {
      unit: id('Stormtroopers'),
      upgrades: [upgrade('DLT-19 Stormtrooper')],
    });
    expect(draft.value.attacker.preset?.unit).toBe('Stormtroopers');
    // The starter's Aim token and light cover end with the first unit picked.
    expect(draft.value.attacker.tokens.aim).toBe(0);
    expect(draft.value.defender.cover).toBe('none');
    expect(draft.value.range).toBe(2);
    expect(ctl.modified('attacker')).toBe(false);
    await ctl.pick('defender', id('Rebel Troopers'));
    expect(draft.value.defender.preset?.unit).toBe('Rebel Troopers');
    // The attacker was chosen again against this defender: the engine's own answer.
    const e = expandPresets(
      {
        v: 1,
        game: 'legion',
        range: 2,
        attacker: { unit: 'Stormtroopers', upgrades: ['DLT-19 Stormtrooper'] },
        defender: { unit: 'Rebel Troopers' },
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

  it("gives the issue's answer: no Aim token left over from the starter", async () => {
    const { draft, ctl } = setup();
    await ctl.pick('attacker', id('Stormtroopers'));
    await ctl.choose('attacker', {
      unit: id('Stormtroopers'),
      upgrades: [upgrade('DLT-19 Stormtrooper')],
    });
    await ctl.pick('defender', id('Rebel Troopers'));
    await ctl.setRange(3);
    draft.value.defender.cover = 'light';
    await ctl.rechooseAttacker();
    expect(exactMean(draft.value)).toBeCloseTo(1.888888888888889, 12);
  });

  it('keeps what the player adds after a pick, and a new pick starts from its card', async () => {
    const { draft, ctl } = setup();
    await ctl.pick('defender', id('Rebel Troopers'));
    // Picked first on the defender side: the starter attacker's Aim goes too.
    expect(draft.value.attacker.tokens.aim).toBe(0);
    expect(draft.value.defender.cover).toBe('none');
    await ctl.pick('attacker', id('Stormtroopers'));
    draft.value.attacker.tokens.aim = 2;
    draft.value.attacker.moved = true;
    draft.value.defender.tokens.dodge = 1;
    draft.value.defender.cover = 'heavy';
    await ctl.choose('attacker', {
      unit: id('Stormtroopers'),
      upgrades: [upgrade('DLT-19 Stormtrooper')],
    });
    expect(draft.value.attacker.tokens.aim).toBe(2); // an upgrade keeps the player's tokens
    expect(draft.value.attacker.moved).toBe(true);
    await ctl.pick('attacker', id('Rebel Troopers'));
    expect(draft.value.attacker.tokens.aim).toBe(0);
    expect(draft.value.attacker.moved).toBe(false);
    await ctl.pick('defender', id('Stormtroopers'));
    expect(draft.value.defender.tokens.dodge).toBe(0);
    expect(draft.value.defender.cover).toBe('heavy'); // the table's, whoever stands there
  });

  it("a sequence's attack picks its attacker from the card alone", async () => {
    const seq = withAttack(starterScenario(), attacksOf(starterScenario())[0] as LegionAttack);
    const live = { value: liveAttack(seq, () => 1) };
    const api = createPresetApi();
    const service: PresetService = {
      ...presetServiceOver(() => api),
      expand: (input) => Promise.resolve(expandPresets(input, LEGION_CARDS)),
    };
    const ctl = new PresetController(live, service, () => '1');
    expect(seq.attacks[1]?.attacker.tokens.aim).toBe(1);
    await ctl.pick('attacker', id('Stormtroopers'));
    expect(seq.attacks[1]?.attacker.preset?.unit).toBe('Stormtroopers');
    expect(seq.attacks[1]?.attacker.tokens.aim).toBe(0);
    expect(seq.attacks[0]?.attacker.tokens.aim).toBe(1); // another attack is not this pick's
  });

  it('gives a unit whose ranged weapon is an upgrade the first that reaches, and says why', async () => {
    const { draft, ctl } = setup();
    await ctl.pick('attacker', 'ao'); // the Rebel AT-RT: only Grappling Claws of its own
    expect(ctl.error.attacker).toBeNull();
    expect(draft.value.attacker.preset?.upgrades).toEqual(['AT-RT Rotary Blaster']);
    expect(draft.value.range).toBe(2);
    expect(ctl.fit?.added).toBe(upgrade('AT-RT Rotary Blaster'));
    expect(ctl.fit?.note).toBe(
      'AT-RT has no ranged weapon of its own that reaches range 2: it takes the AT-RT Rotary Blaster, the first upgrade whose weapon does.',
    );
    expect(ctl.picked.attacker?.upgrades).toEqual([upgrade('AT-RT Rotary Blaster')]);
    // Range 5: no hardpoint reaches it; the nearest range one does.
    const far = setup();
    await far.ctl.setRange(5);
    await far.ctl.pick('attacker', 'ao');
    expect(far.ctl.error.attacker).toBeNull();
    expect(far.draft.value.range).toBe(4);
    expect(far.draft.value.attacker.preset?.upgrades).toEqual(['AT-RT Laser Cannon']);
    expect(far.ctl.fit?.note).toMatch(
      /range 5: the range is 4 instead, with the AT-RT Laser Cannon/,
    );
    // A range the added upgrade does not reach: the app's choice is made again, not an error.
    await ctl.setRange(4);
    expect(ctl.error.attacker).toBeNull();
    expect(draft.value.range).toBe(4);
    expect(draft.value.attacker.preset?.upgrades).toEqual(['AT-RT Laser Cannon']);
    expect(ctl.fit?.added).toBe(upgrade('AT-RT Laser Cannon'));
    // Changing the upgrade is the player's: the note goes.
    await ctl.choose('attacker', { unit: 'ao', upgrades: [upgrade('AT-RT Rotary Blaster')] });
    expect(ctl.fit).toBeNull();
  });

  it('swaps the units in one step, each chosen for its new side', async () => {
    const { draft, ctl } = setup();
    await ctl.setAttackType('melee');
    await ctl.pick('attacker', 'Fb'); // Luke Skywalker: Commander Skywalker
    const vader = LEGION_CARDS.units.find((u) => u.name === 'Darth Vader')?.id ?? '';
    await ctl.pick('defender', vader);
    expect(exactMean(draft.value)).toBeCloseTo(1.5, 12);
    await ctl.swap();
    expect(draft.value.attacker.preset?.id).toBe(vader);
    expect(draft.value.defender.preset?.id).toBe('Fb');
    expect(ctl.modified('attacker')).toBe(false);
    expect(ctl.modified('defender')).toBe(false);
    const e = expandPresets(
      {
        v: 1,
        game: 'legion',
        attackType: 'melee',
        attacker: { unit: vader },
        defender: { unit: 'Fb' },
      },
      LEGION_CARDS,
    );
    if (!e.ok) throw new Error(e.error.message);
    const parsed = parseLegionScenario(e.value);
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(exactMean(draft.value)).toBeCloseTo(exactMean(parsed.value), 12);
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
