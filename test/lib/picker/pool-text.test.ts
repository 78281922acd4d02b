import { describe, expect, it } from 'vitest';
import { LEGION_CARDS } from '../../../src/engine/cards.ts';
import {
  expandPresets,
  parseLegionScenario,
  type LegionScenario,
} from '../../../src/engine/index.ts';
import { asDice } from '../../../src/lib/picker/as-dice.ts';
import { diceText, poolText, weaponsText } from '../../../src/lib/picker/pool-text.ts';

// The pool the picker built, in words (issue 12 item 5: "2 red + 3 white, Impact 1, Precise 1").

function parse(input: unknown): LegionScenario {
  const r = parseLegionScenario(input);
  if (!r.ok) throw new Error(`${r.error.path}: ${r.error.message}`);
  return r.value;
}

describe('poolText', () => {
  it('says the dice and the keywords of a one-weapon pool', () => {
    const s = parse({
      v: 1,
      game: 'legion',
      attacker: { dice: { red: 2, white: 3 }, keywords: { impact: 1, precise: 1, blast: true } },
    });
    expect(poolText(s)).toBe('2 red + 3 white, Precise 1, Impact 1, Blast');
  });

  it("adds up the weapons' X keywords, one instance per miniature (AMG Core Rulebook, X Keywords)", () => {
    const s = parse({
      v: 1,
      game: 'legion',
      range: 2,
      attacker: {
        weapons: [
          { name: 'Rifle', dice: { white: 1 }, minis: 3, range: [1, 3], keywords: { pierce: 1 } },
          { name: 'Cannon', dice: { red: 2 }, range: [1, 4], keywords: { impact: 1, pierce: 1 } },
        ],
        keywords: { precise: 1 },
      },
    });
    expect(poolText(s)).toBe('2 red + 3 white, Precise 1, Pierce 4, Impact 1');
    expect(weaponsText(s)).toBe('3 × Rifle (1 white), 1 × Cannon (2 red)');
  });

  it('describes the pool of Stormtroopers with a DLT-19 at range 3', () => {
    const e = expandPresets(
      {
        v: 1,
        game: 'legion',
        range: 3,
        attacker: { unit: 'Stormtroopers', upgrades: ['DLT-19 Stormtrooper'] },
        defender: { unit: 'Rebel Troopers' },
      },
      LEGION_CARDS,
    );
    if (!e.ok) throw new Error(e.error.message);
    expect(poolText(parse(e.value))).toBe('2 red + 4 white, Precise 1, Impact 1');
  });

  it('names dice by colour, black between red and white', () => {
    expect(diceText({ red: 0, black: 2, white: 1 })).toBe('2 black + 1 white');
    expect(diceText({ red: 0, black: 0, white: 0 })).toBe('no dice');
  });
});

describe('asDice', () => {
  const pool = (spray: [boolean, boolean]) =>
    parse({
      v: 1,
      game: 'legion',
      attacker: {
        weapons: [
          { name: 'A', dice: { white: 1 }, minis: 2, keywords: { impact: 1, spray: spray[0] } },
          { name: 'B', dice: { red: 1 }, keywords: { spray: spray[1] } },
        ],
      },
      defender: { minis: 3, woundThreshold: 1 },
    });

  it('turns a weapon pool into its dice with the pool-wide keywords', () => {
    const a = asDice(pool([false, false]));
    expect(a?.weapons).toBeUndefined();
    expect(a?.dice).toEqual({ red: 1, black: 0, white: 2 });
    expect(a?.keywords.impact).toBe(2);
  });

  it('refuses when Spray is on some weapons only (one pool would spray them all)', () => {
    expect(asDice(pool([true, false]))).toBeNull();
    expect(asDice(pool([true, true]))?.keywords.spray).toBe(true);
  });
});
