import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runExact } from '../../../src/engine/core/exact.ts';
import { monteCarloQuantities } from '../../../src/engine/core/run.ts';
import { compileLegion } from '../../../src/engine/legion/compile.ts';
import { objectiveValue, scenarioObjective } from '../../../src/engine/legion/objective.ts';
import {
  parseLegionScenario,
  SORESU_POLICIES,
  type LegionScenario,
} from '../../../src/engine/legion/scenario.ts';
import { unitProfile } from '../../../src/engine/legion/unit-profile.ts';
import { SLACK } from './quantities.ts';

// Makashi Mastery "optimal" against its named policies; the defender's "optimal" Soresu
// Mastery against its named policies, for each objective: it
// tries both options at every state, so the attacker's goal is never higher than under any of
// them; best play on both sides leaves the attacker no worse with a token more; Monte Carlo
// plays each trial by the same decision table. Pools of at most 3 dice: milliseconds each.

const OBJECTIVES = ['mean', 'kill', 'atLeast:1', 'atLeast:2'] as const;

const small = fc.record({
  red: fc.integer({ min: 0, max: 2 }),
  white: fc.integer({ min: 0, max: 1 }),
  pierce: fc.integer({ min: 0, max: 1 }),
  surge: fc.constantFrom('none', 'hit', 'crit'),
  die: fc.constantFrom('red', 'white'),
  defSurge: fc.constantFrom('none', 'block'),
  dodge: fc.integer({ min: 0, max: 1 }),
  surgeTokens: fc.integer({ min: 0, max: 1 }),
  threshold: fc.integer({ min: 1, max: 2 }),
  goal: fc.constantFrom(...OBJECTIVES),
});

type Small = typeof small extends fc.Arbitrary<infer T> ? T : never;

function scenario(r: Small, policy: object | 'optimal'): LegionScenario {
  const p = parseLegionScenario({
    v: 1,
    game: 'legion',
    objective: r.goal,
    attacker: {
      dice: { red: r.red, white: r.white + (r.red === 0 ? 1 : 0) },
      surge: r.surge,
      keywords: { pierce: r.pierce },
    },
    defender: {
      die: r.die,
      surge: r.defSurge,
      tokens: { dodge: r.dodge, surge: r.surgeTokens },
      keywords: { soresuMastery: true },
      minis: 1,
      woundThreshold: r.threshold,
    },
    policy,
  });
  if (!p.ok) throw new Error(`${p.error.path}: ${p.error.message}`);
  return p.value;
}

function goalValue(s: LegionScenario): number {
  const f = objectiveValue(scenarioObjective(s), unitProfile(s));
  const pmf = runExact(compileLegion(s))[0] as Float64Array;
  return pmf.reduce((v, p, w) => v + p * f(w), 0);
}

describe('optimal Soresu Mastery', () => {
  it('leaves the attacker no more than any named Soresu policy does', () => {
    fc.assert(
      fc.property(small, (r) => {
        const best = goalValue(scenario(r, { soresu: 'optimal' }));
        for (const soresu of SORESU_POLICIES)
          expect(best).toBeLessThanOrEqual(goalValue(scenario(r, { soresu })) + SLACK);
      }),
      { numRuns: 15 },
    );
  });

  it('best play on both sides: an Aim token more never hurts the attacker', () => {
    fc.assert(
      fc.property(small, (r) => {
        const without = goalValue(scenario(r, 'optimal'));
        const s = scenario(r, 'optimal');
        const withAim = goalValue({
          ...s,
          attacker: { ...s.attacker, tokens: { ...s.attacker.tokens, aim: 1 } },
        });
        expect(withAim).toBeGreaterThanOrEqual(without - SLACK);
      }),
      { numRuns: 15 },
    );
  });
});

describe('optimal Makashi Mastery', () => {
  it('serves the attacker no worse than any named Makashi policy', () => {
    fc.assert(
      fc.property(small, fc.integer({ min: 1, max: 2 }), (r, pierce) => {
        const melee = (makashi: string): LegionScenario => {
          const s = scenario(r, { makashi });
          return {
            ...s,
            attackType: 'melee',
            attacker: {
              ...s.attacker,
              keywords: { ...s.attacker.keywords, pierce, makashiMastery: true },
            },
            defender: { ...s.defender, keywords: { ...s.defender.keywords, impervious: true } },
          };
        };
        const best = goalValue(melee('optimal'));
        for (const makashi of ['auto', 'always', 'never'])
          expect(best).toBeGreaterThanOrEqual(goalValue(melee(makashi)) - SLACK);
      }),
      { numRuns: 10 },
    );
  });
});

describe('Monte Carlo with optimal policies', () => {
  it('plays the decision table: its mean lands near the exact optimal mean, away from "auto"', () => {
    const r = {
      red: 3,
      white: 0,
      pierce: 1,
      surge: 'none',
      die: 'white',
      defSurge: 'none',
      dodge: 0,
      surgeTokens: 1,
      threshold: 2,
      goal: 'kill',
    } as const;
    const s = scenario(r, 'optimal');
    const exact = runExact(compileLegion(s))[0] as Float64Array;
    const mean = exact.reduce((m, p, w) => m + p * w, 0);
    const sd = Math.sqrt(exact.reduce((v, p, w) => v + p * (w - mean) ** 2, 0));
    const trials = 20_000;
    // 5 standard errors: a sound test fails by chance about once in 1.7 million runs.
    const tolerance = (5 * sd) / Math.sqrt(trials);
    const mc = monteCarloQuantities(compileLegion(s), trials, 7)['wounds']?.mean ?? NaN;
    expect(Math.abs(mc - mean)).toBeLessThan(tolerance);
    const auto = runExact(compileLegion(scenario(r, {})))[0] as Float64Array;
    const autoMean = auto.reduce((m, p, w) => m + p * w, 0);
    expect(Math.abs(autoMean - mean)).toBeGreaterThan(2 * tolerance);
  });
});
