import { describe, expect, it } from 'vitest';
import { LEGION_CARDS } from '../../../src/engine/cards.ts';
import { expandPresets, parseLegionScenario } from '../../../src/engine/index.ts';
import { CardShelf, cardLabel } from '../../../src/lib/picker/card-shelf.svelte.ts';
import { expansionInput, presetOf } from '../../../src/lib/picker/preset-sides.ts';
import { stormtroopersCopy } from '../../legion/card/stormtroopers-card.ts';

/** Local storage as a map (what the browser's does, for these calls). */
function memoryStorage(): Storage {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
    clear: () => m.clear(),
    key: (i: number) => [...m.keys()][i] ?? null,
    get length() {
      return m.size;
    },
  };
}

describe("the player's own cards", () => {
  it('are kept on the device, one per name, and a damaged entry is left out', () => {
    const storage = memoryStorage();
    const shelf = new CardShelf(storage);
    const a = stormtroopersCopy() as never;
    shelf.save(a);
    const red = stormtroopersCopy();
    red.weapons[1]!.dice.r = 1;
    shelf.save(red as never);
    expect(shelf.cards).toHaveLength(1);
    expect(shelf.cards[0]?.weapons[1]?.dice.r).toBe(1);
    // Another visit: the same cards, a broken one stored beside them left out.
    const stored = JSON.parse(storage.getItem('holotable.cards') ?? '[]') as unknown[];
    storage.setItem('holotable.cards', JSON.stringify([...stored, { cardName: 3 }]));
    const later = new CardShelf(storage);
    expect(later.cards.map(cardLabel)).toEqual(['Stormtroopers']);
    expect(new CardShelf(null).cards).toEqual([]);
  });

  it('a side playing a card is expanded again from the card its record carries', () => {
    const red = stormtroopersCopy();
    red.weapons[1]!.dice.r = 1;
    const e = expandPresets(
      {
        v: 1,
        game: 'legion',
        range: 3,
        attacker: { card: red },
        defender: { unit: 'Rebel Troopers' },
      },
      LEGION_CARDS,
    );
    if (!e.ok) throw new Error(e.error.message);
    const s = parseLegionScenario(e.value);
    if (!s.ok) throw new Error(s.error.message);
    const choice = presetOf(s.value, 'attacker');
    expect(choice?.card).toEqual(red);
    // The defender chosen again names the attacker by its card, never the card data's unit.
    const input = expansionInput(s.value, 'defender', { unit: 'ay', upgrades: [] }, true);
    expect(input['attacker']).toMatchObject({ card: red, upgrades: [] });
    expect(input['attacker']).not.toHaveProperty('unit');
  });
});
