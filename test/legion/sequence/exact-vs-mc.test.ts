import { describe, it } from 'vitest';
import { parseAnyScenario } from '../../../src/engine/games.ts';
import { expectExactAndMonteCarloAgree } from '../../core/agreement.ts';
import { SEQUENCES } from './catalogue.ts';

// docs/testing.md "Testing, in layers" 2 for attack sequences: every bucket of every quantity after
// every attack (and of "attacks needed") of a seeded Monte Carlo run lies within 5 standard
// errors (+1e-9) of the exact value.
const TRIALS = 40_000;
const SEED = 0x5e9_2026;

describe('attack sequences: exact and Monte Carlo agree', () => {
  it.each(SEQUENCES.map((e) => [e.name, e.scenario] as const))('%s', (_, scenario) => {
    const r = parseAnyScenario(scenario);
    if (!r.ok) throw new Error(`${r.error.path}: ${r.error.message}`);
    expectExactAndMonteCarloAgree(r.value.engine.compile(r.value.scenario), TRIALS, SEED);
  });
});
