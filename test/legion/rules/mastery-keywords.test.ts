import { describe, expect, it } from 'vitest';
import {
  binomial,
  expectPmf,
  expectSamePmf,
  legion,
  pmf,
  run,
  thin,
  yesNo,
  type Json,
} from './helpers.ts';

const W = 5 / 6; // a white defense die without a chart: a result left wounds unless it blocks
const HIT = 7 / 8; // a red die with surge→hit shows a hit or a crit
const redDef = { die: 'red', surge: 'block' }; // blocks 4/6
const melee = { attackType: 'melee' };

/** n red dice with surge→hit against `defender`. */
const red = (n: number, attacker: Json = {}, defender: Json = {}, extra: Json = {}) =>
  legion({ attacker: { dice: { red: n }, surge: 'hit', ...attacker }, defender, ...extra });

const mean = (s: Json, q = 'wounds'): number => {
  const v = run(s)[q];
  if (!v) throw new Error(`no quantity ${q}`);
  return v.mean;
};

describe('Duelist (AMG Keyword Glossary, Duelist)', () => {
  const aimDuelist = (pierce: number) => ({
    tokens: { aim: 1 },
    keywords: { duelist: true, pierce },
  });

  // The Aim is spent only on a failed die (1/8): then the pool gains Pierce 1 and the rerolled
  // die (7/8) always wounds; a first-roll success (7/8) keeps the Aim and is blocked 2/3.
  it('AMG Keyword Glossary, Duelist: melee, an Aim spent on rerolls → "the Attack Pool gains Pierce 1"', () => {
    expectPmf(pmf(red(1, aimDuelist(0), redDef, melee)), yesNo(HIT / 3 + (1 / 8) * HIT));
  });

  // 2 red, Pierce 1, 1 Aim: both succeed (49/64) → no reroll, Pierce 1 vs 2 dice (both block
  // 4/9 → 1 wound); one fails (14/64) → rerolled with Pierce 2; both fail → Bin(2, 7/8), Pierce 2.
  it('AMG Keyword Glossary, Duelist: the gained Pierce 1 adds to Pierce X (2 red, Pierce 1 → 2)', () => {
    const w2 = (49 / 64) * (5 / 9) + (14 / 64) * HIT + (1 / 64) * (49 / 64);
    const w1 = (49 / 64) * (4 / 9) + (14 / 64) * (1 / 8) + (1 / 64) * (14 / 64);
    expectPmf(pmf(red(2, aimDuelist(1), redDef, melee)), [1 / 64 ** 2, w1, w2]);
  });

  it('AMG Keyword Glossary, Duelist: "makes a Melee attack": no Pierce on a ranged attack', () => {
    expectSamePmf(
      red(2, aimDuelist(1), redDef),
      red(2, { tokens: { aim: 1 }, keywords: { pierce: 1 } }, redDef),
    );
  });

  const dd = (dodge: number) => ({ ...redDef, tokens: { dodge }, keywords: { duelist: true } });
  const p1 = { keywords: { pierce: 1 } };

  // 1 red: the hit face (6/8) is dodged; on the crit face (1/8) the Dodge is still spent, so
  // Pierce 1 cannot cancel the block: 1/8 · 1/3 (without Duelist: 1/8, Pierce cancels it).
  it('AMG Keyword Glossary, Duelist: defending in melee, a spent Dodge gives Immune: Pierce', () => {
    expectPmf(pmf(red(1, p1, dd(1), melee)), yesNo(1 / 8 / 3));
    expectPmf(pmf(red(1, p1, { ...redDef, tokens: { dodge: 1 } }, melee)), yesNo(1 / 8));
  });

  it('AMG Keyword Glossary, Duelist: "defends against a Melee attack": no immunity against a ranged attack', () => {
    expectSamePmf(red(2, p1, dd(1)), red(2, p1, { ...redDef, tokens: { dodge: 1 } }));
  });

  it('AMG Keyword Glossary, Duelist: no Dodge spent, no immunity', () => {
    expectSamePmf(red(2, p1, dd(0), melee), red(2, p1, redDef, melee));
  });
});

