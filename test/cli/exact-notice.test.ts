import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  EXACT_NOTICE_SECONDS,
  EXACT_WORKER_SECONDS,
  exactNotice,
  exactProgress,
  roughDuration,
} from '../../src/cli/exact-notice.ts';
import { evaluateExact } from '../../src/engine/evaluate.ts';
import { parseAnyScenario, type AnyScenario } from '../../src/engine/games.ts';
import { odds, ROOT } from './odds-process.ts';

// Issue 18 item 5: `--exact` on 30 red + 30 black + 30 white ran 168 s in silence. The games
// estimate the work before starting; far beyond interactive, odds says so at once (and shows
// the time so far against the estimate on a terminal).

function scenario(input: unknown): AnyScenario {
  const r = parseAnyScenario(input);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const seconds = (input: unknown) => {
  const s = scenario(input);
  return s.engine.exactSeconds(s.scenario);
};

const legion = (red: number, black: number, white: number) => ({
  v: 1,
  game: 'legion',
  attacker: { dice: { red, black, white } },
});

describe('exact-enumeration estimates', () => {
  it('put 30 red + 30 black + 30 white (168 s measured) at minutes', () => {
    const s = seconds(legion(30, 30, 30));
    expect(s).toBeGreaterThan(60);
    expect(s).toBeLessThan(600);
  });

  it('put Imperial Assault 8 dice with 2 + 2 rerolls (not done after 10 minutes) far beyond', () => {
    const ia = {
      v: 1,
      game: 'imperial-assault',
      distance: 3,
      attacker: { dice: { red: 2, blue: 2, green: 2, yellow: 2 }, rerolls: 2 },
      defender: { dice: { black: 2, white: 2 }, rerolls: 2 },
    };
    expect(seconds(ia)).toBeGreaterThan(60);
  });

  it('put every golden scenario under the notice (each is exact in well under a second)', () => {
    const root = join(ROOT, 'test/golden');
    for (const dir of readdirSync(root, { withFileTypes: true }).filter((d) => d.isDirectory()))
      for (const f of readdirSync(join(root, dir.name)).filter((n) => n.endsWith('.json'))) {
        const g = JSON.parse(readFileSync(join(root, dir.name, f), 'utf8')) as {
          scenario: unknown;
        };
        expect(seconds(g.scenario), `${dir.name}/${f}`).toBeLessThan(EXACT_WORKER_SECONDS);
      }
  });
});

describe('the notice and the progress line', () => {
  it('says nothing up to the threshold, then the rough time and the way out', () => {
    expect(exactNotice(EXACT_NOTICE_SECONDS)).toBeNull();
    expect(exactNotice(168)).toBe(
      'odds: note: exact enumeration of this attack may take roughly 3 minutes (an estimate from its dice); --mc estimates it in seconds',
    );
  });

  it.each<[number, string]>([
    [40, '40 seconds'],
    [59, '59 seconds'],
    [60, '1 minute'],
    [168, '3 minutes'],
    [7200, '2 hours'],
    [86_400 * 5, '5 days'],
  ])('%s s reads "%s"', (s, text) => {
    expect(roughDuration(s)).toBe(text);
  });

  it('shows the time so far against the estimate, never 100% before it ends', () => {
    expect(exactProgress(72, 168)).toBe(
      'exact enumeration: 1:12 of roughly 2:48 (42% of the estimate)',
    );
    expect(exactProgress(400, 168)).toMatch(/\(99% of the estimate\)$/);
  });
});

describe('odds --exact on a huge attack (process)', () => {
  it('says at once that it will take minutes', async () => {
    const child = spawn(process.execPath, ['src/cli/odds.mjs', '-', '--exact'], {
      cwd: ROOT,
    });
    child.stdin.end(JSON.stringify(legion(30, 30, 30)));
    let stderr = '';
    let stdout = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    const t0 = performance.now();
    const first = await new Promise<string>((resolve) => {
      child.stderr.on('data', (d: Buffer) => {
        stderr += d.toString();
        if (stderr.includes('\n')) resolve(stderr.split('\n')[0] ?? '');
      });
      child.on('exit', () => resolve(stderr));
    });
    const waited = performance.now() - t0;
    child.kill('SIGKILL');
    expect(first).toBe(exactNotice(seconds(legion(30, 30, 30))));
    // Start-up only (the run itself would take minutes), and nothing on stdout yet.
    expect(waited).toBeLessThan(20_000);
    expect(stdout).toBe('');
  });

  it('runs a long one on a worker thread with the same answer', () => {
    const input = legion(12, 12, 12);
    expect(seconds(input)).toBeGreaterThan(EXACT_WORKER_SECONDS);
    const r = odds(['-', '--exact'], JSON.stringify(input));
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const got = JSON.parse(r.stdout) as { method: string; wounds: { pmf: number[] } };
    const want = evaluateExact(scenario(input)).wounds?.pmf ?? [];
    expect(got.method).toBe('exact');
    expect(got.wounds.pmf).toHaveLength(want.length);
    got.wounds.pmf.forEach((p, k) => expect(p).toBeCloseTo(want[k] ?? NaN, 12));
  });
});
