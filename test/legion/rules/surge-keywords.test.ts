import { describe, it } from 'vitest';
import { expectPmf, expectSamePmf, legion, pmf, thin, yesNo, type Json } from './helpers.ts';

const W = 5 / 6; // a white defense die without a chart: a result left wounds unless it blocks

/** n red attack dice (no surge chart unless given) against a white-die defender. */
const red = (n: number, attacker: Json = {}, defender: Json = {}, extra: Json = {}) =>
  legion({ attacker: { dice: { red: n }, ...attacker }, defender, ...extra });

// One defender Dodge cancels a hit but never a crit (FFG Rules Reference 1.0, Dodge), which tells hits and
// crits apart below.
const dodge = { tokens: { dodge: 1 } };
const melee = { attackType: 'melee' };

describe('Jedi Hunter (AMG Keyword Glossary, Jedi Hunter; docs/rules/legion.md, step 4d)', () => {
  const jh = { keywords: { jediHunter: true } };

  it('AMG Keyword Glossary, Jedi Hunter: "gains surge:crit": 1 red vs 1 Dodge wounds on crit or surge (2/8 · 5/6)', () => {
    expectPmf(pmf(red(1, jh, dodge)), yesNo((2 / 8) * W));
    expectSamePmf(red(2, jh, dodge), red(2, { surge: 'crit' }, dodge));
  });

  it('AMG Keyword Glossary, Jedi Hunter: surge→crit over a surge→hit chart (1 red vs 1 Dodge: 2/8 · 5/6)', () => {
    expectPmf(pmf(red(1, { ...jh, surge: 'hit' }, dodge)), yesNo((2 / 8) * W));
  });

  it('AMG Keyword Glossary, Jedi Hunter: "When a unit … attacks": melee attacks too', () => {
    expectPmf(pmf(red(1, jh, dodge, melee)), yesNo((2 / 8) * W));
  });
});

describe('Hold the Line (AMG Keyword Glossary, Hold the Line; docs/rules/legion.md steps 4d, 7e)', () => {
  const htl = { keywords: { holdTheLine: true } };

  it('AMG Keyword Glossary, Hold the Line: an engaged attacker gains surge→hit (1 red ranged: 7/8 · 5/6)', () => {
    expectPmf(pmf(red(1, { ...htl, engaged: true })), yesNo((7 / 8) * W));
  });

  it('AMG Keyword Glossary, Hold the Line: "While … engaged": a ranged attacker not engaged gains nothing', () => {
    expectPmf(pmf(red(1, htl)), yesNo((6 / 8) * W));
    expectSamePmf(red(2, htl), red(2));
  });

  it('AMG Keyword Glossary, Hold the Line: a melee attacker is engaged (surge→hit: 7/8 · 5/6)', () => {
    expectPmf(pmf(red(1, htl, {}, melee)), yesNo((7 / 8) * W));
    expectSamePmf(red(2, htl, {}, melee), red(2, { surge: 'hit' }, {}, melee));
  });

  it('keywords/hold-the-line.ts: surge→hit only replaces an empty chart (surge→crit stays: 2/8 · 5/6 vs a Dodge)', () => {
    expectPmf(pmf(red(1, { ...htl, surge: 'crit' }, dodge, melee)), yesNo((2 / 8) * W));
  });

  it('AMG Keyword Glossary, Hold the Line: an engaged defender gains surge→block (melee: 7/8 · 4/6)', () => {
    expectPmf(pmf(red(1, { surge: 'hit' }, htl, melee)), yesNo((7 / 8) * (4 / 6)));
    expectSamePmf(
      red(2, { surge: 'hit' }, htl, melee),
      red(2, { surge: 'hit' }, { surge: 'block' }, melee),
    );
  });

  it('AMG Keyword Glossary, Hold the Line: the defender of a ranged attack is not engaged: no surge→block', () => {
    expectPmf(pmf(red(1, { surge: 'hit' }, htl)), yesNo((7 / 8) * W));
  });
});

