import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  parseLegionScenario,
  serializeLegionScenario,
} from '../../../src/engine/legion/scenario.ts';
import { parse } from './quantities.ts';
import { scenarioArb } from './scenario-arb.ts';

// Scenario JSON: the serializer and the arbitrary.
// DESIGN.md "Testing, in layers" 3: properties of every valid scenario, checked with fast-check
// over small random pools so that the exact executor answers in milliseconds.

describe('scenario JSON', () => {
  it('parse ∘ serialize is the identity on parsed scenarios', () => {
    fc.assert(
      fc.property(scenarioArb, (input) => {
        const s = parse(input);
        const text = serializeLegionScenario(s);
        const again = parse(JSON.parse(text));
        expect(again).toEqual(s);
        expect(serializeLegionScenario(again)).toBe(text);
      }),
      { numRuns: 100 },
    );
  });

  it('every generated scenario is valid', () => {
    fc.assert(
      fc.property(scenarioArb, (input) => {
        const r = parseLegionScenario(input);
        expect(r.ok ? '' : `${r.error.path}: ${r.error.message}`).toBe('');
      }),
      { numRuns: 200 },
    );
  });
});
