import { describe, expect, it } from 'vitest';
import type { CardKeyword, CardWeapon } from '../../../src/engine/legion/data/card-data.ts';
import { LEGION_CARDS } from '../../../src/engine/legion/data/cards.generated.ts';
import {
  CardDataError,
  convertCards,
  readRange,
} from '../../../src/engine/legion/data/convert-cards.ts';
import { KEYWORD_TABLE } from '../../../src/engine/legion/data/keyword-table.ts';

// Issue 12 item 1: the committed card data, the keyword table that names every keyword in it,
// and how the converter reads each odd value of Legion HQ's card file (README of the data).

const cards = [...LEGION_CARDS.units, ...LEGION_CARDS.upgrades, ...LEGION_CARDS.counterparts];
const everyKeyword = (): { card: string; k: CardKeyword; onWeapon: boolean }[] =>
  cards.flatMap((c) => [
    ...c.keywords.map((k) => ({ card: c.id, k, onWeapon: false })),
    ...c.weapons.flatMap((w: CardWeapon) =>
      w.keywords.map((k) => ({ card: `${c.id} ${w.name}`, k, onWeapon: true })),
    ),
  ]);

const SOURCE = { repository: 'r', file: 'f', commit: 'c'.repeat(40) };

/** A Legion HQ card file holding one unit, with `over` merged into the unit. */
function fileWith(over: Record<string, unknown>): Record<string, unknown> {
  return {
    ay: {
      id: 'ay',
      cardType: 'unit',
      cardName: 'Stormtroopers',
      cardSubtype: 'trooper',
      faction: 'empire',
      rank: 'corps',
      cost: 44,
      keywords: [],
      upgradeBar: [],
      stats: { courage: 1, defense: 'r', defsurge: '', hitsurge: 'h', hp: 1, minicount: 4 },
      weapons: [{ name: 'E-11', range: [1, 3], dice: { r: 0, b: 0, w: 1 }, keywords: [] }],
      ...over,
    },
  };
}
const unitOf = (over: Record<string, unknown>) => convertCards(fileWith(over), SOURCE).units[0]!;
function problemsOf(over: Record<string, unknown>): readonly string[] {
  try {
    convertCards(fileWith(over), SOURCE);
  } catch (e) {
    if (e instanceof CardDataError) return e.problems;
    throw e;
  }
  throw new Error('the card file was accepted');
}

describe('the committed card data (src/engine/legion/data/cards.generated.ts)', () => {
  it('holds every unit, upgrade and counterpart of Legion HQ commit e3f8b5f, with its source', () => {
    expect(LEGION_CARDS.units).toHaveLength(178);
    expect(LEGION_CARDS.upgrades).toHaveLength(434);
    expect(LEGION_CARDS.counterparts).toHaveLength(5);
    expect(LEGION_CARDS.source.commit).toBe('e3f8b5faafddb3efac95cf20974a6229c96bbf54');
  });

  it('includes unreleased cards and marks them (12 units, 28 upgrades)', () => {
    expect(LEGION_CARDS.units.filter((u) => u.unreleased)).toHaveLength(12);
    expect(LEGION_CARDS.upgrades.filter((u) => u.unreleased)).toHaveLength(28);
    const han = LEGION_CARDS.units.find((u) => u.name === 'Han & Chewie');
    expect(han).toMatchObject({ unreleased: true, releaseNote: 'Q4 2026', woundThreshold: 0 });
  });

  it('names every keyword of the data in the keyword table', () => {
    const missing = everyKeyword().filter(({ k }) => !KEYWORD_TABLE.has(k.name));
    expect(missing.map(({ card, k }) => `${card}: ${k.name}`)).toEqual([]);
  });

  it('gives every keyword in the table a reason or an engine field', () => {
    for (const [name, e] of KEYWORD_TABLE) {
      if (e.effect.kind === 'none' || e.effect.kind === 'condition')
        expect(e.effect.reason.length, name).toBeGreaterThan(5);
      if (e.effect.kind === 'unit')
        expect(e.effect.attacker ?? e.effect.defender, name).toBeDefined();
    }
  });

  it('reads an X for every X keyword that changes the dice, or says why not', () => {
    const unread = everyKeyword().filter(({ k }) => {
      const e = KEYWORD_TABLE.get(k.name);
      return e?.x === true && e.effect.kind !== 'none' && k.x === undefined && !k.note;
    });
    expect(unread.map(({ card, k }) => `${card}: ${k.name}`)).toEqual([]);
  });

  it('has a weapon keyword on a weapon only with its X read from the card or a decision', () => {
    for (const { card, k, onWeapon } of everyKeyword()) {
      if (!onWeapon || !KEYWORD_TABLE.get(k.name)?.x) continue;
      expect(k.x, `${card}: ${k.name}`).toBeGreaterThanOrEqual(0);
    }
  });

  it('keeps a readable range band for every weapon (min ≤ max), or none when none is printed', () => {
    for (const c of cards)
      for (const w of c.weapons)
        if (w.range)
          expect(w.range.max ?? 99, `${c.id} ${w.name}`).toBeGreaterThanOrEqual(w.range.min);
    const generators = LEGION_CARDS.upgrades.filter((u) => u.weapons.some((w) => w.range === null));
    expect(generators.map((u) => u.name).sort()).toEqual([
      'Barrage Generator',
      'Overcharged Generator',
    ]);
  });
});

