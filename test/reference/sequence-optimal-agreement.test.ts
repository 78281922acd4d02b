import { describe, expect, it } from 'vitest';
import { exactQuantities } from '../../src/engine/core/run.ts';
import { parseAnyScenario } from '../../src/engine/games.ts';
import { SequencePlan } from '../../src/engine/legion/carry.ts';
import type { LegionScenario } from '../../src/engine/legion/scenario.ts';
import { attackScenario, type LegionSequence } from '../../src/engine/legion/sequence-scenario.ts';
import { sequenceReferenceValue } from './legion-sequence-reference.ts';

/**
 * Best play over a sequence (every attack "optimal", dynamic programming over the carried
 * state) against the brute-force reference (legion-sequence-reference.ts: every reroll subset
 * of every roll, for every wound total carried): the goal's value of the exact distribution the
 * engine reports equals the reference's best value to 1e-12, and so does the engine's own
 * dynamic-programming value.
 */

const TOLERANCE = 1e-12;

function sequence(input: object): LegionSequence {
  const p = parseAnyScenario({ v: 1, game: 'legion', ...input });
  if (!p.ok) throw new Error(`${p.error.path}: ${p.error.message}`);
  return p.value.scenario as LegionSequence;
}

/** The sequence's goal of the wounds the unit suffered over it, written out plainly. */
function goalOf(seq: LegionSequence): (suffered: number) => number {
  const d = seq.defender;
  const need = (d.minis ?? 0) * (d.woundThreshold ?? 0) - d.woundsTaken;
  const goal = seq.objective ?? 'kill';
  if (goal === 'mean') return (w) => w;
  if (goal === 'kill') return (w) => (w >= need ? 1 : 0);
  const k = Number(goal.slice('atLeast:'.length));
  return (w) => (w >= k ? 1 : 0);
}

/** The goal's value of the engine's exact answer (its woundsSuffered distribution). */
function engineValue(seq: LegionSequence): number {
  const p = parseAnyScenario(seq);
  if (!p.ok) throw new Error(p.error.message);
  const q = exactQuantities(p.value.engine.compile(p.value.scenario));
  const pmf = q['woundsSuffered']?.pmf ?? [];
  const goal = goalOf(seq);
  return pmf.reduce((v, p, w) => v + p * goal(w), 0);
}

const referenceValue = (seq: LegionSequence): number =>
  sequenceReferenceValue(
    seq.attacks.flatMap((a) =>
      Array.from({ length: a.repeat }, (): LegionScenario => attackScenario(seq, a)),
    ),
    goalOf(seq),
  );

/** A vehicle with courage "–": it carries wounds only (no tokens, no suppression). */
const vehicle = (minis: number, woundThreshold: number, rest: object = {}) => ({
  die: 'red',
  surge: 'block',
  unitType: 'ground-vehicle',
  courage: null,
  minis,
  woundThreshold,
  ...rest,
});

const optimal = (attacker: object, rest: object = {}) => ({
  attacker,
  policy: { reroll: 'optimal' },
  ...rest,
});

const twoRedAim = optimal({ dice: { red: 2 }, tokens: { aim: 1 } });

const CASES: readonly [string, object][] = [
  [
    '2 × (2 red, 1 Aim) vs Armor 1, a 3-wound vehicle: defeat it',
    { defender: vehicle(1, 3, { keywords: { armor: 1 } }), attacks: [twoRedAim, twoRedAim] },
  ],
  [
    'the same, for the mean wounds',
    {
      objective: 'mean',
      defender: vehicle(1, 3, { keywords: { armor: 1 } }),
      attacks: [twoRedAim, twoRedAim],
    },
  ],
  [
    '2 black + Impact 1, then 2 white with 2 Observation, Critical 1; at least 2 of 2 × 2 wounds, 1 taken',
    {
      objective: 'atLeast:2',
      defender: vehicle(2, 2, { woundsTaken: 1, keywords: { armor: 1 } }),
      attacks: [
        optimal({ dice: { black: 2 }, tokens: { aim: 1 }, keywords: { impact: 1 } }),
        optimal({ dice: { white: 2 }, tokens: { observation: 2 }, keywords: { critical: 1 } }),
      ],
    },
  ],
  [
    '1 red + 1 white, Pierce 1, 1 Aim, three times vs a white-die 4-wound vehicle',
    {
      defender: vehicle(1, 4, { die: 'white', surge: 'none' }),
      attacks: [
        optimal({ dice: { red: 1, white: 1 }, tokens: { aim: 1 }, keywords: { pierce: 1 } }),
      ].map((a) => ({ ...a, repeat: 3 })),
    },
  ],
];

describe('optimal play over a sequence equals the brute-force reference', () => {
  it.each(CASES)('%s', (_name, input) => {
    const seq = sequence(input);
    const reference = referenceValue(seq);
    expect(Math.abs(engineValue(seq) - reference)).toBeLessThan(TOLERANCE);
    const plan = new SequencePlan(seq);
    const dp = plan.best?.value(0, plan.initial()) ?? NaN;
    expect(Math.abs(dp - reference)).toBeLessThan(TOLERANCE);
  });

  it('the comparison can fail: conservative play falls short of the reference', () => {
    const [, input] = CASES[0] as [string, { attacks: object[] }];
    const seq = sequence(input);
    const conservative = sequence({
      ...input,
      attacks: input.attacks.map((a) => ({ ...a, policy: { reroll: 'conservative' } })),
    });
    expect(referenceValue(seq) - engineValue(conservative)).toBeGreaterThan(1e-3);
  });
});
