import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { odds, type Run } from '../cli/odds-process.ts';

// `npm run -s odds` on Star Wars Miniatures turns, as a user runs it: a child process, its exit
// code, stdout and stderr (same harness as test/cli/odds.test.ts).

const GOLDEN = new URL('../golden/swm/', import.meta.url);

interface Quantity {
  pmf: number[];
  mean: number;
  ci95?: [number, number][];
}

function okJson(r: Run): Record<string, unknown> {
  expect(r.stderr).toBe('');
  expect(r.status).toBe(0);
  return JSON.parse(r.stdout) as Record<string, unknown>;
}

function badInput(r: Run): string {
  expect(r.stdout).toBe('');
  expect(r.status).toBe(2);
  const lines = r.stderr.split('\n').slice(0, -1);
  expect(lines).toHaveLength(1);
  return lines[0] ?? '';
}

interface Golden {
  scenario: Record<string, unknown>;
  expected: { damage: { values: number[]; probs: number[]; mean: number }; defeated: number };
}

const TWIN = JSON.parse(
  readFileSync(new URL('double-twin-lightsaber-vs-dr.json', GOLDEN), 'utf8'),
) as Golden;

let dir = '';
let twinFile = '';

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'holotable-swm-'));
  twinFile = join(dir, 'twin.json');
  writeFileSync(twinFile, JSON.stringify(TWIN.scenario));
});

afterAll(() => {
  if (dir !== '') rmSync(dir, { recursive: true, force: true });
});

function expectedPmf(g: Golden): number[] {
  const pmf = new Array<number>(Math.max(...g.expected.damage.values) + 1).fill(0);
  g.expected.damage.values.forEach((v, i) => (pmf[v] = g.expected.damage.probs[i] ?? 0));
  return pmf;
}

describe('odds on a Star Wars Miniatures turn', () => {
  it('--exact: damage PMF by damage points, defeated, hits, criticals', () => {
    const out = okJson(odds([twinFile, '--exact']));
    expect(out).toMatchObject({ v: 1, game: 'swm', method: 'exact', trials: null, seed: null });
    const damage = out['damage'] as Quantity;
    const expected = expectedPmf(TWIN);
    expect(damage.pmf).toHaveLength(expected.length);
    expected.forEach((p, k) => expect(damage.pmf[k], `damage[${k}]`).toBeCloseTo(p, 9));
    expect(out['defeated']).toBeCloseTo(TWIN.expected.defeated, 9);
    // 4 attacks, but after a blocked hit two more hits of 30 defeat the 60 hp target: at most 3.
    expect((out['hits'] as Quantity).pmf).toHaveLength(4);
    expect((out['criticals'] as Quantity).pmf.length).toBeGreaterThan(1);
    expect(out).not.toHaveProperty('splash');
  });

  it('--mc: seeded, within 5 standard errors of the exact PMF, with intervals', () => {
    const trials = 200_000;
    const out = okJson(odds([twinFile, '--mc', '--trials', String(trials), '--seed', '7']));
    expect(out).toMatchObject({ game: 'swm', method: 'monte-carlo', trials, seed: 7 });
    const damage = out['damage'] as Quantity;
    expect(damage.ci95).toBeDefined();
    const expected = expectedPmf(TWIN);
    expected.forEach((p, k) =>
      expect(Math.abs((damage.pmf[k] ?? 0) - p), `damage[${k}]`).toBeLessThanOrEqual(
        5 * Math.sqrt((p * (1 - p)) / trials) + 1e-9,
      ),
    );
    const ci = out['defeatedCi95'] as [number, number];
    expect(ci[0]).toBeLessThanOrEqual(out['defeated'] as number);
    expect(ci[1]).toBeGreaterThanOrEqual(out['defeated'] as number);
    // Same seed, same answer.
    const again = okJson(odds([twinFile, '--mc', '--trials', String(trials), '--seed', '7']));
    expect((again['damage'] as Quantity).pmf).toEqual(damage.pmf);
  });

  it('reports the Splash damage each adjacent character takes', () => {
    const splash = {
      v: 1,
      game: 'swm',
      attacker: { attack: 60, damage: 20, splash: 10 },
      defender: { defense: 0, hp: 100, adjacentCharacters: 2 },
    };
    const out = okJson(odds(['-', '--exact'], JSON.stringify(splash)));
    const s = out['splash'] as Quantity;
    expect(s.pmf).toHaveLength(11);
    expect(s.pmf[10]).toBeCloseTo(0.5, 12);
  });

  it('--format table lists only the damage values that can happen, and P(defeated)', () => {
    const r = odds([twinFile, '--format', 'table']);
    expect(r.status).toBe(0);
    const rows = r.stdout
      .split('\n\n')
      .find((block) => block.startsWith('damage:'))
      ?.split('\n')
      .slice(2)
      .map((line) => Number(line.trim().split(/\s+/)[0]));
    expect(rows).toEqual([0, 30, 50, 60]);
    expect(r.stdout).toContain(`defeated: ${(100 * TWIN.expected.defeated).toFixed(2)}%`);
  });

  it('--format csv gives one row per damage point', () => {
    const r = odds([twinFile, '--format', 'csv']);
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe('k,pmf,atLeast');
    expect(lines).toHaveLength(62);
    expect(Number(lines[31]?.split(',')[1])).toBeCloseTo(0.0124875, 9);
  });

  it('bad input: exit 2 and one line naming the field', () => {
    const scenario = (attacker: Record<string, unknown>) =>
      JSON.stringify({ v: 1, game: 'swm', attacker, defender: { defense: 20, hp: 50 } });
    expect(badInput(odds(['-'], scenario({ attack: 5 })))).toBe('odds: attacker.damage: required');
    expect(badInput(odds(['-'], scenario({ attack: 5, damage: 10, twinAtack: true })))).toBe(
      'odds: attacker.twinAtack: unknown key (did you mean "twinAttack"?)',
    );
    expect(badInput(odds(['-'], scenario({ attack: 5, damage: 10, meleeAttack: true })))).toContain(
      'attacker.adjacent',
    );
  });
});
