import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LEGION_CARDS } from '../../../src/engine/cards.ts';
import { ArmyListError, factionSides, parseArmyList } from '../../../src/engine/index.ts';

// Issue 14 item 2: lists from Legion HQ and Tabletop Admiral (their TTS JSON export), Legion HQ
// list links (units and upgrades by the data's 2-character ids) and JSON lists of presets.

const fixture = (name: string) =>
  readFileSync(new URL(`fixtures/${name}`, import.meta.url), 'utf8');
const read = (text: string) => parseArmyList(text, LEGION_CARDS);

describe('TTS JSON exports', () => {
  it("Legion HQ's export: titled units by 'name title', repeats merged, the counterpart joins its unit", () => {
    const l = read(fixture('legion-hq-tts.json'));
    expect(l.title).toBe('Inferno Storm');
    expect(l.faction).toBe('empire');
    expect(l.sides.map((s) => s.label)).toEqual([
      'Darth Vader: Dark Lord of the Sith + Force Push + Saber Throw',
      'Iden Versio: Inferno Squad Leader + Tenacity',
      'Stormtroopers + DLT-19 Stormtrooper + Stormtrooper ×2',
      'Stormtroopers: Heavy Response Unit',
      'Imperial Death Troopers + DLT-19D Trooper + Targeting Scopes + Concussion Grenades',
      'AT-ST',
    ]);
    expect(l.sides[2]?.side).toEqual({ unit: 'ay', upgrades: ['ej', 'ex'] });
    // "Stormtroopers Heavy Response Unit" is the card's TTS name (ttsName in the data).
    expect(l.sides[3]?.side).toEqual({ unit: 'sr' });
    // AMG Keyword Glossary, Counterpart: "The combined unit has the keywords on both the Unit
    // Card and the Counterpart Card": ID10 joins Iden's unit (its preset brings it), no report.
    expect(l.unmatched).toEqual([]);
  });

  it("Tabletop Admiral's export: 'rebel' is the Rebels, every name matches", () => {
    const l = read(fixture('tabletop-admiral-tts.json'));
    expect(l.title).toBe('Echo Base Line');
    expect(l.faction).toBe('rebels');
    expect(l.unmatched).toEqual([]);
    expect(l.sides.map((s) => s.side)).toEqual([
      { unit: 'ad', upgrades: ['dt'] },
      { unit: 'ah', upgrades: ['ed', 'es', 'dj'] },
      { unit: 'ai', upgrades: ['eh'] },
      { unit: 'aj' },
    ]);
    expect(l.sides[1]?.label).toMatch(/ ×2$/);
  });

  it('a TTS name that differs from the card name: "Combat Armor (Rebel)" is the Rebel card', () => {
    const l = read(
      JSON.stringify({
        armyFaction: 'rebel',
        units: [{ name: 'Rebel Officer Fighting for Freedom', upgrades: ['Combat Armor (Rebel)'] }],
      }),
    );
    expect(l.unmatched).toEqual([]);
    expect(l.sides[0]?.side).toEqual({ unit: 'Bz', upgrades: ['Cc'] });
  });

  it('a plain name two cards share means the one the unit may take', () => {
    const l = read(
      JSON.stringify({
        units: [{ name: 'Imperial Officer Ruthless Efficiency', upgrades: ['Combat Armor'] }],
      }),
    );
    expect(l.sides[0]?.side).toEqual({ unit: 'Cb', upgrades: ['Cd'] });
  });

  it('names that match no card are reported by name, the rest of the list kept', () => {
    const l = read(
      JSON.stringify({
        armyFaction: 'empire',
        units: [
          { name: 'Stormtroopers', upgrades: ['DLT-19 Stormtrooper', 'Thermal Detonator Mk IX'] },
          { name: 'Imperial Hovertank', upgrades: [] },
          { name: 'Stormtroopers', upgrades: ['Saber Throw'] },
          { upgrades: [] },
        ],
      }),
    );
    expect(l.sides.map((s) => s.label)).toEqual([
      'Stormtroopers + DLT-19 Stormtrooper',
      'Stormtroopers',
    ]);
    expect(l.unmatched.map((u) => u.name)).toEqual([
      'Thermal Detonator Mk IX',
      'Imperial Hovertank',
      'Saber Throw',
      'units[3]',
    ]);
    expect(l.unmatched[0]?.problem).toBe('matches no upgrade card');
    expect(l.unmatched[1]?.problem).toBe('matches no unit card');
    expect(l.unmatched[2]?.problem).toMatch(/^left off Stormtroopers: no free "force" slot/);
  });
});

