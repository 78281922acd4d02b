import { describe, expect, it } from 'vitest';
import { formatCsv } from '../../src/cli/format-csv.ts';
import { evaluateExact, parseAnyScenario, type AttackResult } from '../../src/engine/engines.ts';
import { sequenceCsv } from '../../src/report/sequence-csv.ts';

// The app's CSV of an attack sequence (issue 13 item 4: "Table and CSV formats show one row
// per attack"): the CLI's per-attack columns, after the loadout's name, method and trials.

const RED = { attacker: { dice: { red: 1 } } };
const DEFENDER = { minis: 2, woundThreshold: 1, courage: null };
const TWO_SHOTS = { v: 1, game: 'legion', defender: DEFENDER, attacks: [{ ...RED, repeat: 2 }] };
/** Three shots at three miniatures: up to 3 wounds, where TWO_SHOTS reaches 2. */
const THREE = {
  ...TWO_SHOTS,
  defender: { ...DEFENDER, minis: 3 },
  attacks: [{ ...RED, repeat: 3 }],
};
const ONE = { v: 1, game: 'legion', defender: DEFENDER, ...RED };

function exact(s: unknown): AttackResult {
  const p = parseAnyScenario(s);
  if (!p.ok) throw new Error(JSON.stringify(p.error));
  return evaluateExact(p.value);
}
const loadout = (label: string, s: unknown) => ({
  label,
  method: 'exact',
  trials: null,
  result: exact(s),
});
const lines = (csv: string | null) => (csv ?? '').trimEnd().split('\n');

describe("the app's CSV of attack sequences", () => {
  it('writes the rows and columns `odds --format csv` writes, after the loadout', () => {
    const one = loadout('Aim first', TWO_SHOTS);
    const app = lines(sequenceCsv([one]));
    const cli = formatCsv(one.result).split('\n');
    expect(app).toHaveLength(3);
    expect(app[0]).toBe(`loadout,method,trials,${cli[0]}`);
    expect(app.slice(1)).toEqual(cli.slice(1).map((row) => `Aim first,exact,,${row}`));
    expect(app[0]).toContain('unitDefeated');
    expect(app[0]).toContain('defeatedByThisAttack');
  });

  it('one row per attack of each loadout, under one header holding every column', () => {
    const csv = lines(sequenceCsv([loadout('A', TWO_SHOTS), loadout('B', THREE)]));
    const header = (csv[0] ?? '').split(',');
    expect(csv.slice(1).map((r) => r.split(',').slice(0, 4).join(','))).toEqual([
      'A,exact,,1',
      'A,exact,,2',
      'B,exact,,1',
      'B,exact,,2',
      'B,exact,,3',
    ]);
    // B reaches 3 wounds, A only 2: its column is there, empty for A.
    const w3 = header.indexOf('woundsAtLeast3');
    expect(w3).toBeGreaterThan(header.indexOf('woundsAtLeast2'));
    expect(csv[1]?.split(',')[w3]).toBe('');
    expect(Number(csv[5]?.split(',')[w3])).toBeGreaterThan(0);
    for (const row of csv) expect(row.split(',')).toHaveLength(header.length);
  });

  it('a single attack beside a sequence is one row; no sequence, no per-attack CSV', () => {
    const csv = lines(sequenceCsv([loadout('one', ONE), loadout('two', TWO_SHOTS)]));
    expect(csv.filter((r) => r.startsWith('one,'))).toHaveLength(1);
    expect(csv.filter((r) => r.startsWith('two,'))).toHaveLength(2);
    const header = (csv[0] ?? '').split(',');
    // "Defeated by this attack" comes with the sequence, in the CLI's place for it.
    expect(header.indexOf('defeatedByThisAttack')).toBe(header.indexOf('unitDefeated') + 1);
    expect(csv[1]?.split(',')[header.indexOf('defeatedByThisAttack')]).toBe('');
    expect(sequenceCsv([loadout('one', ONE)])).toBeNull();
  });

  it('neutralises a pin name a spreadsheet would run as a formula', () => {
    const csv = lines(sequenceCsv([loadout('=1+1', TWO_SHOTS)]));
    expect(csv[1]?.startsWith("'=1+1,")).toBe(true);
  });
});
