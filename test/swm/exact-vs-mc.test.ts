import { describe, expect, it } from 'vitest';
import { expectExactAndMonteCarloAgree } from '../core/agreement.ts';
import type { Program } from '../../src/engine/core/program.ts';
import { parseAnyScenario } from '../../src/engine/games.ts';
import {
  FORCE_DEFENSE_POLICIES,
  FORCE_REROLL_POLICIES,
  type SwmScenario,
} from '../../src/engine/swm/scenario.ts';
import { CATALOGUE } from './catalogue.ts';

// Every PMF bucket of a seeded Monte Carlo run lies within 5 standard errors (+1e-9) of the
// exact value, for every catalogue turn. Deterministic, because seeded.
const TRIALS = 100_000;
const SEED = 0x5eed_0001;

function parsed(input: unknown): SwmScenario {
  const r = parseAnyScenario(input);
  if (!r.ok) throw new Error(`${r.error.path}: ${r.error.message}`);
  return r.value.scenario as SwmScenario;
}

function compiled(input: unknown): Program {
  const r = parseAnyScenario(input);
  if (!r.ok) throw new Error(`${r.error.path}: ${r.error.message}`);
  return r.value.engine.compile(r.value.scenario);
}

describe('the swm catalogue', () => {
  const all = CATALOGUE.map((e) => parsed(e.scenario));

  it('has at least 20 turns with unique names', () => {
    expect(CATALOGUE.length).toBeGreaterThanOrEqual(20);
    expect(new Set(CATALOGUE.map((e) => e.name)).size).toBe(CATALOGUE.length);
  });

  it('turns on every flag of the schema somewhere', () => {
    const flags = (pick: (s: SwmScenario) => Record<string, unknown>) =>
      Object.entries(pick(all[0] as SwmScenario))
        .filter(([, v]) => typeof v === 'boolean')
        .map(([k]) => k);
    const unused = [
      ...flags((s) => s.attacker).filter(
        (k) => !all.some((s) => s.attacker[k as keyof SwmScenario['attacker']] === true),
      ),
      ...flags((s) => s.defender).filter(
        (k) => !all.some((s) => s.defender[k as keyof SwmScenario['defender']] === true),
      ),
      ...flags((s) => s.options).filter(
        (k) => !all.some((s) => s.options[k as keyof SwmScenario['options']] === true),
      ),
    ];
    expect(unused).toEqual([]);
  });

  it('uses every policy value', () => {
    for (const v of FORCE_REROLL_POLICIES)
      expect(
        all.some((s) => s.policy.forceReroll === v && s.attacker.force > 0),
        v,
      ).toBe(true);
    for (const v of FORCE_DEFENSE_POLICIES)
      expect(
        all.some((s) => s.policy.forceDefense === v && s.defender.force > 0),
        v,
      ).toBe(true);
  });
});

describe(`swm exact vs Monte Carlo (${TRIALS} trials, seed ${SEED})`, () => {
  it.each(CATALOGUE.map((e) => [e.name, e] as const))('%s', (_name, e) => {
    expectExactAndMonteCarloAgree(compiled(e.scenario), TRIALS, SEED);
  });
});
