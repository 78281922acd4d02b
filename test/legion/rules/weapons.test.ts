import { describe, expect, it } from 'vitest';
import {
  parseLegionScenario,
  serializeLegionScenario,
} from '../../../src/engine/legion/scenario.ts';
import {
  RED,
  WHITE,
  WHITE_DEF,
  binomial,
  convolve,
  expectPmf,
  expectSamePmf,
  legion,
  parseError,
  pmf,
  type Json,
} from './helpers.ts';

// Multi-weapon attack pools (issue 12 item 2): FFG Rules Reference 1.0, Attack, step 2 "Form Attack Pool";
// Attack Pool; Weapons; Spray; High Velocity; Impact X; AMG Core Rulebook, X Keywords.

const W = 1 - WHITE_DEF.block; // a hit or crit gets through a white defense die: 5/6
const attack = (attacker: Json, defender: Json = {}, extra: Json = {}) =>
  legion({ attacker, defender, ...extra });
const gun = (name: string, dice: Json, more: Json = {}) => ({ name, dice, ...more });

describe('forming the pool from weapons (FFG Rules Reference 1.0, Attack, step 2c "Gather Dice")', () => {
  it("each miniature adds its weapon's dice: 3 minis × 1 white + 1 × 2 red = 3 white + 2 red", () => {
    expectSamePmf(
      attack({ weapons: [gun('E-11', { white: 1 }, { minis: 3 }), gun('DLT-19', { red: 2 })] }),
      attack({ dice: { white: 3, red: 2 } }),
    );
  });

  it('an attacker gives dice or weapons (dice beside weapons only as their total); with neither, dice is required', () => {
    expect(parseError(attack({ dice: { red: 2 }, weapons: [gun('a', { red: 1 })] }))).toEqual({
      path: 'attacker.dice',
      message:
        'with weapons, dice is their total (1 red, 0 black, 0 white): give weapons or dice, not both',
    });
    // A parsed scenario (dice filled with the weapons' total) parses again.
    expect(parseError(attack({ dice: { red: 1 }, weapons: [gun('a', { red: 1 })] }))).toBe(null);
    expect(parseError(attack({ surge: 'hit' }))?.path).toBe('attacker.dice');
  });

  it('parse(serialize(s)) = s with weapons (the derived dice total is not written)', () => {
    const p = parseLegionScenario(attack({ weapons: [gun('a', { red: 1 }, { minis: 2 })] }));
    if (!p.ok) throw new Error(p.error.message);
    expect(p.value.attacker.dice).toEqual({ red: 2, black: 0, white: 0 });
    const again = parseLegionScenario(JSON.parse(serializeLegionScenario(p.value)));
    expect(again).toEqual(p);
  });
});