describe('Marksman (AMG Keyword Glossary, Marksman; docs/rules/legion.md, step 4d; keywords/marksman.ts)', () => {
  /** n red dice with Marksman and `aim` Aim tokens under marksman policy `policy`. */
  const marks = (
    n: number,
    aim: number,
    policy: string,
    defender: Json = {},
    attacker: Json = {},
  ) =>
    red(n, { tokens: { aim }, keywords: { marksman: true }, ...attacker }, defender, {
      policy: { marksman: policy },
    });

  // 1 red, 1 Aim, "convert": hit → crit (5/8), crit stays (1/8), surge (Blank, no chart) and
  // Blank → hit (2/8). A Dodge then cancels only the converted Blanks.
  it('AMG Keyword Glossary, Marksman: 1 Aim: Blank→hit or hit→crit (1 red vs 1 Dodge: 6/8 · 5/6)', () => {
    expectPmf(pmf(marks(1, 1, 'convert', dodge)), yesNo((6 / 8) * W));
    expectPmf(pmf(marks(1, 1, 'convert')), yesNo(W));
  });

  it('AMG Keyword Glossary, Marksman: "spend 2 Aim Tokens to change 1 Blank result to a crit" (always a crit)', () => {
    expectPmf(pmf(marks(1, 2, 'convert', dodge)), yesNo(W));
  });

  it('AMG Keyword Glossary, Marksman: "after converting attack surges": surge→hit then hit→crit (7/8 · 5/6)', () => {
    expectPmf(pmf(marks(1, 1, 'convert', dodge, { surge: 'hit' })), yesNo((7 / 8) * W));
  });

  it('AMG Keyword Glossary, Marksman: without Aim tokens Marksman does nothing', () => {
    expectSamePmf(marks(2, 0, 'convert', dodge), red(2, {}, dodge));
  });

  // "reroll": a Blank or surge (2/8) is rerolled with the Aim (no token left); a hit keeps the
  // Aim and becomes a crit. crit: 6/8 + 2/8 · 1/8 = 50/64; hit: 2/8 · 5/8 = 10/64.
  it('policy marksman "reroll": the Aim rerolls a Blank first, converts only when unused', () => {
    expectPmf(pmf(marks(1, 1, 'reroll', dodge)), yesNo((50 / 64) * W));
    expectPmf(pmf(marks(1, 1, 'reroll')), yesNo((60 / 64) * W));
  });

  it('policy marksman "auto": one die to reroll (6/8 < 1 sure hit) → convert, as "convert"', () => {
    expectSamePmf(marks(1, 1, 'auto', dodge), marks(1, 1, 'convert', dodge));
  });

  // 2 red, 1 Aim. Results R (hit or crit) per policy; f = 2/8 a die fails (Blank or surge).
  // convert: R = 2 unless both fail (4/64), then 1.
  // auto: one failure → convert (R = 2); both fail → reroll both (gain 1.5 > 1): R ~ Bin(2, 6/8).
  // reroll: one failure (24/64) → reroll it: R = 2 w.p. 6/8, else 1; both fail → Bin(2, 6/8).
  const both = [4 / 64, 24 / 64, 36 / 64].map((p) => (4 / 64) * p);
  it('policy marksman "convert" (2 red, 1 Aim): R = 2 unless both dice fail', () => {
    expectPmf(pmf(marks(2, 1, 'convert')), thin([0, 4 / 64, 60 / 64], W));
  });

  it('policy marksman "auto" (2 red, 1 Aim): rerolls only when both dice failed', () => {
    const r = [both[0] ?? 0, both[1] ?? 0, 60 / 64 + (both[2] ?? 0)];
    expectPmf(pmf(marks(2, 1, 'auto')), thin(r, W));
  });

  // AMG Keyword Glossary, Guardian X: a guardian cancels hits, never crits, so a hit it would take is worth
  // making a crit (the policy's "results that outlast steps 5–6"). 2 red, 1 Aim, "convert",
  // guardian X 2 (red die): results reaching the defender per roll — hit+hit: hit→crit, 1 (25/64);
  // hit+crit: 2 (10/64); crit+crit: 2 (1/64); hit+fail: hit→crit, 1 (20/64; Blank→hit sent both
  // hits to the guardian: 0); crit+fail: Blank→hit, the guardian takes it: 1 (4/64); fail+fail: 0.
  // Mean wounds 5/6 · 71/64 = 355/384 (was 255/384; found by the cover monotonicity property).
  it('AMG Keyword Glossary, Marksman + Guardian X: a hit the guardian would cancel becomes a crit', () => {
    const guarded = red(
      2,
      { tokens: { aim: 1 }, keywords: { marksman: true } },
      {},
      { policy: { marksman: 'convert' }, guardians: [{ x: 2, die: 'red' }] },
    );
    expectPmf(pmf(guarded), thin([4 / 64, 49 / 64, 11 / 64], W));
  });

  // AMG Keyword Glossary, Ram X changes Blanks, then hits, to crits in step 6, after the Dodge (step 5).
  // 2 red, 1 Aim, "convert", Ram 1 after moving, vs 1 Dodge. Results R reaching defense dice:
  // hit+hit: hit→crit, the Dodge takes the hit: 1 (25/64); hit+crit, crit+crit: 2 (11/64);
  // hit+fail: hit→crit and Ram the Blank: 2 (20/64; Blank→hit lost one hit to the Dodge and Ram
  // took the other: 1); crit+fail: no conversion, Ram the Blank: 2 (4/64; was 1); fail+fail:
  // Blank→hit for the Dodge, Ram the other Blank: 1 (4/64). Mean 5/6 · 99/64 (was 5/6 · 75/64;
  // found by the cover monotonicity property).
  it('AMG Keyword Glossary, Marksman + Ram X: a Blank that Ram will make a crit is left to Ram', () => {
    const rammed = red(
      2,
      { tokens: { aim: 1 }, keywords: { marksman: true, ram: 1 }, moved: true },
      dodge,
      { policy: { marksman: 'convert' } },
    );
    expectPmf(pmf(rammed), thin([0, 29 / 64, 35 / 64], W));
  });

  // AMG Keyword Glossary, Primitive: against Armor every crit becomes a hit after Impact, so hit→crit gains
  // nothing and each Aim is best spent Blank→hit. 3 red, 2 Aim, "convert", vs Armor 2: the
  // results are the successes plus up to 2 converted Blanks, less 2 for Armor: R = 1 unless all
  // 3 dice fail (1/64). (Spending the 2 Aims as hit→crit and Blank→hit left R = 0 when only 1 or
  // 2 dice succeeded.)
  it('AMG Keyword Glossary, Marksman + Primitive: against Armor the Aims turn Blanks into hits', () => {
    const primitive = red(
      3,
      { tokens: { aim: 2 }, keywords: { marksman: true, primitive: true } },
      { keywords: { armor: 2 } },
      { policy: { marksman: 'convert' } },
    );
    expectPmf(pmf(primitive), thin([1 / 64, 63 / 64], W));
  });

  // AMG Keyword Glossary, Low Profile: whenever the cover pool has a die, one die fewer is rolled and a
  // block added, so at amg Range with cover one hit is certainly cancelled before Impact, like a
  // Dodge. 3 red, 1 Aim, "convert", light cover, Low Profile, Backup (2 more hits): on hit+hit+
  // fail (3 · (5/8)² · 2/8 = 150/512) hit→crit keeps the crit (R = 1) where Blank→hit sent three
  // hits to Low Profile's block, 2 cover dice and Backup (R = 0). Every other roll is unchanged,
  // so the mean rises by 150/512 · 5/6 = 125/512: 2635/3072 → 3385/3072 (found by the extra-die
  // property with Marksman "convert": 295/384 fell to 785/1024 with a second red die).
  it('AMG Keyword Glossary, Marksman + Low Profile: the automatic block counts as a certain cancel', () => {
    const lowProfile = red(
      3,
      { tokens: { aim: 1 }, keywords: { marksman: true } },
      { cover: 'light', keywords: { lowProfile: true, backup: true } },
      { policy: { marksman: 'convert' } },
    );
    expectPmf(pmf(lowProfile), [7541 / 55296, 2965 / 4608, 3725 / 18432, 125 / 6912]);
  });

  it('policy marksman "reroll" (2 red, 1 Aim): always rerolls failures first', () => {
    const r1 = (24 / 64) * (2 / 8) + (both[1] ?? 0);
    const r2 = 36 / 64 + (24 / 64) * (6 / 8) + (both[2] ?? 0);
    expectPmf(pmf(marks(2, 1, 'reroll')), thin([both[0] ?? 0, r1, r2], W));
  });
});