describe('Legion HQ list links', () => {
  const LINK =
    'https://legionhq2.com/list/empire/1000:1at0dtdv0,1kg0df00+1lw,2ayejex00,1sr00,ab,cd';

  it('units and upgrades by id, slot by slot; counts; the counterpart joins its unit', () => {
    const l = read(LINK);
    expect(l.faction).toBe('empire');
    expect(l.sides).toEqual([
      {
        label: 'Darth Vader: Dark Lord of the Sith + Force Push + Saber Throw',
        side: { unit: 'at', upgrades: ['dt', 'dv'] },
      },
      {
        label: 'Iden Versio: Inferno Squad Leader + Tenacity',
        side: { unit: 'kg', upgrades: ['df'] },
      },
      {
        label: 'Stormtroopers + DLT-19 Stormtrooper + Stormtrooper ×2',
        side: { unit: 'ay', upgrades: ['ej', 'ex'] },
      },
      { label: 'Stormtroopers: Heavy Response Unit', side: { unit: 'sr' } },
    ]);
    expect(l.unmatched).toEqual([]);
  });

  it('a counterpart under a unit that does not take it is reported, with why', () => {
    const l = read('https://legionhq2.com/list/empire/800:1ay00+1lw');
    expect(l.unmatched).toEqual([
      {
        name: "Iden's ID10 Seeker Droid",
        problem:
          'a counterpart that joins Stormtroopers, but the card data does not attach it to that unit: its keywords are left out',
      },
    ]);
  });

  it('the same list as its TTS export', () => {
    const link = read('https://legionhq2.com/list/empire/800:2ayejex00,1bd0gm0dc00dl');
    const tts = read(
      JSON.stringify({
        armyFaction: 'empire',
        units: [
          { name: 'Stormtroopers', upgrades: ['DLT-19 Stormtrooper', 'Stormtrooper'] },
          { name: 'Stormtroopers', upgrades: ['DLT-19 Stormtrooper', 'Stormtrooper'] },
          {
            name: 'Imperial Death Troopers',
            upgrades: ['DLT-19D Trooper', 'Targeting Scopes', 'Concussion Grenades'],
          },
        ],
      }),
    );
    expect(link.sides).toEqual(tts.sides);
  });

  it('a battle force, a loadout and a %-escaped link; unknown ids reported by id', () => {
    const l = read('legionhq.com/list/rebels/1000%3Aebd%3A1ahedes00_0jp00,1zz00,1ahxx000');
    expect(l.sides.map((s) => s.side)).toEqual([
      { unit: 'ah', upgrades: ['ed', 'es'] },
      { unit: 'ah' },
    ]);
    expect(l.unmatched).toEqual([
      { name: '1zz00', problem: 'no unit with Legion HQ id "zz"' },
      { name: 'xx', problem: 'no upgrade with Legion HQ id "xx"' },
    ]);
  });
});

describe('JSON lists of presets', () => {
  it('names or ids, labels derived or given, extra side fields kept; bad entries reported', () => {
    const l = read(
      JSON.stringify([
        { unit: 'Stormtroopers', upgrades: ['DLT-19 Stormtrooper'] },
        { unit: 'Rebel Troopers', label: 'Rebels (dodge)', tokens: { dodge: 1 } },
        { unit: 'Stormtrooper Commandos' },
        { unit: 'Stormtroopers', upgrades: ['Force Push'] },
        'Snowtroopers',
      ]),
    );
    expect(l.sides).toEqual([
      {
        label: 'Stormtroopers + DLT-19 Stormtrooper',
        side: { unit: 'Stormtroopers', upgrades: ['DLT-19 Stormtrooper'] },
      },
      { label: 'Rebels (dodge)', side: { unit: 'Rebel Troopers', tokens: { dodge: 1 } } },
    ]);
    expect(l.unmatched.map((u) => u.name)).toEqual([
      'Stormtrooper Commandos',
      'Stormtroopers: Force Push',
      'entry 5',
    ]);
    expect(l.unmatched[0]?.problem).toMatch(/^no unit "Stormtrooper Commandos"/);
  });
});

describe('what is not a list', () => {
  it.each([
    ['', /^the list is empty/],
    ['{"units": 3}', /^expected a Legion HQ or Tabletop Admiral list export/],
    ['{"author": "x"}', /^expected a Legion HQ/],
    ['Stormtroopers x2', /^not JSON and not a list link/],
    ['https://legionhq2.com/list/empire/1000:ab,cd', /^the list link names no units$/],
  ])('%j is a clear error', (text, message) => {
    expect(() => read(text)).toThrow(ArmyListError);
    expect(() => read(text)).toThrow(message);
  });
});

describe('whole factions', () => {
  it('"all Empire corps units": in rank order then by name, the unit without upgrades', () => {
    expect(factionSides(LEGION_CARDS, 'Empire', 'corps')).toEqual([
      { label: 'DF-90 Mortar Trooper', side: { unit: 'ft' } },
      { label: 'Shoretroopers', side: { unit: 'hg' } },
      { label: 'Snowtroopers', side: { unit: 'az' } },
      { label: 'Stormtrooper Riot Squad', side: { unit: 'xz' } },
      { label: 'Stormtroopers', side: { unit: 'ay' } },
      { label: 'Stormtroopers: Heavy Response Unit', side: { unit: 'sr' } },
    ]);
  });

  it('every unit belongs to exactly one faction: the six factions hold all 178', () => {
    const all = ['empire', 'rebels', 'republic', 'separatists', 'mercenary', 'mandalorians']
      .flatMap((f) => factionSides(LEGION_CARDS, f))
      .map((s) => s.side['unit']);
    expect(all).toHaveLength(178);
    expect(new Set(all).size).toBe(178);
    expect(new Set(factionSides(LEGION_CARDS, 'all').map((s) => s.side['unit']))).toEqual(
      new Set(all),
    );
    expect(factionSides(LEGION_CARDS, 'rebel').length).toBe(
      factionSides(LEGION_CARDS, 'Rebels').length,
    );
  });

  it('an unknown faction or rank lists the known ones', () => {
    expect(() => factionSides(LEGION_CARDS, 'sith')).toThrow(
      'no faction "sith": the factions are empire, mandalorians, mercenary, rebels, republic, separatists (or all)',
    );
    expect(() => factionSides(LEGION_CARDS, 'empire', 'elite')).toThrow(
      'no rank "elite": the ranks are commander, operative, corps, special, support, heavy',
    );
  });
});
