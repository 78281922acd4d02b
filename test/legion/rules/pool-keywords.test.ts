import { describe, expect, it } from 'vitest';
import {
  binomial,
  expectPmf,
  expectSamePmf,
  legion,
  parseError,
  pmf,
  thin,
  yesNo,
  type Json,
} from './helpers.ts';

const W = 5 / 6; // a white defense die without a chart: a result left wounds unless it blocks

/** An attack with the given dice (no surge chart) against a white-die defender. */
const pool = (dice: Json, attacker: Json = {}, defender: Json = {}, extra: Json = {}) =>
  legion({ attacker: { dice, ...attacker }, defender, ...extra });

const AP = (x: number) => ({ keywords: { antiPersonnel: x } });
const AM = (x: number) => ({ keywords: { antiMateriel: x } });
const vehicle = { unitType: 'ground-vehicle' };

describe('Anti-Personnel X / Anti-Materiel X (AMG Keyword Glossary, Anti-Personnel X; Anti-Materiel X; docs/rules/legion.md, step 4a)', () => {
  it('AMG Keyword Glossary, Anti-Personnel X: vs a Trooper, 1 white becomes black (hit or crit 4/8): 1/2 · 5/6', () => {
    expectPmf(pmf(pool({ white: 1 }, AP(1))), yesNo((4 / 8) * W));
    expectSamePmf(pool({ white: 1 }, AP(1)), pool({ black: 1 }));
  });

  it('docs/rules/legion.md, step 4a: "black before white": Anti-Personnel 1 on black + white = red + white', () => {
    expectSamePmf(pool({ black: 1, white: 1 }, AP(1)), pool({ red: 1, white: 1 }));
  });

  it('AMG Keyword Glossary, Anti-Personnel X: "upgrade X" dice: Anti-Personnel 2 on black + white = red + black', () => {
    expectSamePmf(pool({ black: 1, white: 1 }, AP(2)), pool({ red: 1, black: 1 }));
  });

  it('docs/rules/legion.md "Dice": one effect changes a die at most once (Anti-Personnel 2 on 1 white = black)', () => {
    expectSamePmf(pool({ white: 1 }, AP(2)), pool({ black: 1 }));
  });

  it('docs/rules/legion.md "Dice": a red die cannot be upgraded (Anti-Personnel 1 on red = red)', () => {
    expectPmf(pmf(pool({ red: 1 }, AP(1))), yesNo((6 / 8) * W));
  });

  it('AMG Keyword Glossary, Anti-Personnel X: "if the defending unit is a Trooper": no effect on a vehicle', () => {
    expectSamePmf(pool({ white: 2 }, AP(2), vehicle), pool({ white: 2 }, {}, vehicle));
    expectSamePmf(
      pool({ white: 2 }, AP(2), { unitType: 'repulsor-vehicle' }),
      pool({ white: 2 }, {}, { unitType: 'repulsor-vehicle' }),
    );
  });

  it('AMG Keyword Glossary, Anti-Materiel X: vs a Vehicle, upgrade X dice (1 white → black: 1/2 · 5/6)', () => {
    expectPmf(pmf(pool({ white: 1 }, AM(1), vehicle)), yesNo((4 / 8) * W));
    expectSamePmf(
      pool({ black: 1, white: 1 }, AM(1), vehicle),
      pool({ red: 1, white: 1 }, {}, vehicle),
    );
  });

  it('AMG Keyword Glossary, Anti-Materiel X: "if the defending unit is a Vehicle": no effect on a Trooper', () => {
    expectSamePmf(pool({ white: 2 }, AM(2)), pool({ white: 2 }));
  });

  it('AMG Keyword Glossary, Anti-Personnel X / Anti-Materiel X are amg-only: ffg-1.0 rejects them', () => {
    const ffg = { edition: 'ffg-1.0' };
    expect(parseError(pool({ white: 1 }, AP(1), {}, ffg))?.path).toBe(
      'attacker.keywords.antiPersonnel',
    );
    expect(parseError(pool({ white: 1 }, AM(1), vehicle, ffg))?.path).toBe(
      'attacker.keywords.antiMateriel',
    );
  });
});