describe('keywords in a pool of weapons (FFG Rules Reference 1.0, Attack Pool; Weapons; AMG Core Rulebook, X Keywords)', () => {
  it('AMG Core Rulebook, X Keywords: X values of the same keyword add up (Pierce 1 + Pierce 1 = Pierce 2)', () => {
    const defender = { die: 'red' };
    expectSamePmf(
      attack(
        {
          weapons: [
            gun('A', { red: 1 }, { keywords: { pierce: 1 } }),
            gun('B', { red: 1 }, { keywords: { pierce: 1 } }),
          ],
        },
        defender,
      ),
      attack({ dice: { red: 2 }, keywords: { pierce: 2 } }, defender),
    );
  });

  it("FFG Rules Reference 1.0, Impact X: each miniature's weapon is an instance (2 minis with Impact 1 = Impact 2)", () => {
    const defender = { keywords: { armor: 2 } };
    expectSamePmf(
      attack({ weapons: [gun('A', { red: 1 }, { minis: 2, keywords: { impact: 1 } })] }, defender),
      attack({ dice: { red: 2 }, keywords: { impact: 2 } }, defender),
    );
  });

  it('FFG Rules Reference 1.0, Weapons: a keyword that changes how the roll affects the defender applies to the whole pool (Blast)', () => {
    const defender = { cover: 'heavy' };
    expectSamePmf(
      attack(
        { weapons: [gun('A', { red: 1 }, { keywords: { blast: true } }), gun('B', { white: 2 })] },
        defender,
      ),
      attack({ dice: { red: 1, white: 2 }, keywords: { blast: true } }, defender),
    );
  });

  it("FFG Rules Reference 1.0, Spray: Spray multiplies only its own weapon's dice (1 white Spray × 3 minis + 1 red)", () => {
    const defender = { minis: 3, woundThreshold: 1 };
    const got = pmf(
      attack(
        {
          weapons: [
            gun('Flamer', { white: 1 }, { keywords: { spray: true } }),
            gun('E-11', { red: 1 }),
          ],
        },
        defender,
      ),
    );
    const pW = (WHITE.hit + WHITE.crit) * W;
    const pR = (RED.hit + RED.crit) * W;
    expectPmf(got, convolve(binomial(3, pW), binomial(1, pR)));
    expectSamePmf(
      attack(
        {
          weapons: [
            gun('Flamer', { white: 1 }, { keywords: { spray: true } }),
            gun('E-11', { red: 1 }),
          ],
        },
        defender,
      ),
      attack({ dice: { white: 3, red: 1 } }, defender),
    );
  });

  it('AMG Keyword Glossary, High Velocity: Dodge is forbidden only when every weapon has High Velocity', () => {
    const defender = { tokens: { dodge: 1 } };
    const hv = { keywords: { highVelocity: true } };
    expectSamePmf(
      attack({ weapons: [gun('A', { red: 1 }, hv), gun('B', { red: 1 })] }, defender),
      attack({ dice: { red: 2 } }, defender),
    );
    expectSamePmf(
      attack({ weapons: [gun('A', { red: 1 }, hv), gun('B', { red: 1 }, hv)] }, defender),
      attack({ dice: { red: 2 }, keywords: { highVelocity: true } }, defender),
    );
  });

  it("AMG Keyword Glossary, Anti-Personnel X: upgrades only that weapon's dice", () => {
    // The white die of B stays white; A's black die becomes red.
    expectSamePmf(
      attack({
        weapons: [
          gun('A', { black: 1 }, { keywords: { antiPersonnel: 2 } }),
          gun('B', { white: 1 }),
        ],
      }),
      attack({ dice: { red: 1, white: 1 } }),
    );
  });

  it("AMG Keyword Glossary, Cumbersome: a unit that moved downgrades only that weapon's dice", () => {
    expectSamePmf(
      attack({
        moved: true,
        weapons: [gun('A', { red: 1 }, { keywords: { cumbersome: true } }), gun('B', { red: 1 })],
      }),
      attack({ dice: { red: 1, black: 1 } }),
    );
  });

  it('per-weapon keywords are given on the weapon when the attacker has weapons', () => {
    expect(
      parseError(attack({ keywords: { spray: true }, weapons: [gun('a', { red: 1 })] })),
    ).toEqual({
      path: 'attacker.keywords.spray',
      message: 'applies per weapon (FFG Rules Reference 1.0, Attack Pool): give it on the weapon',
    });
  });

  it('FFG Rules Reference 1.0, Attack Pool: weapons with one name are one weapon (same dice and keywords)', () => {
    expect(
      parseError(
        attack({ weapons: [gun('E-11', { white: 1 }), gun('E-11', { white: 1 }, { minis: 2 })] }),
      ),
    ).toBe(null);
    expect(
      parseError(attack({ weapons: [gun('E-11', { white: 1 }), gun('E-11', { red: 1 })] }))?.path,
    ).toBe('attacker.weapons.1.name');
  });
});

describe('which weapons may join (FFG Rules Reference 1.0, Attack Pool; Melee Weapon; Ranged Weapon)', () => {
  const rifle = gun('Rifle', { white: 1 }, { range: [1, 3] });
  const bludgeon = gun('Bludgeon', { white: 1 }, { range: [0, 0] });

  it('a weapon is eligible only when the range of the attack is inside its band', () => {
    expect(parseError(attack({ weapons: [rifle] }, {}, { range: 3 }))).toBe(null);
    expect(parseError(attack({ weapons: [rifle] }, {}, { range: 4 }))).toEqual({
      path: 'attacker.weapons.0.range',
      message: "the attack is at range 4, outside this weapon's range 1–3",
    });
    expect(
      parseError(
        attack({ weapons: [gun('Long', { red: 1 }, { range: [1, null] })] }, {}, { range: 5 }),
      ),
    ).toBe(null);
  });

  it('melee and ranged weapons never mix: a melee weapon cannot join a ranged pool, nor a rifle a melee one', () => {
    expect(parseError(attack({ weapons: [rifle, bludgeon] }, {}, { range: 1 }))).toEqual({
      path: 'attacker.weapons.1.range',
      message: 'a melee weapon cannot join a ranged attack pool',
    });
    expect(parseError(attack({ weapons: [rifle] }, {}, { attackType: 'melee' }))).toEqual({
      path: 'attacker.weapons.0.range',
      message: 'a melee attack needs melee weapons; this one has range 1–3',
    });
    // A weapon with both icons (melee and range 1–2) may join either.
    const both = gun('Bo-Rifle', { black: 1 }, { range: [0, 2] });
    expect(parseError(attack({ weapons: [both] }, {}, { attackType: 'melee' }))).toBe(null);
    expect(parseError(attack({ weapons: [both] }, {}, { range: 2 }))).toBe(null);
  });
});
