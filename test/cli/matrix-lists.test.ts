import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { matrixSides } from '../../src/cli/matrix-sides.ts';
import { LEGION_CARDS } from '../../src/engine/cards.ts';
import { RAW_CONTROL } from '../fuzz/hostile.ts';
import { runInProcess as run } from './stand-in-pool.ts';

// Issue 33 items 6 and 7: a list's names reach the terminal quoted as error lines quote input
// (escaped, cut after 80 characters), notes are capped, and what a list argument cannot be
// (a folder, an endless device, "empire:corps:extra") is said, not mistaken.

const dir = mkdtempSync(join(tmpdir(), 'holotable-matrix-lists-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = (name: string, text: string) => {
  const p = join(dir, name);
  writeFileSync(p, text);
  return p;
};
const tts = (units: unknown) => JSON.stringify({ armyFaction: 'empire', units });
const STORMTROOPERS = { name: 'Stormtroopers', upgrades: [] };
const FAKE_LINE = 'Evil\n\u001b[31mRED\u001b[0m\rodds: fake line';
const TITLE = '\u001b]0;pwned\u0007';

describe('odds matrix: names from a list are escaped and bounded', () => {
  it('a note names an unmatched unit quoted and escaped, on one line', async () => {
    const list = file('evil.json', tts([STORMTROOPERS, { name: FAKE_LINE }, { name: TITLE }]));
    const { r, err } = await run(list, 'rebels:corps', 'csv');
    expect(r).toEqual({ ok: true });
    expect(err).toBe(
      'odds: note: --attackers: "Evil\\n\\u001b[31mRED\\u001b[0m\\rodds: fake line": matches no unit card\n' +
        'odds: note: --attackers: "\\u001b]0;pwned\\u0007": matches no unit card\n',
    );
  });

  it('a 3 MB name is cut after 80 characters', async () => {
    const list = file('long.json', tts([STORMTROOPERS, { name: 'x'.repeat(3_000_000) }]));
    const { err } = await run(list, 'rebels:corps', 'csv');
    expect(err).toBe(
      `odds: note: --attackers: "${'x'.repeat(80)}…" (3,000,000 characters): matches no unit card\n`,
    );
  });

  it('10,000 unknown units are 20 notes and a count of the rest', async () => {
    const names = Array.from({ length: 10_000 }, (_, k) => ({ name: `Nobody ${k}` }));
    const list = file('many.json', tts([STORMTROOPERS, ...names]));
    const { r, err, out } = await run(list, 'rebels:corps', 'json');
    expect(r).toEqual({ ok: true });
    const lines = err.trimEnd().split('\n');
    expect(lines).toHaveLength(21);
    expect(lines[0]).toBe('odds: note: --attackers: "Nobody 0": matches no unit card');
    expect(lines[20]).toBe(
      'odds: note: --attackers: and 9,980 more (--format json lists all under "unmatched")',
    );
    // The JSON keeps every one.
    const json = JSON.parse(out) as { unmatched: { attackers: unknown[] } };
    expect(json.unmatched.attackers).toHaveLength(10_000);
  });

  it('a list that matches nothing is refused naming three of its names', async () => {
    const names = Array.from({ length: 500 }, (_, k) => ({ name: `${FAKE_LINE} ${k}` }));
    const { r } = await run(file('none.json', tts(names)), 'rebels:corps', 'csv');
    expect(r.ok).toBe(false);
    const message = r.ok ? '' : r.message;
    expect(message).toMatch(
      /^--attackers: no unit of .*none\.json matches the card data: "Evil\\n/,
    );
    expect(message).toMatch(/; and 497 more$/);
    expect(message).not.toMatch(RAW_CONTROL);
  });

  it('--format table shows labels escaped and cut; CSV and JSON keep them as given', async () => {
    const presets = file(
      'labels.json',
      JSON.stringify([
        { unit: 'Stormtroopers', label: FAKE_LINE },
        { unit: 'Stormtroopers', label: `${TITLE}${'y'.repeat(200)}` },
      ]),
    );
    const t = await run(presets, 'empire:heavy', 'table');
    expect(t.r).toEqual({ ok: true });
    const lines = t.out.trimEnd().split('\n');
    expect(lines.slice(1).every((l) => !RAW_CONTROL.test(l))).toBe(true);
    expect(lines[1]).toMatch(/^Evil\\n\\u001b\[31mRED\\u001b\[0m\\rodds: fake line {2,}\S/);
    expect(lines.at(-1)).toMatch(/^\\u001b\]0;pwned\\u0007y+… {2}\S/);
    expect(lines.at(-1)?.indexOf('…')).toBe(79);
    const json = await run(presets, 'empire:heavy', 'json');
    expect((JSON.parse(json.out) as { attackers: string[] }).attackers[0]).toBe(FAKE_LINE);
  });
});

describe('odds matrix: what a list argument is', () => {
  const sides = (arg: string) => matrixSides('attackers', arg, LEGION_CARDS);

  it('a folder is a folder, not "no such file"', async () => {
    const folder = join(dir, 'lists');
    mkdirSync(folder);
    expect(await sides(folder)).toEqual({
      ok: false,
      message: `--attackers: ${folder}: a folder, not a list file`,
    });
  });

  it('/dev/zero is read up to the input limit and refused', async () => {
    expect(await sides('/dev/zero')).toEqual({
      ok: false,
      message:
        '--attackers: /dev/zero: larger than 4 MiB, the most an input may hold (a scenario is a few hundred bytes)',
    });
  });

  it('a faction with more than a rank after it is refused', async () => {
    expect(await sides('empire:corps:extra')).toEqual({
      ok: false,
      message:
        '--attackers: no file "empire:corps:extra", and expected a faction or a faction and a rank ("empire:corps"), got "empire:corps:extra"',
    });
    expect((await sides('empire:corps')).ok).toBe(true);
  });
});