describe('Cumbersome (AMG Keyword Glossary, Cumbersome; FFG Rules Reference 1.0, Cumbersome)', () => {
  const moved = { moved: true, keywords: { cumbersome: true } };

  it('AMG Keyword Glossary, Cumbersome: after a Move each die is downgraded (1 red → black: 1/2 · 5/6)', () => {
    expectPmf(pmf(pool({ red: 1 }, moved)), yesNo((4 / 8) * W));
  });

  it('AMG Keyword Glossary, Cumbersome: "each of that weapon\'s attack dice" (red 2, black 1, white 1 → black 2, white 2)', () => {
    expectSamePmf(pool({ red: 2, black: 1, white: 1 }, moved), pool({ black: 2, white: 2 }));
  });

  it('docs/rules/legion.md "Dice": a white die cannot be downgraded (white stays white)', () => {
    expectPmf(pmf(pool({ white: 1 }, moved)), yesNo((2 / 8) * W));
  });

  it('AMG Keyword Glossary, Cumbersome: "if that unit has made any Moves": no effect without moving', () => {
    expectSamePmf(pool({ red: 2 }, { keywords: { cumbersome: true } }), pool({ red: 2 }));
  });

  // Downgrades first, then upgrades: red → black (Cumbersome) → red (Anti-Personnel). The
  // other order would leave black (red cannot be upgraded, then Cumbersome downgrades it).
  it('docs/rules/legion.md, step 4a: downgrades before upgrades (Cumbersome then Anti-Personnel 1 on red = red)', () => {
    const s = pool({ red: 1 }, { moved: true, keywords: { cumbersome: true, antiPersonnel: 1 } });
    expectPmf(pmf(s), yesNo((6 / 8) * W));
  });

  it('FFG Rules Reference 1.0, Cumbersome: ffg-1.0 "cannot both move and attack": moved + Cumbersome is rejected', () => {
    expect(parseError(pool({ red: 1 }, moved, {}, { edition: 'ffg-1.0' }))?.path).toBe(
      'attacker.moved',
    );
  });

  it('FFG Rules Reference 1.0, Cumbersome: ffg-1.0 without a move the weapon attacks normally', () => {
    const ffg = { edition: 'ffg-1.0' };
    expectPmf(
      pmf(pool({ red: 1 }, { keywords: { cumbersome: true } }, {}, ffg)),
      yesNo((6 / 8) * W),
    );
  });
});

describe('Spray (AMG Keyword Glossary, Spray; docs/rules/legion.md, step 2)', () => {
  const spray = { keywords: { spray: true } };
  const P = (2 / 8) * W; // one white die: hit or crit, then not blocked

  it('AMG Keyword Glossary, Spray: dice added once per defending miniature (3 minis: Binomial(3, 2/8 · 5/6))', () => {
    expectPmf(pmf(pool({ white: 1 }, spray, { minis: 3, woundThreshold: 1 })), binomial(3, P));
  });

  it('AMG Keyword Glossary, Spray: "in LOS of the miniature": minisInLos 2 of 3 → 2 dice', () => {
    const d = { minis: 3, woundThreshold: 1, minisInLos: 2 };
    expectPmf(pmf(pool({ white: 1 }, spray, d)), binomial(2, P));
    expectSamePmf(pool({ white: 1 }, spray, d), pool({ white: 2 }, {}, d));
  });

  it('docs/rules/legion.md, step 2: minisInLos alone (no unit profile) also counts the minis', () => {
    expectPmf(pmf(pool({ white: 1 }, spray, { minisInLos: 2 })), binomial(2, P));
  });

  it('AMG Keyword Glossary, Spray: every die of the weapon is multiplied (red 1 + white 1 × 2 minis)', () => {
    const d = { minis: 2, woundThreshold: 2 };
    expectSamePmf(pool({ red: 1, white: 1 }, spray, d), pool({ red: 2, white: 2 }, {}, d));
  });

  it('AMG Keyword Glossary, Spray: a single miniature adds the dice once', () => {
    const d = { minis: 1, woundThreshold: 3 };
    expectPmf(pmf(pool({ red: 1 }, spray, d)), yesNo((6 / 8) * W));
  });

  it('docs/rules/legion.md, step 2: Spray needs the number of miniatures', () => {
    expect(parseError(pool({ white: 1 }, spray))?.path).toBe('attacker.keywords.spray');
  });

  it('AMG Keyword Glossary, Spray: the extra dice are normal attack dice (defense dice follow the hits)', () => {
    // 2 red dice (no chart) vs 2-mini unit: results R ~ Bin(2, 6/8), each blocked 1/6.
    expectPmf(
      pmf(pool({ red: 1 }, spray, { minis: 2, woundThreshold: 2 })),
      thin(binomial(2, 6 / 8), W),
    );
  });
});
