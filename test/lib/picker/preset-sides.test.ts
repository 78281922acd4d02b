import { describe, expect, it } from 'vitest';
import { LEGION_CARDS } from '../../../src/engine/cards.ts';
import {
  expandPresets,
  parseLegionScenario,
  type LegionScenario,
} from '../../../src/engine/index.ts';
import { expansionInput, isModified, revertedSide } from '../../../src/lib/picker/preset-sides.ts';

// "Modified" after choosing a preset (issue 12 item 5): the moment's fields (tokens, cover) are
// not the unit's; everything else the preset set is.

function parse(input: unknown): LegionScenario {
  const r = parseLegionScenario(input);
  if (!r.ok) throw new Error(`${r.error.path}: ${r.error.message}`);
  return r.value;
}
function expanded(input: unknown): LegionScenario {
  const e = expandPresets(input, LEGION_CARDS);
  if (!e.ok) throw new Error(e.error.message);
  return parse(e.value);
}

const plain = expanded({
  v: 1,
  game: 'legion',
  range: 3,
  attacker: { unit: 'Stormtroopers', upgrades: ['DLT-19 Stormtrooper'] },
  defender: { unit: 'Rebel Troopers' },
});

describe('isModified', () => {
  it('is false for the preset as chosen, with any tokens, cover or wounds taken', () => {
    const s = structuredClone(plain);
    s.attacker.tokens.aim = 2;
    s.attacker.moved = true;
    s.defender.cover = 'heavy';
    s.defender.tokens.dodge = 1;
    s.defender.woundsTaken = 2;
    expect(isModified('attacker', s.attacker, plain.attacker)).toBe(false);
    expect(isModified('defender', s.defender, plain.defender)).toBe(false);
  });

  it("is true once a field the preset set changes, and reverting restores it with the moment's fields", () => {
    const s = structuredClone(plain);
    s.attacker.surge = 'crit';
    s.attacker.tokens.aim = 1;
    s.defender.keywords.armor = 1;
    s.defender.tokens.shield = 1;
    expect(isModified('attacker', s.attacker, plain.attacker)).toBe(true);
    expect(isModified('defender', s.defender, plain.defender)).toBe(true);
    const back = revertedSide('attacker', s.attacker, plain.attacker);
    expect(back['surge']).toBe(plain.attacker.surge);
    expect(back['tokens']).toEqual(s.attacker.tokens);
    expect(isModified('attacker', back, plain.attacker)).toBe(false);
  });
});

describe('expansionInput', () => {
  it("names the unit, keeps the side's moment and the other side's numbers", () => {
    const s = structuredClone(plain);
    s.defender.cover = 'light';
    s.defender.tokens.dodge = 1;
    const input = expansionInput(s, 'defender', { unit: 'Snowtroopers', upgrades: [] }, false);
    expect(input['defender']).toEqual({
      unit: 'Snowtroopers',
      upgrades: [],
      cover: 'light',
      tokens: { dodge: 1, surge: 0, suppression: 0, smoke: 0 },
      woundsTaken: 0,
      minisInLos: null,
    });
    expect(input['attacker']).toEqual(s.attacker);
  });

  it('chooses an unmodified attacker again against a new defender', () => {
    const input = expansionInput(plain, 'defender', { unit: 'Snowtroopers', upgrades: [] }, true);
    expect(input['attacker']).toMatchObject({
      unit: plain.attacker.preset?.id,
      upgrades: plain.attacker.preset?.upgradeIds,
    });
    const e = expanded(input);
    expect(e.defender.preset?.unit).toBe('Snowtroopers');
    expect(e.attacker.weapons?.length).toBeGreaterThan(0);
  });

  it('gives a ranged attack by a preset a range', () => {
    const s = parse({ v: 1, game: 'legion', attacker: { dice: { white: 4 } } });
    const input = expansionInput(s, 'attacker', { unit: 'Stormtroopers', upgrades: [] }, false);
    expect(input['range']).toBe(2);
    expect(expanded(input).attacker.preset?.unit).toBe('Stormtroopers');
  });
});
