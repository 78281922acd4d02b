import { describe, it } from 'vitest';
import { binomial, expectPmf, expectSamePmf, legion, pmf, yesNo, type Json } from './helpers.ts';

/** n red dice with surge→hit (hit/crit 7/8 per die) against `defender`. */
const red = (n: number, defender: Json = {}, attacker: Json = {}) =>
  legion({ attacker: { dice: { red: n }, surge: 'hit', ...attacker }, defender });

const HIT = 7 / 8;

describe('gathering defense dice (docs/rules/legion.md, step 7a)', () => {
  it('docs/rules/legion.md, step 7a: 1 red defense die per hit or crit: 3 red vs red = Binomial(3, 7/8 · 1/2)', () => {
    expectPmf(pmf(red(3, { die: 'red' })), binomial(3, HIT * (1 / 2)));
  });

  it('docs/rules/legion.md, step 7a: cancelled results roll no dice (Armor 3 + surge→crit on 1 red: 2/8 · 5/6)', () => {
    expectPmf(pmf(red(1, { keywords: { armor: 3 } }, { surge: 'crit' })), yesNo((2 / 8) * (5 / 6)));
  });
});

describe('Danger Sense X (AMG Keyword Glossary, Danger Sense X; docs/rules/legion.md, step 7a)', () => {
  // 1 hit, 1 extra die: the hit wounds only if neither white die blocks: (5/6)².
  it('AMG Keyword Glossary, Danger Sense X: Danger Sense 1 with 1 suppression rolls 1 extra die: 7/8 · 25/36', () => {
    const s = red(1, { courage: 2, tokens: { suppression: 1 }, keywords: { dangerSense: 1 } });
    expectPmf(pmf(s), yesNo(HIT * (25 / 36)));
  });

  it('AMG Keyword Glossary, Danger Sense X: Danger Sense 2 with 2 suppression: 7/8 · (5/6)³', () => {
    const s = red(1, { courage: 3, tokens: { suppression: 2 }, keywords: { dangerSense: 2 } });
    expectPmf(pmf(s), yesNo(HIT * (5 / 6) ** 3));
  });

  it('AMG Keyword Glossary, Danger Sense X: 1 die per suppression token (Danger Sense 3, 1 token = Danger Sense 1)', () => {
    expectSamePmf(
      red(2, { courage: 2, tokens: { suppression: 1 }, keywords: { dangerSense: 3 } }),
      red(2, { courage: 2, tokens: { suppression: 1 }, keywords: { dangerSense: 1 } }),
    );
  });

  it('AMG Keyword Glossary, Danger Sense X: "up to X additional dice" (Danger Sense 1, 4 tokens: 7/8 · 25/36)', () => {
    const s = red(1, { courage: 5, tokens: { suppression: 4 }, keywords: { dangerSense: 1 } });
    expectPmf(pmf(s), yesNo(HIT * (25 / 36)));
  });

  it('AMG Keyword Glossary, Danger Sense X: no suppression tokens, no extra dice', () => {
    expectSamePmf(red(2, { keywords: { dangerSense: 2 } }), red(2));
  });
});

describe('Impervious (AMG Keyword Glossary, Impervious; docs/rules/legion.md, step 7a)', () => {
  // Pierce 1, Impervious: 2 white dice for 1 hit; Pierce cancels 1 block; wounds unless both
  // dice block (1/36).
  it('AMG Keyword Glossary, Impervious: extra dice equal to Pierce 1: 7/8 · 35/36', () => {
    const s = red(1, { keywords: { impervious: true } }, { keywords: { pierce: 1 } });
    expectPmf(pmf(s), yesNo(HIT * (35 / 36)));
  });

  it('AMG Keyword Glossary, Impervious: Pierce 2 gives 2 extra dice: 7/8 · 215/216', () => {
    const s = red(1, { keywords: { impervious: true } }, { keywords: { pierce: 2 } });
    expectPmf(pmf(s), yesNo(HIT * (215 / 216)));
  });

  it('AMG Keyword Glossary, Impervious: red dice, surge→block, Pierce 1: wounds unless both dice block, 7/8 · 5/9', () => {
    const s = red(
      1,
      { die: 'red', surge: 'block', keywords: { impervious: true } },
      {
        keywords: { pierce: 1 },
      },
    );
    expectPmf(pmf(s), yesNo(HIT * (1 - (2 / 3) ** 2)));
  });

  it('AMG Keyword Glossary, Impervious: no Pierce in the pool, no extra dice', () => {
    expectSamePmf(red(2, { keywords: { impervious: true } }), red(2));
  });

  it('AMG Keyword Glossary, Impervious: with Immune: Pierce it rolls no extra dice (= no Pierce at all)', () => {
    expectSamePmf(
      red(2, { keywords: { impervious: true, immunePierce: true } }, { keywords: { pierce: 2 } }),
      red(2),
    );
  });
});

describe('Uncanny Luck X (AMG Keyword Glossary, Uncanny Luck X; docs/rules/legion.md, step 7d)', () => {
  it('AMG Keyword Glossary, Uncanny Luck X: reroll a failed white die: block 1/6 + 5/6 · 1/6 = 11/36', () => {
    expectPmf(pmf(red(1, { keywords: { uncannyLuck: 1 } })), yesNo(HIT * (25 / 36)));
  });

  it('AMG Keyword Glossary, Uncanny Luck X: "each die cannot be rerolled more than once" (Uncanny Luck 2 on 1 die)', () => {
    expectPmf(pmf(red(1, { keywords: { uncannyLuck: 2 } })), yesNo(HIT * (25 / 36)));
  });

  it('AMG Keyword Glossary, Uncanny Luck X: a surge the chart converts is kept: block 2/6 + 4/6 · 2/6 = 20/36', () => {
    expectPmf(
      pmf(red(1, { surge: 'block', keywords: { uncannyLuck: 1 } })),
      yesNo(HIT * (16 / 36)),
    );
  });

  it('AMG Keyword Glossary, Uncanny Luck X: a surge a Surge token converts is kept (= chart)', () => {
    expectSamePmf(
      red(1, { tokens: { surge: 1 }, keywords: { uncannyLuck: 1 } }),
      red(1, { surge: 'block', keywords: { uncannyLuck: 1 } }),
    );
  });

  // 2 hits, 2 white dice, Uncanny Luck 1. Non-blocks m ~ Bin(2, 5/6); one is rerolled.
  // blocks 2: 1/36 + 10/36 · 1/6 = 16/216; 1: 10/36 · 5/6 + 25/36 · 1/6 = 75/216; 0: 125/216.
  it('AMG Keyword Glossary, Uncanny Luck X: "up to X" dice: Uncanny Luck 1 rerolls one of two failed dice', () => {
    const k2 = HIT * HIT;
    const k1 = 2 * HIT * (1 - HIT);
    const w2 = k2 * (125 / 216);
    const w1 = k2 * (75 / 216) + k1 * (25 / 36);
    expectPmf(pmf(red(2, { keywords: { uncannyLuck: 1 } })), [1 - w1 - w2, w1, w2]);
  });
});
