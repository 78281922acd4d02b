import { describe, expect, it } from 'vitest';
import { runExact } from '../../src/engine/core/exact.ts';
import { histogramLayout, type Program } from '../../src/engine/core/program.ts';
import { reportCounts, reportExact } from '../../src/engine/core/report.ts';
import { simulateCounts } from '../../src/engine/core/run.ts';
import { parseAnyScenario } from '../../src/engine/games.ts';
import { CATALOGUE } from './catalogue.ts';

// Every PMF bucket of a seeded Monte Carlo run lies within 5 standard errors (+1e-9) of the exact
// value, for every catalogue scenario and every observable (damage, miss, blast, cleave, each
// condition) and derived quantity (defeated). Deterministic, because seeded.
const TRIALS = 100_000;
const SEED = 0x1a_2026;

const tolerance = (p: number, n: number): number => 5 * Math.sqrt((p * (1 - p)) / n) + 1e-9;

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
    const program = compiled(e.scenario);
    const pmfs = runExact(program);
    const counts = simulateCounts(program, TRIALS, SEED);
    const { offsets, length } = histogramLayout(program);
    expect(counts.length).toBe(length);
    const failures: string[] = [];
    program.observables.forEach((o, i) => {
      const pmf = pmfs[i] ?? new Float64Array(0);
      const at = offsets[i] ?? 0;
      expect(Math.abs(pmf.reduce((x, y) => x + y, 0) - 1), `${o.name} sums to 1`).toBeLessThan(
        1e-9,
      );
      let seen = 0;
      for (let k = 0; k <= o.max; k++) {
        const c = counts[at + k] ?? 0;
        seen += c;
        const p = pmf[k] ?? 0;
        if (Math.abs(c / TRIALS - p) > tolerance(p, TRIALS))
          failures.push(`${o.name}[${k}]: exact ${p}, monte carlo ${c / TRIALS}`);
      }
      expect(seen, `${o.name}: histogram holds every trial`).toBe(TRIALS);
    });
    const exact = reportExact(program, pmfs);
    const mc = reportCounts(program, counts, TRIALS);
    for (const d of program.derived) {
      const pe = exact[d.name]?.pmf ?? [];
      const pm = mc[d.name]?.pmf ?? [];
      for (let k = 0; k < Math.max(pe.length, pm.length); k++) {
        const p = pe[k] ?? 0;
        if (Math.abs((pm[k] ?? 0) - p) > tolerance(p, TRIALS))
          failures.push(`${d.name}[${k}]: exact ${p}, monte carlo ${pm[k] ?? 0}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
