import { describe, expect, it } from 'vitest';
import {
  RED_SURGE_HIT,
  binomial,
  expectPmf,
  expectSamePmf,
  legion,
  overDice,
  pmf,
  run,
  thin,
  yesNo,
  type Json,
} from './helpers.ts';

const W = 5 / 6; // a white defense die without a chart: a result left wounds unless it blocks
const HIT = 7 / 8; // a red die with surge→hit shows a hit or a crit
const melee = { attackType: 'melee' };
const ffg = { edition: 'ffg-1.0' };

/** n red dice with surge→hit against `defender`. */
const red = (n: number, attacker: Json = {}, defender: Json = {}, extra: Json = {}) =>
  legion({ attacker: { dice: { red: n }, surge: 'hit', ...attacker }, defender, ...extra });

describe('Block (AMG Keyword Glossary, Block; docs/rules/legion.md, step 5e)', () => {
  const blk = (dodge: number) => ({ tokens: { dodge }, keywords: { block: true } });
  const crit = { surge: 'crit' }; // hit 5/8, crit 2/8, Blank 1/8

  // 1 red, surge→crit: the hit face is dodged; on a crit face the Dodge is still spent (there is
  // nothing to cancel), which gives surge→block: the die blocks 2/6.
  it('AMG Keyword Glossary, Block: a spent Dodge gives surge→block, spent even with nothing to cancel (2/8 · 4/6)', () => {
    expectPmf(pmf(red(1, crit, blk(1))), yesNo((2 / 8) * (4 / 6)));
    expectPmf(pmf(red(1, crit, { tokens: { dodge: 1 } })), yesNo((2 / 8) * W));
  });

  it('AMG Keyword Glossary, Block: 2 red, 1 Dodge: the results left each block 2/6', () => {
    expectPmf(pmf(red(2, {}, blk(1))), thin([13 / 64, 50 / 64, 1 / 64], 4 / 6));
  });

  it('AMG Keyword Glossary, Block: "if it spends 1 or more Dodge Tokens": no Dodge, no surge→block', () => {
    expectSamePmf(red(2, {}, blk(0)), red(2));
  });

  it('AMG Keyword Glossary, Block: "When a unit … is defending": melee attacks too', () => {
    expectPmf(pmf(red(1, crit, blk(1), melee)), yesNo((2 / 8) * (4 / 6)));
  });

  it('AMG Keyword Glossary, High Velocity: no Dodge may be spent, so Block does nothing', () => {
    const hv = { keywords: { highVelocity: true } };
    expectSamePmf(red(2, hv, blk(1)), red(2, hv));
  });
});

describe('Immune: Deflect (AMG Keyword Glossary, Immune: Deflect; FFG Rules Reference 1.0, Immune: Deflect)', () => {
  const immune = { keywords: { immuneDeflect: true } };

  it('AMG Keyword Glossary, Immune: Deflect: no Deflect wounds; the defender keeps surge→block (a die blocks 2/6)', () => {
    const s = red(2, immune, { keywords: { deflect: true } });
    expectPmf(pmf(s, 'attackerWounds'), [1]);
    expectPmf(pmf(s), thin(binomial(2, HIT), 4 / 6));
  });

  // surge→crit: 1 Dodge cancels a hit if there is one; without Deflect no die blocks on a surge.
  it('FFG Rules Reference 1.0, Immune: Deflect: ffg-1.0 defender "cannot use the deflect ability" (no surge→block)', () => {
    const left = overDice(
      2,
      { hit: 5 / 8, crit: 2 / 8, blank: 1 / 8 },
      ({ hit, crit }) => Math.max(0, hit - 1) + crit,
    );
    const s = red(
      2,
      { surge: 'crit', ...immune },
      { tokens: { dodge: 1 }, keywords: { deflect: true } },
      ffg,
    );
    expectPmf(pmf(s), thin(left, W));
    expectPmf(pmf(s, 'attackerWounds'), [1]);
  });
});