describe('reading the values of the card file (README "keywords", "weapons")', () => {
  it('reads numbers and numeric strings as X ("1" on Armor is Armor 1)', () => {
    const u = unitOf({
      keywords: [
        { name: 'Armor', value: '1' },
        { name: 'Cover', value: 2 },
      ],
    });
    expect(u.keywords).toEqual([
      { name: 'Armor', x: 1 },
      { name: 'Cover', x: 2 },
    ]);
  });

  it('reads "N: text" and "text N" as X with a qualifier', () => {
    const u = unitOf({
      keywords: [
        { name: 'Weak Point', value: '1: Rear, Sides' },
        { name: 'Advanced Targeting', value: 'Trooper 1' },
      ],
    });
    expect(u.keywords).toEqual([
      { name: 'Weak Point', x: 1, text: 'Rear, Sides' },
      { name: 'Advanced Targeting', x: 1, text: 'Trooper' },
    ]);
  });

  it('reads "X" as the card\'s least X, 1, marked variable (AMG Keyword Glossary, My Mood Is Based On Profit: "to a minimum of 1")', () => {
    expect(unitOf({ keywords: [{ name: 'Uncanny Luck', value: 'X' }] }).keywords).toEqual([
      { name: 'Uncanny Luck', x: 1, note: 'variable' },
    ]);
  });

  it('rejects a weapon keyword without its X on a weapon (no decision for it)', () => {
    const weapons = [{ name: 'Gun', range: [1, 3], dice: { r: 1 }, keywords: ['Pierce'] }];
    expect(problemsOf({ weapons })).toEqual([
      'ay weapon "Gun": Pierce has no X and no decision (read-keyword.ts)',
    ]);
  });

  it('rejects a dice keyword without its X on a unit card, keeps one that changes no dice', () => {
    expect(problemsOf({ keywords: ['Armor'] })).toEqual(['ay: Armor has no X']);
    expect(unitOf({ keywords: ['Repair'] }).keywords).toEqual([{ name: 'Repair', note: 'no-x' }]);
  });

  it('rejects a keyword the table does not name, and a value it cannot read', () => {
    expect(problemsOf({ keywords: ['Teleport'] })).toEqual([
      'ay: keyword "Teleport" is not in the keyword table (keyword-table.ts)',
    ]);
    expect(problemsOf({ keywords: [{ name: 'Armor', value: 'lots' }] })).toEqual([
      'ay: Armor value "lots" has no readable X',
    ]);
  });

  it('reads courage "–" (0, -1 or "-") as null: never suppressed', () => {
    for (const courage of [0, -1, '-'])
      expect(unitOf({ stats: { courage, defense: 'w', hp: 1, minicount: 1 } }).courage).toBe(null);
    expect(unitOf({}).courage).toBe(1);
  });

  it('reads the odd ranges: [0] melee, [n] range n, null as melee or ∞, [] none', () => {
    expect(readRange([0])).toEqual({ min: 0, max: 0 });
    expect(readRange([1])).toEqual({ min: 1, max: 1 });
    expect(readRange([null])).toEqual({ min: 0, max: 0 });
    expect(readRange([null, 2])).toEqual({ min: 0, max: 2 });
    expect(readRange([1, null])).toEqual({ min: 1, max: null });
    expect(readRange('- 1')).toEqual({ min: 0, max: 1 });
    expect(readRange([])).toBe(null);
    expect(readRange([3, 1])).toBe('range [3,1] has its maximum below its minimum');
    expect(readRange('far')).toBe('range "far" cannot be read');
  });

  it('marks an upgrade keyword that repeats its weapon keyword as a reminder, and an X it omits as unstated', () => {
    const data = convertCards(
      {
        ej: {
          id: 'ej',
          cardType: 'upgrade',
          cardName: 'DLT-19 Stormtrooper',
          cardSubtype: 'heavy weapon',
          cost: 20,
          keywords: ['Impact', 'Pierce'],
          requirements: [{ cardName: 'Stormtroopers' }],
          weapons: [
            {
              name: 'DLT-19',
              range: [1, 4],
              dice: { r: 2 },
              keywords: [{ name: 'Impact', value: '1' }],
            },
          ],
        },
      },
      SOURCE,
    );
    const u = data.upgrades[0]!;
    expect(u.keywords).toEqual([
      { name: 'Impact', note: 'reminder' },
      { name: 'Pierce', note: 'unstated' },
    ]);
    expect(u.weapons[0]!.keywords).toEqual([{ name: 'Impact', x: 1 }]);
    expect(u.addsMini).toBe(true);
    expect(u.requirements).toEqual({ all: [{ match: { cardName: 'Stormtroopers' } }] });
  });
});
