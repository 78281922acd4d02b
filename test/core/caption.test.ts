import { describe, expect, it } from 'vitest';
import { captionLines } from '../../src/engine/caption.ts';
import { LEGION_CARDS } from '../../src/engine/cards.ts';
import { expandPresets } from '../../src/engine/legion/presets/expand-presets.ts';

// An exported chart's caption names each compared loadout in words (unit and upgrades, or
// dice), then the target, range, cover and tokens: no ids, hashes, points or empty fields.

function expanded(fields: Record<string, unknown>): unknown {
  const e = expandPresets({ v: 1, game: 'legion', ...fields }, LEGION_CARDS);
  if (!e.ok) throw new Error(`${e.error.path}: ${e.error.message}`);
  return e.value;
}

const STORMTROOPERS = expanded({
  range: 3,
  attacker: { unit: 'Stormtroopers', upgrades: ['DLT-19 Stormtrooper'], tokens: { aim: 1 } },
  defender: { unit: 'Rebel Troopers', cover: 'light', tokens: { dodge: 1 } },
});
const DICE = {
  v: 1,
  game: 'legion',
  range: 3,
  attacker: { dice: { red: 6 }, surge: 'crit' },
  defender: { die: 'white', cover: 'light' },
};

/** Nothing a player does not read: no ids, hashes, points, data commits or empty fields. */
function expectWordsOnly(lines: readonly string[]): void {
  for (const l of lines) {
    expect(l).not.toMatch(
      /\bID\b|Hash|Data|[0-9a-f]{8}|upgrade ids|Points|, ,|, \.|undefined|null/,
    );
  }
}

describe('the export caption', () => {
  it('says one loadout in one sentence: unit + upgrades, tokens, target, range, cover', () => {
    const lines = captionLines([{ label: 'Current', scenario: STORMTROOPERS }]);
    expect(lines).toEqual([
      'Stormtroopers with DLT-19 Stormtrooper (Aim 1) against Rebel Troopers, range 3, light cover, Dodge 1.',
    ]);
    expectWordsOnly(lines);
  });

  it('names every compared loadout, and the shared target once', () => {
    const dice = DICE;
    const lines = captionLines([
      { label: 'Six red', scenario: dice },
      { label: 'Five red', scenario: { ...dice, attacker: { dice: { red: 5 } } } },
    ]);
    expect(lines).toEqual([
      'Six red: 6 red dice, surge to crit.',
      'Five red: 5 red dice.',
      'All against white defence die, range 3, light cover.',
    ]);
  });

  it('gives each loadout its own target when they differ', () => {
    const plain = { v: 1, game: 'legion', attacker: { dice: { black: 2 } } };
    const lines = captionLines([
      { label: 'Troopers', scenario: STORMTROOPERS },
      { label: 'Two black', scenario: plain },
    ]);
    expect(lines).toEqual([
      'Troopers: Stormtroopers with DLT-19 Stormtrooper (Aim 1) against Rebel Troopers, range 3, light cover, Dodge 1.',
      'Two black: 2 black dice against white defence die.',
    ]);
    expectWordsOnly(lines);
  });

  it('says an attack sequence attack by attack, and the other games in their words', () => {
    const seq = {
      v: 1,
      game: 'legion',
      defender: { minis: 4, woundThreshold: 1, cover: 'heavy' },
      attacks: [
        { attacker: { dice: { red: 1 } }, repeat: 2 },
        { attacker: { dice: { white: 3 } } },
      ],
    };
    expect(captionLines([{ label: 'x', scenario: seq }])).toEqual([
      'Attack 1: 1 red die (×2); attack 2: 3 white dice against white defence die, 4 miniatures of 1 wound, heavy cover.',
    ]);
    const ia = {
      v: 1,
      game: 'imperial-assault',
      distance: 4,
      attacker: { dice: { blue: 1, green: 1 } },
      defender: { dice: { black: 1 } },
    };
    expect(captionLines([{ label: 'x', scenario: ia }])).toEqual([
      '1 blue + 1 green dice against 1 black die, distance 4.',
    ]);
    const swm = {
      v: 1,
      game: 'swm',
      attacker: { attack: 8, damage: 20, attacks: 2 },
      defender: { defense: 16, hp: 60 },
    };
    expect(captionLines([{ label: 'x', scenario: swm }])).toEqual([
      'Attack +8, Damage 20, 2 attacks against Defense 16, 60 HP.',
    ]);
  });

  it('says the keywords of dice, not of a unit (its card gives them)', () => {
    const dice = {
      v: 1,
      game: 'legion',
      attacker: {
        dice: { red: 6 },
        surge: 'hit',
        tokens: { aim: 1 },
        keywords: { pierce: 1, highVelocity: true },
      },
      defender: { die: 'red', keywords: { nimble: true } },
    };
    expect(captionLines([{ label: 'x', scenario: dice }])).toEqual([
      '6 red dice, surge to hit, Pierce 1, High velocity (Aim 1) against red defence die, Nimble.',
    ]);
  });

  it('leaves out a loadout that does not parse', () => {
    expect(captionLines([{ label: 'broken', scenario: { v: 1, game: 'legion' } }])).toEqual([]);
  });
});