describe('Makashi Mastery (AMG Keyword Glossary, Makashi Mastery; docs/rules/legion.md, step 2)', () => {
  const mk = (policy: string, pierce: number, d: Json = {}, extra: Json = melee) =>
    red(
      2,
      { keywords: { makashiMastery: true, pierce } },
      { ...redDef, ...d },
      {
        ...extra,
        policy: { makashi: policy },
      },
    );
  const plain = (pierce: number, d: Json = {}, extra: Json = melee) =>
    red(2, { keywords: { pierce } }, { ...redDef, ...d }, extra);
  const kw = (k: Json) => ({ keywords: k });

  it('AMG Keyword Glossary, Makashi Mastery: "reduce the Pierce X value … by 1" (Pierce 2 → 1)', () => {
    expectSamePmf(mk('always', 2), plain(1));
  });

  it('AMG Keyword Glossary, Makashi Mastery: the defender cannot use Immune: Pierce', () => {
    expectSamePmf(mk('always', 2, kw({ immunePierce: true })), plain(1));
  });

  it('AMG Keyword Glossary, Makashi Mastery: the defender cannot use Immune: Melee Pierce', () => {
    expectSamePmf(mk('always', 2, kw({ immuneMeleePierce: true })), plain(1));
  });

  it('AMG Keyword Glossary, Makashi Mastery: the defender cannot use Impervious (no extra dice)', () => {
    expectSamePmf(mk('always', 2, kw({ impervious: true })), plain(1));
  });

  it('AMG Keyword Glossary, Makashi Mastery + Duelist: the Immune: Pierce from Duelist is lost too', () => {
    const d = { tokens: { dodge: 1 }, keywords: { duelist: true } };
    expectSamePmf(mk('always', 2, d), plain(1, { tokens: { dodge: 1 } }));
  });

  it('AMG Keyword Glossary, Makashi Mastery: "makes a Melee attack": no effect on a ranged attack', () => {
    expectSamePmf(mk('always', 2, kw({ immunePierce: true }), {}), plain(0, {}, {}));
  });

  it('AMG Keyword Glossary, Makashi Mastery: no Pierce to reduce, no effect (Immune: Pierce stays irrelevant)', () => {
    expectSamePmf(mk('always', 0, kw({ impervious: true })), plain(0, kw({ impervious: true })));
  });

  it('AMG Keyword Glossary, Makashi Mastery is amg-only: no effect in ffg-1.0', () => {
    const ffg = { ...melee, edition: 'ffg-1.0' };
    expectSamePmf(
      mk('always', 2, kw({ immunePierce: true }), ffg),
      plain(2, kw({ immunePierce: true }), ffg),
    );
  });

  const cases: [string, number, Json][] = [
    ['plain defender', 2, {}],
    ['Immune: Pierce', 2, kw({ immunePierce: true })],
    ['Immune: Pierce, Pierce 1', 1, kw({ immunePierce: true })],
    ['Immune: Melee Pierce', 1, kw({ immuneMeleePierce: true })],
    ['Impervious', 1, kw({ impervious: true })],
    ['Impervious, Pierce 3', 3, kw({ impervious: true })],
    ['Duelist with a Dodge', 2, { tokens: { dodge: 1 }, keywords: { duelist: true } }],
    ['white die', 1, { die: 'white', surge: 'none', keywords: { immunePierce: true } }],
  ];
  it.each(cases)(
    'policy makashi "auto" uses it only when it raises mean wounds (%s): auto = max(never, always)',
    (_name, pierce, d) => {
      const auto = mean(mk('auto', pierce, d));
      const never = mean(mk('never', pierce, d));
      const always = mean(mk('always', pierce, d));
      expect(auto).toBeGreaterThanOrEqual(never - 1e-12);
      expect(auto).toBeGreaterThanOrEqual(always - 1e-12);
      expect(auto).toBeCloseTo(Math.max(never, always), 12);
      expectSamePmf(
        mk('auto', pierce, d),
        mk(always > never + 1e-12 ? 'always' : 'never', pierce, d),
      );
    },
  );
});

