import { describe, expect, it } from 'vitest';
import { expectExactAndMonteCarloAgree } from '../core/agreement.ts';
import { runExact } from '../../src/engine/core/exact.ts';
import type { Program } from '../../src/engine/core/program.ts';
import { reportExact } from '../../src/engine/core/report.ts';
import { parseAnyScenario } from '../../src/engine/games.ts';
import { iaExactFeasible } from '../../src/engine/imperial-assault/exact-feasible.ts';
import { parseIaScenario } from '../../src/engine/imperial-assault/scenario.ts';
import { CATALOGUE } from './catalogue.ts';

// Every PMF bucket of a seeded Monte Carlo run lies within 5 standard errors (+1e-9) of the exact
// value, for every catalogue scenario and every observable (damage, miss, blast, cleave, each
// condition) and derived quantity (defeated). Deterministic, because seeded.
const TRIALS = 100_000;
const SEED = 0x1a_2026;

function compiled(input: unknown): Program {
  const r = parseAnyScenario(input);
  if (!r.ok) throw new Error(`${r.error.path}: ${r.error.message}`);
  return r.value.engine.compile(r.value.scenario);
}

describe('the Imperial Assault catalogue', () => {
  it('has at least 30 scenarios with unique names, all valid', () => {
    expect(CATALOGUE.length).toBeGreaterThanOrEqual(30);
    expect(new Set(CATALOGUE.map((e) => e.name)).size).toBe(CATALOGUE.length);
    for (const e of CATALOGUE) {
      const r = parseAnyScenario(e.scenario);
      expect(r.ok ? '' : `${e.name}: ${r.error.path}: ${r.error.message}`).toBe('');
    }
  });

  it('exercises every outcome: misses, blast, cleave, each condition, defeats', () => {
    const seen = new Set<string>();
    for (const e of CATALOGUE) {
      const program = compiled(e.scenario);
      const q = reportExact(program, runExact(program));
      for (const [name, s] of Object.entries(q)) if ((s.atLeast[1] ?? 0) > 0) seen.add(name);
    }
    expect([...seen].sort()).toEqual(
      [
        'bleed',
        'blast',
        'cleave',
        'damage',
        'defeated',
        'focus',
        'hide',
        'miss',
        'stun',
        'weaken',
      ].sort(),
    );
  });
});

describe(`Imperial Assault: exact vs Monte Carlo (${TRIALS} trials, seed ${SEED})`, () => {
  it.each(CATALOGUE.map((e) => [e.name, e] as const))('%s', (_name, e) => {
    expectExactAndMonteCarloAgree(compiled(e.scenario), TRIALS, SEED);
  });
});

// Issue 17's attack (range 5, its three surge abilities, 2 black + 2 white, health 12) with the
// largest pools whose reroll decisions the exact executor still enumerates by default: the
// decision table's choices, walked exhaustively and sampled, must give the same distributions.
const ISSUE_17 = {
  v: 1,
  game: 'imperial-assault',
  attackType: 'ranged',
  distance: 5,
  attacker: {
    surgeAbilities: [
      { cost: 1, damage: 2 },
      { cost: 1, pierce: 2 },
      { cost: 2, accuracy: 3 },
    ],
  },
  defender: { dice: { black: 2, white: 2 }, health: 12 },
};

const LARGE: readonly [string, Record<string, unknown>, Record<string, unknown>][] = [
  [
    'four colours 2/1 against black + white',
    { dice: { red: 1, blue: 1, green: 1, yellow: 1 }, rerolls: 2 },
    { dice: { black: 1, white: 1 }, rerolls: 1 },
  ],
  [
    'six dice, one attacker reroll',
    { dice: { red: 2, blue: 2, green: 1, yellow: 1 }, rerolls: 1 },
    {},
  ],
  [
    'eight dice, two defender rerolls',
    { dice: { red: 2, blue: 2, green: 2, yellow: 2 } },
    { rerolls: 2 },
  ],
  [
    'eight dice focused, no rerolls',
    { dice: { red: 2, blue: 2, green: 2, yellow: 2 }, focused: true },
    {},
  ],
];

describe(`Imperial Assault large pools: exact vs Monte Carlo (${TRIALS} trials, seed ${SEED})`, () => {
  it.each(LARGE)('%s', (_name, attacker, defender) => {
    const raw = {
      ...ISSUE_17,
      attacker: { ...ISSUE_17.attacker, ...attacker },
      defender: { ...ISSUE_17.defender, ...defender },
    };
    const parsed = parseIaScenario(raw);
    if (!parsed.ok) throw new Error(`${parsed.error.path}: ${parsed.error.message}`);
    // Large, yet exact by default: the executor the app and the CLI pick.
    expect(iaExactFeasible(parsed.value)).toBe(true);
    expectExactAndMonteCarloAgree(compiled(raw), TRIALS, SEED);
  });
});
