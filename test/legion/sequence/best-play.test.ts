import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exactQuantities } from '../../../src/engine/core/run.ts';
import { parseAnyScenario } from '../../../src/engine/games.ts';
import { SequencePlan } from '../../../src/engine/legion/carry.ts';
import type { LegionSequence } from '../../../src/engine/legion/sequence-scenario.ts';
import type { Json } from '../rules/helpers.ts';

// Best play ("optimal" rerolls) in a sequence plays every attack for the sequence's goal, given
// what the attacks before it left on the defender (dynamic programming over the carried state).
// Its exact values equal the brute-force reference (test/reference/sequence-optimal-agreement).

const parsed = (input: Json) => {
  const r = parseAnyScenario({ v: 1, game: 'legion', ...input });
  if (!r.ok) throw new Error(`${r.error.path}: ${r.error.message}`);
  return r.value;
};

const refusal = (input: Json): string => {
  const r = parseAnyScenario({ v: 1, game: 'legion', ...input });
  return r.ok ? 'accepted' : `${r.error.path}: ${r.error.message}`;
};

/** Exact quantities of a sequence. */
const exact = (input: Json) => {
  const p = parsed(input);
  return exactQuantities(p.engine.compile(p.scenario));
};

/** The goal's value of the sequence's exact answer, from its wounds suffered (dealt, untracked). */
function goalValue(input: Json): number {
  const q = exact(input);
  const goal = (input['objective'] as string | undefined) ?? 'kill';
  const pmf = (q['woundsSuffered'] ?? q['wounds'])?.pmf ?? [];
  // A kill out of reach has a one-bucket distribution: P(defeated) = 0.
  if (goal === 'kill') return q['unitDefeated'] ? (q['unitDefeated'].pmf[1] ?? 0) : NaN;
  if (goal === 'mean') return pmf.reduce((m, p, w) => m + p * w, 0);
  const k = Number(goal.slice('atLeast:'.length));
  return pmf.reduce((m, p, w) => m + (w >= k ? p : 0), 0);
}

/** 3 red dice with 2 Aim, twice, at a 3-wound vehicle with Armor 2. */
const armoured = (reroll: string, objective?: string): Json => ({
  ...(objective ? { objective } : {}),
  defender: {
    die: 'red',
    surge: 'block',
    unitType: 'ground-vehicle',
    courage: null,
    minis: 1,
    woundThreshold: 3,
    keywords: { armor: 2 },
  },
  attacks: [{ attacker: { dice: { red: 3 }, tokens: { aim: 2 } }, policy: { reroll }, repeat: 2 }],
});

