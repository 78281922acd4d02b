import { describe, it } from 'vitest';
import {
  binomial,
  expectPmf,
  expectSamePmf,
  legion,
  overDice,
  pmf,
  thin,
  yesNo,
  type Json,
} from './helpers.ts';

const W = 5 / 6; // a white defense die without a chart: a result left wounds unless it blocks
const HIT = 7 / 8; // a red die with surge→hit shows a hit or a crit

/** n red attack dice (no surge chart unless given) against a white-die defender. */
const red = (n: number, attacker: Json = {}, defender: Json = {}, extra: Json = {}) =>
  legion({ attacker: { dice: { red: n }, ...attacker }, defender, ...extra });

const dodge = { tokens: { dodge: 1 } }; // cancels a hit, never a crit (FFG Rules Reference 1.0, Dodge)
const redDef = { die: 'red', surge: 'block' }; // blocks 4/6

describe('Lethal X (AMG Keyword Glossary, Lethal X; docs/rules/legion.md, step 6; keywords/lethal.ts)', () => {
  const lethal = (x: number, aim: number, pierce: number, policy = 'auto') => ({
    a: { surge: 'hit', tokens: { aim }, keywords: { lethal: x, pierce } },
    p: { policy: { lethal: policy } },
  });
  const run = (n: number, l: ReturnType<typeof lethal>, d: Json = redDef) => red(n, l.a, d, l.p);

  // 1 red, 1 Aim kept for Lethal: the pool gains Pierce 1 and the single block is cancelled.
  it('AMG Keyword Glossary, Lethal X: "the Attack Pool gains Pierce 1" even without a Pierce X weapon (7/8)', () => {
    expectPmf(pmf(run(1, lethal(1, 1, 0, 'pierce-first'))), yesNo(HIT));
  });

  it('AMG Keyword Glossary, Lethal X: Pierce 1 + Lethal 1 with an Aim kept = Pierce 2 (2 red)', () => {
    expectSamePmf(
      run(2, lethal(1, 1, 1, 'pierce-first')),
      red(2, { surge: 'hit', keywords: { pierce: 2 } }, redDef),
    );
  });

  it('AMG Keyword Glossary, Lethal X: "up to X Aim Tokens": Lethal 1, 2 Aims → 1 kept, 1 rerolls', () => {
    expectSamePmf(
      run(2, lethal(1, 2, 1, 'pierce-first')),
      red(2, { surge: 'hit', tokens: { aim: 1 }, keywords: { pierce: 2 } }, redDef),
    );
  });

  // policy "auto": the Aim rerolls any failed die (then gives no Pierce); kept only when both
  // dice succeed. Defense dice block 2/3; Pierce 1 (or 2) cancels blocks.
  it('policy lethal "auto" (2 red, Pierce 1, Lethal 1, 1 Aim): Aim kept only when nothing to reroll', () => {
    const b2 = 4 / 9; // both of 2 defense dice block: 1 wound with Pierce 1
    const two = 49 / 64; // both succeed: Pierce 2, 2 wounds
    const one = 14 / 64; // one fails, is rerolled (7/8) with Pierce 1 left
    const none = 1 / 64; // both fail, both rerolled: K ~ Bin(2, 7/8), Pierce 1
    const k = binomial(2, HIT);
    const w2 = two + one * HIT * (1 - b2) + none * (k[2] ?? 0) * (1 - b2);
    const w1 = one * (HIT * b2 + 1 / 8) + none * ((k[2] ?? 0) * b2 + (k[1] ?? 0));
    expectPmf(pmf(run(2, lethal(1, 1, 1))), [none * (k[0] ?? 0), w1, w2]);
  });

  it('AMG Keyword Glossary, Lethal X: without Aim tokens Lethal adds nothing', () => {
    expectSamePmf(
      run(2, lethal(2, 0, 1)),
      red(2, { surge: 'hit', keywords: { pierce: 1 } }, redDef),
    );
  });

  // docs/rules/legion.md, step 7a: Impervious rolls "the pool's total Pierce"; Lethal's Pierce counts
  // (the books leave it open; docs/rules/legion.md and keywords/lethal.ts add it to the pool).
  it('AMG Keyword Glossary, Impervious + Lethal X: Impervious counts Lethal Pierce (= Pierce 2)', () => {
    const imp = { keywords: { impervious: true } };
    const s = run(1, lethal(1, 1, 1, 'pierce-first'), imp);
    expectSamePmf(s, red(1, { surge: 'hit', keywords: { pierce: 2 } }, imp));
    // 3 white dice, Pierce 2: wounds unless all 3 block.
    expectPmf(pmf(s), yesNo(HIT * (1 - 1 / 216)));
  });
});

