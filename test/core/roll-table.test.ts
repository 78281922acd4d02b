import { describe, expect, it } from 'vitest';
import { makeDie } from '../../src/engine/core/die.ts';
import { rollOutcomes } from '../../src/engine/core/multinomial.ts';
import { drawRoll, rollTable, type RollTable } from '../../src/engine/core/roll-table.ts';
import { seededRng } from '../../src/engine/core/rng.ts';
import { ATTACK_DICE, DEFENSE_DICE } from '../../src/engine/legion/dice.ts';
import { tableDistribution } from './table-distribution.ts';

const draw = (t: RollTable, m: number, rng: Parameters<typeof drawRoll>[4]): number =>
  drawRoll(t.columns, t.off, t.shift, m, rng);

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
      const ids = new Set(outs.map((o) => [...o.counts].join(',')));
      for (const id of drawn.keys()) expect(ids.has(id)).toBe(true);
      // Thresholds have 52 bits per column: only outcomes rarer than that (e.g. 22 blocks on
      // white defense dice, 6^-22) can round to never drawn.
      for (const o of outs) {
        const p = drawn.get([...o.counts].join(',')) ?? 0;
        expect(p).toBeCloseTo(o.p, 13);
        if (o.p > 2 ** -40) expect(p).toBeGreaterThan(0);
      }
    }
  });

  it('caps rolls so packed counts never overflow and tables stay small', () => {
    expect(rollTable(ATTACK_DICE.red).cap).toBe(12); // C(15, 3) = 455 ≤ 512 outcomes; 13: 560
    expect(rollTable(DEFENSE_DICE.red).cap).toBe(20); // the dice cap (C(22, 2) = 231 outcomes)
    expect(rollTable(wide).cap).toBe(6); // C(11, 5) = 462; 7 dice would be 792
    expect(rollTable(wide).cap).toBeLessThanOrEqual(wide.perFlush);
  });

  it('is exact for a die whose sides are a power of two (d8): sides^m × P is the face count', () => {
    // Integer masses all the way (threshold high and low parts), so no rounding anywhere.
    for (const die of [ATTACK_DICE.red, ATTACK_DICE.black, ATTACK_DICE.white]) {
      const t = rollTable(die);
      for (let m = 1; m <= t.cap; m++) {
        const drawn = tableDistribution(t, m, die.packBits, die.weights.length);
        for (const o of rollOutcomes(die, m)) {
          const faces = (drawn.get([...o.counts].join(',')) ?? 0) * die.sides ** m;
          expect(Number.isInteger(faces)).toBe(true);
          expect(faces / die.sides ** m).toBeCloseTo(o.p, 13);
        }
      }
    }
  });

  it('one draw per roll; a second only on a threshold tie, never for up to 8 d8 dice', () => {
    const t = rollTable(ATTACK_DICE.red);
    const counting = (values: number[]) => {
      let calls = 0;
      return {
        rng: { next: () => values[calls++] ?? 0 } as unknown as Parameters<typeof drawRoll>[4],
        calls: () => calls,
      };
    };
    // The top draw (all 26 high bits set) lands in the last column of every row.
    for (let m = 1; m <= t.cap; m++) {
      const r = counting([-1]);
      expect(draw(t, m, r.rng)).toBeGreaterThanOrEqual(0);
      expect(r.calls()).toBe(1);
    }
    // Up to 8 d8 dice (24 bits of faces) the thresholds fit the first draw: a tie never asks
    // for more bits.
    const end = 4 * ((t.off[8] as number) + 2 ** (26 - (t.shift[8] as number)));
    for (let i = 1; i < end; i += 4) expect(t.columns[i]).toBe(0);
    // d6 (not dyadic): on a tie the next draw decides.
    const d6 = rollTable(DEFENSE_DICE.red);
    let tie = -1;
    for (let i = 0; i < d6.columns.length; i += 4) if (d6.columns[i + 1] !== 0) tie = i / 4;
    expect(tie).toBeGreaterThanOrEqual(0);
    let m = 1;
    while (m < d6.cap && (d6.off[m + 1] as number) <= tie) m++;
    const sh = d6.shift[m] as number;
    const x = ((tie - (d6.off[m] as number)) << sh) + (d6.columns[4 * tie] as number);
    const below = counting([x << 6, 0]);
    expect(draw(d6, m, below.rng)).toBe(d6.columns[4 * tie + 2]);
    expect(below.calls()).toBe(2);
    const above = counting([x << 6, -1]);
    expect(draw(d6, m, above.rng)).toBe(d6.columns[4 * tie + 3]);
    expect(above.calls()).toBe(2);
  });

  it('a seeded draw is reproducible', () => {
    const t = rollTable(ATTACK_DICE.white);
    const a = seededRng(9);
    const b = seededRng(9);
    for (let i = 0; i < 100; i++) expect(draw(t, 7, a)).toBe(draw(t, 7, b));
  });
});
