import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { odds, type Run } from './odds-process.ts';

// The `odds` command as a user runs it (docs/scenario.md "The odds command"): a child process, its exit code,
// stdout and stderr. `npm run -s odds` runs `node src/cli/odds.mjs`; this is the same thing without
// npm in between.

const GOLDEN = new URL('../golden/', import.meta.url);

interface Quantity {
  pmf: number[];
  mean: number;
  sd: number;
  median: number;
  atLeast: number[];
  ci95?: [number, number][];
  atLeastCi95?: [number, number][];
  meanCi95?: [number, number];
}

interface OddsJson {
  v: number;
  game: string;
  method: string;
  trials: number | null;
  seed: number | null;
  elapsedMs: number;
  wounds: Quantity;
  [quantity: string]: unknown;
}

interface Golden {
  name: string;
  scenario: Record<string, unknown>;
  expected: Record<string, { pmf: number[]; mean: number }>;
}

function golden(path: string): Golden {
  return JSON.parse(readFileSync(new URL(path, GOLDEN), 'utf8')) as Golden;
}

/** A golden's scenario as the text of a scenario file. */
function scenarioText(g: Golden): string {
  return `${JSON.stringify(g.scenario, null, 2)}\n`;
}

/** A successful run's one JSON object. */
function okJson(r: Run): OddsJson {
  expect(r.stderr).toBe('');
  expect(r.status).toBe(0);
  return JSON.parse(r.stdout) as OddsJson;
}

/** Exit 2, exactly one line on stderr, nothing on stdout; returns that line. */
function badInput(r: Run): string {
  expect(r.stdout).toBe('');
  expect(r.status).toBe(2);
  expect(r.stderr.endsWith('\n')).toBe(true);
  const lines = r.stderr.split('\n').slice(0, -1);
  expect(lines).toHaveLength(1);
  return lines[0] ?? '';
}

function expectPmf(got: number[] | undefined, expected: number[], what: string): void {
  expect(got, what).toBeDefined();
  const n = Math.max(expected.length, got?.length ?? 0);
  for (let k = 0; k < n; k++)
    expect(Math.abs((got?.[k] ?? 0) - (expected[k] ?? 0)), `${what}[${k}]`).toBeLessThan(1e-9);
}

function expectSummary(q: unknown, what: string): asserts q is Quantity {
  expect(q, what).toMatchObject({
    pmf: expect.any(Array),
    mean: expect.any(Number),
    sd: expect.any(Number),
    median: expect.any(Number),
    atLeast: expect.any(Array),
  });
  const s = q as Quantity;
  expect(s.atLeast, `${what}.atLeast`).toHaveLength(s.pmf.length);
  expect(s.atLeast[0], `${what}.atLeast[0]`).toBeCloseTo(1, 12);
  expect(
    s.pmf.reduce((a, b) => a + b, 0),
    `${what}.pmf sums to 1`,
  ).toBeCloseTo(1, 9);
}

const DLT = golden('legion/stormtroopers-dlt19-vs-rebels-light-cover.json');
const WOOKIEES = golden('legion-complete/unit-profile-wounded-wookiees.json');
const ONE_RED = golden('legion/one-red-vs-white.json');

let dir = '';
let dltFile = '';

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'holotable-odds-'));
  dltFile = join(dir, 'dlt19.json');
  writeFileSync(dltFile, scenarioText(DLT));
});

afterAll(() => {
  if (dir !== '') rmSync(dir, { recursive: true, force: true });
});