describe('Ram X (AMG Keyword Glossary, Ram X; docs/rules/legion.md "Known conflicts" Ram X)', () => {
  const ram = (x: number, moved = true) => ({ moved, keywords: { ram: x } });
  const FACES = { hit: 5 / 8, crit: 1 / 8, blank: 2 / 8 }; // red die, surge (no chart) = Blank

  // Ram acts in Modify Attack Dice (step 6), after Dodge (5e) and before Armor: Armor 1, which
  // cancels a hit but not a crit, shows which results became crits.
  const armor1 = { keywords: { armor: 1 } };

  it('AMG Keyword Glossary, Ram X: after a Move, 1 result becomes a crit (1 red vs Armor 1: always a crit)', () => {
    expectPmf(pmf(red(1, ram(1), armor1)), yesNo(W));
  });

  it('AMG Keyword Glossary, Ram X: without a Move Ram does nothing', () => {
    expectSamePmf(red(2, ram(2, false), armor1), red(2, {}, armor1));
  });

  it('docs/rules/legion.md "Known conflicts": Blanks first (2 red, Ram 1: results = min(2, successes + 1))', () => {
    expectPmf(pmf(red(2, ram(1))), thin([0, 4 / 64, 60 / 64], W));
  });

  it('docs/rules/legion.md "Known conflicts": then hits (2 red, Ram 1 vs Armor 1)', () => {
    const left = overDice(2, FACES, ({ hit, crit, blank }) => {
      const b = Math.min(1, blank);
      const h = Math.min(1 - b, hit);
      return Math.max(0, hit - h - 1) + crit + b + h;
    });
    expectPmf(pmf(red(2, ram(1), armor1)), thin(left, W));
  });

  // Step 5e comes first: a Dodge removes the hit, and Ram finds nothing left to change.
  it('docs/rules/legion.md steps 5e → 6: a dodged hit is gone before Ram (1 red vs 1 Dodge: 3/8 · 5/6)', () => {
    expectPmf(pmf(red(1, ram(1), dodge)), yesNo((3 / 8) * W));
  });
});

describe('Primitive (AMG Keyword Glossary, Primitive)', () => {
  const prim = (a: Json = {}) => ({ ...a, keywords: { primitive: true, ...(a.keywords as Json) } });
  const armor = (x: number) => ({ keywords: { armor: x } });

  it('AMG Keyword Glossary, Primitive: vs Armor every crit becomes a hit (1 red surge→crit vs Armor 1: no wound)', () => {
    expectPmf(pmf(red(1, prim({ surge: 'crit' }), armor(1))), [1]);
    expectPmf(pmf(red(1, { surge: 'crit' }, armor(1))), yesNo((2 / 8) * W));
  });

  it('AMG Keyword Glossary, Primitive: "after resolving any instances of Impact X": Impact\'s crits become hits', () => {
    expectPmf(pmf(red(1, prim({ surge: 'hit', keywords: { impact: 1 } }), armor(1))), [1]);
  });

  it('AMG Keyword Glossary, Primitive: 2 red vs Armor 1: Armor cancels 1 of the successes', () => {
    const left = [1 - 36 / 64, 36 / 64];
    expectPmf(pmf(red(2, prim(), armor(1))), thin(left, W));
  });

  it('AMG Keyword Glossary, Primitive: "the defending unit has the Armor X keyword": otherwise no effect', () => {
    expectSamePmf(red(2, prim({ surge: 'crit' }), dodge), red(2, { surge: 'crit' }, dodge));
  });
});

