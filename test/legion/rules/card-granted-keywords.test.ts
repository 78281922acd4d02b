import { describe, expect, it } from 'vitest';
import { exactResult } from '../sequence/helpers.ts';
import { expectPmf, expectSamePmf, legion, type Json } from './helpers.ts';

// Enrage X and the Anti-Personnel / Anti-Materiel X a card grants the unit, as scenario fields.
// Dice (docs/rules/legion.md "Dice"): a red attack die shows hit 5/8, crit 1/8, surge 1/8, Blank 1/8;
// a white defense die block 1/6, surge 1/6, Blank 4/6.

describe('AMG Keyword Glossary, Enrage X: with X or more Wound tokens its courage becomes "–"', () => {
  const defender = (fields: Json): Json => ({
    minis: 1,
    woundThreshold: 10,
    courage: 1,
    tokens: { suppression: 1 },
    ...fields,
  });
  const oneRed = (def: Json) => legion({ attacker: { dice: { red: 1 } }, defender: defender(def) });

  it('at X wounds: as courage "–" (its suppression gives no cover, the attack adds none)', () => {
    for (const q of ['wounds', 'suppression'])
      expectSamePmf(
        oneRed({ woundsTaken: 1, keywords: { enrage: 1 } }),
        oneRed({ woundsTaken: 1, courage: null }),
        q,
      );
  });

  it('below X wounds: courage as printed (suppressed, light cover from the token)', () => {
    for (const q of ['wounds', 'suppression'])
      expectSamePmf(
        oneRed({ woundsTaken: 1, keywords: { enrage: 2 } }),
        oneRed({ woundsTaken: 1 }),
        q,
      );
  });

  it('in a sequence the wounds of earlier attacks count: no token after the attack that wounds', () => {
    // Attack 1: a hit or crit (3/4) gives a token; it wounds with 3/4 · 5/6 = 5/8, and Enrage 1
    // then leaves the unit unsuppressible. Attack 2 gives a token (3/4) only when attack 1 did not
    // wound (3/8). Suppression: 0 with 1/4 · 1/4; 2 with (1/8 blocked) · 3/4; 1 otherwise.
    const r = exactResult(
      legion({
        defender: { minis: 1, woundThreshold: 10, courage: 1, keywords: { enrage: 1 } },
        attacks: [{ attacker: { dice: { red: 1 } }, repeat: 2 }],
      }),
    );
    expectPmf((r['suppression'] as { pmf: number[] }).pmf, [2 / 32, 27 / 32, 3 / 32]);
  });
});

describe('AMG Core Rulebook, X Keywords: an instance a card grants the pool counts once', () => {
  const gun = (name: string, dice: Json, minis: number) => ({ name, dice, minis, range: [1, 3] });
  const stormtroopers = (keywords: Json, defender: Json = {}) =>
    legion({
      range: 2,
      attacker: { weapons: [gun('E-11', { white: 1 }, 4)], keywords },
      defender,
    });
  it('Anti-Personnel 2 beside weapons: 2 of the 4 white dice upgraded, not 2 per miniature', () => {
    expectSamePmf(
      stormtroopers({ antiPersonnel: 2 }),
      legion({ range: 2, attacker: { dice: { black: 2, white: 2 } } }),
    );
  });
  it("Anti-Materiel 2 beside weapons: after each weapon's own, 2 more of the pool's dice (black before white)", () => {
    const vehicle = { unitType: 'ground-vehicle' };
    expectSamePmf(
      legion({
        range: 2,
        attacker: {
          weapons: [
            { ...gun('A', { white: 1 }, 1), keywords: { antiMateriel: 1 } },
            gun('B', { white: 2 }, 1),
          ],
          keywords: { antiMateriel: 2 },
        },
        defender: vehicle,
      }),
      // A's own 1 makes its white black; the granted 2 make that black red and one white black.
      legion({ range: 2, attacker: { dice: { red: 1, black: 1, white: 1 } }, defender: vehicle }),
    );
  });
  it('Spray stays per weapon: it is still refused beside weapons', () => {
    expect(
      exactResultError(stormtroopers({ spray: true }, { minis: 4, woundThreshold: 1 })),
    ).toMatch(/^attacker\.keywords\.spray: applies per weapon/);
  });
});

function exactResultError(s: Json): string {
  try {
    exactResult(s);
    return 'accepted';
  } catch (e) {
    return (e as Error).message;
  }
}
