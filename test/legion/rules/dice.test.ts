import { describe, expect, it } from 'vitest';
import { seededRng } from '../../../src/engine/core/rng.ts';
import { rollTable } from '../../../src/engine/core/roll-table.ts';
import { monteCarloQuantities } from '../../../src/engine/core/run.ts';
import { DiceSampler } from '../../../src/engine/core/sampler.ts';
import { parseAnyScenario } from '../../../src/engine/games.ts';
import { ATTACK_DICE, DEFENSE_DICE } from '../../../src/engine/legion/dice.ts';
import {
  BLACK,
  RED,
  RED_DEF,
  WHITE,
  WHITE_DEF,
  bernoulliSum,
  binomial,
  expectPmf,
  legion,
  pmf,
} from './helpers.ts';
import { tableDistribution } from '../../core/table-distribution.ts';

/** How many faces of each result kind a die has, counted from its face table. */
function faceCounts(faceOf: Int8Array, kinds: number): number[] {
  const out = new Array<number>(kinds).fill(0);
  for (const k of faceOf) out[k] = (out[k] ?? 0) + 1;
  return out;
}

describe('dice tables (docs/rules/legion.md "Dice"; AMG Core Rulebook, Dice)', () => {
  // docs/rules/legion.md "Dice": hit / crit / surge / blank faces of each d8 attack die.
  it.each([
    ['red', [5, 1, 1, 1]],
    ['black', [3, 1, 1, 3]],
    ['white', [1, 1, 1, 5]],
  ] as const)(
    'docs/rules/legion.md Dice: %s attack die is a d8 with faces %j',
    (colour, weights) => {
      const die = ATTACK_DICE[colour];
      expect(die.sides).toBe(8);
      expect([...die.weights]).toEqual(weights);
      expect(faceCounts(die.faceOf, 4)).toEqual(weights);
    },
  );

  // docs/rules/legion.md "Dice": block / surge / blank faces of each d6 defense die.
  it.each([
    ['red', [3, 1, 2]],
    ['white', [1, 1, 4]],
  ] as const)(
    'docs/rules/legion.md Dice: %s defense die is a d6 with faces %j',
    (colour, weights) => {
      const die = DEFENSE_DICE[colour];
      expect(die.sides).toBe(6);
      expect([...die.weights]).toEqual(weights);
      expect(faceCounts(die.faceOf, 3)).toEqual(weights);
    },
  );

  it('docs/rules/legion.md Dice: the five dice are distinct (ids are cache keys of roll outcomes)', () => {
    const ids = [...Object.values(ATTACK_DICE), ...Object.values(DEFENSE_DICE)].map((d) => d.id);
    expect(new Set(ids).size).toBe(5);
  });
});

describe('the roll tables give every result of one die exactly its faces (docs/rules/legion.md "Dice")', () => {
  // Rolling one die is one draw from its alias table: integrating the table over the draw must
  // give each result exactly faces/sides (a d6 is not folded onto a d8's bit field).
  it.each([
    ['red attack', ATTACK_DICE.red],
    ['black attack', ATTACK_DICE.black],
    ['white attack', ATTACK_DICE.white],
    ['red defense', DEFENSE_DICE.red],
    ['white defense', DEFENSE_DICE.white],
  ] as const)('docs/rules/legion.md Dice: the one-die table of the %s die', (_name, die) => {
    const p = tableDistribution(rollTable(die), 1, die.packBits, die.weights.length);
    die.weights.forEach((w, kind) => {
      const exact = Array.from({ length: die.weights.length }, (_, k) => (k === kind ? 1 : 0));
      expect(p.get(exact.join(',')) ?? 0).toBeCloseTo(w / die.sides, 14);
    });
  });
});

