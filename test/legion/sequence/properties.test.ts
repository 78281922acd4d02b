import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Summary } from '../../../src/engine/core/summary.ts';
import { CATALOGUE } from '../catalogue.ts';
import { expectPmf, legion, pmf, type Json } from '../rules/helpers.ts';
import { attackOf, exactResult, sequenceOf } from './helpers.ts';

/** The result fields a single attack reports, all of which a sequence reports too. */
const FIELDS = [
  'wounds',
  'minisDefeated',
  'unitDefeated',
  'attackerWounds',
  'suppression',
  'guardianWounds',
  'dodgeRegained',
] as const;

const convolve = (a: readonly number[], b: readonly number[]): number[] => {
  const out: number[] = [];
  a.forEach((x, i) => b.forEach((y, j) => (out[i + j] = (out[i + j] ?? 0) + x * y)));
  return out;
};

// Makashi Mastery "optimal" is weighed for one attack, not a sequence's goal (refused there).
const SEQUENCEABLE = CATALOGUE.filter(
  (e) => (e.scenario as { policy?: Record<string, string> }).policy?.['makashi'] !== 'optimal',
);

describe('a sequence of one attack is that attack', () => {
  it.each(SEQUENCEABLE.map((e) => [e.name, e.scenario] as const))('%s', (_, single) => {
    const s = single as unknown as Json;
    const one = exactResult(s);
    // Best play aims for the sequence's goal: the single attack's objective ("mean" if none).
    const goal = { objective: (s['objective'] as string | undefined) ?? 'mean' };
    const seq = exactResult({ ...sequenceOf(s, [attackOf(s)]), ...goal });
    for (const f of FIELDS) {
      const a = one[f] as Summary | undefined;
      const b = seq[f] as Summary | undefined;
      expect(b === undefined, f).toBe(a === undefined);
      if (a && b) expectPmf(b.pmf, a.pmf);
    }
    const ga = (one['guardians'] ?? []) as { wounds: Summary }[];
    const gb = (seq['guardians'] ?? []) as { wounds: Summary }[];
    expect(gb.length).toBe(ga.length);
    ga.forEach((g, i) => expectPmf(gb[i]?.wounds.pmf ?? [], g.wounds.pmf));
  });
});

const attackArb = fc
  .record({
    red: fc.integer({ min: 0, max: 2 }),
    black: fc.integer({ min: 0, max: 2 }),
    white: fc.integer({ min: 1, max: 3 }),
    surge: fc.constantFrom('none', 'hit', 'crit'),
    aim: fc.integer({ min: 0, max: 1 }),
    pierce: fc.integer({ min: 0, max: 1 }),
    suppressive: fc.boolean(),
    melee: fc.boolean(),
  })
  .map((a): Json => ({
    ...(a.melee ? { attackType: 'melee' } : {}),
    attacker: {
      dice: { red: a.red, black: a.black, white: a.white },
      surge: a.surge,
      tokens: { aim: a.aim },
      keywords: { pierce: a.pierce, suppressive: a.suppressive },
    },
  }));

const defenderArb = fc.record({
  edition: fc.constantFrom('amg-2025', 'ffg-1.0'),
  die: fc.constantFrom('red', 'white'),
  surge: fc.constantFrom('none', 'block'),
  cover: fc.constantFrom('none', 'light', 'heavy'),
  minis: fc.integer({ min: 1, max: 4 }),
  woundThreshold: fc.integer({ min: 1, max: 2 }),
  courage: fc.constantFrom(null, 1, 2),
  dodge: fc.integer({ min: 0, max: 1 }),
  shield: fc.integer({ min: 0, max: 1 }),
  surgeTokens: fc.integer({ min: 0, max: 1 }),
  dangerSense: fc.integer({ min: 0, max: 2 }),
  armor: fc.integer({ min: 0, max: 1 }),
});

type Defender = typeof defenderArb extends fc.Arbitrary<infer D> ? D : never;

function sequenceFrom(d: Defender, attacks: Json[]): Json {
  return legion({
    edition: d.edition,
    defender: {
      die: d.die,
      surge: d.surge,
      cover: d.cover,
      minis: d.minis,
      woundThreshold: d.woundThreshold,
      courage: d.courage,
      tokens: {
        dodge: d.dodge,
        shield: d.shield,
        surge: d.edition === 'amg-2025' ? d.surgeTokens : 0,
      },
      keywords: { dangerSense: d.dangerSense, armor: d.armor },
    },
    attacks,
  });
}

const defeatedBy = (r: Json): number[] =>
  (r['sequence'] as { unitDefeated: Summary }[]).map((e) => e.unitDefeated.mean);

describe('sequence properties (fast-check)', () => {
  it('P(defeated by attack k) never falls as k grows, and appending an attack never lowers it', () => {
    fc.assert(
      fc.property(
        defenderArb,
        fc.array(attackArb, { minLength: 1, maxLength: 3 }),
        attackArb,
        (d, attacks, extra) => {
          const before = defeatedBy(exactResult(sequenceFrom(d, attacks)));
          const longer = defeatedBy(exactResult(sequenceFrom(d, [...attacks, extra])));
          for (let k = 1; k < longer.length; k++)
            expect(longer[k] as number).toBeGreaterThanOrEqual((longer[k - 1] as number) - 1e-12);
          before.forEach((p, k) => expect(longer[k] as number).toBeCloseTo(p, 12));
        },
      ),
      { numRuns: 25 },
    );
  });

  it('against an untracked defender where nothing carries, wounds add up as independent attacks', () => {
    // No unit profile, courage "–" (no suppression), no tokens, no guardians: every attack meets
    // the same defender, so the totals are convolutions of the single attacks'.
    fc.assert(
      fc.property(
        defenderArb,
        fc.array(attackArb, { minLength: 2, maxLength: 3 }),
        (d, attacks) => {
          const defender = { die: d.die, surge: d.surge, cover: d.cover, courage: null };
          const seq = exactResult(legion({ edition: d.edition, defender, attacks }));
          const singles = attacks.map((a) => legion({ edition: d.edition, defender, ...a }));
          for (const field of ['wounds', 'attackerWounds']) {
            const want = singles.map((s) => pmf(s, field)).reduce(convolve, [1]);
            expectPmf((seq[field] as Summary).pmf, want);
          }
        },
      ),
      { numRuns: 25 },
    );
  });
});
