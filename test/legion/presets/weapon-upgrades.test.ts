import { describe, expect, it } from 'vitest';
import { LEGION_CARDS } from '../../../src/engine/cards.ts';
import { cardIndex } from '../../../src/engine/legion/presets/card-index.ts';
import { expandPresets } from '../../../src/engine/legion/presets/expand-presets.ts';
import { weaponUpgrades } from '../../../src/engine/legion/presets/weapon-upgrades.ts';

// A unit whose ranged weapon is an upgrade (the Rebel AT-RT, Legion HQ id "ao": Grappling Claws
// of its own, a hardpoint slot for the Rotary Blaster 1–3, Flamethrower 0–1 or Laser Cannon
// 2–4, read off the cards): the error names the upgrades that would give it a weapon.

const index = cardIndex(LEGION_CARDS);
const names = (ids: readonly { name: string }[]) => ids.map((u) => u.name);

describe('weaponUpgrades', () => {
  it('lists the legal upgrades whose weapon joins this attack, in card order', () => {
    expect(names(weaponUpgrades(index, 'ao', [], 'ranged', 2))).toEqual([
      'AT-RT Rotary Blaster',
      'AT-RT Laser Cannon',
    ]);
    expect(names(weaponUpgrades(index, 'ao', [], 'ranged', 1))).toEqual([
      'AT-RT Rotary Blaster',
      'AT-RT Flamethrower',
    ]);
    expect(names(weaponUpgrades(index, 'ao', [], 'ranged', 5))).toEqual([]);
    // The hardpoint is taken: nothing more can be added.
    const rotary = weaponUpgrades(index, 'ao', [], 'ranged', 2)[0]?.id ?? '';
    expect(weaponUpgrades(index, 'ao', [rotary], 'ranged', 4)).toEqual([]);
  });
});

describe('expandPresets without a weapon for the attack', () => {
  const error = (fields: Record<string, unknown>) => {
    const e = expandPresets({ v: 1, game: 'legion', ...fields }, LEGION_CARDS);
    return e.ok ? 'accepted' : `${e.error.path}: ${e.error.message}`;
  };

  it('names the upgrades that would give the unit one', () => {
    expect(error({ range: 2, attacker: { unit: 'ao' } })).toBe(
      'attacker.unit: AT-RT has no ranged weapon that reaches range 2; upgrades that give it one: "AT-RT Rotary Blaster", "AT-RT Laser Cannon" (add one to upgrades)',
    );
    expect(error({ range: 4, attacker: { unit: 'ao' } })).toBe(
      'attacker.unit: AT-RT has no ranged weapon that reaches range 4; the upgrade "AT-RT Laser Cannon" gives it one (add it to upgrades)',
    );
  });

  it('says only what is missing when no upgrade would help', () => {
    expect(error({ range: 5, attacker: { unit: 'ao' } })).toBe(
      'attacker.unit: AT-RT has no ranged weapon that reaches range 5',
    );
  });
});
