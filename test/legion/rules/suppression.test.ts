import { describe, it } from 'vitest';
import { expectPmf, legion, pmf, yesNo, type Json } from './helpers.ts';

/** The suppression PMF of 1 (or n) red dice against `defender`. */
const supp = (attacker: Json, defender: Json = {}, extra: Json = {}) =>
  pmf(legion({ attacker: { dice: { red: 1 }, ...attacker }, defender, ...extra }), 'suppression');

describe('suppression, amg-2025 (docs/rules/legion.md, step 10)', () => {
  it('docs/rules/legion.md, step 10: a ranged pool with a hit or crit after step 4 suppresses: 1 red = 6/8', () => {
    expectPmf(supp({}), yesNo(6 / 8));
  });

  it('docs/rules/legion.md, step 10: surges converted in step 4 count (surge→hit: 7/8)', () => {
    expectPmf(supp({ surge: 'hit' }), yesNo(7 / 8));
  });

  it("docs/rules/legion.md, step 10: a Surge token's hit counts (7/8)", () => {
    expectPmf(supp({ tokens: { surge: 1 } }), yesNo(7 / 8));
  });

  it('docs/rules/legion.md, step 10: rerolls in step 4 count (1 Aim: 15/16)', () => {
    expectPmf(supp({ tokens: { aim: 1 } }), yesNo(15 / 16));
  });

  it('docs/rules/legion.md, step 10: "later cancels do not matter" (heavy cover + 2 Dodges: still 7/8)', () => {
    expectPmf(supp({ surge: 'hit' }, { cover: 'heavy', tokens: { dodge: 2 } }), yesNo(7 / 8));
  });

  // Crit-fishing rerolls a hit Armor would cancel; what counts is the pool after step 4:
  // a crit (1/8) is kept, anything else is rerolled and ends hit/crit 6/8: 1/8 + 7/8 · 6/8.
  it('docs/rules/legion.md, step 10: "after step 4": a hit rerolled away by crit-fishing does not count', () => {
    const s = supp(
      { tokens: { aim: 1 } },
      { keywords: { armor: 1 } },
      { policy: { reroll: 'crit-fishing' } },
    );
    expectPmf(s, yesNo(1 / 8 + (7 / 8) * (6 / 8)));
  });

  it('docs/rules/legion.md, step 10: "the attack was Ranged": melee never suppresses', () => {
    expectPmf(supp({ surge: 'hit' }, {}, { attackType: 'melee' }), [1]);
  });

  it('docs/rules/legion.md, step 10 + AMG Core Rulebook, Suppression: "Vehicles do not suffer Suppression"', () => {
    expectPmf(supp({ surge: 'hit' }, { unitType: 'ground-vehicle' }), [1]);
    expectPmf(supp({ surge: 'hit' }, { unitType: 'repulsor-vehicle' }), [1]);
  });

  it('docs/rules/legion.md, step 10: courage "–" units gain none', () => {
    expectPmf(supp({ surge: 'hit' }, { courage: null }), [1]);
  });

  // 1 mini with 1 wound: the defender survives only when its die blocks (1/6).
  it('docs/rules/legion.md, step 10: "the defender survived": a defeated unit gains none (7/8 · 1/6)', () => {
    expectPmf(supp({ surge: 'hit' }, { minis: 1, woundThreshold: 1 }), yesNo((7 / 8) * (1 / 6)));
  });

  it('docs/rules/legion.md, step 10: a unit 1 red die cannot defeat always survives (2 minis: 7/8)', () => {
    expectPmf(supp({ surge: 'hit' }, { minis: 2, woundThreshold: 1 }), yesNo(7 / 8));
  });

  it('docs/rules/legion.md, step 10: "survived" counts wounds already taken (2 × 1-wound minis, 1 taken: 7/8 · 1/6)', () => {
    const d = { minis: 2, woundThreshold: 1, woundsTaken: 1 };
    expectPmf(supp({ surge: 'hit' }, d), yesNo((7 / 8) * (1 / 6)));
  });

  // docs/rules/legion.md, step 9: "A Ranged attack cannot deal more wounds than the wound thresholds
  // of the miniatures in LOS": with 1 of 2 one-wound minis in LOS the unit cannot be defeated,
  // so it always survives and is suppressed whenever the pool had a hit or crit: 1 − (1/8)².
  it('docs/rules/legion.md steps 9–10: a unit the LOS cap keeps alive survives and is suppressed (63/64)', () => {
    const s = supp(
      { dice: { red: 2 }, surge: 'hit' },
      { minis: 2, woundThreshold: 1, minisInLos: 1 },
    );
    expectPmf(s, yesNo(63 / 64));
  });
});

describe('suppression, ffg-1.0 (FFG Rules Reference 1.0, Attack, step 10; Suppression)', () => {
  const ffg = { edition: 'ffg-1.0' };

  it('FFG Rules Reference 1.0, Suppression: a hit or crit suppresses a trooper (1 red: 6/8)', () => {
    expectPmf(supp({}, {}, ffg), yesNo(6 / 8));
  });

  it('FFG Rules Reference 1.0, Suppression: "even if all hits are canceled" (heavy cover + Dodge: 7/8)', () => {
    expectPmf(supp({ surge: 'hit' }, { cover: 'heavy', tokens: { dodge: 1 } }, ffg), yesNo(7 / 8));
  });

  it('docs/rules/legion.md ffg-1.0 "Suppression": no survival condition (1-wound mini: 7/8)', () => {
    expectPmf(supp({ surge: 'hit' }, { minis: 1, woundThreshold: 1 }, ffg), yesNo(7 / 8));
  });

  it('FFG Rules Reference 1.0, Attack, step 10: no Ranged condition: a melee attack suppresses too (7/8)', () => {
    expectPmf(supp({ surge: 'hit' }, {}, { ...ffg, attackType: 'melee' }), yesNo(7 / 8));
  });

  it('FFG Rules Reference 1.0, Attack, step 10: "the defender is a trooper": a vehicle gains none', () => {
    expectPmf(supp({ surge: 'hit' }, { unitType: 'ground-vehicle' }, ffg), [1]);
  });

  it('FFG Rules Reference 1.0, Courage: a unit without courage "cannot be assigned a suppression token"', () => {
    expectPmf(supp({ surge: 'hit' }, { courage: null }, ffg), [1]);
  });

  // FFG Rules Reference 1.0, Attack, step 10: "if at any point the attack dice … produce at least one hit or
  // critical result". A hit that crit-fishing rerolls (ffg Armor cancels all hits) was produced:
  // first roll hit/crit 6/8, else the reroll gives 6/8: 6/8 + 2/8 · 6/8 = 15/16.
  it('FFG Rules Reference 1.0, Attack, step 10: "at any point": a hit later rerolled by crit-fishing still suppresses', () => {
    const s = supp(
      { tokens: { aim: 1 } },
      { keywords: { armor: 1 } },
      {
        ...ffg,
        policy: { reroll: 'crit-fishing' },
      },
    );
    expectPmf(s, yesNo(15 / 16));
  });
});
