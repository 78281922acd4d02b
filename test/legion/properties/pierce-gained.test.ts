import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { differences, exact, meanWounds, parse } from './quantities.ts';
import { scenarioArb } from './scenario-arb.ts';
import { changed } from './scenario-variants.ts';

// Pierce gained during the attack (Lethal X, Duelist).
// docs/testing.md "Testing, in layers" 3: properties of every valid scenario, checked with fast-check
// over small random pools so that the exact executor answers in milliseconds.

describe('Pierce gained during the attack', () => {
  // AMG Keyword Glossary, Lethal X: spend up to X Aim tokens not used for rerolls, Pierce 1 each. With
  // policy "pierce-first" and at least X Aim tokens, X tokens are kept from rerolls and all
  // become Pierce: the attack is the same attack with X Aim fewer and Pierce X more, exactly.
  // (Marksman would also use the kept Aim, Makashi Mastery lowers the pool's Pierce at step 2
  // — before Lethal — and attacking Duelist reads Aim spent on rerolls: left out.)
  it('Lethal X ("pierce-first", Aim ≥ X) = X Aim fewer and Pierce X more', () => {
    fc.assert(
      fc.property(scenarioArb, fc.integer({ min: 1, max: 2 }), (input, x) => {
        const s = changed(parse(input), (c) => {
          c.attacker.keywords.lethal = x;
          c.attacker.keywords.marksman = false;
          c.attacker.keywords.makashiMastery = false;
          c.attacker.keywords.duelist = false;
          c.attacker.tokens.aim = Math.max(x, c.attacker.tokens.aim);
          c.policy.lethal = 'pierce-first';
        });
        const plain = changed(s, (c) => {
          c.attacker.keywords.lethal = 0;
          c.attacker.tokens.aim -= x;
          c.attacker.keywords.pierce += x;
        });
        expect(differences(exact(s), exact(plain))).toEqual([]);
      }),
      {
        numRuns: 40,
        examples: [
          [{ v: 1, game: 'legion', attacker: { dice: { red: 2 } }, defender: { die: 'red' } }, 1],
        ],
      },
    );
  });

  // AMG Keyword Glossary, Duelist: spending an Aim on rerolls in a melee attack gives the pool Pierce 1,
  // with or without Pierce X of its own (a regression: the engine once compiled the Pierce
  // step only for Pierce X ≥ 1, and Lethal's and Duelist's Pierce was lost).
  it('attacking Duelist without Pierce X raises mean wounds', () => {
    const sc = (duelist: boolean) => ({
      v: 1,
      game: 'legion',
      attackType: 'melee',
      attacker: { dice: { red: 2 }, tokens: { aim: 1 }, keywords: { duelist } },
      defender: { die: 'red' },
    });
    expect(meanWounds(sc(true))).toBeGreaterThan(meanWounds(sc(false)) + 1e-6);
  });
});
