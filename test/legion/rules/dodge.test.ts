import { describe, it } from 'vitest';
import {
  binomial,
  expectPmf,
  expectSamePmf,
  legion,
  pmf,
  thin,
  yesNo,
  type Json,
} from './helpers.ts';

const W = 5 / 6; // a result left wounds unless its white defense die blocks

/** n red dice with surge→hit (hit 3/4, crit 1/8, Blank 1/8 per die) against `defender`. */
const red = (n: number, defender: Json = {}, attacker: Json = {}, extra: Json = {}) =>
  legion({ attacker: { dice: { red: n }, surge: 'hit', ...attacker }, defender, ...extra });

describe('Dodge tokens (AMG Core Rulebook, Tokens; FFG Rules Reference 1.0, Dodge; docs/rules/legion.md, step 5e)', () => {
  it('AMG Core Rulebook, Tokens: a Dodge cancels a hit: 1 red wounds only on its crit face (1/8 · 5/6)', () => {
    expectPmf(pmf(red(1, { tokens: { dodge: 1 } })), yesNo((1 / 8) * W));
  });

  // surge→crit: per die hit 5/8, crit 2/8. 2 Dodges cancel every hit; crits ~ Bin(2, 1/4) stay.
  it('FFG Rules Reference 1.0, Dodge: "Dodge tokens cannot be spent to cancel critical results"', () => {
    expectPmf(
      pmf(red(2, { tokens: { dodge: 2 } }, { surge: 'crit' })),
      thin(binomial(2, 1 / 4), W),
    );
  });

  it('FFG Rules Reference 1.0, Dodge: one Dodge per hit: 2 red, 2 Dodges leave only crits, Binomial(2, 1/8)', () => {
    expectPmf(pmf(red(2, { tokens: { dodge: 2 } })), thin(binomial(2, 1 / 8), W));
  });

  // Left R = max(0, h − 1) + c: h=2 → 1 (9/16), h1c1 → 1 (3/16), h1c0 → 0 (3/16), c=2 → 2
  // (1/64), c=1 → 1 (2/64), none → 0 (1/64).
  it('FFG Rules Reference 1.0, Dodge: 1 Dodge against 2 red cancels a single hit', () => {
    expectPmf(pmf(red(2, { tokens: { dodge: 1 } })), thin([13 / 64, 50 / 64, 1 / 64], W));
  });

  it('docs/rules/legion.md, step 5e: Dodge works in melee too', () => {
    expectPmf(
      pmf(red(1, { tokens: { dodge: 1 } }, {}, { attackType: 'melee' })),
      yesNo((1 / 8) * W),
    );
  });

  it('FFG Rules Reference 1.0, Dodge: ffg-1.0 Dodge cancels a hit the same way', () => {
    expectPmf(
      pmf(red(1, { tokens: { dodge: 1 } }, {}, { edition: 'ffg-1.0' })),
      yesNo((1 / 8) * W),
    );
  });

  // ffg-1.0 step 5 is one step: Dodge and light cover each cancel a hit: R = max(0, h − 2) + c.
  it('docs/rules/legion.md ffg-1.0 step 5: Dodge and flat light cover add up (2 red → heavy-like)', () => {
    const s = red(2, { cover: 'light', tokens: { dodge: 1 } }, {}, { edition: 'ffg-1.0' });
    expectPmf(pmf(s), thin([49 / 64, 14 / 64, 1 / 64], W));
  });
});

describe('Dodge after the cover pool (docs/rules/legion.md, step 5c–e)', () => {
  // 2 red in light cover, 1 Dodge. The cover pool is rolled for every hit first (each cancels
  // 1/6), then the Dodge cancels one hit left. h=2 (9/16): 1 left iff neither cover die
  // blocks (25/36); h1c1 (3/16): 1 (the crit); h1c0: 0; c=2: 2; c=1: 1; none: 0.
  // P(2) = 1/64; P(1) = 9/16 · 25/36 + 3/16 + 2/64 = 39/64; P(0) = 24/64.
  // (Dodging first would leave 1 hit to the cover pool: 9/16 · 5/6 instead of 9/16 · 25/36.)
  it('docs/rules/legion.md, step 5e: Dodge is spent after the cover pool is rolled and applied', () => {
    expectPmf(
      pmf(red(2, { cover: 'light', tokens: { dodge: 1 } })),
      thin([24 / 64, 39 / 64, 1 / 64], W),
    );
  });
});

describe('Outmaneuver and High Velocity (AMG Keyword Glossary, Outmaneuver; High Velocity)', () => {
  it('AMG Keyword Glossary, Outmaneuver: a Dodge cancels a crit (1 red surge→crit, 1 Dodge: never wounds)', () => {
    const s = red(1, { tokens: { dodge: 1 }, keywords: { outmaneuver: true } }, { surge: 'crit' });
    expectPmf(pmf(s), [1]);
  });

  it('AMG Keyword Glossary, Outmaneuver: 1 Dodge cancels one hit or crit: left = max(0, Bin(2, 7/8) − 1)', () => {
    const s = red(2, { tokens: { dodge: 1 }, keywords: { outmaneuver: true } });
    expectPmf(pmf(s), thin([15 / 64, 49 / 64], W));
  });

  it('AMG Keyword Glossary, Outmaneuver: 2 Dodges cancel any 2 hits or crits (3 red: left = max(0, Bin(3, 7/8) − 2))', () => {
    const k = binomial(3, 7 / 8);
    const left = [(k[0] ?? 0) + (k[1] ?? 0) + (k[2] ?? 0), k[3] ?? 0];
    const s = red(3, { tokens: { dodge: 2 }, keywords: { outmaneuver: true } });
    expectPmf(pmf(s), thin(left, W));
  });

  it('AMG Keyword Glossary, High Velocity: the defender cannot spend Dodge tokens', () => {
    expectSamePmf(
      red(2, { tokens: { dodge: 2 } }, { keywords: { highVelocity: true } }),
      red(2, {}, { keywords: { highVelocity: true } }),
    );
  });

  it('AMG Keyword Glossary, High Velocity: not even with Outmaneuver', () => {
    expectSamePmf(
      red(
        2,
        { tokens: { dodge: 2 }, keywords: { outmaneuver: true } },
        { keywords: { highVelocity: true } },
      ),
      red(2),
    );
  });
});
