import { describe, expect, it } from 'vitest';
import { parseAnyScenario } from '../../../src/engine/games.ts';
import { SequencePlan } from '../../../src/engine/legion/carry.ts';
import { sequenceExact } from '../../../src/engine/legion/sequence-exact.ts';
import {
  sequenceObservables,
  sequenceQuantities,
} from '../../../src/engine/legion/sequence-report.ts';
import type { LegionSequence } from '../../../src/engine/legion/sequence-scenario.ts';
import { SEQUENCES } from './catalogue.ts';

// Carried states whose attacks run alike share one program (sequenceAttackFingerprint): the
// answers must be those of one program per distinct scenario, to the last digit that matters.

function pmfs(seq: LegionSequence, share: boolean): Float64Array[] {
  const plan = new SequencePlan(seq, share);
  const q = sequenceQuantities(plan);
  return sequenceExact(plan, q, sequenceObservables(plan, q));
}

describe('shared attack programs change no answer', () => {
  it.each(SEQUENCES.map((e) => [e.name, e.scenario] as const))('%s', (_, scenario) => {
    const r = parseAnyScenario(scenario);
    if (!r.ok) throw new Error(`${r.error.path}: ${r.error.message}`);
    const seq = r.value.scenario as LegionSequence;
    const shared = pmfs(seq, true);
    const own = pmfs(seq, false);
    expect(shared.length).toBe(own.length);
    shared.forEach((pmf, i) =>
      pmf.forEach((p, k) => expect(p, `observable ${i}[${k}]`).toBeCloseTo(own[i]?.[k] ?? 0, 12)),
    );
  });
});
