import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { evaluateExact } from '../../src/engine/evaluate.ts';
import { parseAnyScenario } from '../../src/engine/games.ts';
import type { Summary } from '../../src/engine/core/summary.ts';

// Known answers (test/golden/swm, an independent exact enumeration in fractions): every damage
// value's probability, the mean and P(defeated) to 1e-9. `values`/`probs` list the damage points
// with nonzero probability; our pmf is indexed by damage points, so every other bucket is 0.
const DIR = new URL('../golden/swm/', import.meta.url);

interface Golden {
  name: string;
  scenario: unknown;
  expected: { damage: { values: number[]; probs: number[]; mean: number }; defeated: number };
}

const files = readdirSync(DIR).filter((f) => f.endsWith('.json'));

describe('golden/swm', () => {
  it('has the five known answers', () => {
    expect(files.length).toBeGreaterThanOrEqual(5);
  });
  for (const file of files) {
    const g = JSON.parse(readFileSync(new URL(file, DIR), 'utf8')) as Golden;
    it(g.name, () => {
      const parsed = parseAnyScenario(g.scenario);
      if (!parsed.ok) throw new Error(parsed.error.message);
      const r = evaluateExact(parsed.value);
      const damage = r['damage'] as Summary;
      const expected = new Map(
        g.expected.damage.values.map((v, i) => [v, g.expected.damage.probs[i] ?? 0]),
      );
      const length = Math.max(damage.pmf.length, ...g.expected.damage.values.map((v) => v + 1));
      for (let d = 0; d < length; d++)
        expect(damage.pmf[d] ?? 0, `P(damage = ${d})`).toBeCloseTo(expected.get(d) ?? 0, 9);
      expect(damage.mean).toBeCloseTo(g.expected.damage.mean, 9);
      expect(r['defeated'] as number).toBeCloseTo(g.expected.defeated, 9);
    });
  }
});
