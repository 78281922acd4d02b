import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { meanWounds, parse, SLACK } from './quantities.ts';
import { scenarioArb } from './scenario-arb.ts';
import {
  changed,
  defenderFirst,
  lethalPierceFirst,
  marksmanConverts,
  noMarksmanVsCoverPool,
} from './scenario-variants.ts';

// More dice, more Pierce, less cover: never fewer mean wounds (and the documented exceptions).
// docs/testing.md "Testing, in layers" 3: properties of every valid scenario, checked with fast-check
// over small random pools so that the exact executor answers in milliseconds.

describe('monotonicity of mean wounds', () => {
  // Each extra hit or crit adds at most one cover die or defense die, which cancels at most that
  // one result, so more results never mean fewer wounds. Both reroll policies are included (a
  // search over thousands of small scenarios found no counterexample for either); the Pierce
  // split is pinned to "defender-first" for the reason given at `defenderFirst`. Marksman is
  // checked with the "convert" policy, except against an amg cover pool (see
  // `noMarksmanVsCoverPool`), and Lethal X with "pierce-first" only: under the other policies an
  // extra die can divert the Aim from a conversion or from Lethal to a reroll (see
  // `marksmanConverts`, `lethalPierceFirst` and the documented exceptions below). Jar'Kai
  // Mastery (melee only; its Dodge tokens have no other use) is checked as it is. Conversion
  // bugs this property found are pinned in "regressions found by the properties" and in
  // rules/surge-keywords.test.ts (Marksman + Low Profile).
  it('adding an attack die never lowers mean wounds (defender-first Pierce split)', () => {
    fc.assert(
      fc.property(scenarioArb, fc.constantFrom('red', 'black', 'white'), (input, colour) => {
        const s = noMarksmanVsCoverPool(
          marksmanConverts(lethalPierceFirst(defenderFirst(parse(input)))),
        );
        const more = changed(s, (c) => {
          c.attacker.dice[colour] += 1;
        });
        expect(meanWounds(more)).toBeGreaterThanOrEqual(meanWounds(s) - SLACK);
      }),
      { numRuns: 80 },
    );
  });

  it('adding Pierce 1 never lowers mean wounds', () => {
    fc.assert(
      fc.property(scenarioArb, (input) => {
        let s = parse(input);
        // Impervious rolls one defense die per point of the pool's Pierce. With "guardian-first"
        // that extra Pierce may all be spent on a guardian's blocks, leaving the defender one more
        // die and no Pierce to cancel it: wounds can fall under the rules. Exclude that pairing.
        if (s.defender.keywords.impervious) s = defenderFirst(s);
        const more = changed(s, (c) => {
          c.attacker.keywords.pierce += 1;
        });
        expect(meanWounds(more)).toBeGreaterThanOrEqual(meanWounds(s) - SLACK);
      }),
      { numRuns: 80 },
    );
  });

  it('cover never raises mean wounds: none ≥ light ≥ heavy (defender-first Pierce split)', () => {
    fc.assert(
      fc.property(scenarioArb, (input) => {
        const s = defenderFirst(parse(input));
        const [none, light, heavy] = (['none', 'light', 'heavy'] as const).map((cover) =>
          meanWounds(
            changed(s, (c) => {
              c.defender.cover = cover;
            }),
          ),
        );
        expect(light).toBeLessThanOrEqual((none ?? NaN) + SLACK);
        expect(heavy).toBeLessThanOrEqual((light ?? NaN) + SLACK);
      }),
      { numRuns: 60 },
    );
  });

  // Why the monotonicity properties above pin "defender-first": this guardian-first case is a
  // counterexample under the rules, not an engine bug. The extra red die's hit goes to the
  // guardian, whose block then soaks up the Pierce the defender's block needed.
  it('guardian-first Pierce split can lose wounds to an extra die (documented exception)', () => {
    const base = (red: number) => ({
      v: 1,
      game: 'legion',
      attacker: { dice: { red, white: 3 }, keywords: { pierce: 1, critical: 1 } },
      defender: { die: 'red', surge: 'block' },
      guardians: [{ x: 4, die: 'red', surge: 'block' }],
      policy: { pierceSplit: 'guardian-first' },
    });
    expect(meanWounds(base(1))).toBeLessThan(meanWounds(base(0)));
    const first = (red: number) => ({ ...base(red), policy: { pierceSplit: 'defender-first' } });
    expect(meanWounds(first(1))).toBeGreaterThanOrEqual(meanWounds(first(0)));
  });

  // Why the die property pins Lethal to "pierce-first" (found with fast-check seed 1037922211):
  // a counterexample under the documented default policy, not an engine bug. AMG Keyword Glossary, Lethal X:
  // Aim tokens spent on Lethal "may not reroll dice"; docs/rules/legion.md "Default policies": Lethal
  // "auto" keeps an Aim for Lethal only when no die is worth rerolling. White attack dice (hit or
  // crit 1/4, no surge chart), Impact 1 against Armor 1 (a lone hit becomes a crit), red defense
  // dice (block 1/2) with Uncanny Luck 1 (a non-block rerolled: one die blocks 3/4).
  // 1 die: it succeeds (1/4) → the Aim goes to Lethal, Pierce 1 cancels the block: 1 wound; it
  // fails (3/4) → rerolled, 1/4 · 1/4 (unblocked). Mean 1/4 + 3/4 · 1/16 = 19/64.
  // 2 dice: one succeeds and one fails (3/8) → the Aim rerolls the failure and Lethal's sure
  // wound (1) becomes 41/128; with both failures rerolled and the both-succeed case
  // (1/16 · 11/8) the mean is 11/128 + 3/8 · 41/128 + 9/16 · 65/512 = 2273/8192 < 19/64.
  it('Lethal "auto" can lose wounds to an extra die (documented exception)', () => {
    const sc = (white: number, lethal: 'auto' | 'pierce-first') => ({
      v: 1,
      game: 'legion',
      attacker: { dice: { white }, tokens: { aim: 1 }, keywords: { impact: 1, lethal: 1 } },
      defender: { die: 'red', keywords: { armor: 1, uncannyLuck: 1 } },
      policy: { lethal },
    });
    expect(meanWounds(sc(1, 'auto'))).toBeCloseTo(19 / 64, 12);
    expect(meanWounds(sc(2, 'auto'))).toBeCloseTo(2273 / 8192, 12);
    // "pierce-first" keeps the Aim for Lethal: 1/4 (1 die) → 59/128 (2 dice).
    expect(meanWounds(sc(1, 'pierce-first'))).toBeCloseTo(1 / 4, 12);
    expect(meanWounds(sc(2, 'pierce-first'))).toBeCloseTo(59 / 128, 12);
  });

  // Why the die property pins Marksman to "convert": a counterexample under the documented
  // "reroll" policy (keywords/marksman.ts: it always rerolls first; AMG Keyword Glossary, Marksman: an Aim
  // spent on a conversion changes a result "instead of rerolling dice"), not an engine bug.
  // 1 red die, 1 Aim, a guardian (Guardian 1) taking one hit: a hit or crit (6/8) keeps the Aim,
  // which turns the hit the guardian would take into a crit; only a Blank is rerolled. With a
  // white die added, that die is usually a Blank (6/8 with no surge chart): "reroll" spends the
  // Aim on it, and the red hit goes to the guardian. 125/192 → 3275/6144 under "reroll";
  // "convert" (the checked policy) gives 5/8 → 295/384.
  it('Marksman "reroll" can lose wounds to an extra die (documented exception)', () => {
    const sc = (white: number, marksman: 'reroll' | 'convert') => ({
      v: 1,
      game: 'legion',
      attacker: { dice: { red: 1, white }, tokens: { aim: 1 }, keywords: { marksman: true } },
      guardians: [{ x: 1 }],
      policy: { marksman },
    });
    expect(meanWounds(sc(0, 'reroll'))).toBeCloseTo(125 / 192, 12);
    expect(meanWounds(sc(1, 'reroll'))).toBeCloseTo(3275 / 6144, 12);
    expect(meanWounds(sc(0, 'convert'))).toBeCloseTo(5 / 8, 12);
    expect(meanWounds(sc(1, 'convert'))).toBeCloseTo(295 / 384, 12);
  });

  // Why the die property leaves out Marksman against the amg cover pool: the conversion
  // policy's tie-break, a limitation documented at `lasting` in policies/convert-results.ts (the
  // pool is a roll, not a certainty; docs/rules/legion.md, step 5c: 1 cover die per hit, hits only).
  // 1 or 2 red dice and 1 white, 1 Aim, a Surge token, "convert", light cover with Dug In (red
  // cover dice) and a guardian (Guardian 2). On hit + hit + Blank, Blank→hit and hit→crit tie
  // (the guardian takes two hits either way: 1 result); the tie goes to Blank→hit, and the
  // cover dice then cancel some of the three hits before the guardian, where hit→crit's crit
  // was out of reach of both. 85/96 → 415/512.
  it('Marksman "convert" vs the amg cover pool: an extra die can cost wounds (documented exception)', () => {
    const sc = (red: number) => ({
      v: 1,
      game: 'legion',
      attacker: {
        dice: { red, white: 1 },
        tokens: { aim: 1, surge: 1 },
        keywords: { marksman: true },
      },
      defender: { cover: 'light', keywords: { dugIn: true } },
      guardians: [{ x: 2 }],
      policy: { marksman: 'convert' },
    });
    expect(meanWounds(sc(1))).toBeCloseTo(85 / 96, 12);
    expect(meanWounds(sc(2))).toBeCloseTo(415 / 512, 12);
  });
});
