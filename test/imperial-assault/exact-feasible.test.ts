import { describe, expect, it } from 'vitest';
import {
  EXACT_WORK_LIMIT,
  exactWork,
  iaExactFeasible,
} from '../../src/engine/imperial-assault/exact-feasible.ts';
import { parseIaScenario, type IaScenario } from '../../src/engine/imperial-assault/scenario.ts';

/** Issue 17's attack: range 5, where accuracy counts, and three surge abilities. */
const ISSUE_17 = {
  attackType: 'ranged',
  distance: 5,
  surgeAbilities: [
    { cost: 1, damage: 2 },
    { cost: 1, pierce: 2 },
    { cost: 2, accuracy: 3 },
  ],
};

function parsed(
  attacker: Record<string, unknown>,
  defender: Record<string, unknown>,
  attack: Record<string, unknown> = { attackType: 'melee' },
): IaScenario {
  const { surgeAbilities, ...type } = attack;
  const r = parseIaScenario({
    v: 1,
    game: 'imperial-assault',
    ...type,
    attacker: surgeAbilities ? { ...attacker, surgeAbilities } : attacker,
    defender,
  });
  if (!r.ok) throw new Error(`${r.error.path}: ${r.error.message}`);
  return r.value;
}

describe('Imperial Assault exactFeasible', () => {
  it('is true for every pool without rerolls, the largest included', () => {
    const big = parsed(
      { dice: { red: 2, blue: 2, green: 2, yellow: 2 }, focused: true },
      { dice: { black: 2, white: 2 } },
    );
    expect(iaExactFeasible(big)).toBe(true);
  });

  it('is true for realistic pools with rerolls (three attack dice, two defense dice)', () => {
    const s = parsed(
      { dice: { blue: 1, green: 1, yellow: 1 }, rerolls: 2 },
      { dice: { black: 1, white: 1 }, rerolls: 1 },
    );
    expect(iaExactFeasible(s)).toBe(true);
  });

  it('weighs the pool by rerolls: four dice against 2 black + 2 white are exact up to 3/3, not 4/4', () => {
    // 864 attack faces × 150 defense faces, each attacker reroll a round of play and of search.
    const attacker = { dice: { red: 1, blue: 1, green: 1, yellow: 1 } };
    const defender = { dice: { black: 2, white: 2 } };
    const at = (a: number, d: number): boolean =>
      iaExactFeasible(parsed({ ...attacker, rerolls: a }, { ...defender, rerolls: d }, ISSUE_17));
    expect(at(1, 1)).toBe(true);
    expect(at(2, 2)).toBe(true);
    expect(at(3, 3)).toBe(true);
    expect(at(4, 0)).toBe(true);
    expect(at(4, 4)).toBe(false);
  });

  it('counts the other side by its totals: six dice with one reroll against an unrerolled defense are exact, two are not', () => {
    const attacker = { dice: { red: 2, blue: 2, green: 1, yellow: 1 } };
    const defender = { dice: { black: 2, white: 2 } };
    const at = (rerolls: number): boolean =>
      iaExactFeasible(parsed({ ...attacker, rerolls }, defender, ISSUE_17));
    expect(at(1)).toBe(true);
    expect(at(2)).toBe(false);
    // Defender rerolls only: the attack is played once per defense roll, by its settled totals.
    const eight = { dice: { red: 2, blue: 2, green: 2, yellow: 2 } };
    expect(iaExactFeasible(parsed(eight, { ...defender, rerolls: 4 }, ISSUE_17))).toBe(true);
  });

  it('leaves very large pools with rerolls to Monte Carlo, unless the rerolls are policy "none"', () => {
    const attacker = { dice: { red: 2, blue: 2, green: 2, yellow: 2 }, rerolls: 2 };
    const defender = { dice: { black: 2, white: 2 }, rerolls: 2 };
    expect(exactWork(parsed(attacker, defender))).toBeGreaterThan(20 * EXACT_WORK_LIMIT);
    expect(iaExactFeasible(parsed(attacker, defender))).toBe(false);
    const none = parsed(attacker, defender);
    expect(
      iaExactFeasible({
        ...none,
        policy: { ...none.policy, attackerRerolls: 'none', defenderRerolls: 'none' },
      }),
    ).toBe(true);
  });
});