describe('Suppressive (AMG Keyword Glossary, Suppressive; FFG Rules Reference 1.0, Suppressive; docs/rules/legion.md, step 10)', () => {
  const sup = { keywords: { suppressive: true } };

  it('AMG Keyword Glossary, Suppressive: "1 additional Suppression token" when the attack suppresses (0 or 2)', () => {
    expectPmf(pmf(red(1, sup), 'suppression'), [1 / 8, 0, HIT]);
  });

  it('docs/rules/legion.md, step 10 (amg): no token in melee, even with Suppressive', () => {
    expectPmf(pmf(red(1, sup, {}, melee), 'suppression'), [1]);
  });

  it('AMG Core Rulebook, Suppression: vehicles gain none, even with Suppressive', () => {
    expectPmf(pmf(red(1, sup, { unitType: 'ground-vehicle' }), 'suppression'), [1]);
  });

  it('docs/rules/legion.md, step 10 (amg): a defeated defender gains none (1 mini, 1 wound: 7/8 · 1/6)', () => {
    const s = red(1, sup, { minis: 1, woundThreshold: 1 });
    expectPmf(pmf(s, 'suppression'), [1 - HIT / 6, 0, HIT / 6]);
  });

  it('FFG Rules Reference 1.0, Suppressive: ffg-1.0 the defender gains 1 token after any attack, + 1 per hit rule', () => {
    expectPmf(pmf(red(1, sup, {}, ffg), 'suppression'), [0, 1 / 8, HIT]);
  });

  it('FFG Rules Reference 1.0, Suppressive: ffg-1.0 melee attacks too', () => {
    expectPmf(pmf(red(1, sup, {}, { ...ffg, ...melee }), 'suppression'), [0, 1 / 8, HIT]);
  });

  it('FFG Rules Reference 1.0, Suppressive: ffg-1.0 the extra token even when every result is cancelled', () => {
    const s = red(1, sup, { cover: 'heavy', tokens: { dodge: 1 } }, ffg);
    expectPmf(pmf(s, 'suppression'), [0, 1 / 8, HIT]);
  });
});

describe('Nimble (AMG Keyword Glossary, Nimble; FFG Rules Reference 1.0, Nimble)', () => {
  const nimble = (dodge: number) => ({ tokens: { dodge }, keywords: { nimble: true } });

  it('AMG Keyword Glossary, Nimble: a Dodge spent → 1 Dodge regained (spent even with nothing to cancel)', () => {
    expectPmf(pmf(red(1, { surge: 'crit' }, nimble(1)), 'dodgeRegained'), [0, 1]);
  });

  it('AMG Keyword Glossary, Nimble: no Dodge token, nothing regained', () => {
    expectPmf(pmf(red(1, {}, nimble(0)), 'dodgeRegained'), [1]);
  });

  it('AMG Keyword Glossary, High Velocity: no Dodge may be spent, so nothing is regained', () => {
    const s = red(1, { keywords: { highVelocity: true } }, nimble(1));
    expectPmf(pmf(s, 'dodgeRegained'), [1]);
  });

  it('AMG Keyword Glossary, Nimble: "after the attack is resolved": the wounds are those of a plain Dodge', () => {
    expectSamePmf(red(2, {}, nimble(1)), red(2, {}, { tokens: { dodge: 1 } }));
    expectPmf(pmf(red(1, {}, nimble(1), melee), 'dodgeRegained'), [0, 1]);
  });

  it('AMG Keyword Glossary, Nimble: no dodgeRegained quantity without Nimble', () => {
    expect(run(red(1, {}, { tokens: { dodge: 1 } }))['dodgeRegained']).toBeUndefined();
  });

  // FFG Rules Reference 1.0, Nimble: "After a unit that has the nimble keyword defends against an
  // attack, if it spent at least one dodge token, it gains one dodge token." FFG Rules Reference 1.0, Dodge:
  // "A unit may spend a dodge token even if there are no hits to cancel."
  it('FFG Rules Reference 1.0, Nimble: ffg-1.0 Nimble also regains the spent Dodge', () => {
    expectPmf(pmf(red(1, { surge: 'crit' }, nimble(1), ffg), 'dodgeRegained'), [0, 1]);
  });
});

