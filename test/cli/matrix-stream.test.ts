import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runMatrix } from '../../src/cli/matrix.ts';
import { GRID_CELL_LIMIT, JSON_CELL_LIMIT } from '../../src/cli/matrix-grid.ts';
import { odds } from './odds-process.ts';
import { matrixArgs as args, pool, RESULT, runInProcess as run } from './stand-in-pool.ts';

// Issue 33 item 5: `odds matrix` wrote nothing until the whole grid was one string, and died
// after the work (a 400 × 400 table overflowed the stack; a 1000 × 1000 JSON passed the longest
// string). The grid's size is now checked and said first, and cells stream as they finish.
// These run `odds matrix` in-process with a stand-in pool that answers every cell at once.

const dir = mkdtempSync(join(tmpdir(), 'holotable-matrix-stream-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A list of n Stormtroopers presets: n rows (presets are not merged). */
function stormtroopers(n: number): string {
  const p = join(dir, `stormtroopers-${n}.json`);
  writeFileSync(p, JSON.stringify(Array.from({ length: n }, () => ({ unit: 'Stormtroopers' }))));
  return p;
}

describe('odds matrix: large grids are written, not held', () => {
  const four = stormtroopers(400);

  it('a 400 × 400 table (it overflowed the stack after the work)', async () => {
    const { r, out, err } = await run(four, four, 'table');
    expect(r).toEqual({ ok: true });
    const lines = out.trimEnd().split('\n');
    expect(lines).toHaveLength(1 + 160_000);
    expect(lines[1]).toMatch(/^Stormtroopers +Stormtroopers +0\.750 +10\.0% +1\.790 +18\.75$/);
    expect(lines[401]).toMatch(
      /^Stormtroopers +Stormtroopers +\(attacker\.unit: a refused cell\)$/,
    );
    expect(err).toBe('odds: note: matrix: 400 × 400 = 160,000 cells, about 43.2 MB of table\n');
  });

  it('CSV and JSON Lines, a line per cell in grid order', async () => {
    const hundred = stormtroopers(100);
    const csv = await run(four, hundred, 'csv');
    const rows = csv.out.trimEnd().split('\n');
    expect(rows).toHaveLength(1 + 40_000);
    expect(rows[101]).toBe('Stormtroopers,Stormtroopers,,,,,,,,attacker.unit: a refused cell');
    const jsonl = await run(four, hundred, 'jsonl');
    const lines = jsonl.out.trimEnd().split('\n');
    expect(lines).toHaveLength(40_000);
    expect(JSON.parse(lines[0] ?? '')).toEqual({
      attacker: 'Stormtroopers',
      defender: 'Stormtroopers',
      result: RESULT,
    });
    expect(JSON.parse(lines[100] ?? '')).toEqual({
      attacker: 'Stormtroopers',
      defender: 'Stormtroopers',
      error: 'attacker.unit: a refused cell',
    });
    expect(jsonl.err).toBe(
      'odds: note: matrix: 400 × 100 = 40,000 cells, about 81.0 MB of jsonl\n',
    );
  });

  it('rows are written as their cells finish, before the grid is done', async () => {
    const out: string[] = [];
    let halfway = '';
    const p = pool((done, total) => {
      if (done === total / 2) halfway = out.join('');
    });
    const r = await runMatrix(args(four, stormtroopers(10), 'csv'), p, {
      out: (t) => out.push(t),
      err: () => {},
    });
    expect(r).toEqual({ ok: true });
    // Half of 4,000 cells arrived: the header and their 2,000 rows are out already.
    expect(halfway.split('\n')).toHaveLength(1 + 2_000);
    expect(out.join('').split('\n')).toHaveLength(1 + 4_000 + 1);
  });

  it('--format json is the whole grid as one JSON text, written in pieces', async () => {
    const three = stormtroopers(3);
    const { r, out, err } = await run(three, stormtroopers(4), 'json');
    expect(r).toEqual({ ok: true });
    expect(err).toBe('');
    const cells = Array.from({ length: 3 }, (_, i) =>
      Array.from({ length: 4 }, (_, j) =>
        i === 1 && j === 0 ? { error: 'attacker.unit: a refused cell' } : RESULT,
      ),
    );
    const labels = (n: number) => Array.from({ length: n }, () => 'Stormtroopers');
    expect(out).toBe(`${JSON.stringify({ attackers: labels(3), defenders: labels(4), cells })}\n`);
  });
});

describe('odds matrix refuses, before any work, a grid it cannot write', () => {
  it(`--format json of more than ${JSON_CELL_LIMIT.toLocaleString('en')} cells`, async () => {
    const p = pool();
    const thousand = stormtroopers(1000);
    const { r, out } = await run(thousand, thousand, 'json', p);
    expect(r).toEqual({
      ok: false,
      message:
        '--format json: 1,000 × 1,000 = 1,000,000 cells, about 2.0 GB as one JSON text, more than 100,000 cells: use --format jsonl (a line per cell) or csv',
    });
    expect(p.calls).toBe(0);
    expect(out).toBe('');
  });

  it(`a grid of more than ${GRID_CELL_LIMIT.toLocaleString('en')} cells, in any format`, async () => {
    const p = pool();
    const { r } = await run(stormtroopers(1001), stormtroopers(1000), 'csv', p);
    expect(r).toEqual({
      ok: false,
      message:
        'matrix: 1,001 × 1,000 = 1,001,000 cells, more than the 1,000,000 a grid may have: use shorter lists',
    });
    expect(p.calls).toBe(0);
  });

  it('as a process: exit 2, one line, nothing on stdout', () => {
    const thousand = stormtroopers(1000);
    const r = odds(['matrix', '--attackers', thousand, '--defenders', thousand, '--range', '3']);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^odds: --format json: 1,000 × 1,000 = 1,000,000 cells, [^\n]*\n$/);
  });
});
