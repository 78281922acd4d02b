import { describe, expect, it } from 'vitest';
import { runExact } from '../../src/engine/core/exact.ts';
import type { Program } from '../../src/engine/core/program.ts';
import { compileLegion } from '../../src/engine/legion/compile.ts';
import { parseLegionScenario } from '../../src/engine/legion/scenario.ts';
import { CATALOGUE } from './catalogue.ts';

// The exact executor may merge over slots a program declares inert (core/inert-frontier.ts):
// that must be an optimisation only. Every catalogue scenario that declares a window gives the
// same PMFs, to rounding, with and without it.
describe('inert window in the exact executor', () => {
  const withWindow = CATALOGUE.flatMap((e) => {
    const parsed = parseLegionScenario(e.scenario);
    if (!parsed.ok) throw new Error(`${e.name}: ${parsed.error.path}: ${parsed.error.message}`);
    const program = compileLegion(parsed.value);
    return program.inert ? [[e.name, program] as const] : [];
  });

  it('is declared for the amg conservative-reroll scenarios', () => {
    expect(withWindow.length).toBeGreaterThanOrEqual(20);
    // Kept surges fed into the pair (surge→hit or →crit with rerolls) are covered too.
    const fedSurges = withWindow.filter(([, p]) => (p.inert?.feeds?.[2] ?? -1) >= 0);
    expect(fedSurges.length).toBeGreaterThanOrEqual(2);
  });

  it.each(withWindow)('%s', (_name, program) => {
    const plain: Program = {
      init: program.init,
      steps: program.steps,
      observables: program.observables,
      derived: program.derived,
    };
    const a = runExact(program);
    const b = runExact(plain);
    a.forEach((pmf, i) => {
      const other = b[i] ?? new Float64Array(0);
      expect(pmf.length).toBe(other.length);
      pmf.forEach((p, k) => expect(Math.abs(p - (other[k] ?? 0))).toBeLessThan(1e-12));
    });
  });
});
