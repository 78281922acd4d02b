import { describe, expect, it } from 'vitest';
import { LEGION_CARDS } from '../../../src/engine/cards.ts';
import { ArmyListError, parseArmyList } from '../../../src/engine/index.ts';

// Issue 33 item 7: what a list import dropped without a word is now a note (`unmatched`) or a
// refusal (ArmyListError, exit 2 on the command line).

const read = (text: string) => parseArmyList(text, LEGION_CARDS);
const refusal = (text: string) => {
  try {
    read(text);
  } catch (e) {
    expect(e).toBeInstanceOf(ArmyListError);
    return (e as Error).message;
  }
  return 'read';
};
const tts = (units: unknown) => JSON.stringify({ armyFaction: 'empire', units });

describe('list import: no silent drops', () => {
  it('a TTS file that gives "units" twice is refused (JSON keeps only the last)', () => {
    const twice =
      '{"armyFaction": "empire", "units": [{"name": "Stormtroopers"}], "units": [{"name": "AT-ST"}]}';
    expect(refusal(twice)).toBe('units: this key is given twice (only one may be)');
    // Deeper too, and in a list of presets.
    expect(refusal('{"units": [{"name": "Stormtroopers", "name": "AT-ST"}]}')).toBe(
      'units.0.name: this key is given twice (only one may be)',
    );
    expect(refusal('[{"unit": "Stormtroopers", "unit": "AT-ST"}]')).toBe(
      '0.unit: this key is given twice (only one may be)',
    );
  });

  it('upgrades given as one string are reported; the unit is kept without them', () => {
    const l = read(tts([{ name: 'Stormtroopers', upgrades: 'DLT-19 Stormtrooper' }]));
    expect(l.sides.map((s) => s.label)).toEqual(['Stormtroopers']);
    expect(l.unmatched).toEqual([
      {
        name: 'Stormtroopers: upgrades',
        problem: 'expected a list of upgrade names, got "DLT-19 Stormtrooper" (left off)',
      },
    ]);
  });

  it('upgrades given as objects are reported one by one; names beside them are kept', () => {
    const l = read(
      tts([
        {
          name: 'Stormtroopers',
          upgrades: [{ name: 'DLT-19 Stormtrooper' }, 'Stormtrooper', 7, ''],
        },
      ]),
    );
    expect(l.sides.map((s) => s.label)).toEqual(['Stormtroopers + Stormtrooper']);
    expect(l.unmatched).toEqual([
      {
        name: 'Stormtroopers: upgrades[0]',
        problem: 'expected an upgrade name, got an object (left off)',
      },
      { name: 'Stormtroopers: upgrades[2]', problem: 'expected an upgrade name, got 7 (left off)' },
    ]);
  });

  it('a list link followed by anything (a second line) is refused, not cut', () => {
    const link = 'https://legionhq2.com/list/empire/800:2ayejex00';
    expect(read(link).sides.map((s) => s.label)).toEqual([
      'Stormtroopers + DLT-19 Stormtrooper + Stormtrooper ×2',
    ]);
    expect(read(`  ${link}?utm=x#top\n`).sides).toHaveLength(1);
    expect(refusal(`${link}\n,1bd0gm0dc00dl`)).toBe(
      'a list link is read alone, but ",1bd0gm0dc00dl" comes after it',
    );
    expect(refusal(`${link} and more`)).toBe(
      'a list link is read alone, but "and more" comes after it',
    );
    expect(refusal(`My list:\n${link}`)).toBe(
      'a list link is read alone, but "My list:\\nhttps://legionhq2.com" comes before it',
    );
  });

  it('a name two factions share, in a list that names no faction, lists both with faction and id', () => {
    const l = read(JSON.stringify({ units: [{ name: 'AT-RT' }, { name: 'Stormtroopers' }] }));
    expect(l.unmatched).toEqual([
      {
        name: 'AT-RT',
        problem: 'names 2 units (AT-RT, rebels, Legion HQ id ao; AT-RT, republic, Legion HQ id mb)',
      },
    ]);
    const rebel = JSON.stringify({ armyFaction: 'rebel', units: [{ name: 'AT-RT' }] });
    expect(read(rebel).sides.map((s) => s.side)).toEqual([{ unit: 'ao' }]);
  });
});