describe('odds <file>: exact', () => {
  it('a golden scenario from a file gives its wounds PMF, method exact', () => {
    const out = okJson(odds([dltFile]));
    expect(out).toMatchObject({ v: 1, game: 'legion', method: 'exact', trials: null, seed: null });
    expect(typeof out.elapsedMs).toBe('number');
    expect(out.elapsedMs).toBeGreaterThanOrEqual(0);
    expectSummary(out.wounds, 'wounds');
    expectPmf(out.wounds.pmf, DLT.expected['wounds']?.pmf ?? [], 'wounds.pmf');
    expect(out.wounds.mean).toBeCloseTo(DLT.expected['wounds']?.mean ?? NaN, 9);
    expect(out.wounds.median).toBe(2);
    for (const name of ['attackerWounds', 'suppression']) expectSummary(out[name], name);
    // No unit profile: no miniatures defeated.
    expect(out).not.toHaveProperty('minisDefeated');
    // Exact results carry no intervals.
    expect(out.wounds).not.toHaveProperty('ci95');
  });

  it('a golden scenario on stdin (-) gives every golden output, minisDefeated included', () => {
    const out = okJson(odds(['-'], scenarioText(WOOKIEES)));
    expect(out.method).toBe('exact');
    expect(Object.keys(WOOKIEES.expected)).toContain('minisDefeated');
    for (const [name, expected] of Object.entries(WOOKIEES.expected)) {
      expectSummary(out[name], name);
      expectPmf(out[name].pmf, expected.pmf, `${name}.pmf`);
      expect(out[name].mean, `${name}.mean`).toBeCloseTo(expected.mean, 9);
    }
  });
});

describe('odds --mc', () => {
  const args = () => [dltFile, '--mc', '--trials', '20000', '--seed', '5'];
  let first: OddsJson;

  it('reports monte-carlo, its trials and seed, and ci95 beside each pmf', () => {
    first = okJson(odds(args()));
    expect(first).toMatchObject({ v: 1, game: 'legion', method: 'monte-carlo' });
    expect(first.trials).toBe(20000);
    expect(first.seed).toBe(5);
    for (const name of ['wounds', 'attackerWounds', 'suppression']) {
      const q = first[name];
      expectSummary(q, name);
      expect(q.ci95, `${name}.ci95`).toHaveLength(q.pmf.length);
      q.pmf.forEach((p, k) => {
        const [lo, hi] = q.ci95?.[k] ?? [NaN, NaN];
        // (to 1e-12: the Wilson bound for p = 1 is computed as 1 - 2^-53)
        expect(lo, `${name}.ci95[${k}]`).toBeLessThanOrEqual(p + 1e-12);
        expect(hi, `${name}.ci95[${k}]`).toBeGreaterThanOrEqual(p - 1e-12);
        // Every bucket is a whole number of the 20000 trials.
        expect(Math.abs(p * 20000 - Math.round(p * 20000))).toBeLessThan(1e-6);
      });
    }
    // Within 5 standard errors of the exact answer, bucket by bucket.
    const exact = DLT.expected['wounds']?.pmf ?? [];
    exact.forEach((p, k) => {
      const se = Math.sqrt((p * (1 - p)) / 20000);
      expect(Math.abs((first.wounds.pmf[k] ?? 0) - p), `wounds.pmf[${k}]`).toBeLessThanOrEqual(
        5 * se + 1e-9,
      );
    });
  });

  it('is identical on a second run with the same seed (apart from elapsedMs)', () => {
    const second = okJson(odds(args()));
    const untimed = (o: OddsJson) =>
      Object.fromEntries(Object.entries(o).filter(([key]) => key !== 'elapsedMs'));
    expect(untimed(second)).toStrictEqual(untimed(first));
    expect(Object.keys(untimed(first))).not.toContain('elapsedMs');
  });
});

describe('odds --workers and --epsilon', () => {
  it('gives the same histogram on 1 and 2 workers (issue 4: depends only on scenario, trials, seed)', () => {
    const run = (workers: string) =>
      okJson(odds([dltFile, '--mc', '--trials', '150000', '--seed', '9', '--workers', workers]));
    expect(run('2').wounds.pmf).toStrictEqual(run('1').wounds.pmf);
  });

  it('adaptive: stops once every P(wounds >= k) is within the margin, before --trials', () => {
    const r = okJson(odds([dltFile, '--mc', '--epsilon', '0.01', '--trials', '5000000']));
    expect(r.trials).toBeGreaterThan(0);
    expect(r.trials).toBeLessThan(5_000_000);
    r.wounds.atLeastCi95?.slice(1).forEach(([lo, hi], k) => {
      expect((hi - lo) / 2, `atLeast[${k + 1}]`).toBeLessThan(0.01);
    });
  });

  it('rejects a margin outside (0, 0.5) naming the option', () => {
    expect(badInput(odds([dltFile, '--mc', '--epsilon', '0.7']))).toContain('--epsilon');
  });
});

