import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseOddsArgs } from '../../src/cli/args.ts';
import { CliPool } from '../../src/cli/evaluate-with.ts';
import { runSweep } from '../../src/cli/sweep.ts';
import { workerCount } from '../../src/cli/worker-count.ts';
import { odds } from './odds-process.ts';

// Paths a sweep cannot use get one line and exit 2 (they gave Node's raw text and exit 1, and
// an empty folder a bare CSV header and exit 0); --workers past the cores is capped, noted.

const dir = mkdtempSync(join(tmpdir(), 'odds-sweep-paths-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const ONE_RED = JSON.stringify({ v: 1, game: 'legion', attacker: { dice: { red: 1 } } });

async function sweepOf(path: string) {
  const pool = new CliPool(null, false);
  try {
    return await runSweep(parseOddsArgs(['sweep', path], false), pool);
  } finally {
    pool.close();
  }
}

describe('sweep paths it cannot use', () => {
  const file = join(dir, 'one.json');
  writeFileSync(file, ONE_RED);
  symlinkSync(join(dir, 'loop-b'), join(dir, 'loop-a'));
  symlinkSync(join(dir, 'loop-a'), join(dir, 'loop-b'));
  mkdirSync(join(dir, 'empty'));
  const long = join(dir, `${'x'.repeat(300)}.json`);

  it.each([
    ['a symbolic link loop', join(dir, 'loop-a'), 'cannot read (too many symbolic links)'],
    ['a name too long', long, 'cannot read (the name is too long)'],
    [
      'a file used as a folder',
      join(file, 'x.json'),
      'cannot read (a part of the path is not a folder)',
    ],
    ['an empty folder', join(dir, 'empty'), 'no .json scenario files in this folder'],
  ])('%s: one line naming it', async (_, path, reason) => {
    const r = await sweepOf(path);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.message.endsWith(reason)).toBe(true);
    expect(r.message).not.toMatch(/\n|ELOOP|ENAMETOOLONG|ENOTDIR/);
  });

  it('exits 2 with that line (process)', () => {
    for (const path of [join(dir, 'loop-a'), join(dir, 'empty')]) {
      const r = odds(['sweep', path]);
      expect(r.status).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(new RegExp(`^odds: ${path}: [^\\n]+\\n$`));
    }
  });
});

describe('--workers past the cores', () => {
  it('is capped at the cores, with a note', () => {
    expect(workerCount(null, 2)).toEqual({ workers: null, note: null });
    expect(workerCount(2, 2)).toEqual({ workers: 2, note: null });
    expect(workerCount(64, 2)).toEqual({
      workers: 2,
      note: 'odds: note: --workers 64: this machine has 2 cores, so 2 worker threads (the answer is the same)',
    });
    expect(workerCount(3, 1).workers).toBe(1);
  });

  it('--workers 64 --trials 1 answers with the note (process)', () => {
    const r = odds(['-', '--mc', '--workers', '64', '--trials', '1'], ONE_RED);
    expect(r.status).toBe(0);
    expect(r.stderr).toMatch(
      /^odds: note: --workers 64: this machine has \d+ cores?, so \d+ worker/,
    );
    expect(JSON.parse(r.stdout)).toMatchObject({ method: 'monte-carlo', trials: 1 });
  });
});
