import { describe, expect, it } from 'vitest';
import { runExact } from '../../src/engine/core/exact.ts';
import { compileIa } from '../../src/engine/imperial-assault/compile.ts';
import { DEFAULT_MEMO_BUDGET, MemoBudget } from '../../src/engine/imperial-assault/memo-budget.ts';
import { parseIaScenario, type IaScenario } from '../../src/engine/imperial-assault/scenario.ts';
import { ReferenceRerollSearch } from './reroll-search-reference.ts';

// seed 002, ATTACKS step 3, with 3 and 4 rerolls a side: the search keeps states with two
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

describe('reroll search with 3–4 rerolls = the search it replaced (seed 002, ATTACKS step 3)', () => {
  it.each(CASES.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const sc = parse(c.raw);
    const reference = compileIa(
      sc,
      new MemoBudget(DEFAULT_MEMO_BUDGET),
      (ctx, steps, budget) => new ReferenceRerollSearch(ctx, steps, budget),
    );
    // The reference: the generic executor over every step, with the search the table replaced.
    const { exact: _byRoll, ...generic } = reference;
    expect(_byRoll).toBeDefined();
    const want = runExact(generic);
    const got = runExact(compileIa(sc));
    reference.observables.forEach((o, i) => {
      const w = want[i] as Float64Array;
      const g = got[i] as Float64Array;
      expect(g.length, o.name).toBe(w.length);
      for (let k = 0; k < w.length; k++)
        expect(Math.abs((g[k] as number) - (w[k] as number)), `${o.name}[${k}]`).toBeLessThan(
          1e-12,
        );
    });
  });
});
