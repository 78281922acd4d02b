import { describe, expect, it } from 'vitest';
import { LEGION_CARDS } from '../../../src/engine/cards.ts';
import {
  filterChoices,
  searchUnits,
  unitEntries,
  type UnitEntry,
} from '../../../src/lib/picker/unit-search.ts';

// The unit picker's search (issue 12 item 5): best matches first, filters by faction and rank.

const entries = unitEntries(LEGION_CARDS);
const labels = (xs: readonly UnitEntry[]) => xs.map((e) => e.label);
const any = { faction: null, rank: null };

describe('searchUnits', () => {
  it('lists an exact name first, its titled variants right after it', () => {
    expect(labels(searchUnits(entries, 'Stormtroopers')).slice(0, 2)).toEqual([
      'Stormtroopers',
      'Stormtroopers: Heavy Response Unit',
    ]);
    expect(labels(searchUnits(entries, '  rebel   TROOPERS ')).slice(0, 1)).toEqual([
      'Rebel Troopers',
    ]);
  });

  it('ranks exact, then prefix, then word-prefix, then inside a word, whatever the alphabet', () => {
    const unit = LEGION_CARDS.units[0];
    if (!unit) throw new Error('no units');
    const fake = unitEntries({
      ...LEGION_CARDS,
      units: [
        { ...unit, id: 'a', name: 'Alpha Troopers', title: null },
        { ...unit, id: 'b', name: 'Stormtroopers', title: null },
        { ...unit, id: 'c', name: 'Troopers Elite', title: null },
        { ...unit, id: 'd', name: 'Troopers', title: 'Second' },
        { ...unit, id: 'e', name: 'Troopers', title: null },
        { ...unit, id: 'f', name: 'Droids', title: null },
      ],
    });
    expect(labels(searchUnits(fake, 'troopers'))).toEqual([
      'Troopers',
      'Troopers: Second',
      'Troopers Elite',
      'Alpha Troopers',
      'Stormtroopers',
    ]);
    expect(labels(searchUnits(fake, 'troopers: sec'))).toEqual(['Troopers: Second']);
  });

  it('ranks prefix matches before word matches before matches inside a word', () => {
    const r = searchUnits(entries, 'trooper');
    const first = r.findIndex((e) => !e.full.startsWith('trooper'));
    const word = r.findIndex((e) => e.words.some((w) => w.startsWith('trooper')));
    const inside = r.findIndex((e) => !e.words.some((w) => w.startsWith('trooper')));
    expect(first).toBeGreaterThanOrEqual(0);
    expect(word).toBeLessThan(inside);
    // "Stormtroopers" holds "trooper" inside its only word: after every word-prefix match.
    const storm = labels(r).indexOf('Stormtroopers');
    const rebels = labels(r).indexOf('Rebel Troopers');
    expect(storm).toBeGreaterThan(rebels);
  });

  it('matches every word of the query, in any order, and titles too', () => {
    const both = labels(searchUnits(entries, 'skywalker jedi'));
    expect(both).toContain('Luke Skywalker: Jedi Knight');
    expect(both.every((l) => /skywalker/i.test(l) && /jedi/i.test(l))).toBe(true);
    expect(labels(searchUnits(entries, 'heavy response'))).toEqual([
      'Stormtroopers: Heavy Response Unit',
    ]);
    expect(searchUnits(entries, 'zzzz')).toEqual([]);
  });

  it('lists the titled variants of a name in card order when no card is untitled', () => {
    expect(labels(searchUnits(entries, 'Luke Skywalker'))).toEqual([
      'Luke Skywalker: Commander Skywalker',
      'Luke Skywalker: Hero of the Rebellion',
      'Luke Skywalker: Jedi Knight',
    ]);
  });

  it('prefers the shorter, plainer card among equally good matches', () => {
    // "storm" + Enter took Stormtrooper Riot Squad (alphabetically first) over Stormtroopers.
    expect(labels(searchUnits(entries, 'storm')).slice(0, 2)).toEqual([
      'Stormtroopers',
      'Stormtrooper Riot Squad',
    ]);
    const droids = labels(searchUnits(entries, 'droid', any, 999));
    expect(droids.indexOf('Aqua Droids')).toBeLessThan(
      droids.indexOf('IG-88: Notorious Assassin Droid'),
    );
  });

  it('filters by faction and by rank, alone or together', () => {
    const empire = searchUnits(entries, '', { faction: 'empire', rank: null }, 999);
    expect(empire.length).toBeGreaterThan(10);
    expect(empire.every((e) => e.faction === 'empire')).toBe(true);
    const corps = searchUnits(entries, 'troopers', { faction: 'rebels', rank: 'corps' }, 999);
    expect(labels(corps)).toContain('Rebel Troopers');
    expect(corps.every((e) => e.faction === 'rebels' && e.rank === 'corps')).toBe(true);
    expect(searchUnits(entries, 'Stormtroopers', { faction: 'rebels', rank: null })).toEqual([]);
  });

  it('lists every unit for an empty query, by name, up to the limit', () => {
    expect(searchUnits(entries, '', any, 999)).toHaveLength(LEGION_CARDS.units.length);
    const first = searchUnits(entries, '', any, 5);
    expect(first).toHaveLength(5);
    expect(labels(first)).toEqual([...labels(first)].sort((a, b) => a.localeCompare(b, 'en')));
  });
});

describe('filterChoices', () => {
  it("offers the data's factions and its ranks in the order of a list", () => {
    const { factions, ranks } = filterChoices(entries);
    expect(factions).toEqual(
      expect.arrayContaining(['empire', 'rebels', 'republic', 'separatists', 'mercenary']),
    );
    expect(ranks).toEqual(['commander', 'operative', 'corps', 'special', 'support', 'heavy']);
  });
});
