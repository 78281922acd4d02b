import { describe, expect, it } from 'vitest';
import { compileIa } from '../../src/engine/imperial-assault/compile.ts';
import { iaContext } from '../../src/engine/imperial-assault/context.ts';
import { RerollSolver } from '../../src/engine/imperial-assault/reroll-solver.ts';
import { parseIaScenario, type IaScenario } from '../../src/engine/imperial-assault/scenario.ts';
import {
  ALL_DICE,
  ATTACKER_REROLLS,
  DEFENDER_REROLLS,
  FRESH,
  STATE_SIZE,
} from '../../src/engine/imperial-assault/state.ts';
import { expectReferencePmfs } from './reference-agreement.ts';
import { ReferenceRerollSearch } from './reroll-search-reference.ts';

// IA Rules Reference Guide, Attacks, step 3, with 3 and 4 rerolls a side: the search keeps states with two
// rerolls left by their capped dice and totals, and a first roll's deeper states in a cache
// forgotten at each new defense roll (reroll-cache.ts, values-by-totals.ts). Those paths only
// run past 2 rerolls, which reroll-table-agreement.test.ts does not reach: here the exact PMFs
// of pools with 3–4 rerolls must equal the search the engine replaced, to 1e-12.

const SURGES = [
  { cost: 1, damage: 2 },
  { cost: 1, pierce: 2 },
  { cost: 2, accuracy: 3 },
];

interface Case {
  readonly name: string;
  readonly raw: Record<string, unknown>;
}

const CASES: readonly Case[] = [
  // Accuracy settled (no reroll left can take it below the distance): the search reads none.
  {
    name: 'a red and a blue at range 1, 2/0: settled from the first roll (a tie: red first)',
    raw: {
      attackType: 'ranged',
      distance: 1,
      attacker: { dice: { red: 1, blue: 1 }, rerolls: 2 },
    },
  },
  {
    name: 'two blue, a green and a yellow at range 2, 4/2, vs black + white',
    raw: {
      attackType: 'ranged',
      distance: 2,
      attacker: { dice: { blue: 2, green: 1, yellow: 1 }, rerolls: 4, surgeAbilities: SURGES },
      defender: { dice: { black: 1, white: 1 }, rerolls: 2 },
    },
  },
  {
    name: 'a red, a blue and two green at range 4, 3/1, +1 accuracy, vs white',
    raw: {
      attackType: 'ranged',
      distance: 4,
      attacker: {
        dice: { red: 1, blue: 1, green: 2 },
        rerolls: 3,
        modifiers: { accuracy: 1 },
        surgeAbilities: SURGES,
      },
      defender: { dice: { white: 1 }, rerolls: 1 },
    },
  },
  {
    name: 'one die of each colour, 4/0, ranged 5, vs black',
    raw: {
      attackType: 'ranged',
      distance: 5,
      attacker: {
        dice: { red: 1, blue: 1, green: 1, yellow: 1 },
        rerolls: 4,
        surgeAbilities: SURGES,
      },
      defender: { dice: { black: 1 } },
    },
  },
  {
    name: 'two red and a blue, 3/2, melee, vs black + white',
    raw: {
      attackType: 'melee',
      attacker: { dice: { red: 2, blue: 1 }, rerolls: 3, surgeAbilities: SURGES },
      defender: { dice: { black: 1, white: 1 }, rerolls: 2 },
    },
  },
  {
    name: 'two blue, two yellow, a green, 4/1, ranged 3 (distance met by the locked dice), vs white',
    raw: {
      attackType: 'ranged',
      distance: 3,
      attacker: {
        dice: { blue: 2, green: 1, yellow: 2 },
        rerolls: 4,
        modifiers: { surge: -1 },
        surgeAbilities: [
          { cost: 1, damage: 1 },
          { cost: 1, blast: 1 },
          { cost: 2, damage: 3 },
        ],
      },
      defender: { dice: { white: 1 }, rerolls: 1, modifiers: { evade: 1 } },
    },
  },
  {
    name: 'three green, 3/3, ranged 4, vs 2 black + white',
    raw: {
      attackType: 'ranged',
      distance: 4,
      attacker: { dice: { green: 3 }, rerolls: 3, surgeAbilities: SURGES },
      defender: { dice: { black: 2, white: 1 }, rerolls: 3 },
    },
  },
];

function parse(raw: Record<string, unknown>): IaScenario {
  const r = parseIaScenario({ v: 1, game: 'imperial-assault', ...raw });
  if (!r.ok) throw new Error(`${r.error.path}: ${r.error.message}`);
  return r.value;
}

describe('reroll search with 3–4 rerolls = the search it replaced (IA Rules Reference Guide, Attacks, step 3)', () => {
  it.each(CASES.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const sc = parse(c.raw);
    expectReferencePmfs(sc);
  });

  // Every first roll of small pools at short range, where accuracy settles at once: the first
  // decision must be the replaced search's, ties included (a red 1 and a blue 0/1/2 at range 1
  // with 2 rerolls: red and blue are worth the same, and the earlier die, red, is rerolled).
  it.each([
    ['a red and a blue at range 1, 2/0', { distance: 1, dice: { red: 1, blue: 1 }, rerolls: 2 }],
    [
      'blue, green, yellow at range 2, 3/0',
      { distance: 2, dice: { blue: 1, green: 1, yellow: 1 }, rerolls: 3 },
    ],
    ['two blue and a red at range 3, 3/0', { distance: 3, dice: { red: 1, blue: 2 }, rerolls: 3 }],
  ] as const)('first decisions: %s', (_name, c) => {
    const sc = parse({
      attackType: 'ranged',
      distance: c.distance,
      attacker: { dice: c.dice, rerolls: c.rerolls, surgeAbilities: SURGES },
    });
    const ctx = iaContext(sc);
    const steps = compileIa(sc).steps;
    const solver = new RerollSolver(ctx, steps);
    const reference = new ReferenceRerollSearch(ctx, steps);
    const dice = ctx.pool.flatMap((n, c) => Array.from({ length: c < 4 ? n : 0 }, () => c));
    let compared = 0;
    const roll = (i: number, s: Int32Array): void => {
      if (i === dice.length) {
        s[ATTACKER_REROLLS] = ctx.attackerRerolls;
        s[DEFENDER_REROLLS] = 0;
        expect(solver.decide(true, s.slice())).toBe(reference.decide(true, s.slice()));
        compared++;
        return;
      }
      const c = dice[i] as number;
      for (let k = 0; k < (ALL_DICE[c]?.kinds.length ?? 0); k++) {
        const slot = (FRESH[c] as number) + k;
        s[slot] = (s[slot] as number) + 1;
        roll(i + 1, s);
        s[slot] = (s[slot] as number) - 1;
      }
    };
    roll(0, new Int32Array(STATE_SIZE));
    expect(compared).toBeGreaterThan(20);
  });
});
