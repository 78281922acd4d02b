import { describe, it } from 'vitest';
import {
  RED_SURGE_HIT,
  expectPmf,
  expectSamePmf,
  legion,
  overDice,
  pmf,
  thin,
  yesNo,
  type Json,
} from './helpers.ts';

const W = 5 / 6; // a result left wounds unless its white defense die blocks

/** n red dice with surge→hit against `defender` (amg-2025 unless `extra` says otherwise). */
const red = (n: number, attacker: Json = {}, defender: Json = {}, extra: Json = {}) =>
  legion({ attacker: { dice: { red: n }, surge: 'hit', ...attacker }, defender, ...extra });

/** Results left after Impact x (hits → crits) and then Armor cancelling up to `armor` hits. */
const impactThenArmor = (n: number, impact: number, armor: number) =>
  overDice(n, RED_SURGE_HIT, ({ hit, crit }) => {
    const turned = Math.min(impact, hit);
    return crit + turned + Math.max(0, hit - turned - armor);
  });

describe('Impact X (AMG Keyword Glossary, Impact X; docs/rules/legion.md, step 6, attacker)', () => {
  it('AMG Keyword Glossary, Impact X: Impact 1 turns the hit into a crit Armor 1 cannot cancel (= no Armor: 35/48)', () => {
    expectPmf(pmf(red(1, { keywords: { impact: 1 } }, { keywords: { armor: 1 } })), yesNo(35 / 48));
  });

  // 2 red: h=2 → crit + cancelled hit = 1; h1c1 → 2; h1c0 → 1; c=2 → 2; c=1 → 1; none → 0.
  it('AMG Keyword Glossary, Impact X: Impact 1 vs Armor 1 on 2 red: P(left) = 1/64, 50/64, 13/64', () => {
    const s = red(2, { keywords: { impact: 1 } }, { keywords: { armor: 1 } });
    expectPmf(impactThenArmor(2, 1, 1), [1 / 64, 50 / 64, 13 / 64]);
    expectPmf(pmf(s), thin([1 / 64, 50 / 64, 13 / 64], W));
  });

  it('AMG Keyword Glossary, Impact X: "up to X" hits: Impact 1 vs Armor 3 on 3 red', () => {
    const s = red(3, { keywords: { impact: 1 } }, { keywords: { armor: 3 } });
    expectPmf(pmf(s), thin(impactThenArmor(3, 1, 3), W));
  });

  it('AMG Keyword Glossary, Impact X: Impact 2 vs Armor 1 on 3 red', () => {
    const s = red(3, { keywords: { impact: 2 } }, { keywords: { armor: 1 } });
    expectPmf(pmf(s), thin(impactThenArmor(3, 2, 1), W));
  });

  // The guardian cancels hits, never crits (AMG Keyword Glossary, Guardian X), so it shows whether a hit
  // was turned into a crit. Without Armor, Impact must not: only the crit face reaches the
  // defender (1/8 · 5/6), the hit goes to the guardian.
  it('AMG Keyword Glossary, Impact X: Impact does nothing when the defender has no Armor', () => {
    const s = legion({
      attacker: { dice: { red: 1 }, surge: 'hit', keywords: { impact: 1 } },
      guardians: [{ x: 1 }],
    });
    expectPmf(pmf(s), yesNo((1 / 8) * W));
  });

  it('FFG Rules Reference 1.0, Armor: ffg-1.0 Impact changes hits to crits before Armor cancels all hits', () => {
    const s = red(
      3,
      { keywords: { impact: 1 } },
      { keywords: { armor: 1 } },
      { edition: 'ffg-1.0' },
    );
    expectPmf(pmf(s), thin(impactThenArmor(3, 1, Infinity), W));
  });

  it('FFG Rules Reference 1.0, Impact X: ffg-1.0 Impact 2 vs Armor on 3 red', () => {
    const s = red(
      3,
      { keywords: { impact: 2 } },
      { keywords: { armor: 1 } },
      { edition: 'ffg-1.0' },
    );
    expectPmf(pmf(s), thin(impactThenArmor(3, 2, Infinity), W));
  });
});

describe('Weak Point X (AMG Keyword Glossary, Weak Point X: Front/Rear/Sides)', () => {
  it('AMG Keyword Glossary, Weak Point X: Weak Point 1 gives the pool Impact 1 (= Impact 1 vs Armor 1)', () => {
    expectSamePmf(
      red(2, {}, { keywords: { armor: 1, weakPoint: 1 } }),
      red(2, { keywords: { impact: 1 } }, { keywords: { armor: 1 } }),
    );
  });

  it('AMG Keyword Glossary, Weak Point X + AMG Core Rulebook, X Keywords: Weak Point 1 adds to Impact 1 (= Impact 2)', () => {
    const s = red(3, { keywords: { impact: 1 } }, { keywords: { armor: 3, weakPoint: 1 } });
    expectPmf(pmf(s), thin(impactThenArmor(3, 2, 3), W));
  });

  it('FFG Rules Reference 1.0, Weak Point X: ffg-1.0 Weak Point 2 vs Armor on 3 red', () => {
    const s = red(3, {}, { keywords: { armor: 1, weakPoint: 2 } }, { edition: 'ffg-1.0' });
    expectPmf(pmf(s), thin(impactThenArmor(3, 2, Infinity), W));
  });

  it('AMG Keyword Glossary, Weak Point X: Weak Point without Armor does nothing (the guardian still cancels the hit)', () => {
    const s = legion({
      attacker: { dice: { red: 1 }, surge: 'hit' },
      defender: { keywords: { weakPoint: 2 } },
      guardians: [{ x: 1 }],
    });
    expectPmf(pmf(s), yesNo((1 / 8) * W));
  });
});
