import { describe, expect, it } from 'vitest';
import { binomial, expectPmf, expectSamePmf, legion, pmf, yesNo, type Json } from './helpers.ts';

const HIT = 7 / 8; // red die with surge→hit
const RED_BLOCK = 4 / 6; // red defense die with surge→block: block or surge

/** n red dice (surge→hit) vs red defense dice with surge→block. */
const red = (n: number, attacker: Json = {}, defender: Json = {}, extra: Json = {}) =>
  legion({
    attacker: { dice: { red: n }, surge: 'hit', ...attacker },
    defender: { die: 'red', surge: 'block', ...defender },
    ...extra,
  });

describe('Pierce X (AMG Keyword Glossary, Pierce X; docs/rules/legion.md, step 8)', () => {
  it('AMG Keyword Glossary, Pierce X: without Pierce, 1 red vs red surge→block = 7/8 · 1/3 = 0.2917', () => {
    expectPmf(pmf(red(1)), yesNo(HIT * (1 - RED_BLOCK)));
    expect(HIT * (1 - RED_BLOCK)).toBeCloseTo(0.2917, 4);
  });

  it('AMG Keyword Glossary, Pierce X: Pierce 1 cancels the only block: 1 red wounds whenever it hits (0.875)', () => {
    expectPmf(pmf(red(1, { keywords: { pierce: 1 } })), yesNo(0.875));
  });

  // 2 red, Pierce 1: K ~ Bin(2, 7/8) dice, blocks b ~ Bin(K, 2/3), wounds K − max(0, b − 1).
  // K=2: b=2 (4/9) → 1 wound, else 2 wounds. K=1: always 1.
  it('AMG Keyword Glossary, Pierce X: "up to X" blocks: Pierce 1 vs 2 defense dice', () => {
    const k = binomial(2, HIT);
    const w2 = (k[2] ?? 0) * (5 / 9);
    const w1 = (k[2] ?? 0) * (4 / 9) + (k[1] ?? 0);
    expectPmf(pmf(red(2, { keywords: { pierce: 1 } })), [k[0] ?? 0, w1, w2]);
  });

  it('AMG Keyword Glossary, Pierce X: Pierce 2 vs 2 defense dice cancels every block: Binomial(2, 7/8)', () => {
    expectPmf(pmf(red(2, { keywords: { pierce: 2 } })), binomial(2, HIT));
  });

  it('FFG Rules Reference 1.0, Pierce X: ffg-1.0 Pierce cancels blocks the same way', () => {
    expectSamePmf(
      red(2, { keywords: { pierce: 1 } }, {}, { edition: 'ffg-1.0' }),
      red(2, { keywords: { pierce: 1 } }),
    );
  });

  it('AMG Keyword Glossary, Pierce X: blocks from defense Surge tokens are cancelled too (1 red: 7/8)', () => {
    const s = legion({
      attacker: { dice: { red: 1 }, surge: 'hit', keywords: { pierce: 1 } },
      defender: { die: 'red', tokens: { surge: 1 } },
    });
    expectPmf(pmf(s), yesNo(HIT));
  });
});

describe('Immune: Pierce and Immune: Melee Pierce (AMG Keyword Glossary, Immune: Pierce; Immune: Melee Pierce)', () => {
  it('AMG Keyword Glossary, Immune: Pierce: the attacker cannot use Pierce (= no Pierce)', () => {
    expectSamePmf(
      red(2, { keywords: { pierce: 2 } }, { keywords: { immunePierce: true } }),
      red(2),
    );
  });

  it('AMG Keyword Glossary, Immune: Pierce: also in melee', () => {
    const melee = { attackType: 'melee' };
    expectSamePmf(
      red(2, { keywords: { pierce: 2 } }, { keywords: { immunePierce: true } }, melee),
      red(2, {}, {}, melee),
    );
  });

  it('FFG Rules Reference 1.0, Immune: Pierce: ffg-1.0 Immune: Pierce stops Pierce on the defender', () => {
    const ffg = { edition: 'ffg-1.0' };
    expectSamePmf(
      red(2, { keywords: { pierce: 2 } }, { keywords: { immunePierce: true } }, ffg),
      red(2, {}, {}, ffg),
    );
  });

  it('AMG Keyword Glossary, Immune: Melee Pierce: in melee the attacker cannot use Pierce', () => {
    const melee = { attackType: 'melee' };
    expectSamePmf(
      red(2, { keywords: { pierce: 2 } }, { keywords: { immuneMeleePierce: true } }, melee),
      red(2, {}, {}, melee),
    );
  });

  it('AMG Keyword Glossary, Immune: Melee Pierce: a ranged attack still pierces (Pierce 2: Binomial(2, 7/8))', () => {
    expectPmf(
      pmf(red(2, { keywords: { pierce: 2 } }, { keywords: { immuneMeleePierce: true } })),
      binomial(2, HIT),
    );
  });
});
