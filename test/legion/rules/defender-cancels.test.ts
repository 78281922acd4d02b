import { describe, expect, it } from 'vitest';
import {
  RED_SURGE_HIT,
  binomial,
  expectPmf,
  expectSamePmf,
  legion,
  overDice,
  parseError,
  pmf,
  thin,
  yesNo,
  type Json,
} from './helpers.ts';

const W = 5 / 6; // a result left wounds unless its white defense die blocks

const red = (n: number, defender: Json = {}, attacker: Json = {}, extra: Json = {}) =>
  legion({ attacker: { dice: { red: n }, surge: 'hit', ...attacker }, defender, ...extra });

/** Results left when up to `k` hits (never crits) are cancelled. */
const hitsCancelled = (n: number, k: number) =>
  overDice(n, RED_SURGE_HIT, ({ hit, crit }) => crit + Math.max(0, hit - k));

describe('Armor (AMG Keyword Glossary, Armor X; FFG Rules Reference 1.0, Armor; docs/rules/legion.md, step 6, defender)', () => {
  it('AMG Keyword Glossary, Armor X: Armor 1 cancels up to 1 hit (2 red: 13/64, 50/64, 1/64 left)', () => {
    expectPmf(hitsCancelled(2, 1), [13 / 64, 50 / 64, 1 / 64]);
    expectPmf(pmf(red(2, { keywords: { armor: 1 } })), thin([13 / 64, 50 / 64, 1 / 64], W));
  });

  it('AMG Keyword Glossary, Armor X: Armor 2 cancels up to 2 hits (3 red)', () => {
    expectPmf(pmf(red(3, { keywords: { armor: 2 } })), thin(hitsCancelled(3, 2), W));
  });

  it('AMG Keyword Glossary, Armor X: Armor cancels hits, not crits (surge→crit, 1 red, Armor 1: 2/8 · 5/6)', () => {
    expectPmf(pmf(red(1, { keywords: { armor: 1 } }, { surge: 'crit' })), yesNo((2 / 8) * W));
  });

  it('AMG Keyword Glossary, Armor X: Armor also works against a melee attack', () => {
    expectSamePmf(
      red(3, { keywords: { armor: 2 } }, {}, { attackType: 'melee' }),
      red(3, { keywords: { armor: 2 } }),
    );
  });

  it('FFG Rules Reference 1.0, Armor: ffg-1.0 Armor cancels all hits: only crits wound, Binomial(3, 1/8 · 5/6)', () => {
    expectPmf(
      pmf(red(3, { keywords: { armor: 1 } }, {}, { edition: 'ffg-1.0' })),
      binomial(3, (1 / 8) * W),
    );
  });
});

describe('Backup (docs/rules/legion.md, step 6; docs/scenario.md "Legion": the conditions hold)', () => {
  it('docs/rules/legion.md, step 6: Backup cancels up to 2 hits (3 red)', () => {
    expectPmf(pmf(red(3, { keywords: { backup: true } })), thin(hitsCancelled(3, 2), W));
  });

  it('docs/rules/legion.md, step 6: Backup never cancels crits (surge→crit, 1 red: 2/8 · 5/6)', () => {
    expectPmf(pmf(red(1, { keywords: { backup: true } }, { surge: 'crit' })), yesNo((2 / 8) * W));
  });

  it('docs/rules/legion.md, step 6: Armor 1 then Backup cancel up to 3 hits (3 red: only crits left)', () => {
    expectPmf(pmf(red(3, { keywords: { armor: 1, backup: true } })), binomial(3, (1 / 8) * W));
  });

  // `backup: true` says the Backup conditions hold, a Ranged attack among them (DESIGN.md
  // "backup"), so a melee attack with it asks for what cannot happen: the scenario is rejected.
  it('docs/rules/legion.md, step 6 + docs/scenario.md "Legion": Backup in a melee attack is rejected', () => {
    const melee = red(3, { keywords: { backup: true } }, {}, { attackType: 'melee' });
    expect(parseError(melee)?.path).toBe('defender.keywords.backup');
  });

  it('docs/rules/legion.md ffg-1.0: "no Backup": the scenario is rejected', () => {
    const e = parseError(red(1, { keywords: { backup: true } }, {}, { edition: 'ffg-1.0' }));
    expect(e?.path).toBe('defender.keywords.backup');
  });
});

describe('Shield tokens (AMG Keyword Glossary, Shielded X; docs/rules/legion.md, step 6, defender)', () => {
  it('AMG Keyword Glossary, Shielded X: a Shield cancels a crit (surge→crit, 1 red, 1 Shield: never wounds)', () => {
    expectPmf(pmf(red(1, { tokens: { shield: 1 } }, { surge: 'crit' })), [1]);
  });

  it('AMG Keyword Glossary, Shielded X: each Shield cancels 1 hit or crit (2 red, 1 Shield)', () => {
    const left = overDice(2, RED_SURGE_HIT, ({ hit, crit }) => Math.max(0, hit + crit - 1));
    expectPmf(pmf(red(2, { tokens: { shield: 1 } })), thin(left, W));
  });

  it('AMG Keyword Glossary, Shielded X: "While defending against a Ranged attack" only (melee: no effect)', () => {
    expectSamePmf(
      red(2, { tokens: { shield: 2 } }, {}, { attackType: 'melee' }),
      red(2, {}, {}, { attackType: 'melee' }),
    );
  });

  // 2 red, 1 Shield, then a Guardian 1 (cancels hits only). Shield on a crit first, then the
  // guardian takes a hit: only two crits leave one result (1/64). Spending the Shield on a
  // hit first would also leave the crit of a hit+crit roll (3/16 more).
  it('docs/rules/legion.md, step 6 default order: Shields go on crits first, then hits, before the guardian', () => {
    const s = legion({
      attacker: { dice: { red: 2 }, surge: 'hit' },
      defender: { tokens: { shield: 1 } },
      guardians: [{ x: 1 }],
    });
    expectPmf(pmf(s), thin([63 / 64, 1 / 64], W));
  });

  it('docs/rules/legion.md, step 6 default order: Armor cancels before Shields are flipped (Armor 1, 1 Shield, 2 red)', () => {
    const left = overDice(2, RED_SURGE_HIT, ({ hit, crit }) => {
      const h = Math.max(0, hit - 1);
      return crit > 0 ? crit - 1 + h : Math.max(0, h - 1);
    });
    expectPmf(pmf(red(2, { keywords: { armor: 1 }, tokens: { shield: 1 } })), thin(left, W));
  });
});
