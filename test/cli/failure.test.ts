import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { WORKER_FAULT_ENV } from '../../workers/sim-api.ts';
import { odds, type Run } from './odds-process.ts';

// Issue 17: a failure that remains (here a worker forced to fail every chunk, through the test
// hook in workers/sim.node-worker.ts) reaches the user as one line on stderr with exit code 1
// (2 means bad input), no stack trace, and nothing half-printed on stdout.

const CORPS = readFileSync(
  new URL('../../bench/scenarios/corps-fire.json', import.meta.url),
  'utf8',
);

/** Exit 1, exactly one line on stderr, nothing on stdout; returns that line. */
function failed(r: Run): string {
  expect(r.stdout).toBe('');
  expect(r.status).toBe(1);
  expect(r.stderr.endsWith('\n')).toBe(true);
  const lines = r.stderr.split('\n').slice(0, -1);
  expect(lines).toHaveLength(1);
  expect(r.stderr).not.toMatch(/\bat .*:\d+:\d+/); // no stack frame
  return lines[0] ?? '';
}

describe('a failing worker', () => {
  it.each(['throw', 'exit'])('(%s on every chunk): one line, exit 1', (fault) => {
    const env = { ...process.env, [WORKER_FAULT_ENV]: fault };
    const r = odds(['-', '--mc', '--trials', '20000', '--workers', '1'], CORPS, env);
    const line = failed(r);
    expect(line).toMatch(/^odds: the simulation stopped: a worker failed 3 times in a row \(/);
    expect(line).toContain(fault === 'throw' ? 'simulated worker fault' : 'exited with code 70');
  });

  it('in a sweep too: no CSV row is printed', () => {
    const dir = mkdtempSync(join(tmpdir(), 'odds-failure-'));
    try {
      writeFileSync(join(dir, 'a.json'), CORPS);
      writeFileSync(join(dir, 'b.json'), CORPS);
      const env = { ...process.env, [WORKER_FAULT_ENV]: 'throw' };
      const r = odds(['sweep', dir, '--mc', '--trials', '5000'], '', env);
      expect(failed(r)).toMatch(/^odds: the simulation stopped: .*simulated worker fault/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('without the fault the same command answers (the hook is off by default)', () => {
    const r = odds(['-', '--mc', '--trials', '20000', '--workers', '1'], CORPS);
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ method: 'monte-carlo', trials: 20_000 });
  });
});
