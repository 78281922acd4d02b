import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { odds, type Run } from '../cli/odds-process.ts';

// The `odds` command on Imperial Assault scenarios, as a user runs it (a child process).
const GOLDEN = new URL('../golden/imperial-assault/', import.meta.url);

interface Summary {
  pmf: number[];
  mean: number;
  atLeast: number[];
  ci95?: [number, number][];
}

type OddsJson = Record<string, unknown> & {
  game: string;
  method: string;
  damage: Summary;
  blast: Summary;
  cleave: Summary;
  miss: number;
  conditions: Record<string, number>;
};

function okJson(r: Run): OddsJson {
  expect(r.stderr).toBe('');
  expect(r.status).toBe(0);
  return JSON.parse(r.stdout) as OddsJson;
}

function badInput(r: Run): string {
  expect(r.stdout).toBe('');
  expect(r.status).toBe(2);
  const lines = r.stderr.split('\n').slice(0, -1);
  expect(lines).toHaveLength(1);
  return lines[0] ?? '';
}

const golden = JSON.parse(
  readFileSync(new URL('blue-green-plus2-range4-vs-white.json', GOLDEN), 'utf8'),
) as { scenario: Record<string, unknown>; expected: { damage: Summary; miss: number } };
const scenario = {
  ...golden.scenario,
  attacker: {
    ...(golden.scenario['attacker'] as object),
    surgeAbilities: [{ damage: 2 }, { blast: 1, conditions: ['stun'] }],
  },
  defender: { dice: { white: 1 }, health: 3 },
};

let dir = '';
let goldenFile = '';
let file = '';

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'holotable-ia-'));
  goldenFile = join(dir, 'golden.json');
  file = join(dir, 'scenario.json');
  writeFileSync(goldenFile, JSON.stringify(golden.scenario));
  writeFileSync(file, JSON.stringify(scenario));
});

afterAll(() => {
  if (dir !== '') rmSync(dir, { recursive: true, force: true });
});

