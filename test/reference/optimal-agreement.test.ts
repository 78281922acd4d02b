import { describe, expect, it } from 'vitest';
import { runExact } from '../../src/engine/core/exact.ts';
import { compileLegion } from '../../src/engine/legion/compile.ts';
import { parseLegionScenario, type LegionScenario } from '../../src/engine/legion/scenario.ts';
import { optimalReferenceValue, referenceGoal } from './legion-optimal-reference.ts';

/**
 * The engine's best play (policy.reroll "optimal") against the brute-force reference
 * (legion-optimal-reference.ts): the objective's value of the exact distribution the engine
 * reports equals the best value found by trying every reroll of every die, to 1e-12.
 */

const TOLERANCE = 1e-12;

const scenario = (rest: object): LegionScenario => {
  const p = parseLegionScenario({ v: 1, game: 'legion', policy: { reroll: 'optimal' }, ...rest });
  if (!p.ok) throw new Error(`${p.error.path}: ${p.error.message}`);
  return p.value;
};

/** The objective of the engine's exact answer. */
function engineValue(s: LegionScenario): number {
  const goal = referenceGoal(s);
  const pmf = runExact(compileLegion(s))[0] as Float64Array;
  return pmf.reduce((v, p, w) => v + p * goal(w), 0);
}

const redVsArmor = {
  attacker: { dice: { red: 3 }, tokens: { aim: 2 } },
  defender: {
    die: 'red',
    surge: 'block',
    unitType: 'ground-vehicle',
    courage: null,
    keywords: { armor: 2 },
  },
};

const CASES: readonly [string, object][] = [
  ['3 red, 2 Aim vs Armor 2 (the known answer)', redVsArmor],
  [
    '2 black + 1 white, Critical 1, 1 Aim + 1 Observation',
    {
      attacker: {
        dice: { black: 2, white: 1 },
        tokens: { aim: 1, observation: 1 },
        keywords: { critical: 1 },
      },
    },
  ],
  [
    '2 red, Impact 1 vs Armor 1, 1 Aim, kill a 2-wound vehicle',
    {
      objective: 'kill',
      attacker: { dice: { red: 2 }, tokens: { aim: 1 }, keywords: { impact: 1 } },
      defender: {
        die: 'red',
        unitType: 'ground-vehicle',
        courage: null,
        minis: 1,
        woundThreshold: 2,
        keywords: { armor: 1 },
      },
    },
  ],
  [
    '2 white, a Surge token, Pierce 1, 2 Observation, at least 2 wounds',
    {
      objective: 'atLeast:2',
      attacker: {
        dice: { white: 2 },
        tokens: { observation: 2, surge: 1 },
        keywords: { pierce: 1 },
      },
      defender: { die: 'red', tokens: { dodge: 1 } },
    },
  ],
  [
    '2 black, Precise 1, 1 Aim, heavy cover',
    {
      attacker: { dice: { black: 2 }, surge: 'hit', tokens: { aim: 1 }, keywords: { precise: 1 } },
      defender: { cover: 'heavy' },
    },
  ],
  [
    '2 red, Lethal 1 (auto), 1 Aim: reroll or keep the Aim for Pierce',
    {
      attacker: { dice: { red: 2 }, tokens: { aim: 1 }, keywords: { lethal: 1 } },
      defender: { die: 'red', surge: 'block' },
    },
  ],
  [
    '2 black, Marksman, 2 Aim: reroll or convert',
    {
      attacker: { dice: { black: 2 }, tokens: { aim: 2 }, keywords: { marksman: true } },
      defender: { die: 'white', keywords: { armor: 1 }, unitType: 'ground-vehicle', courage: null },
    },
  ],
  [
    'melee, 2 white, Duelist, 1 Aim vs a red die (rerolling gains Pierce 1)',
    {
      attackType: 'melee',
      attacker: { dice: { white: 2 }, tokens: { aim: 1 }, keywords: { duelist: true } },
      defender: { die: 'red', surge: 'block' },
    },
  ],
];

describe('optimal rerolls equal the brute-force reference', () => {
  it.each(CASES)('%s', (_name, rest) => {
    const s = scenario(rest);
    expect(Math.abs(engineValue(s) - optimalReferenceValue(s))).toBeLessThan(TOLERANCE);
  });

  it('knows the answer: 3 red dice, 2 Aim vs Armor 2 average 0.392 (conservative 0.347)', () => {
    const best = engineValue(scenario(redVsArmor));
    expect(best).toBeCloseTo(0.3915, 4);
    const named = (reroll: string) => engineValue(scenario({ ...redVsArmor, policy: { reroll } }));
    expect(named('conservative')).toBeCloseTo(0.3473, 4);
    expect(named('crit-fishing')).toBeCloseTo(0.3831, 4);
  });

  it('the comparison can fail: conservative play falls short of the reference', () => {
    const s = scenario({ ...redVsArmor, policy: { reroll: 'conservative' } });
    expect(optimalReferenceValue(s) - engineValue(s)).toBeGreaterThan(0.04);
  });
});
