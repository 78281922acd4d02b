import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runExact } from '../../src/engine/core/exact.ts';
import { simulateChunk } from '../../src/engine/core/montecarlo.ts';
import { seededRng } from '../../src/engine/core/rng.ts';
import { compileIa } from '../../src/engine/imperial-assault/compile.ts';
import { iaContext } from '../../src/engine/imperial-assault/context.ts';
import { imperialAssaultGame } from '../../src/engine/imperial-assault/game.ts';
import {
  DEFAULT_MEMO_BUDGET,
  MemoBudget,
  memoBudgetFor,
} from '../../src/engine/imperial-assault/memo-budget.ts';
import { RerollSolver } from '../../src/engine/imperial-assault/reroll-solver.ts';
import { parseIaScenario, type IaScenario } from '../../src/engine/imperial-assault/scenario.ts';
import {
  ATTACKER_REROLLS,
  DEFENDER_REROLLS,
  FRESH,
  STATE_SIZE,
} from '../../src/engine/imperial-assault/state.ts';
import { kindOf } from './reroll-reference.ts';

// The reroll search (IA Rules Reference Guide, Attacks, step 3) clears its memos when they pass a byte budget
// and recomputes on demand: with a budget small enough to clear many times per search, every
// decision, every exact PMF and every seeded Monte Carlo histogram must equal the unbounded run.

const TINY = 16 * 1024;

function parse(raw: Record<string, unknown>): IaScenario {
  const r = parseIaScenario({ v: 1, game: 'imperial-assault', ...raw });
  if (!r.ok) throw new Error(`${r.error.path}: ${r.error.message}`);
  return r.value;
}

const abilities = [
  { cost: 1, damage: 1 },
  { cost: 1, pierce: 2 },
  { cost: 1, accuracy: 2 },
  { cost: 2, damage: 2 },
];

const SCENARIOS: readonly IaScenario[] = [
  parse({
    attackType: 'ranged',
    distance: 4,
    attacker: { dice: { blue: 1, green: 1, yellow: 1 }, surgeAbilities: abilities, rerolls: 2 },
    defender: { dice: { black: 1, white: 1 }, rerolls: 1 },
  }),
  parse({
    attackType: 'melee',
    attacker: { dice: { red: 2, green: 1 }, surgeAbilities: abilities, rerolls: 3 },
    defender: { dice: { black: 1, white: 1 }, rerolls: 2 },
  }),
  // One white die the defender rerolls: few attacker views, and the defender's memos are charged
  // from inside the attacker's searches, so clears happen in the middle of a search.
  parse({
    attackType: 'ranged',
    distance: 5,
    attacker: {
      dice: { red: 1, blue: 1, green: 1, yellow: 1 },
      surgeAbilities: abilities,
      rerolls: 3,
    },
    defender: { dice: { white: 1 }, rerolls: 1 },
  }),
];

/** Two solvers of one scenario: the default budget and a tiny one. */
function solvers(sc: IaScenario): { big: RerollSolver; tiny: RerollSolver } {
  const steps = compileIa(sc).steps;
  return {
    big: new RerollSolver(iaContext(sc), steps),
    tiny: new RerollSolver(iaContext(sc), steps, new MemoBudget(TINY)),
  };
}

describe('reroll memo budget (IA Rules Reference Guide, Attacks, step 3)', () => {
  it('decides every first roll as the unbounded search, while clearing', () => {
    for (const sc of SCENARIOS) {
      const ctx = iaContext(sc);
      const { big, tiny } = solvers(sc);
      let compared = 0;
      fc.assert(
        fc.property(
          fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 12, maxLength: 12 }),
          (f) => {
            const s = new Int32Array(STATE_SIZE);
            let i = 0;
            ctx.pool.forEach((n, c) => {
              for (let k = 0; k < n; k++) {
                const slot = (FRESH[c] as number) + kindOf({ c, f: f[i++ % 12] as number });
                s[slot] = (s[slot] as number) + 1;
              }
            });
            s[ATTACKER_REROLLS] = ctx.attackerRerolls;
            s[DEFENDER_REROLLS] = ctx.defenderRerolls;
            expect(tiny.decide(true, s)).toBe(big.decide(true, s));
            expect(tiny.decide(false, s)).toBe(big.decide(false, s));
            compared++;
          },
        ),
        { numRuns: 150 },
      );
      expect(compared).toBe(150);
      expect(tiny.budget.clears).toBeGreaterThan(3);
      expect(big.budget.clears).toBe(0);
      expect(big.budget.limit).toBe(DEFAULT_MEMO_BUDGET);
    }
  });

  it('gives the same exact PMFs and seeded Monte Carlo histograms as the unbounded run', () => {
    for (const sc of SCENARIOS) {
      const budget = new MemoBudget(TINY);
      const bounded = compileIa(sc, budget);
      const unbounded = compileIa(sc);
      expect(runExact(bounded)).toEqual(runExact(unbounded));
      const clearsAfterExact = budget.clears;
      expect(clearsAfterExact).toBeGreaterThan(0);
      const plain = simulateChunk(unbounded, seededRng(7), 3000);
      expect(simulateChunk(bounded, seededRng(7), 3000)).toEqual(plain);
      expect(budget.clears).toBeGreaterThanOrEqual(clearsAfterExact);
      // A fresh program's Monte Carlo run fills its tables as trials meet states, clearing.
      const mcBudget = new MemoBudget(TINY);
      expect(simulateChunk(compileIa(sc, mcBudget), seededRng(7), 3000)).toEqual(plain);
      expect(mcBudget.clears).toBeGreaterThan(0);
    }
  });

  it('a compile takes the share it is given (a pool worker), else the whole default budget', () => {
    expect(memoBudgetFor(TINY).limit).toBe(TINY);
    expect(memoBudgetFor(undefined).limit).toBe(DEFAULT_MEMO_BUDGET);
    // Through the game's compile, as a worker compiles: a tiny share changes no answer.
    for (const sc of SCENARIOS) {
      const shared = imperialAssaultGame.compile(sc, { memoBytes: TINY });
      const alone = imperialAssaultGame.compile(sc);
      expect(runExact(shared)).toEqual(runExact(alone));
      expect(simulateChunk(shared, seededRng(11), 2000)).toEqual(
        simulateChunk(alone, seededRng(11), 2000),
      );
    }
  });
});