describe('odds: Imperial Assault', () => {
  it('--exact answers a golden scenario: damage PMF, miss, blast, cleave, conditions', () => {
    const out = okJson(odds([goldenFile, '--exact']));
    expect(out).toMatchObject({ v: 1, game: 'imperial-assault', method: 'exact', trials: null });
    const pmf = golden.expected.damage.pmf;
    for (let k = 0; k < Math.max(pmf.length, out.damage.pmf.length); k++)
      expect(Math.abs((out.damage.pmf[k] ?? 0) - (pmf[k] ?? 0))).toBeLessThan(1e-9);
    expect(out.miss).toBeCloseTo(golden.expected.miss, 9);
    for (const field of ['blast', 'cleave'] as const) {
      expect(out[field].pmf).toHaveLength(1);
      expect(out[field].pmf[0]).toBeCloseTo(1, 12);
    }
    expect(Object.keys(out.conditions).sort()).toEqual([
      'bleed',
      'focus',
      'hide',
      'stun',
      'weaken',
    ]);
    expect(out).not.toHaveProperty('defeated');
    expect(out).not.toHaveProperty('wounds');
  });

  it('defaults to exact, and reports defeated when health is given', () => {
    const out = okJson(odds([file]));
    expect(out.method).toBe('exact');
    expect(out['defeated']).toBeCloseTo(out.damage.atLeast[3] ?? NaN, 12);
    expect(out.conditions['stun']).toBeGreaterThan(0);
  });

  it('--mc: seeded Monte Carlo agrees with the exact answer and carries intervals', () => {
    const exact = okJson(odds([file, '--exact']));
    const mc = okJson(odds([file, '--mc', '--trials', '200000', '--seed', '7', '--workers', '1']));
    expect(mc).toMatchObject({ method: 'monte-carlo', trials: 200000, seed: 7 });
    expect(mc.damage.ci95).toHaveLength(mc.damage.pmf.length);
    exact.damage.pmf.forEach((p, k) => {
      const se = Math.sqrt((p * (1 - p)) / 200000);
      expect(Math.abs((mc.damage.pmf[k] ?? 0) - p), `damage[${k}]`).toBeLessThan(5 * se + 1e-9);
    });
    const missSe = Math.sqrt((exact.miss * (1 - exact.miss)) / 200000);
    expect(Math.abs(mc.miss - exact.miss)).toBeLessThan(5 * missSe + 1e-9);
    const again = okJson(
      odds([file, '--mc', '--trials', '200000', '--seed', '7', '--workers', '2']),
    );
    expect(again.damage.pmf).toEqual(mc.damage.pmf);
  });

  it('--format table shows damage, miss, defeated and conditions; csv the damage rows', () => {
    const table = odds([file, '--format', 'table']);
    expect(table.status).toBe(0);
    expect(table.stdout).toMatch(/^imperial-assault: exact/);
    expect(table.stdout).toMatch(/^damage: mean \d\.\d{4}/m);
    expect(table.stdout).toMatch(/^miss: +\d+\.\d\d%$/m);
    expect(table.stdout).toMatch(/^defeated: +\d+\.\d\d%$/m);
    expect(table.stdout).toMatch(/^conditions: stun \d+\.\d\d%, bleed 0\.00%/m);
    const exact = okJson(odds([file]));
    const csv = odds([file, '--format', 'csv']);
    const lines = csv.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe('k,pmf,atLeast');
    expect(lines).toHaveLength(exact.damage.pmf.length + 1);
    expect(Number(lines[1]?.split(',')[1])).toBeCloseTo(exact.damage.pmf[0] ?? NaN, 12);
  });

  it('past exact, the default Monte Carlo stops once every P(damage >= k) is within ±0.005 (issue 17)', () => {
    // Six dice with 2 attacker rerolls: beyond exact's quick limit, a cheap simulation.
    const big = {
      v: 1,
      game: 'imperial-assault',
      attackType: 'ranged',
      distance: 5,
      attacker: { dice: { red: 2, blue: 2, green: 1, yellow: 1 }, rerolls: 2 },
      defender: { dice: { black: 2, white: 2 } },
    };
    const input = JSON.stringify(big);
    const auto = okJson(odds(['-', '--workers', '1'], input));
    const trials = Number(auto['trials']);
    expect(auto.method).toBe('monte-carlo');
    expect(trials).toBeGreaterThan(0);
    expect(trials).toBeLessThan(1_000_000);
    const margins = (auto.damage as Summary & { atLeastCi95: [number, number][] }).atLeastCi95;
    margins.slice(1).forEach(([lo, hi], k) => {
      expect((hi - lo) / 2, `atLeast[${k + 1}]`).toBeLessThan(0.005);
    });
    // The person's own margin wins; --mc runs the trials asked for.
    const loose = okJson(odds(['-', '--workers', '1', '--epsilon', '0.02'], input));
    expect(Number(loose['trials'])).toBeLessThan(trials);
    const asked = okJson(odds(['-', '--mc', '--trials', '5000'], input));
    expect(asked['trials']).toBe(5000);
  });

  it('bad input: exit 2 and one line naming the field', () => {
    const unknown = { ...scenario, attacker: { dice: { blue: 1 }, surgeAbilites: [] } };
    expect(badInput(odds(['-'], JSON.stringify(unknown)))).toBe(
      'odds: attacker.surgeAbilites: unknown key (did you mean "surgeAbilities"?)',
    );
    const { distance: _d, ...noDistance } = scenario as Record<string, unknown>;
    void _d;
    expect(badInput(odds(['-'], JSON.stringify(noDistance)))).toBe(
      'odds: distance: required for a ranged attack (spaces to the target, 1 when adjacent)',
    );
    const negative = { ...scenario, defender: { dice: { black: -1 } } };
    expect(badInput(odds(['-'], JSON.stringify(negative)))).toBe(
      'odds: defender.dice.black: expected an integer 0..4, got -1',
    );
  });
});
