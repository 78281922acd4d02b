import { describe, it } from 'vitest';
import {
  expectPmf,
  expectSamePmf,
  legion,
  overDice,
  pmf,
  thin,
  yesNo,
  type Json,
} from './helpers.ts';

const HIT = 7 / 8; // red die with surge→hit

const red = (n: number, defender: Json = {}, attacker: Json = {}, extra: Json = {}) =>
  legion({ attacker: { dice: { red: n }, surge: 'hit', ...attacker }, defender, ...extra });

const deflect = { keywords: { deflect: true } };

describe('Deflect, amg-2025 (AMG Keyword Glossary, Deflect; docs/rules/legion.md, step 7e)', () => {
  it('AMG Keyword Glossary, Deflect: the chart gains surge→block: 1 red wounds 7/8 · 4/6 = 7/12', () => {
    expectPmf(pmf(red(1, deflect)), yesNo(7 / 12));
  });

  it('AMG Keyword Glossary, Deflect: the attacker suffers 1 wound when the defense roll shows a surge: 7/8 · 1/6', () => {
    expectPmf(pmf(red(1, deflect), 'attackerWounds'), yesNo(HIT * (1 / 6)));
  });

  // 2 red: K ~ Bin(2, 7/8) defense dice; 1 wound if at least one die shows a surge, however many.
  it('AMG Keyword Glossary, Deflect: "1 Wound if there is at least 1 surge": never 2 wounds (2 red)', () => {
    const p = HIT * HIT * (1 - (5 / 6) ** 2) + 2 * HIT * (1 - HIT) * (1 / 6);
    expectPmf(pmf(red(2, deflect), 'attackerWounds'), yesNo(p));
  });

  it('AMG Keyword Glossary, Deflect: no Dodge is needed in amg-2025 (a Dodge changes nothing about Deflect)', () => {
    const s = red(1, { ...deflect, tokens: { dodge: 1 } }, { surge: 'crit' });
    // surge→crit: 1 Dodge cancels the hit face; the crit faces (2/8) roll 1 die.
    expectPmf(pmf(s), yesNo((2 / 8) * (4 / 6)));
    expectPmf(pmf(s, 'attackerWounds'), yesNo((2 / 8) * (1 / 6)));
  });

  it('AMG Keyword Glossary, Deflect: Danger Sense dice count too (2 dice for 1 hit: 7/8 · 11/36 attacker wound)', () => {
    const s = red(1, {
      courage: 2,
      tokens: { suppression: 1 },
      keywords: { deflect: true, dangerSense: 1 },
    });
    expectPmf(pmf(s), yesNo(HIT * (4 / 6) ** 2));
    expectPmf(pmf(s, 'attackerWounds'), yesNo(HIT * (11 / 36)));
  });

  // Nothing left to defend: no defense dice are rolled (FFG Rules Reference 1.0, Cancel; docs/rules/legion.md
  // step 7a gathers dice per remaining result), so no surge can wound the attacker.
  it('docs/rules/legion.md, step 7a: with every result cancelled no die is rolled, so Deflect cannot wound', () => {
    const s = red(1, {
      courage: 3,
      tokens: { dodge: 1, suppression: 2 },
      keywords: { deflect: true, outmaneuver: true, dangerSense: 2 },
    });
    expectPmf(pmf(s), [1]);
    expectPmf(pmf(s, 'attackerWounds'), [1]);
  });

  it('AMG Keyword Glossary, Deflect: "defends against a Ranged attack": no effect in melee', () => {
    const s = red(2, deflect, {}, { attackType: 'melee' });
    expectSamePmf(s, red(2, {}, {}, { attackType: 'melee' }));
    expectPmf(pmf(s, 'attackerWounds'), [1]);
  });

  it('AMG Keyword Glossary, Deflect: "only weapons that have the High Velocity keyword": no effect', () => {
    const s = red(2, deflect, { keywords: { highVelocity: true } });
    expectSamePmf(s, red(2, {}, { keywords: { highVelocity: true } }));
    expectPmf(pmf(s, 'attackerWounds'), [1]);
  });

  it('AMG Keyword Glossary, Immune: Deflect: the attacker suffers no Deflect wound, the defender keeps surge→block', () => {
    const s = red(2, deflect, { keywords: { immuneDeflect: true } });
    expectSamePmf(s, red(2, deflect));
    expectPmf(pmf(s, 'attackerWounds'), [1]);
  });
});