describe('DiceSampler frequencies match the tables (docs/rules/legion.md "Dice")', () => {
  // 96,000 rolls of each die from a fixed seed: every result's frequency must be within 5
  // standard deviations of faces/sides (deterministic, so this cannot flake).
  it.each([
    ['red attack', ATTACK_DICE.red],
    ['black attack', ATTACK_DICE.black],
    ['white attack', ATTACK_DICE.white],
    ['red defense', DEFENSE_DICE.red],
    ['white defense', DEFENSE_DICE.white],
  ] as const)(
    'docs/rules/legion.md Dice: seeded %s rolls land on each result as often as its faces',
    (_n, die) => {
      const n = 96_000;
      const counts = new Int32Array(die.weights.length);
      new DiceSampler(seededRng(2024)).roll(die, n, counts, 0);
      die.weights.forEach((w, k) => {
        const p = w / die.sides;
        expect(Math.abs((counts[k] ?? 0) / n - p)).toBeLessThan(5 * Math.sqrt((p * (1 - p)) / n));
      });
    },
  );
});

describe('one die against the defense roll (docs/rules/legion.md steps 4b, 7a, 9)', () => {
  // A die wounds if it shows hit or crit (surge: empty chart → Blank, FFG Rules Reference 1.0, Attack 4c)
  // and the one white defense die it draws is not a block (defense surge: empty chart → Blank).
  const noBlock = 1 - WHITE_DEF.block;

  it.each([
    ['red', RED, 0.625],
    ['black', BLACK, 5 / 12],
    ['white', WHITE, 5 / 24],
  ] as const)(
    'docs/rules/legion.md, step 9: 1 %s die vs white defense, no surge chart',
    (c, d, want) => {
      const q = pmf(legion({ attacker: { dice: { [c]: 1 } } }));
      expect((d.hit + d.crit) * noBlock).toBeCloseTo(want, 12);
      expectPmf(q, [1 - want, want]);
    },
  );

  it('docs/rules/legion.md, step 7a: 1 red die vs red defense blocks half the time: 3/8', () => {
    const want = (RED.hit + RED.crit) * (1 - RED_DEF.block);
    expect(want).toBeCloseTo(3 / 8, 12);
    expectPmf(pmf(legion({ attacker: { dice: { red: 1 } }, defender: { die: 'red' } })), [
      1 - want,
      want,
    ]);
  });

  // Each hit or crit draws its own defense die, so every attack die wounds independently.
  it('docs/rules/legion.md, step 7a: 3 red dice vs white defense wound as Binomial(3, 5/8)', () => {
    expectPmf(pmf(legion({ attacker: { dice: { red: 3 } } })), binomial(3, 0.625));
  });

  it('docs/rules/legion.md, step 4b: a red + black + white pool is a sum of independent dice', () => {
    const q = (d: { hit: number; crit: number }) => (d.hit + d.crit) * noBlock;
    expectPmf(
      pmf(legion({ attacker: { dice: { red: 1, black: 1, white: 1 } } })),
      bernoulliSum([q(RED), q(BLACK), q(WHITE)]),
    );
  });

  it('docs/rules/legion.md, step 4b: 2 black + 2 white dice vs red defense', () => {
    const q = (d: { hit: number; crit: number }) => (d.hit + d.crit) * (1 - RED_DEF.block);
    expectPmf(
      pmf(legion({ attacker: { dice: { black: 2, white: 2 } }, defender: { die: 'red' } })),
      bernoulliSum([q(BLACK), q(BLACK), q(WHITE), q(WHITE)]),
    );
  });

  it('docs/rules/legion.md Dice: seeded Monte Carlo of 1 red die vs white lands within its 95% CI of 0.625', () => {
    const parsed = parseAnyScenario(legion({ attacker: { dice: { red: 1 } } }));
    if (!parsed.ok) throw new Error(parsed.error.message);
    const q = monteCarloQuantities(parsed.value.engine.compile(parsed.value.scenario), 200_000, 7);
    const ci = q['wounds']?.meanCi95;
    expect(ci).toBeDefined();
    expect(ci?.[0]).toBeLessThan(0.625);
    expect(ci?.[1]).toBeGreaterThan(0.625);
    expect(Math.abs((q['wounds']?.mean ?? 0) - 0.625)).toBeLessThan(0.005);
  });
});
