import { describe, expect, it } from 'vitest';
import { binomial, expectPmf, legion, parseError, pmf, run, type Json } from './helpers.ts';

const P = (7 / 8) * (5 / 6); // 1 red die (surge→hit) vs white defense: 35/48 per die

/** n red dice (surge→hit) against a unit with the given profile. */
const vs = (n: number, defender: Json, extra: Json = {}) =>
  legion({ attacker: { dice: { red: n }, surge: 'hit' }, defender, ...extra });

/** PMF of wounds from n red dice: Binomial(n, 35/48). */
const w = (n: number) => binomial(n, P);
const at = (a: number[], k: number) => a[k] ?? 0;

describe('miniatures defeated (docs/rules/legion.md, step 9; docs/scenario.md "Legion")', () => {
  it('docs/rules/legion.md, step 9: 1-wound minis: each wound defeats one (2 minis: Binomial(2, 35/48))', () => {
    const s = vs(2, { minis: 2, woundThreshold: 1 });
    expectPmf(pmf(s, 'minisDefeated'), w(2));
    expectPmf(pmf(s, 'unitDefeated'), [1 - P * P, P * P]);
  });

  // 2 minis × 2 wounds, 1 wound already on one: wounds go to the wounded mini first, so 1
  // wound defeats it, 2 wounds still 1 mini, 3 wounds both.
  it('docs/rules/legion.md, step 9: "the wounded miniature with the most wounds first" (2×2, 1 taken)', () => {
    const s = vs(3, { minis: 2, woundThreshold: 2, woundsTaken: 1 });
    const d = w(3);
    expectPmf(pmf(s, 'minisDefeated'), [at(d, 0), at(d, 1) + at(d, 2), at(d, 3)]);
    expectPmf(pmf(s, 'unitDefeated'), [1 - at(d, 3), at(d, 3)]);
  });

  // 3 minis × 2 wounds, 2 taken (1 mini already defeated): 2 more wounds defeat the next.
  it('docs/rules/legion.md, step 9: minis defeated before the attack are not counted again (3×2, 2 taken)', () => {
    const s = vs(3, { minis: 3, woundThreshold: 2, woundsTaken: 2 });
    const d = w(3);
    expectPmf(pmf(s, 'minisDefeated'), [at(d, 0) + at(d, 1), at(d, 2) + at(d, 3)]);
    expectPmf(pmf(s, 'unitDefeated'), [1]);
  });

  it('docs/rules/legion.md, step 9: "A Ranged attack cannot deal more wounds than … the miniatures in LOS"', () => {
    const s = vs(3, { minis: 3, woundThreshold: 1, minisInLos: 1 });
    const d = w(3);
    expectPmf(pmf(s, 'minisDefeated'), [at(d, 0), 1 - at(d, 0)]);
    expectPmf(pmf(s, 'unitDefeated'), [1]);
  });

  it('docs/rules/legion.md, step 9: the LOS cap counts the wounds already on the mini in LOS (2×2, 1 taken, 1 in LOS)', () => {
    const s = vs(3, { minis: 2, woundThreshold: 2, woundsTaken: 1, minisInLos: 1 });
    const d = w(3);
    expectPmf(pmf(s, 'minisDefeated'), [at(d, 0), 1 - at(d, 0)]);
  });

  it('docs/rules/legion.md, step 9: the LOS cap is for Ranged attacks; melee defeats minis out of LOS', () => {
    const s = vs(3, { minis: 3, woundThreshold: 1, minisInLos: 1 }, { attackType: 'melee' });
    expectPmf(pmf(s, 'minisDefeated'), w(3));
  });

  it("docs/rules/legion.md, step 9: the wounds distribution itself is the attack's (Binomial(3, 35/48))", () => {
    expectPmf(pmf(vs(3, { minis: 5, woundThreshold: 1 })), w(3));
  });

  it('docs/rules/legion.md, step 9 (docs/scenario.md "Legion"): without minis/woundThreshold there is no minisDefeated', () => {
    const q = run(vs(1, {}));
    expect(q['minisDefeated']).toBeUndefined();
    expect(q['unitDefeated']).toBeUndefined();
  });
});

describe('unit profile validation (docs/scenario.md "Legion")', () => {
  it('docs/rules/legion.md, step 9 (docs/scenario.md "Legion"): minis needs woundThreshold', () => {
    expect(parseError(vs(1, { minis: 2 }))?.path).toBe('defender.woundThreshold');
  });

  it('docs/rules/legion.md, step 9 (docs/scenario.md "Legion"): woundsTaken must leave the unit alive', () => {
    expect(parseError(vs(1, { minis: 2, woundThreshold: 1, woundsTaken: 2 }))?.path).toBe(
      'defender.woundsTaken',
    );
  });

  it('docs/rules/legion.md, step 9 (docs/scenario.md "Legion"): minisInLos cannot exceed minis', () => {
    expect(parseError(vs(1, { minis: 2, woundThreshold: 1, minisInLos: 3 }))?.path).toBe(
      'defender.minisInLos',
    );
  });
});
