import { describe, expect, it } from 'vitest';
import { LEGION_CARDS } from '../../../src/engine/cards.ts';
import { expandPresets, parseLegionScenario } from '../../../src/engine/index.ts';
import { loadoutWeapons } from '../../../src/lib/picker/loadout-weapons.ts';

// The picker's weapon list against a target with Immune: Range 1 Weapons (AMG Keyword Glossary,
// Immune: 1 Weapons): a weapon whose maximum range is 1 is shown as not allowed, with why.

function scenario(defender: string) {
  const e = expandPresets(
    {
      v: 1,
      game: 'legion',
      range: 1,
      attacker: { unit: 'Stormtroopers', upgrades: ['Impact Grenades'] },
      defender: { unit: defender },
    },
    LEGION_CARDS,
  );
  if (!e.ok) throw new Error(e.error.message);
  const p = parseLegionScenario(e.value);
  if (!p.ok) throw new Error(p.error.message);
  return p.value;
}

describe('loadoutWeapons against an Immune target', () => {
  it('the Impact Grenade is not allowed against a T-47; the E-11 is', () => {
    const ws = loadoutWeapons(LEGION_CARDS, scenario('T-47 Airspeeder')) ?? [];
    const grenade = ws.find((w) => w.name === 'Impact Grenade');
    expect(grenade?.refused).toBe(
      'T-47 Airspeeder has Immune: Range 1 Weapons: an attack pool against it cannot contain a weapon whose maximum range is 1',
    );
    expect(grenade?.minis).toBe(0);
    expect(ws.find((w) => w.name === 'E-11 Blaster Rifle')).toMatchObject({
      refused: null,
      minis: 4,
    });
  });
  it('against Rebel Troopers nothing is refused', () => {
    const ws = loadoutWeapons(LEGION_CARDS, scenario('Rebel Troopers')) ?? [];
    expect(ws.every((w) => w.refused === null)).toBe(true);
  });
});