describe('Ion X (AMG Keyword Glossary, Ion X; docs/rules/legion.md, step 6)', () => {
  const ion = (x: number) => ({ surge: 'hit', keywords: { ion: x } });
  const shields = (n: number) => ({ tokens: { shield: n } });

  it('AMG Keyword Glossary, Ion X: the shield is flipped before it can cancel (1 red, Ion 1, 1 shield: 7/8 · 5/6)', () => {
    expectPmf(pmf(red(1, ion(1), shields(1))), yesNo(HIT * W));
    expectPmf(pmf(red(1, { surge: 'hit' }, shields(1))), [1]);
  });

  it('AMG Keyword Glossary, Ion X: "to a maximum of X Tokens" (Ion 1, 2 shields = 1 shield)', () => {
    expectSamePmf(red(2, ion(1), shields(2)), red(2, { surge: 'hit' }, shields(1)));
  });

  it('AMG Keyword Glossary, Ion X: "1 … for each hit or crit result": 1 result flips only 1 of 2 shields', () => {
    // Ion 2, 2 shields: 1 result → 1 flipped, the other cancels it; 2 results → both flipped.
    expectPmf(pmf(red(2, ion(2), shields(2))), thin([1 - HIT * HIT, 0, HIT * HIT], W));
  });

  it('FFG Rules Reference 1.0, Ion X: ffg-1.0 Ion has no effect on the dice', () => {
    const ffg = { edition: 'ffg-1.0' };
    expectSamePmf(red(2, ion(2), shields(2), ffg), red(2, { surge: 'hit' }, shields(2), ffg));
  });
});

describe('Weak Point X (AMG Keyword Glossary, Weak Point X; FFG Rules Reference 1.0, Weak Point X: Rear)', () => {
  const wp = (x: number, armor: number, d: Json = {}) => ({
    ...d,
    keywords: { weakPoint: x, armor },
  });

  it('AMG Keyword Glossary, Weak Point X: "the Attack Pool gains Impact X" (1 red vs Armor 1: 7/8 · 5/6)', () => {
    expectPmf(pmf(red(1, { surge: 'hit' }, wp(1, 1))), yesNo(HIT * W));
    expectSamePmf(
      red(2, { surge: 'hit' }, wp(1, 1)),
      red(2, { surge: 'hit', keywords: { impact: 1 } }, { keywords: { armor: 1 } }),
    );
  });

  it("AMG Keyword Glossary, Weak Point X: adds to the pool's Impact (Impact 1 + Weak Point 1 = Impact 2)", () => {
    const s = red(2, { surge: 'hit', keywords: { impact: 1 } }, wp(1, 2));
    expectPmf(pmf(s), thin(binomial(2, HIT), W));
  });

  it('AMG Keyword Glossary, Impact X: the gained Impact needs Armor (without Armor a hit stays a hit)', () => {
    expectPmf(pmf(red(1, { surge: 'hit' }, wp(1, 0, dodge))), yesNo((1 / 8) * W));
  });
});

describe('Death From Above (AMG Keyword Glossary, Death From Above; docs/rules/legion.md, step 5a–b)', () => {
  const dfa = { surge: 'hit', keywords: { deathFromAbove: true } };

  it('AMG Keyword Glossary, Death From Above: heavy cover cancels nothing (1 red: 7/8 · 5/6)', () => {
    expectPmf(pmf(red(1, dfa, { cover: 'heavy' })), yesNo(HIT * W));
    expectSamePmf(red(2, dfa, { cover: 'light' }), red(2, { surge: 'hit' }));
  });

  it('AMG Keyword Glossary, Death From Above: only cover is lost; a Dodge still cancels a hit', () => {
    expectSamePmf(red(2, dfa, { cover: 'heavy', ...dodge }), red(2, { surge: 'hit' }, dodge));
  });
});