describe('Pierce split "max-total" (policies/pierce-split.ts; docs/rules/legion.md "Pierce split")', () => {
  const guarded = (
    n: number,
    pierce: number,
    guardians: Json[],
    d: Json = {},
    policy = 'max-total',
  ) => red(n, { keywords: { pierce } }, d, { guardians, policy: { pierceSplit: policy } });
  const cases: [string, number, number, Json[], Json][] = [
    ['2 red, Pierce 1, 1 guardian', 2, 1, [{ x: 1, surge: 'block' }], {}],
    [
      '3 red, Pierce 2, 2 guardians',
      3,
      2,
      [
        { x: 1, die: 'red' },
        { x: 1, surge: 'block' },
      ],
      {},
    ],
    ['3 red, Pierce 1, red defender', 3, 1, [{ x: 2, die: 'red' }], { die: 'red', surge: 'block' }],
    [
      '2 red, Pierce 2, Immune: Pierce',
      2,
      2,
      [{ x: 1, die: 'red' }],
      { keywords: { immunePierce: true } },
    ],
  ];

  it.each(cases)(
    'policies/pierce-split.ts: "max-total" coincides with "guardian-first" (%s)',
    (_n, n, p, g, d) => {
      for (const q of ['wounds', 'guardianWounds', 'guardian0'])
        expectSamePmf(guarded(n, p, g, d), guarded(n, p, g, d, 'guardian-first'), q);
    },
  );

  it.each(cases)(
    'policies/pierce-split.ts: "max-total" deals at least the wounds of "defender-first" (%s)',
    (_n, n, p, g, d) => {
      const total = (policy: string): number => {
        const r = run(guarded(n, p, g, d, policy));
        return (r['wounds']?.mean ?? NaN) + (r['guardianWounds']?.mean ?? NaN);
      };
      expect(total('max-total')).toBeGreaterThanOrEqual(total('defender-first') - 1e-12);
    },
  );

  // The guardian takes a hit when one of 2 dice shows one (1 − (2/8)²); its block, if any, is
  // pierced: it always suffers the wound.
  it('policies/pierce-split.ts: "max-total" pierces the guardian\'s block first (15/16)', () => {
    expectPmf(pmf(guarded(2, 1, [{ x: 1, surge: 'block' }]), 'guardian0'), yesNo(15 / 16));
  });
});

describe('Guardian X and Deflect in ffg-1.0 (FFG Rules Reference 1.0, Guardian X; Deflect)', () => {
  // Guardian 2 (white) takes every hit: h ~ Bin(2, 6/8) dice, 1 wound per Blank (5/6).
  const h = overDice(2, RED_SURGE_HIT, ({ hit }) => hit);
  const guard = (keywords: Json, tokens: Json = {}) =>
    red(2, {}, {}, { ...ffg, guardians: [{ x: 2, keywords, tokens }] });

  it('FFG Rules Reference 1.0, Guardian X: the guardian "is not a defender": no Deflect surge→block', () => {
    expectPmf(pmf(guard({ deflect: true }), 'guardian0'), thin(h, W));
    expectSamePmf(guard({ deflect: true }), guard({}), 'guardian0');
  });

  it('FFG Rules Reference 1.0, Deflect: no Deflect wounds for the attacker, even with a guardian Dodge token', () => {
    expectPmf(pmf(guard({ deflect: true }, { dodge: 1 }), 'attackerWounds'), [1]);
    expectPmf(pmf(guard({ deflect: true }, { dodge: 1 }), 'guardian0'), thin(h, W));
  });
});
