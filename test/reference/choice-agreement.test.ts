import { describe, expect, it } from 'vitest';
import { runExact } from '../../src/engine/core/exact.ts';
import { compileLegion } from '../../src/engine/legion/compile.ts';
import { parseLegionScenario, type LegionScenario } from '../../src/engine/legion/scenario.ts';
import { choiceReferenceValue } from './legion-choice-reference.ts';
import { optimalReferenceValue, referenceGoal } from './legion-optimal-reference.ts';

/**
 * The engine's best play at the defender's choices ("optimal" Soresu Mastery, the defender's
 * and a guardian's) and at Makashi Mastery against brute force (legion-choice-reference.ts), to 1e-12; with the
 * attacker's rerolls "optimal" too, against the reroll reference whose rest of the attack
 * brute-forces the defender's choices.
 */

const TOLERANCE = 1e-12;

const scenario = (rest: object): LegionScenario => {
  const p = parseLegionScenario({ v: 1, game: 'legion', ...rest });
  if (!p.ok) throw new Error(`${p.error.path}: ${p.error.message}`);
  return p.value;
};

function engineValue(s: LegionScenario): number {
  const goal = referenceGoal(s);
  const pmf = runExact(compileLegion(s))[0] as Float64Array;
  return pmf.reduce((v, p, w) => v + p * goal(w), 0);
}

/**
 * Brute force from the start. Makashi Mastery is chosen before any die is rolled: the best of
 * using it and not. The attacker's rerolls, when "optimal", by the reroll reference; else the
 * steps are plain up to the defender's choices.
 */
function referenceValue(s: LegionScenario): number {
  if (s.policy.makashi === 'optimal')
    return Math.max(
      ...(['always', 'never'] as const).map((makashi) =>
        referenceValue({ ...s, policy: { ...s.policy, makashi } }),
      ),
    );
  if (s.policy.reroll === 'optimal') return optimalReferenceValue(s);
  const program = compileLegion(s);
  return choiceReferenceValue(program.steps, 0, program.init, referenceGoal(s));
}

const soresuKill = {
  objective: 'kill',
  attacker: { dice: { red: 3 }, keywords: { pierce: 1 } },
  defender: {
    die: 'white',
    keywords: { soresuMastery: true },
    tokens: { surge: 1 },
    minis: 1,
    woundThreshold: 2,
  },
  policy: { soresu: 'optimal' },
};

const makashiKill = {
  attackType: 'melee',
  objective: 'kill',
  attacker: { dice: { red: 2 }, keywords: { pierce: 2, makashiMastery: true } },
  defender: { die: 'white', keywords: { impervious: true }, minis: 1, woundThreshold: 1 },
  policy: { makashi: 'optimal' },
};

const CASES: readonly [string, object][] = [
  ['Soresu, 3 red with Pierce 1, a Surge token, to kill a 2-wound unit', soresuKill],
  [
    'Soresu, 2 black, red die with surge→block, the mean',
    {
      attacker: { dice: { black: 2 } },
      defender: { die: 'red', surge: 'block', keywords: { soresuMastery: true } },
      policy: { soresu: 'optimal' },
    },
  ],
  [
    'Soresu after Uncanny Luck 1 and a Dodge, at least 2 wounds',
    {
      objective: 'atLeast:2',
      attacker: { dice: { red: 2, white: 1 }, surge: 'crit' },
      defender: {
        die: 'white',
        tokens: { dodge: 1 },
        keywords: { soresuMastery: true, uncannyLuck: 1 },
      },
      policy: { soresu: 'optimal' },
    },
  ],
  [
    'a guardian with Soresu and a Dodge token (the defender is indifferent: it keeps)',
    {
      attacker: { dice: { red: 2 } },
      defender: { die: 'white', keywords: { soresuMastery: true } },
      guardians: [{ x: 1, die: 'red', tokens: { dodge: 1 }, keywords: { soresuMastery: true } }],
      policy: { soresu: 'optimal' },
    },
  ],
  [
    '"policy": "optimal": 2 red with an Aim token against Soresu, to kill',
    { ...soresuKill, attacker: { dice: { red: 2 }, tokens: { aim: 1 } }, policy: 'optimal' },
  ],
  ['Makashi, 2 red with Pierce 2 against Impervious, to kill (lowering Pierce wins)', makashiKill],
  [
    'Makashi with "policy": "optimal" and an Aim token against Impervious, to kill',
    {
      ...makashiKill,
      attacker: { ...makashiKill.attacker, tokens: { aim: 1 } },
      policy: 'optimal',
    },
  ],
];

describe('optimal defender choices equal the brute-force reference', () => {
  it.each(CASES)('%s', (_name, rest) => {
    const s = scenario(rest);
    expect(Math.abs(engineValue(s) - referenceValue(s))).toBeLessThan(TOLERANCE);
  });

  it('"policy": "optimal" sets Soresu too', () => {
    expect(scenario({ ...soresuKill, policy: 'optimal' }).policy.soresu).toBe('optimal');
  });

  it('the comparison can fail: Makashi "auto" (most mean wounds) is not best for the kill', () => {
    const auto = scenario({ ...makashiKill, policy: { makashi: 'auto' } });
    expect(referenceValue(scenario(makashiKill)) - engineValue(auto)).toBeGreaterThan(0.002);
  });

  it('the comparison can fail: Soresu "auto" (fewest mean wounds) is not best for the kill', () => {
    const auto = scenario({ ...soresuKill, policy: { soresu: 'auto' } });
    expect(engineValue(auto) - referenceValue(scenario(soresuKill))).toBeGreaterThan(0.001);
  });
});
