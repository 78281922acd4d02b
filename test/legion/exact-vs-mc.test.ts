import { describe, expect, it } from 'vitest';
import { runExact } from '../../src/engine/core/exact.ts';
import { histogramLayout, type Program } from '../../src/engine/core/program.ts';
import { reportCounts, reportExact } from '../../src/engine/core/report.ts';
import { simulateCounts } from '../../src/engine/core/run.ts';
import { parseAnyScenario } from '../../src/engine/games.ts';
import type { LegionScenario } from '../../src/engine/legion/scenario.ts';
import { CATALOGUE } from './catalogue.ts';

// DESIGN.md "Testing, in layers" 2: for every catalogue scenario, every PMF bucket of a seeded
// Monte Carlo run lies within 5 standard errors (+1e-9) of the exact value. Deterministic,
// because seeded. (Under vitest's module runner the Monte Carlo executor runs several times
// slower than in a bundle, so N is kept at 100,000 to hold the file under ~30 s on 2 cores.)
const TRIALS = 100_000;
const SEED = 0x5eed_2025;

/** 5 standard errors of a proportion p estimated from n trials, plus float slack. */
const tolerance = (p: number, n: number): number => 5 * Math.sqrt((p * (1 - p)) / n) + 1e-9;

function parsed(input: unknown): LegionScenario {
  const r = parseAnyScenario(input);
  if (!r.ok) throw new Error(`${r.error.path}: ${r.error.message}`);
  return r.value.scenario as LegionScenario;
}

function compiled(input: unknown): Program {
  const r = parseAnyScenario(input);
  if (!r.ok) throw new Error(`${r.error.path}: ${r.error.message}`);
  return r.value.engine.compile(r.value.scenario);
}

/** The keywords the engine implements today, as the catalogue must exercise them. */
const ATTACKER_KEYWORDS = [
  'precise',
  'critical',
  'pierce',
  'impact',
  'sharpshooter',
  'blast',
  'highVelocity',
] as const;
const DEFENDER_KEYWORDS = [
  'armor',
  'coverX',
  'dangerSense',
  'uncannyLuck',
  'weakPoint',
  'lowProfile',
  'dugIn',
  'impervious',
  'immunePierce',
  'immuneMeleePierce',
  'immuneBlast',
  'deflect',
  'outmaneuver',
  'backup',
] as const;

