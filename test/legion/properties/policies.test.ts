import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LegionScenario } from '../../../src/engine/legion/scenario.ts';
import { CATALOGUE } from '../catalogue.ts';
import {
  differences,
  exact,
  mean,
  meanWounds,
  parse,
  type Quantities,
  SLACK,
} from './quantities.ts';
import { scenarioArb } from './scenario-arb.ts';
import { asMelee, changed } from './scenario-variants.ts';

// The decision policies against their alternatives: Pierce split, rerolls, Makashi and Soresu
// Mastery.
// docs/testing.md "Testing, in layers" 3: properties of every valid scenario, checked with fast-check
// over small random pools so that the exact executor answers in milliseconds.

describe('policies', () => {
  it('defender-first Pierce never deals fewer defender wounds than guardian-first, nor more guardian wounds', () => {
    fc.assert(
      fc.property(scenarioArb, (input) => {
        const s = parse(input);
        fc.pre(s.guardians.length > 0 && s.attacker.keywords.pierce > 0);
        const q = (split: 'defender-first' | 'guardian-first') =>
          exact(
            changed(s, (c) => {
              c.policy.pierceSplit = split;
            }),
          );
        const d = q('defender-first');
        const g = q('guardian-first');
        expect(d['wounds']?.mean).toBeGreaterThanOrEqual((g['wounds']?.mean ?? NaN) - SLACK);
        expect(d['guardianWounds']?.mean).toBeLessThanOrEqual(
          (g['guardianWounds']?.mean ?? NaN) + SLACK,
        );
      }),
      { numRuns: 30 },
    );
  });

  // docs/rules/legion.md "Reroll, crit-fishing": as conservative, then also reroll hits *that cannot
  // become wounds*. Rerolling only such hits can turn one into a crit and never loses a wound,
  // so on every catalogue scenario (docs/rules/legion.md "Default policies": policies are tested against the alternatives on
  // the catalogue) crit-fishing must deal at least the mean wounds of conservative.
  it.each(CATALOGUE.map((e) => [e.name, e] as const))(
    'crit-fishing never deals fewer mean wounds than conservative: %s',
    (_name, e) => {
      const s = parse(e.scenario);
      const q = (reroll: 'conservative' | 'crit-fishing') =>
        meanWounds(
          changed(s, (c) => {
            c.policy.reroll = reroll;
          }),
        );
      expect(q('crit-fishing')).toBeGreaterThanOrEqual(q('conservative') - SLACK);
    },
  );
});

describe('Makashi Mastery and Soresu Mastery policies', () => {
  // docs/rules/legion.md, step 2, keywords/makashi-mastery.ts: "auto" uses Makashi Mastery only when
  // that raises the attacker's mean wounds, decided exactly at compile time. So "auto" is the
  // better of "always" and "never", "never" is the keyword absent, and "auto" never lowers
  // mean wounds against the keyword absent. (Half the cases are made melee, where it acts.)
  it('Makashi "auto" never lowers mean wounds vs absent and is the better of always/never', () => {
    fc.assert(
      fc.property(
        scenarioArb,
        fc.boolean(),
        fc.integer({ min: 0, max: 2 }),
        (input, melee, pierceIfNone) => {
          let s = parse(input);
          if (melee) s = asMelee(s);
          s = changed(s, (c) => {
            if (c.attacker.keywords.pierce === 0) c.attacker.keywords.pierce = pierceIfNone;
          });
          const v = (on: boolean, policy: LegionScenario['policy']['makashi']) =>
            exact(
              changed(s, (c) => {
                c.attacker.keywords.makashiMastery = on;
                c.policy.makashi = policy;
              }),
            );
          const absent = v(false, 'auto');
          const auto = v(true, 'auto');
          const always = v(true, 'always');
          const never = v(true, 'never');
          expect(mean(auto)).toBeGreaterThanOrEqual(mean(absent) - SLACK);
          expect(differences(never, absent)).toEqual([]);
          expect(mean(auto)).toBeGreaterThanOrEqual(Math.max(mean(always), mean(never)) - SLACK);
          const isOne =
            differences(auto, always).length === 0 || differences(auto, never).length === 0;
          expect(isOne).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
  });

  // keywords/soresu-mastery.ts, policies/soresu.ts: "auto" rerolls every defense die exactly
  // when the expected wounds after a reroll are lower than the dice in hand give, so it never
  // raises the defender's mean wounds. "always" rerolls every die whatever it shows — a fresh
  // roll of the same dice, with nothing in between reading the first roll — so "always",
  // "never" and the keyword absent give identical distributions, for the defender and for
  // guardians (which spend a Dodge on it) alike.
  it('Soresu "auto" never raises mean wounds vs absent; "always" = "never" = absent', () => {
    fc.assert(
      fc.property(scenarioArb, (input) => {
        const s = parse(input);
        const v = (def: boolean, guard: boolean, policy: LegionScenario['policy']['soresu']) =>
          exact(
            changed(s, (c) => {
              c.defender.keywords.soresuMastery = def;
              for (const g of c.guardians) g.keywords.soresuMastery = guard;
              c.policy.soresu = policy;
            }),
          );
        const absent = v(false, false, 'auto');
        expect(mean(v(true, false, 'auto'))).toBeLessThanOrEqual(mean(absent) + SLACK);
        expect(differences(v(true, true, 'always'), absent)).toEqual([]);
        expect(differences(v(true, true, 'never'), absent)).toEqual([]);
      }),
      { numRuns: 80 },
    );
  });

  // A guardian's Soresu "auto" minimises the Blanks it keeps before converting surges, ignoring
  // Pierce: with Pierce spent on the guardian's blocks it is a heuristic (and the Pierce split
  // then links the guardian's dice to the defender's wounds), so the claim is made with Pierce
  // out of play — no Pierce, Lethal or Duelist in the pool.
  it('a guardian\'s Soresu "auto" never raises its mean wounds (Pierce out of play)', () => {
    fc.assert(
      fc.property(scenarioArb, fc.integer({ min: 1, max: 2 }), (input, dodge) => {
        const s = changed(parse(input), (c) => {
          c.attacker.keywords.pierce = 0;
          c.attacker.keywords.lethal = 0;
          c.attacker.keywords.duelist = false;
          for (const g of c.guardians) g.tokens.dodge = Math.max(g.tokens.dodge, dodge);
        });
        fc.pre(s.guardians.length > 0);
        const v = (on: boolean) =>
          exact(
            changed(s, (c) => {
              for (const g of c.guardians) g.keywords.soresuMastery = on;
              c.policy.soresu = 'auto';
            }),
          );
        const without = v(false);
        const withSoresu = v(true);
        expect(mean(withSoresu, 'guardianWounds')).toBeLessThanOrEqual(
          mean(without, 'guardianWounds') + SLACK,
        );
        // The guardian's dice never change what reaches the defender.
        expect(
          differences(
            { w: withSoresu['wounds'] } as Quantities,
            { w: without['wounds'] } as Quantities,
          ),
        ).toEqual([]);
      }),
      { numRuns: 40 },
    );
  });
});
