import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { exactQuantities } from '../../src/engine/core/run.ts';
import { parseAnyScenario } from '../../src/engine/games.ts';

const GOLDEN = new URL('../golden/', import.meta.url);

interface Golden {
  name: string;
  scenario: unknown;
  expected: Record<string, { pmf: number[]; mean: number }>;
}

function goldens(dir: string): Golden[] {
  const url = new URL(`${dir}/`, GOLDEN);
  return readdirSync(url)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(new URL(f, url), 'utf8')) as Golden);
}

// Known answers: test/golden/legion (core) and legion-complete (guardians, unit profiles),
// computed by an independent exact enumeration in fractions.
describe.each(['legion', 'legion-complete'])('golden/%s', (dir) => {
  it.each(goldens(dir).map((g) => [g.name, g] as const))('%s: every output to 1e-9', (_name, g) => {
    const parsed = parseAnyScenario(g.scenario);
    if (!parsed.ok) throw new Error(`${parsed.error.path}: ${parsed.error.message}`);
    const q = exactQuantities(parsed.value.engine.compile(parsed.value.scenario));
    for (const [quantity, expected] of Object.entries(g.expected)) {
      const got = q[quantity];
      expect(got, quantity).toBeDefined();
      const n = Math.max(expected.pmf.length, got?.pmf.length ?? 0);
      for (let k = 0; k < n; k++)
        expect(
          Math.abs((got?.pmf[k] ?? 0) - (expected.pmf[k] ?? 0)),
          `${quantity}[${k}]`,
        ).toBeLessThan(1e-9);
      expect(got?.mean).toBeCloseTo(expected.mean, 9);
    }
  });
});