describe('best play over a sequence', () => {
  it('Soresu "optimal" in a sequence keeps or rerolls for the sequence’s goal', () => {
    // 2 red dice twice against a 2-wound Soresu defender with 2 Dodge: "optimal" is never
    // better for the attacker than "never" or "always" rerolling, and is the DP's own value.
    const soresu = (policy: string): Json => ({
      defender: {
        die: 'white',
        surge: 'block',
        minis: 1,
        woundThreshold: 2,
        keywords: { soresuMastery: true },
        tokens: { dodge: 2 },
      },
      attacks: [{ attacker: { dice: { red: 2 } }, policy: { soresu: policy }, repeat: 2 }],
    });
    const best = goalValue(soresu('optimal'));
    expect(best).toBeLessThanOrEqual(goalValue(soresu('never')) + 1e-12);
    expect(best).toBeLessThanOrEqual(goalValue(soresu('always')) + 1e-12);
    const plan = new SequencePlan(parsed(soresu('optimal')).scenario as LegionSequence);
    expect(plan.best?.value(0, plan.initial())).toBeCloseTo(best, 12);
  });

  it('plays for the kill, not for each attack’s wounds (known answer)', () => {
    // Played for the mean, each attack takes the wounds it can; played for the kill, the
    // rerolls go for the crits that Armor cannot cancel once the wounds carried make the kill
    // reachable: fewer wounds on average, more vehicles destroyed.
    const kill = exact(armoured('optimal'));
    const mean = exact(armoured('optimal', 'mean'));
    expect(kill['unitDefeated']?.pmf[1]).toBeCloseTo(0.0210305443, 9);
    expect(mean['unitDefeated']?.pmf[1]).toBeCloseTo(0.0194363952, 9);
    expect(kill['woundsSuffered']?.mean).toBeCloseTo(0.6721020886, 9);
    expect(mean['woundsSuffered']?.mean).toBeCloseTo(0.7816516189, 9);
    expect(exact(armoured('crit-fishing'))['unitDefeated']?.pmf[1]).toBeCloseTo(0.0160741174, 9);
  });

  it('against a unit of unknown health aims for the mean wounds: each attack’s own best', () => {
    const attacker = { dice: { red: 2, white: 1 }, tokens: { aim: 1 } };
    // Courage "–": the first attack's suppression cannot improve the second's cover.
    const defender = { die: 'red', courage: null };
    const one = exact({ defender, attacker, policy: { reroll: 'optimal' } });
    const two = exact({
      defender,
      attacks: [{ attacker, policy: { reroll: 'optimal' }, repeat: 2 }],
    });
    expect(two['wounds']?.mean).toBeCloseTo(2 * (one['wounds']?.mean ?? NaN), 12);
  });

  it('mixes with named policies: the exact answer’s value is the programme’s own value', () => {
    const input: Json = {
      defender: { die: 'white', minis: 2, woundThreshold: 2, courage: 1, tokens: { dodge: 1 } },
      attacks: [
        { attacker: { dice: { black: 2 }, keywords: { suppressive: true } } },
        { attacker: { dice: { red: 2 }, tokens: { aim: 1 } }, policy: { reroll: 'optimal' } },
      ],
    };
    const plan = new SequencePlan(parsed(input).scenario as LegionSequence);
    expect(plan.best?.value(0, plan.initial())).toBeCloseTo(goalValue(input), 12);
  });

  it('is never worse for the goal than conservative or crit-fishing (small pools)', () => {
    const attack = fc.record({
      red: fc.integer({ min: 0, max: 2 }),
      white: fc.integer({ min: 1, max: 2 }),
      aim: fc.integer({ min: 0, max: 1 }),
      observation: fc.integer({ min: 0, max: 1 }),
      melee: fc.boolean(),
    });
    const arb = fc.record({
      attacks: fc.tuple(attack, attack),
      minis: fc.integer({ min: 1, max: 2 }),
      woundThreshold: fc.integer({ min: 1, max: 2 }),
      dodge: fc.integer({ min: 0, max: 1 }),
      die: fc.constantFrom('red', 'white'),
      objective: fc.constantFrom(undefined, 'mean', 'atLeast:2'),
    });
    fc.assert(
      fc.property(arb, (a) => {
        const as = (reroll: string): Json => ({
          ...(a.objective ? { objective: a.objective } : {}),
          defender: {
            die: a.die,
            minis: a.minis,
            woundThreshold: a.woundThreshold,
            tokens: { dodge: a.dodge },
          },
          attacks: a.attacks.map((t) => ({
            ...(t.melee ? { attackType: 'melee' } : {}),
            attacker: {
              dice: { red: t.red, white: t.white },
              tokens: { aim: t.aim, observation: t.observation },
            },
            policy: { reroll },
          })),
        });
        const best = goalValue(as('optimal'));
        expect(best).toBeGreaterThanOrEqual(goalValue(as('conservative')) - 1e-12);
        expect(best).toBeGreaterThanOrEqual(goalValue(as('crit-fishing')) - 1e-12);
      }),
      { numRuns: 12 },
    );
  });

  it('a sequence too large to solve, or a goal it cannot aim for, names the field', () => {
    const big = { attacker: { dice: { black: 4, white: 3 }, tokens: { aim: 2 } } };
    expect(
      refusal({
        defender: { minis: 6, woundThreshold: 1 },
        attacks: [
          { attacker: { dice: { red: 2 } } },
          { ...big, policy: { reroll: 'optimal' }, repeat: 4 },
        ],
      }),
    ).toMatch(
      /^attacks\.1\.policy\.reroll: "optimal" over this sequence would take about [\d.]+ s/,
    );
    expect(
      refusal({
        objective: 'atLeast:2',
        attacks: [{ attacker: { dice: { red: 1 } }, policy: { reroll: 'optimal' } }],
      }),
    ).toMatch(/^objective: "atLeast:K" with "optimal" rerolls in a sequence needs/);
    // Makashi Mastery "optimal" is weighed for one attack, so a sequence's melee attack refuses it.
    const duelist = { dice: { red: 2 }, keywords: { makashiMastery: true, pierce: 1 } };
    expect(
      refusal({ attacks: [{ attackType: 'melee', attacker: duelist, policy: 'optimal' }] }),
    ).toMatch(/^attacks\.0\.policy\.makashi: "optimal" Makashi Mastery is weighed for a single/);
    // Without best play the goal is not read: the named policies' answers stand.
    expect(refusal({ objective: 'atLeast:2', attacks: [{ attacker: { dice: { red: 1 } } }] })).toBe(
      'accepted',
    );
  });
});
