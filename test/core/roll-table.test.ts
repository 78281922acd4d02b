import { describe, expect, it } from 'vitest';
import { makeDie } from '../../src/engine/core/die.ts';
import { rollOutcomes } from '../../src/engine/core/multinomial.ts';
import { drawRoll, rollTable, uniform52 } from '../../src/engine/core/roll-table.ts';
import { seededRng } from '../../src/engine/core/rng.ts';
import { ATTACK_DICE, DEFENSE_DICE } from '../../src/engine/legion/dice.ts';
import { tableDistribution } from './table-distribution.ts';

const wide = makeDie('roll-table-d6x6', [1, 1, 1, 1, 1, 1]);
const dice = [
  ['red attack', ATTACK_DICE.red],
  ['white defense', DEFENSE_DICE.white],
  ['six-kind d6', wide],
] as const;

describe('alias roll tables (one draw per roll of up to `cap` dice)', () => {
  it.each(dice)('%s: the table of every m ≤ cap draws the exact multinomial', (_n, die) => {
    const t = rollTable(die);
    for (let m = 1; m <= t.cap; m++) {
      const drawn = tableDistribution(t, m, die.packBits, die.weights.length);
      const outs = rollOutcomes(die, m);
      expect(drawn.size).toBe(outs.length);
      for (const o of outs) expect(drawn.get([...o.counts].join(',')) ?? 0).toBeCloseTo(o.p, 13);
    }
  });

  it('caps rolls so packed counts never overflow and tables stay small', () => {
    expect(rollTable(ATTACK_DICE.red).cap).toBe(16); // C(19, 3) = 969 ≤ 1024 outcomes; 17: 1140
    expect(rollTable(DEFENSE_DICE.red).cap).toBe(32); // the dice cap (C(34, 2) = 561 outcomes)
    expect(rollTable(wide).cap).toBe(7); // C(12, 5) = 792; 8 dice would be 1287
    expect(rollTable(wide).cap).toBeLessThanOrEqual(wide.perFlush);
  });

  it('uniform52 uses the high bits of two draws and stays in [0, 1)', () => {
    const top = { next: () => -1 } as unknown as Parameters<typeof uniform52>[0];
    expect(uniform52(top)).toBe(1 - 2 ** -52);
    const t = rollTable(ATTACK_DICE.red);
    for (let m = 1; m <= t.cap; m++) {
      const last = drawRoll(t, m, 1 - 2 ** -52);
      expect(last).toBeGreaterThan(0); // a real outcome of the table, never past its end
    }
    const low = { next: () => 63 } as unknown as Parameters<typeof uniform52>[0];
    expect(uniform52(low)).toBe(0); // the six lowest bits never count
  });

  it('a seeded draw is reproducible', () => {
    const t = rollTable(ATTACK_DICE.white);
    const a = seededRng(9);
    const b = seededRng(9);
    for (let i = 0; i < 100; i++)
      expect(drawRoll(t, 7, uniform52(a))).toBe(drawRoll(t, 7, uniform52(b)));
  });
});