describe('the scenario catalogue', () => {
  const all = CATALOGUE.map((e) => parsed(e.scenario));
  const count = (pred: (s: LegionScenario) => boolean): number => all.filter(pred).length;

  it('has at least 36 scenarios with unique names', () => {
    expect(CATALOGUE.length).toBeGreaterThanOrEqual(36);
    expect(new Set(CATALOGUE.map((e) => e.name)).size).toBe(CATALOGUE.length);
  });

  it.each(CATALOGUE.map((e) => [e.name, e] as const))('parses: %s', (_name, e) => {
    const r = parseAnyScenario(e.scenario);
    expect(r.ok ? '' : `${r.error.path}: ${r.error.message}`).toBe('');
  });

  it('keeps every pool at 10 dice or fewer', () => {
    for (const s of all) {
      const d = s.attacker.dice;
      expect(d.red + d.black + d.white).toBeLessThanOrEqual(10);
    }
  });

  it.each([...ATTACKER_KEYWORDS])('uses attacker keyword %s at least twice', (k) => {
    expect(count((s) => Boolean(s.attacker.keywords[k]))).toBeGreaterThanOrEqual(2);
  });

  it.each([...DEFENDER_KEYWORDS])('uses defender keyword %s at least twice', (k) => {
    expect(count((s) => Boolean(s.defender.keywords[k]))).toBeGreaterThanOrEqual(2);
  });

  it('covers editions, attack types, tokens, cover, dice, unit types and profiles', () => {
    const a = (s: LegionScenario) => s.attacker;
    const d = (s: LegionScenario) => s.defender;
    const checks: [string, (s: LegionScenario) => boolean][] = [
      ['amg-2025 ranged', (s) => s.edition === 'amg-2025' && s.attackType === 'ranged'],
      ['amg-2025 melee', (s) => s.edition === 'amg-2025' && s.attackType === 'melee'],
      ['ffg-1.0 ranged', (s) => s.edition === 'ffg-1.0' && s.attackType === 'ranged'],
      ['ffg-1.0 melee', (s) => s.edition === 'ffg-1.0' && s.attackType === 'melee'],
      ['aim', (s) => a(s).tokens.aim > 0],
      ['observation', (s) => a(s).tokens.observation > 0],
      ['attacker surge tokens', (s) => a(s).tokens.surge > 0],
      ['surge chart hit', (s) => a(s).surge === 'hit'],
      ['surge chart crit', (s) => a(s).surge === 'crit'],
      ['dodge', (s) => d(s).tokens.dodge > 0],
      ['shield', (s) => d(s).tokens.shield > 0],
      ['defender surge tokens', (s) => d(s).tokens.surge > 0],
      ['suppression', (s) => d(s).tokens.suppression > 0],
      ['smoke', (s) => d(s).tokens.smoke > 0],
      ['no cover', (s) => d(s).cover === 'none'],
      ['light cover', (s) => d(s).cover === 'light'],
      ['heavy cover', (s) => d(s).cover === 'heavy'],
      ['red defense', (s) => d(s).die === 'red'],
      ['white defense', (s) => d(s).die === 'white'],
      ['defense surge→block', (s) => d(s).surge === 'block'],
      ['courage "–"', (s) => d(s).courage === null],
      ['courage 2', (s) => d(s).courage === 2],
      ['trooper', (s) => d(s).unitType === 'trooper'],
      ['ground vehicle', (s) => d(s).unitType === 'ground-vehicle'],
      ['unit profile', (s) => d(s).minis !== null],
      ['wounds already taken', (s) => d(s).woundsTaken > 0],
      ['minis in LOS', (s) => d(s).minisInLos !== null],
      ['one guardian', (s) => s.guardians.length === 1],
      ['two guardians', (s) => s.guardians.length === 2],
      ['guardian with Deflect', (s) => s.guardians.some((g) => g.keywords.deflect)],
      ['guardian with Immune: Pierce', (s) => s.guardians.some((g) => g.keywords.immunePierce)],
      ['guardian with Surge tokens', (s) => s.guardians.some((g) => g.tokens.surge > 0)],
      [
        'reroll conservative with tokens',
        (s) => s.policy.reroll === 'conservative' && a(s).tokens.aim > 0,
      ],
      ['reroll crit-fishing', (s) => s.policy.reroll === 'crit-fishing'],
      [
        'pierce split defender-first',
        (s) => s.policy.pierceSplit === 'defender-first' && s.guardians.length > 0,
      ],
      [
        'pierce split guardian-first',
        (s) => s.policy.pierceSplit === 'guardian-first' && s.guardians.length > 0,
      ],
    ];
    const missing = checks.filter(([, pred]) => count(pred) === 0).map(([name]) => name);
    expect(missing).toEqual([]);
  });
});

describe(`exact vs Monte Carlo (${TRIALS} trials, seed ${SEED})`, () => {
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
      expect(pmf.length, o.name).toBe(o.max + 1);
      expect(
        Math.abs(pmf.reduce((x, y) => x + y, 0) - 1),
        `${o.name}: exact PMF sums to 1`,
      ).toBeLessThan(1e-9);
      let seen = 0;
      for (let k = 0; k <= o.max; k++) {
        const c = counts[at + k] ?? 0;
        seen += c;
        const p = pmf[k] ?? 0;
        const mc = c / TRIALS;
        if (Math.abs(mc - p) > tolerance(p, TRIALS))
          failures.push(`${o.name}[${k}]: exact ${p}, monte carlo ${mc}`);
      }
      expect(seen, `${o.name}: histogram holds every trial`).toBe(TRIALS);
    });

    // Derived quantities (minisDefeated, unitDefeated) through the same reports the user sees.
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
