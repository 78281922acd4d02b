import { describe, expect, it } from 'vitest';
import { LEGION_CARDS } from '../../../src/engine/cards.ts';
import { cardJsonOf } from '../../../src/engine/legion/card/card-json.ts';
import { matchupCell } from '../../../src/engine/legion/matchup/matchup-cell.ts';
import { cardIndex, findUnit } from '../../../src/engine/legion/presets/card-index.ts';

const answer = (s: unknown) => {
  const c = matchupCell(s, LEGION_CARDS);
  if (!c.ok) throw new Error(c.error);
  return { ...c.result, elapsedMs: 0 };
};

describe('a preset copied into a card ("copy and edit", --vary)', () => {
  // A trooper with a reminder keyword, a vehicle with Armor, a unit that equips a counterpart.
  it.each([
    'Stormtroopers',
    'AT-ST',
    'Iden Versio: Inferno Squad Leader',
    'Darth Vader: Dark Lord of the Sith',
  ])('%s answers as the preset on either side', (name) => {
    const u = findUnit(cardIndex(LEGION_CARDS), name);
    if (typeof u === 'string') throw new Error(u);
    const card = cardJsonOf(u);
    const other = { unit: 'Rebel Troopers' };
    const s = (attacker: object, defender: object) => ({
      v: 1,
      game: 'legion',
      range: 1,
      attacker,
      defender,
    });
    const attackType = u.weapons.some((w) => (w.range?.max ?? 9) >= 1)
      ? {}
      : { attackType: 'melee' };
    expect(answer({ ...s({ card }, other), ...attackType })).toEqual(
      answer({ ...s({ unit: u.id }, other), ...attackType }),
    );
    expect(answer(s(other, { card }))).toEqual(answer(s(other, { unit: u.id })));
  });
});
