import { describe, expect, it } from 'vitest';
import { presetPinName } from '../../src/app/games/legion/pin-name.ts';

// Pins named after their presets (issue 12 item 5): "Stormtroopers + DLT-19".

const record = (unit: string, upgrades: string[] = []) => ({
  unit,
  id: 'x',
  upgrades,
  upgradeIds: upgrades.map(() => 'y'),
  points: 1,
  minis: 1,
  data: 'c',
  hash: '00000000',
});

describe('presetPinName', () => {
  it("names the attacking unit and its upgrades, without the unit's own words", () => {
    expect(
      presetPinName({
        v: 1,
        game: 'legion',
        attacker: { preset: record('Stormtroopers', ['DLT-19 Stormtrooper']) },
        defender: { preset: record('Rebel Troopers') },
      }),
    ).toBe('Stormtroopers + DLT-19');
    expect(
      presetPinName({
        v: 1,
        game: 'legion',
        attacker: { preset: record('Rebel Troopers', ['Z-6 Trooper', 'Rebel Trooper Captain']) },
      }),
    ).toBe('Rebel Troopers + Z-6 + Captain');
  });

  it('keeps an upgrade name that is all unit words', () => {
    expect(
      presetPinName({
        v: 1,
        game: 'legion',
        attacker: { preset: record('Stormtroopers', ['Stormtrooper']) },
      }),
    ).toBe('Stormtroopers + Stormtrooper');
  });

  it("names a sequence's attacks, and a defender alone", () => {
    expect(
      presetPinName({
        v: 1,
        game: 'legion',
        attacks: [
          { attacker: { preset: record('Stormtroopers') } },
          { attacker: { dice: { red: 1 } } },
        ],
      }),
    ).toBe('Stormtroopers, then dice');
    expect(
      presetPinName({
        v: 1,
        game: 'legion',
        attacker: { dice: { red: 1 } },
        defender: { preset: record('Rebel Troopers') },
      }),
    ).toBe('vs Rebel Troopers');
  });

  it('is undefined without presets or for another game', () => {
    expect(presetPinName({ v: 1, game: 'legion', attacker: { dice: { red: 1 } } })).toBeUndefined();
    expect(presetPinName({ v: 1, game: 'swm', attacker: { preset: record('A') } })).toBeUndefined();
    expect(presetPinName(null)).toBeUndefined();
  });
});