describe("Jar'Kai Mastery (AMG Keyword Glossary, Jar'Kai Mastery; docs/rules/legion.md, step 4d)", () => {
  const jk = (dodges: number) => ({ tokens: { dodge: dodges }, keywords: { jarKaiMastery: true } });

  it("AMG Keyword Glossary, Jar'Kai Mastery: melee, 1 Dodge: Blank→hit or hit→crit (vs 1 Dodge: 6/8 · 5/6)", () => {
    expectPmf(pmf(red(1, jk(1), dodge, melee)), yesNo((6 / 8) * W));
    expectPmf(pmf(red(1, jk(1), {}, melee)), yesNo(W));
  });

  it("AMG Keyword Glossary, Jar'Kai Mastery: 2 Dodge tokens turn a Blank into a crit (always a crit)", () => {
    expectPmf(pmf(red(1, jk(2), dodge, melee)), yesNo(W));
  });

  it('AMG Keyword Glossary, Jar\'KAI MASTERY: "makes a Melee attack": no effect on a ranged attack', () => {
    expectSamePmf(red(2, jk(2), dodge), red(2, {}, dodge));
  });

  it("AMG Keyword Glossary, Jar'Kai Mastery: the attacker's Dodge tokens do nothing without the keyword", () => {
    expectSamePmf(red(2, { tokens: { dodge: 2 } }, dodge, melee), red(2, {}, dodge, melee));
  });
});
