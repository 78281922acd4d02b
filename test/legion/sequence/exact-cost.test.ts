import { describe, expect, it } from 'vitest';
import { ExactTooLarge } from '../../../src/engine/core/exact-too-large.ts';
import { legionGame } from '../../../src/engine/legion/game.ts';
import { SequencePlan } from '../../../src/engine/legion/carry.ts';
import { sequenceExact } from '../../../src/engine/legion/sequence-exact.ts';
import { sequenceExactCost } from '../../../src/engine/legion/sequence-exact-cost.ts';
import {
  SEQUENCE_AUTO_EPSILON,
  sequenceExactFeasible,
} from '../../../src/engine/legion/sequence-program.ts';
import {
  sequenceObservables,
  sequenceQuantities,
} from '../../../src/engine/legion/sequence-report.ts';
import {
  parseLegionSequence,
  type LegionSequence,
} from '../../../src/engine/legion/sequence-scenario.ts';
import bench from '../../../bench/scenarios/volleys.json';
import { SEQUENCES } from './catalogue.ts';
import { heavySequence } from './heavy.ts';

// Exact enumeration of a sequence is judged on the whole sequence, repeats and carried state
// included, and never grows without bound: a 20-attack sequence of 17 dice against a unit with
// two guardians was called quick (each attack alone is) and grew to 7 GB.

function sequence(input: unknown): LegionSequence {
  const r = parseLegionSequence(input);
  if (!r.ok) throw new Error(`${r.error.path}: ${r.error.message}`);
  return r.value;
}

describe('the exact estimate of a sequence', () => {
  it('counts every repeat: 5 and 20 attacks are Monte Carlo, by their margin', () => {
    for (const repeat of [5, 20]) {
      const seq = sequence(heavySequence(repeat));
      expect(sequenceExactFeasible(seq), `repeat ${repeat}`).toBe(false);
      expect(legionGame.autoEpsilon?.(seq)).toBe(SEQUENCE_AUTO_EPSILON);
    }
    // 20 attacks: hours, and far past the memory budget (refused before it starts).
    const twenty = sequence(heavySequence(20));
    expect(legionGame.exactSeconds(twenty)).toBeGreaterThan(3600);
    expect(legionGame.exactRefusal?.(twenty)).toMatch(/past its 512 MB budget/);
    expect(legionGame.exactRefusal?.(sequence(heavySequence(5)))).toBeNull();
  });

  it('grows with the repeats', () => {
    let before = 0;
    for (let repeat = 1; repeat <= 20; repeat++) {
      const cost = sequenceExactCost(new SequencePlan(sequence(heavySequence(repeat))));
      expect(cost.seconds, `repeat ${repeat}`).toBeGreaterThan(before);
      before = cost.seconds;
    }
  });

  it('keeps every catalogue sequence and the bench volleys exact', () => {
    for (const { name, scenario } of [...SEQUENCES, { name: 'bench volleys', scenario: bench }])
      expect(sequenceExactFeasible(sequence(scenario)), name).toBe(true);
  });

  it('a single attack is never given a margin', () => {
    const single = legionGame.parse({
      v: 1,
      game: 'legion',
      attacker: { dice: { red: 20, black: 20, white: 20 } },
    });
    if (!single.ok) throw new Error(single.error.message);
    expect(legionGame.exactFeasible(single.value)).toBe(false);
    expect(legionGame.autoEpsilon?.(single.value)).toBeNull();
  });
});

describe('the memory budget of exact enumeration', () => {
  it('refuses a sequence estimated past it at once', () => {
    const program = legionGame.compile(sequence(heavySequence(20)));
    const t0 = performance.now();
    expect(() => program.exact?.()).toThrow(ExactTooLarge);
    expect(performance.now() - t0).toBeLessThan(5000);
  });

  it('stops a run that passes it, with one line', () => {
    const plan = new SequencePlan(sequence(SEQUENCES[1]?.scenario));
    const q = sequenceQuantities(plan);
    const run = () => sequenceExact(plan, q, sequenceObservables(plan, q), 20_000);
    expect(run).toThrow(ExactTooLarge);
    expect(run).toThrow(
      /^exact enumeration of this sequence passed its memory budget .* at attack \d of 4;/,
    );
    // Within its budget the same run answers.
    expect(sequenceExact(plan, q, sequenceObservables(plan, q)).length).toBeGreaterThan(0);
  });
});
