import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runExact } from '../../../src/engine/core/exact.ts';
import {
  histogramLayout,
  type DetStep,
  type Program,
  type Step,
} from '../../../src/engine/core/program.ts';
import { simulateCounts } from '../../../src/engine/core/run.ts';
import { seedArb } from '../../core/seed-arb.ts';
import { compile, parse } from './quantities.ts';
import { scenarioArb } from './scenario-arb.ts';
import { poolDice } from './scenario-variants.ts';
import { type JsonRecord } from '../../../src/engine/index.ts';

// Defender and guardian wounds never exceed the attack pool, per attack.
// docs/testing.md "Testing, in layers" 3: properties of every valid scenario, checked with fast-check
// over small random pools so that the exact executor answers in milliseconds.

describe('wounds against the pool', () => {
  // Claim: in every single attack, the defender's wounds plus all guardians' wounds are at
  // most the number of attack dice in the pool (Spray included). Each die ends as at most one
  // hit or crit; a guardian removes a hit from the defender for the one die it rolls for it
  // (so at most one wound), and Pierce only turns the blocks of dice rolled for results into
  // wounds. Ram, Marksman and Jar'Kai change results, never add them.
  //
  // Per attack, not per marginal: max wounds + max guardian wounds can exceed the dice (all
  // crits vs all hits), so the PMF supports alone prove nothing. The test appends one step to
  // the compiled program that writes wounds + guardianWounds (and whether guardianWounds is
  // the sum of the guardian{i} counts) into extra state slots, observed like any quantity:
  // the exact executor then gives the joint sum's exact PMF over every branch, and the Monte
  // Carlo executor checks it trial by trial.
  function withJointChecks(program: Program): { program: Program; sum: number; split: number } {
    const find = (name: string) => {
      const o = program.observables.find((x) => x.name === name);
      if (!o) throw new Error(`no observable ${name}`);
      return o;
    };
    const wounds = find('wounds');
    const guardians = find('guardianWounds');
    const each = program.observables.filter((o) => /^guardian\d+$/.test(o.name));
    const sumSlot = program.init.length;
    const splitSlot = sumSlot + 1;
    const init = new Int32Array(sumSlot + 2);
    init.set(program.init);
    const joint: DetStep = {
      kind: 'det',
      name: 'test: wounds + guardian wounds',
      run: (st) => {
        const g = st[guardians.slot] as number;
        st[sumSlot] = (st[wounds.slot] as number) + g;
        let parts = 0;
        for (const o of each) parts += st[o.slot] as number;
        st[splitSlot] = parts === g ? 0 : 1;
      },
    };
    const steps: Step[] = [...program.steps, joint];
    const observables = [
      ...program.observables,
      { name: 'woundsPlusGuardians', slot: sumSlot, max: wounds.max + guardians.max },
      { name: 'guardianSplitMismatch', slot: splitSlot, max: 1 },
    ];
    return {
      // The inert window (if any) still ends at the same step: the joint step comes last.
      program: {
        init,
        steps,
        observables,
        derived: [],
        ...(program.inert ? { inert: program.inert } : {}),
      },
      sum: observables.length - 2,
      split: observables.length - 1,
    };
  }

  it('defender + guardian wounds never exceed the pool, in every exact branch and every trial', () => {
    fc.assert(
      fc.property(
        scenarioArb,
        fc.integer({ min: 1, max: 3 }),
        fc.constantFrom('red', 'white'),
        seedArb,
        (input, x, die, seed) => {
          // Most cases get a guardian: added where the parser allows one (Ranged, trooper).
          const raw = input as JsonRecord & { defender: JsonRecord };
          const canGuard =
            raw['attackType'] === 'ranged' &&
            raw.defender['unitType'] === 'trooper' &&
            raw['guardians'] === undefined;
          const s = parse(canGuard ? { ...raw, guardians: [{ x, die }] } : raw);
          const dice = poolDice(s);
          const original = compile(s);
          const { program, sum, split } = withJointChecks(original);

          const pmfs = runExact(program);
          // The extra step reads the final state only: the original quantities are untouched.
          expect(pmfs.slice(0, original.observables.length)).toEqual(runExact(original));
          const joint = pmfs[sum] ?? new Float64Array(0);
          const over = joint.slice(dice + 1).reduce((t, p) => t + p, 0);
          expect(over, `P(wounds + guardian wounds > ${dice})`).toBe(0);
          expect(pmfs[split]?.[1] ?? 0, 'guardianWounds ≠ Σ guardian{i}').toBe(0);

          const counts = simulateCounts(program, 1000, seed);
          const { offsets } = histogramLayout(program);
          const at = offsets[sum] ?? 0;
          const maxSum = program.observables[sum]?.max ?? 0;
          let trialsOver = 0;
          for (let k = dice + 1; k <= maxSum; k++) trialsOver += counts[at + k] ?? 0;
          expect(trialsOver, 'trials over the pool').toBe(0);
          expect(counts[(offsets[split] ?? 0) + 1], 'trials with a guardian split mismatch').toBe(
            0,
          );
        },
      ),
      { numRuns: 40 },
    );
  });
});
