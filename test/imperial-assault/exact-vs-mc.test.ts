import { describe, expect, it } from 'vitest';
import { expectExactAndMonteCarloAgree } from '../core/agreement.ts';
import { runExact } from '../../src/engine/core/exact.ts';
import type { Program } from '../../src/engine/core/program.ts';
import { reportExact } from '../../src/engine/core/report.ts';
import { parseAnyScenario } from '../../src/engine/games.ts';
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