describe('Soresu Mastery (AMG Keyword Glossary, Soresu Mastery; docs/rules/legion.md, step 7d; policies/soresu.ts)', () => {
  const soresu = (policy: string, n: number, d: Json = {}, a: Json = {}, extra: Json = {}) =>
    red(
      n,
      a,
      { ...d, keywords: { soresuMastery: true, ...(d.keywords as Json) } },
      {
        ...extra,
        policy: { soresu: policy },
      },
    );

  it('policy soresu "auto": 1 die rerolled when it did not block (7/8 · (5/6)²)', () => {
    expectPmf(pmf(soresu('auto', 1)), yesNo(HIT * W * W));
  });

  // 2 defense dice: both Blank (25/36) → reroll both (expected 5/3 < 2); 1 block → keep (1 < 5/3).
  it('policy soresu "auto": 2 red vs white, rerolls all dice only when that lowers the wounds', () => {
    const k = binomial(2, HIT);
    const [k0, k1, k2] = [k[0] ?? 0, k[1] ?? 0, k[2] ?? 0];
    const w2 = k2 * (25 / 36) ** 2;
    const w1 = k2 * (10 / 36 + (25 / 36) * (10 / 36)) + k1 * (25 / 36);
    const w0 = k0 + k2 * (1 / 36 + (25 / 36) * (1 / 36)) + k1 * (11 / 36);
    expectPmf(pmf(soresu('auto', 2)), [w0, w1, w2]);
  });

  it('AMG Keyword Glossary, Soresu Mastery: rerolling all dice is a fresh roll: "always" = "never" = no keyword', () => {
    expectSamePmf(soresu('always', 2, redDef), soresu('never', 2, redDef));
    expectSamePmf(soresu('always', 2, redDef), red(2, {}, redDef));
  });

  it('AMG Keyword Glossary, Soresu Mastery: "defends against a Ranged attack": no reroll in melee', () => {
    expectSamePmf(soresu('auto', 2, {}, {}, melee), red(2, {}, {}, melee));
  });

  const scenarios: [string, Json, Json][] = [
    ['white die', {}, {}],
    ['red surge→block, Pierce 1', redDef, { keywords: { pierce: 1 } }],
    ['Surge token', { die: 'red', tokens: { surge: 1 } }, {}],
    ['Uncanny Luck 1', { keywords: { uncannyLuck: 1 } }, {}],
    ['Deflect', { die: 'red', keywords: { deflect: true } }, {}],
    ['Block with a Dodge', { tokens: { dodge: 1 }, keywords: { block: true } }, { surge: 'crit' }],
    ['Impervious, Pierce 2', { keywords: { impervious: true } }, { keywords: { pierce: 2 } }],
  ];
  it.each(scenarios)(
    'policy soresu "auto" never raises mean wounds vs "never" (%s)',
    (_n, d, a) => {
      expect(mean(soresu('auto', 3, d, a))).toBeLessThanOrEqual(
        mean(soresu('never', 3, d, a)) + 1e-12,
      );
    },
  );

  const g = (tokens: Json, policy = 'auto') =>
    red(
      1,
      {},
      {},
      {
        guardians: [{ x: 1, keywords: { soresuMastery: true }, tokens }],
        policy: { soresu: policy },
      },
    );
  it('AMG Keyword Glossary, Soresu Mastery: a guardian spends 1 Dodge to reroll its dice (6/8 · (5/6)²)', () => {
    expectPmf(pmf(g({ dodge: 1 }), 'guardian0'), yesNo((6 / 8) * W * W));
    expectSamePmf(g({ dodge: 1 }), g({}));
  });

  it('AMG Keyword Glossary, Soresu Mastery: "it may spend 1 Dodge token": without one the guardian cannot reroll', () => {
    expectPmf(pmf(g({}), 'guardian0'), yesNo((6 / 8) * W));
  });
});

describe('Shien Mastery (AMG Keyword Glossary, Shien Mastery)', () => {
  const shien = (deflect: boolean) => ({ keywords: { shienMastery: true, deflect } });

  it('AMG Keyword Glossary, Shien Mastery: with Deflect, 1 attacker wound per surge (2 red: up to 2)', () => {
    expectPmf(pmf(red(2, {}, shien(true)), 'attackerWounds'), thin(binomial(2, HIT), 1 / 6));
  });

  it('AMG Keyword Glossary, Shien Mastery: without Deflect it wounds nobody', () => {
    expectPmf(pmf(red(2, {}, shien(false)), 'attackerWounds'), [1]);
    expectSamePmf(red(2, {}, shien(false)), red(2));
  });

  it('AMG Keyword Glossary, Immune: Deflect: no Deflect wounds, per surge or not', () => {
    const s = red(2, { keywords: { immuneDeflect: true } }, shien(true));
    expectPmf(pmf(s, 'attackerWounds'), [1]);
  });

  it('AMG Keyword Glossary, Shien Mastery: no wounds from a Ranged attack, no suppression (7/8 · 5/6)', () => {
    expectPmf(pmf(red(1, {}, shien(false)), 'suppression'), yesNo(HIT * W));
    expectPmf(pmf(red(1, {}, shien(true)), 'suppression'), yesNo(HIT * (4 / 6)));
    expectPmf(pmf(red(1), 'suppression'), yesNo(HIT));
  });
});

describe('Djem So Mastery (AMG Keyword Glossary, Djem So Mastery)', () => {
  const djem = { keywords: { djemSoMastery: true } };

  it('AMG Keyword Glossary, Djem So Mastery: melee, 1 attacker wound if the roll has a Blank (1 red: 1/8)', () => {
    expectPmf(pmf(red(1, {}, djem, melee), 'attackerWounds'), yesNo(1 / 8));
    expectPmf(pmf(red(2, {}, djem, melee), 'attackerWounds'), yesNo(1 - HIT * HIT));
  });

  it('AMG Keyword Glossary, Djem So Mastery: an unconverted surge is a Blank (no chart: 2/8)', () => {
    expectPmf(pmf(red(1, { surge: 'none' }, djem, melee), 'attackerWounds'), yesNo(2 / 8));
  });

  it('AMG Keyword Glossary, Djem So Mastery: "defends against a Melee attack": nothing at range', () => {
    expectPmf(pmf(red(2, {}, djem), 'attackerWounds'), [1]);
  });

  it("AMG Keyword Glossary, Djem So Mastery: a Blank changed by Jar'Kai Mastery is no longer a Blank", () => {
    const jk = { tokens: { dodge: 1 }, keywords: { jarKaiMastery: true } };
    expectPmf(pmf(red(1, jk, djem, melee), 'attackerWounds'), [1]);
  });

  it("AMG Keyword Glossary, Djem So Mastery: the defender's own wounds do not change", () => {
    expectSamePmf(red(2, {}, djem, melee), red(2, {}, {}, melee));
  });
});
