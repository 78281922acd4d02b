import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runExact } from '../../../src/engine/core/exact.ts';
import type { Program, Step } from '../../../src/engine/core/program.ts';
import { BLANKS } from '../../../src/engine/legion/state.ts';
import { compile, differences, exact, parse, SLACK } from './quantities.ts';
import { scenarioArb } from './scenario-arb.ts';
import { asMelee, changed } from './scenario-variants.ts';

// Programs and scenarios that must give identical distributions.
// docs/testing.md "Testing, in layers" 3: properties of every valid scenario, checked with fast-check
// over small random pools so that the exact executor answers in milliseconds.

describe('compile-time shortcuts', () => {
  // The end of step 4 forgets the Blanks no later step needs (`blanksNeeded` in the context),
  // so that the exact executor merges more states. It must never change an outcome: the same
  // program with the Blanks put back after that step gives identical distributions (Ram X with
  // Djem So Mastery included: see "Ram 1 (moved) vs Djem So" in "regressions found by the
  // properties").
  function keepingBlanks(program: Program): Program {
    let replaced = 0;
    const steps = program.steps.map((st): Step => {
      if (st.kind !== 'det' || st.name !== 'end of step 4') return st;
      replaced++;
      return {
        ...st,
        run: (state) => {
          const blanks = state[BLANKS] as number;
          st.run(state);
          state[BLANKS] = blanks;
        },
      };
    });
    expect(replaced, 'the program has one "end of step 4" step').toBe(1);
    return { ...program, steps };
  }

  it('forgetting unneeded Blanks at the end of step 4 changes no distribution', () => {
    fc.assert(
      fc.property(scenarioArb, fc.boolean(), (input, melee) => {
        let s = parse(input);
        if (melee) s = asMelee(s);
        const program = compile(s);
        const pmfs = runExact(program);
        const kept = runExact(keepingBlanks(program));
        pmfs.forEach((pmf, i) => {
          const other = kept[i] ?? new Float64Array(0);
          expect(other.length).toBe(pmf.length);
          pmf.forEach((p, k) =>
            expect(
              Math.abs(p - (other[k] ?? 0)),
              `${program.observables[i]?.name}[${k}]`,
            ).toBeLessThan(SLACK),
          );
        });
      }),
      { numRuns: 80 },
    );
  });
});

describe('equivalent scenarios', () => {
  // AMG Keyword Glossary, Hold the Line: a defender engaged (defending in melee) gains surge→block — the
  // same as a surge→block chart, Uncanny Luck included (it keeps the surges Hold the Line
  // converts: see "Uncanny Luck with Hold the Line" in "regressions found by the properties").
  it('Hold the Line defending in melee = a surge→block chart', () => {
    fc.assert(
      fc.property(scenarioArb, (input) => {
        const s = changed(asMelee(parse(input)), (c) => {
          c.defender.surge = 'none';
          c.defender.keywords.holdTheLine = false;
        });
        const line = changed(s, (c) => {
          c.defender.keywords.holdTheLine = true;
        });
        const chart = changed(s, (c) => {
          c.defender.surge = 'block';
        });
        expect(differences(exact(line), exact(chart))).toEqual([]);
      }),
      { numRuns: 40 },
    );
  });
});