describe('Deflect, ffg-1.0 (FFG Rules Reference 1.0, Deflect; docs/rules/legion.md "ffg-1.0: what differs")', () => {
  const ffg = (defender: Json, attacker: Json = {}, extra: Json = {}) =>
    red(2, defender, { surge: 'crit', ...attacker }, { edition: 'ffg-1.0', ...extra });
  // surge→crit: per die hit 5/8, crit 2/8, Blank 1/8. 1 Dodge cancels a hit if there is one.
  const left = overDice(
    2,
    { hit: 5 / 8, crit: 2 / 8, blank: 1 / 8 },
    ({ hit, crit }) => Math.max(0, hit - 1) + crit,
  );

  it('FFG Rules Reference 1.0, Deflect: "The defender must spend a dodge token": without one, no effect', () => {
    const s = ffg(deflect);
    expectSamePmf(s, ffg({}));
    expectPmf(pmf(s, 'attackerWounds'), [1]);
  });

  it('FFG Rules Reference 1.0, Deflect: spending a Dodge gives surge→block (each die left blocks 2/6)', () => {
    expectPmf(pmf(ffg({ ...deflect, tokens: { dodge: 1 } })), thin(left, 4 / 6));
  });

  it('FFG Rules Reference 1.0, Deflect: a ranged attacker suffers 1 wound per surge rolled (up to 2)', () => {
    expectPmf(pmf(ffg({ ...deflect, tokens: { dodge: 1 } }), 'attackerWounds'), thin(left, 1 / 6));
  });

  // 1 red, surge→crit: the hit face (5/8) is dodged; on a crit face (2/8) there is no hit,
  // yet the Dodge is still spent to use Deflect: the 1 die rolled blocks on surges too and
  // each surge wounds the attacker. Unspent, the crit would wound 5/6 and reflect nothing.
  it('FFG Rules Reference 1.0, Deflect + Dodge: the Dodge is spent for Deflect even with no hit to cancel', () => {
    const s = red(
      1,
      { ...deflect, tokens: { dodge: 1 } },
      { surge: 'crit' },
      { edition: 'ffg-1.0' },
    );
    expectPmf(pmf(s), yesNo((2 / 8) * (4 / 6)));
    expectPmf(pmf(s, 'attackerWounds'), yesNo((2 / 8) * (1 / 6)));
  });

  it('FFG Rules Reference 1.0, Deflect: in melee the Dodge still gives surge→block, but no wound to the attacker', () => {
    const s = ffg({ ...deflect, tokens: { dodge: 1 } }, {}, { attackType: 'melee' });
    expectPmf(pmf(s), thin(left, 4 / 6));
    expectPmf(pmf(s, 'attackerWounds'), [1]);
  });

  it('FFG Rules Reference 1.0, Immune: Deflect: the attacker suffers no Deflect wounds', () => {
    const s = ffg({ ...deflect, tokens: { dodge: 1 } }, { keywords: { immuneDeflect: true } });
    expectPmf(pmf(s, 'attackerWounds'), [1]);
  });

  // FFG Rules Reference 1.0, Immune: Deflect: "the defender cannot use the deflect ability" (so no
  // surge→block either; the digest's amg "Immune: Deflect: none" reading is the amg rule).
  it('FFG Rules Reference 1.0, Immune: Deflect: the ffg-1.0 defender cannot use Deflect at all (no surge→block)', () => {
    const s = ffg({ ...deflect, tokens: { dodge: 1 } }, { keywords: { immuneDeflect: true } });
    expectSamePmf(s, ffg({ tokens: { dodge: 1 } }, { keywords: { immuneDeflect: true } }));
  });
});
