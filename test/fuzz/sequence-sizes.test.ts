import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ExactTooLarge } from '../../src/engine/core/exact-too-large.ts';
import { SequencePlan } from '../../src/engine/legion/carry.ts';
import { legionGame } from '../../src/engine/legion/game.ts';
import { SEQUENCE_EXACT_BYTES, sequenceExact } from '../../src/engine/legion/sequence-exact.ts';
import { sequenceExactCost } from '../../src/engine/legion/sequence-exact-cost.ts';
import { sequenceExactFeasible } from '../../src/engine/legion/sequence-program.ts';
import {
  sequenceObservables,
  sequenceQuantities,
} from '../../src/engine/legion/sequence-report.ts';
import {
  parseLegionSequence,
  type LegionSequence,
} from '../../src/engine/legion/sequence-scenario.ts';

// Sizes (issue 33 item 1): a sequence of any repeat count, dice, unit and guardians is judged
// as a whole before it runs (quickly, growing with the repeats, never called quick past the
// memory budget), and its exact run answers or stops with ExactTooLarge, never grows unbounded.

const unit = fc.record({
  minis: fc.integer({ min: 1, max: 30 }),
  woundThreshold: fc.integer({ min: 1, max: 30 }),
});

const sequenceOf = (maxDice: number) =>
  fc
    .record({
      dice: fc.record({
        white: fc.integer({ min: 0, max: maxDice }),
        black: fc.integer({ min: 0, max: maxDice }),
        red: fc.integer({ min: 1, max: maxDice }),
      }),
      repeat: fc.integer({ min: 1, max: 20 }),
      defender: unit,
      dodge: fc.integer({ min: 0, max: 3 }),
      shield: fc.integer({ min: 0, max: 3 }),
      guardians: fc.array(unit, { maxLength: 2 }),
    })
    .map((r) => ({
      repeat: r.repeat,
      at: (repeat: number): LegionSequence => {
        const parsed = parseLegionSequence({
          v: 1,
          game: 'legion',
          defender: { ...r.defender, tokens: { dodge: r.dodge, shield: r.shield } },
          guardians: r.guardians.map((g) => ({ x: 2, ...g })),
          attacks: [{ attacker: { dice: r.dice, surge: 'crit' }, repeat }],
        });
        if (!parsed.ok) throw new Error(`${parsed.error.path}: ${parsed.error.message}`);
        return parsed.value;
      },
    }));

describe('sequence sizes', () => {
  it('the estimate is quick, grows with the repeats, and never calls quick what passes the budget', () => {
    fc.assert(
      fc.property(sequenceOf(12), (s) => {
        const seq = s.at(s.repeat);
        const t0 = performance.now();
        const cost = sequenceExactCost(new SequencePlan(seq));
        expect(performance.now() - t0).toBeLessThan(1000);
        if (sequenceExactFeasible(seq))
          expect(cost.bytes).toBeLessThanOrEqual(SEQUENCE_EXACT_BYTES);
        expect(legionGame.exactRefusal?.(seq) !== null).toBe(cost.bytes > SEQUENCE_EXACT_BYTES);
        if (s.repeat < 20) {
          const more = sequenceExactCost(new SequencePlan(s.at(s.repeat + 1)));
          expect(more.seconds).toBeGreaterThanOrEqual(cost.seconds);
          expect(more.bytes).toBeGreaterThanOrEqual(cost.bytes);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('an exact run answers or stops at its budget', () => {
    fc.assert(
      fc.property(sequenceOf(2), (s) => {
        const plan = new SequencePlan(s.at(s.repeat));
        const q = sequenceQuantities(plan);
        try {
          const pmfs = sequenceExact(plan, q, sequenceObservables(plan, q), 256 * 1024);
          const total = (pmfs[0] as Float64Array).reduce((a, b) => a + b, 0);
          expect(total).toBeCloseTo(1, 9);
        } catch (e) {
          expect(e).toBeInstanceOf(ExactTooLarge);
        }
      }),
      { numRuns: 15 },
    );
  });
});
