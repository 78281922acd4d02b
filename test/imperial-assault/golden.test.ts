import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Summary } from '../../src/engine/core/summary.ts';
import { evaluateExact } from '../../src/engine/evaluate.ts';
import { parseAnyScenario } from '../../src/engine/games.ts';

const DIR = new URL('../golden/imperial-assault/', import.meta.url);

interface Golden {
  name: string;
  scenario: unknown;
  expected: Record<string, { pmf: number[]; mean: number } | number>;
}

const GOLDENS = readdirSync(DIR)
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(new URL(f, DIR), 'utf8')) as Golden);

// Known answers: test/golden/imperial-assault, an independent exact enumeration in fractions.
describe('golden/imperial-assault', () => {
  it('has the six known answers', () => {
    expect(GOLDENS.length).toBeGreaterThanOrEqual(6);
  });

  it.each(GOLDENS.map((g) => [g.name, g] as const))('%s: every output to 1e-9', (_name, g) => {
    const parsed = parseAnyScenario(g.scenario);
    if (!parsed.ok) throw new Error(`${parsed.error.path}: ${parsed.error.message}`);
    const r = evaluateExact(parsed.value);
    for (const [field, expected] of Object.entries(g.expected)) {
      const got = r[field];
      expect(got, field).toBeDefined();
      if (typeof expected === 'number') {
        expect(Math.abs((got as number) - expected), field).toBeLessThan(1e-9);
        continue;
      }
      const s = got as Summary;
      const n = Math.max(expected.pmf.length, s.pmf.length);
      for (let k = 0; k < n; k++)
        expect(Math.abs((s.pmf[k] ?? 0) - (expected.pmf[k] ?? 0)), `${field}[${k}]`).toBeLessThan(
          1e-9,
        );
      expect(Math.abs(s.mean - expected.mean), `${field} mean`).toBeLessThan(1e-9);
    }
  });
});
