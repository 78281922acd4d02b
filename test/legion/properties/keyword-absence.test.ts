import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { serializeLegionScenario } from '../../../src/engine/legion/scenario.ts';
import { differences, exact, parse } from './quantities.ts';
import { scenarioArb } from './scenario-arb.ts';
import { type JsonRecord } from '../../../src/engine/index.ts';

// Exact distributions: a keyword or token written as 0 / false is the keyword left out. (That
// PMFs sum to 1, seeded Monte Carlo and the scenario JSON round trip are checked for every game
// in test/core/game-properties.test.ts.)
// docs/testing.md "Testing, in layers" 3: properties of every valid scenario, checked with fast-check
// over small random pools so that the exact executor answers in milliseconds.

describe('exact distributions', () => {
  // docs/testing.md "Testing, in layers" 3: keyword X = 0 equals the keyword absent — for every
  // keyword of the schema (attacker, defender and guardian tables, read from the serialized
  // scenario, which lists them all) and every token, not a sample of them. Where the generated
  // value was already 0 / false, equal parses are the whole claim; where it was set, writing
  // it as 0 / false must also give exactly the results of leaving it out.
  it('do not change when any keyword or token is written as 0 / false instead of left out', () => {
    type Path = readonly (string | number)[];
    const at = (s: unknown, path: Path): JsonRecord =>
      path.reduce<unknown>((o, k) => (o as Record<string | number, unknown>)[k], s) as JsonRecord;
    fc.assert(
      fc.property(scenarioArb, (input) => {
        const full = JSON.parse(serializeLegionScenario(parse(input))) as JsonRecord;
        const paths: Path[] = [
          ['attacker', 'keywords'],
          ['attacker', 'tokens'],
          ['defender', 'keywords'],
          ['defender', 'tokens'],
          ...(full['guardians'] as unknown[]).flatMap((_, i): Path[] => [
            ['guardians', i, 'keywords'],
            ['guardians', i, 'tokens'],
          ]),
        ];
        for (const path of paths)
          for (const [key, value] of Object.entries(at(full, path))) {
            const withZero = structuredClone(full);
            const absent = structuredClone(full);
            at(withZero, path)[key] = typeof value === 'boolean' ? false : 0;
            delete at(absent, path)[key];
            const where = `${path.join('.')}.${key}`;
            expect(parse(withZero), where).toEqual(parse(absent));
            if (value) expect(differences(exact(withZero), exact(absent)), where).toEqual([]);
          }
      }),
      { numRuns: 15 },
    );
  });

  it('come from an arbitrary that sets every keyword of the schema (so the property above bites)', () => {
    const sample = fc.sample(scenarioArb, { numRuns: 1200, seed: 7 }).map(parse);
    const defaults = parse({
      v: 1,
      game: 'legion',
      attacker: { dice: { red: 1 } },
      guardians: [{ x: 1 }],
    });
    const unused = [
      ...Object.keys(defaults.attacker.keywords).filter(
        (k) => !sample.some((s) => Boolean((s.attacker.keywords as JsonRecord)[k])),
      ),
      ...Object.keys(defaults.defender.keywords).filter(
        (k) => !sample.some((s) => Boolean((s.defender.keywords as JsonRecord)[k])),
      ),
      ...Object.keys(defaults.guardians[0]?.keywords ?? {}).filter(
        (k) => !sample.some((s) => s.guardians.some((g) => Boolean((g.keywords as JsonRecord)[k]))),
      ),
    ];
    expect(unused).toEqual([]);
  });
});
