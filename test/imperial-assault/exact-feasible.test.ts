import { describe, expect, it } from 'vitest';
import { iaExactFeasible } from '../../src/engine/imperial-assault/exact-feasible.ts';
import { parseIaScenario, type IaScenario } from '../../src/engine/imperial-assault/scenario.ts';

function parsed(attacker: Record<string, unknown>, defender: Record<string, unknown>): IaScenario {
  const r = parseIaScenario({
    v: 1,
    game: 'imperial-assault',
    attackType: 'melee',
    attacker,
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

  it('weighs face states by rerolls: four dice against two answer exactly with 1/1, not 4/2', () => {
    // 864 × 20 = 17,280 face states of red+blue+green+yellow against black+white.
    const attacker = { dice: { red: 1, blue: 1, green: 1, yellow: 1 } };
    const defender = { dice: { black: 1, white: 1 } };
    const at = (a: number, d: number): boolean =>
      iaExactFeasible(parsed({ ...attacker, rerolls: a }, { ...defender, rerolls: d }));
    expect(at(1, 1)).toBe(true);
    expect(at(2, 1)).toBe(true);
    expect(at(4, 2)).toBe(false);
  });

  it('leaves very large pools with rerolls to Monte Carlo, unless the rerolls are policy "none"', () => {
    const attacker = { dice: { red: 1, blue: 1, green: 2, yellow: 1 }, rerolls: 2 };
    const defender = { dice: { black: 1, white: 1 }, rerolls: 1 };
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
