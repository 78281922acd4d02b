import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runExact } from '../../../src/engine/core/exact.ts';
import { compileLegion } from '../../../src/engine/legion/compile.ts';
import { objectiveValue, scenarioObjective } from '../../../src/engine/legion/objective.ts';
import type { LegionScenario } from '../../../src/engine/legion/scenario.ts';
import { unitProfile } from '../../../src/engine/legion/unit-profile.ts';
import { parse, SLACK } from './quantities.ts';
import { scenarioArb } from './scenario-arb.ts';
import { changed, poolDice } from './scenario-variants.ts';

// Best play ("optimal" rerolls) against the named policies, for each objective: it tries every
// reroll they could make, so it is never worse for its goal; and a token more never hurts it
// (it may leave the token unspent). Small pools: each exact solve takes milliseconds.

const OBJECTIVES = ['mean', 'kill', 'atLeast:1', 'atLeast:2'] as const;

/** The objective's value of the scenario's exact answer. */
function goalValue(s: LegionScenario): number {
  const f = objectiveValue(scenarioObjective(s), unitProfile(s));
  const pmf = runExact(compileLegion(s))[0] as Float64Array;
  return pmf.reduce((v, p, w) => v + p * f(w), 0);
}

/** A random small scenario playing for `goal` (kill only with a unit profile). */
function withGoal(input: unknown, goal: (typeof OBJECTIVES)[number]): LegionScenario | null {
  const s = parse(input);
  const k = s.attacker.keywords;
  const t = s.attacker.tokens;
  // Keep it small, with a reroll to decide; the defender's and Makashi's "auto" choices are
  // worked out from each policy's own answer, so they could differ between the two plays.
  if (poolDice(s) > 4 || t.aim + t.observation === 0 || k.makashiMastery) return null;
  if (s.defender.keywords.soresuMastery || s.guardians.length > 0) return null;
  if (goal === 'kill' && s.defender.minis === null) return null;
  return changed(s, (c) => {
    c.objective = goal;
  });
}

const play = (s: LegionScenario, reroll: LegionScenario['policy']['reroll']) =>
  goalValue(
    changed(s, (c) => {
      c.policy.reroll = reroll;
    }),
  );

describe('optimal rerolls', () => {
  it('are never worse for their goal than conservative or crit-fishing', () => {
    fc.assert(
      fc.property(scenarioArb, fc.constantFrom(...OBJECTIVES), (input, goal) => {
        const s = withGoal(input, goal);
        fc.pre(s !== null);
        if (!s) return;
        const best = play(s, 'optimal');
        expect(best).toBeGreaterThanOrEqual(play(s, 'conservative') - SLACK);
        expect(best).toBeGreaterThanOrEqual(play(s, 'crit-fishing') - SLACK);
      }),
      { numRuns: 20 },
    );
  });

  it('are never worse with an Observation token more', () => {
    fc.assert(
      fc.property(scenarioArb, fc.constantFrom(...OBJECTIVES), (input, goal) => {
        const s = withGoal(input, goal);
        fc.pre(s !== null);
        if (!s) return;
        const more = changed(s, (c) => {
          c.attacker.tokens.observation += 1;
        });
        expect(play(more, 'optimal')).toBeGreaterThanOrEqual(play(s, 'optimal') - SLACK);
      }),
      { numRuns: 20 },
    );
  });

  it('are never worse with an Aim token more (no keyword spends what Aim is left)', () => {
    fc.assert(
      fc.property(scenarioArb, fc.constantFrom(...OBJECTIVES), (input, goal) => {
        const s = withGoal(input, goal);
        fc.pre(s !== null);
        if (!s) return;
        const k = s.attacker.keywords;
        fc.pre(k.lethal === 0 && !k.marksman && !k.duelist);
        const more = changed(s, (c) => {
          c.attacker.tokens.aim += 1;
        });
        expect(play(more, 'optimal')).toBeGreaterThanOrEqual(play(s, 'optimal') - SLACK);
      }),
      { numRuns: 20 },
    );
  });
});