describe('odds --format', () => {
  it('csv: a k,pmf,atLeast header and one row per k', () => {
    const r = odds([dltFile, '--format', 'csv']);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe('k,pmf,atLeast');
    const expected = DLT.expected['wounds']?.pmf ?? [];
    expect(lines).toHaveLength(expected.length + 1);
    let tail = 1;
    lines.slice(1).forEach((line, k) => {
      const cells = line.split(',');
      expect(cells, line).toHaveLength(3);
      expect(Number(cells[0])).toBe(k);
      expect(Math.abs(Number(cells[1]) - (expected[k] ?? 0)), `pmf[${k}]`).toBeLessThan(1e-9);
      expect(Math.abs(Number(cells[2]) - tail), `atLeast[${k}]`).toBeLessThan(1e-9);
      tail -= expected[k] ?? 0;
    });
  });

  it('table: shows the mean', () => {
    const r = odds([dltFile, '--format', 'table']);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('exact');
    expect(r.stdout).toContain((DLT.expected['wounds']?.mean ?? NaN).toFixed(4));
  });
});

describe('bad input: exit 2, one line on stderr, nothing on stdout', () => {
  it('a bad scenario names the field', () => {
    const bad = { ...ONE_RED.scenario, attacker: { dice: { red: -1 } } };
    const file = join(dir, 'bad.json');
    writeFileSync(file, JSON.stringify(bad));
    const line = badInput(odds([file]));
    expect(line).toContain('attacker.dice.red');
    expect(line).toContain('expected an integer 0..30, got -1');
  });

  it('an unknown key on stdin names the key and suggests the right one', () => {
    const bad = { ...ONE_RED.scenario, attacker: { dice: { red: 1 }, keywords: { peirce: 1 } } };
    const line = badInput(odds(['-'], JSON.stringify(bad)));
    expect(line).toContain('attacker.keywords.peirce: unknown key (did you mean "pierce"?)');
  });

  it.each<[string, string[], RegExp]>([
    ['--trials abc', ['--mc', '--trials', 'abc'], /--trials.*"abc"/],
    ['--trials 0', ['--mc', '--trials', '0'], /--trials.*"0"/],
    ['--format xml', ['--format', 'xml'], /--format.*"xml"/],
    ['--exact --mc', ['--exact', '--mc'], /--exact.*--mc|--mc.*--exact/],
    ['an unknown flag', ['--bogus'], /--bogus/],
  ])('%s', (_name, flags, pattern) => {
    expect(badInput(odds([dltFile, ...flags]))).toMatch(pattern);
  });

  it('a missing file names the file', () => {
    const missing = join(dir, 'no-such-scenario.json');
    expect(badInput(odds([missing]))).toContain(missing);
  });

  it('text that is not JSON', () => {
    expect(badInput(odds(['-'], '{"v": 1, "game": "legion",'))).toMatch(/not JSON/);
  });
});

describe('odds sweep', () => {
  it('a folder of two scenarios gives a csv header and two rows', () => {
    const folder = join(dir, 'sweep');
    mkdirSync(folder);
    writeFileSync(join(folder, 'a-one-red.json'), scenarioText(ONE_RED));
    writeFileSync(join(folder, 'b-dlt19.json'), scenarioText(DLT));
    writeFileSync(join(folder, 'notes.txt'), 'not a scenario');
    const r = odds(['sweep', folder, '--format', 'csv']);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(3);
    const header = (lines[0] ?? '').split(',');
    expect(header.slice(0, 7)).toStrictEqual([
      'file',
      'method',
      'trials',
      'seed',
      'mean',
      'sd',
      'median',
    ]);
    const rows = lines.slice(1).map((l) => l.split(','));
    for (const row of rows) expect(row).toHaveLength(header.length);
    const mean = header.indexOf('mean');
    expect(rows[0]?.[0]).toContain('a-one-red.json');
    expect(rows[1]?.[0]).toContain('b-dlt19.json');
    expect(Number(rows[0]?.[mean])).toBeCloseTo(ONE_RED.expected['wounds']?.mean ?? NaN, 9);
    expect(Number(rows[1]?.[mean])).toBeCloseTo(DLT.expected['wounds']?.mean ?? NaN, 9);
    expect(rows.map((row) => row[header.indexOf('method')])).toStrictEqual(['exact', 'exact']);
  });
});
