import { describe, expect, it } from 'vitest';
import { odds } from './odds-process.ts';

// The `odds` command on an attack sequence (issue 13): JSON keeps the top-level fields for the
// whole sequence and adds `sequence` (cumulative per attack) and `attacksToDefeat`; table and
// CSV show one row per attack.

const RED = { attacker: { dice: { red: 1 } } };
/** Two 1-red attacks at a 2-miniature unit with courage "–": P(wound) 5/8 each, 2 to defeat it. */
const TWO_SHOTS = JSON.stringify({
  v: 1,
  game: 'legion',
  defender: { minis: 2, woundThreshold: 1, courage: null },
  attacks: [{ ...RED, repeat: 2 }],
});
const Q = 5 / 8;

interface Entry {
  wounds: { mean: number };
  unitDefeated: { mean: number };
}

describe('odds on an attack sequence', () => {
  it('json: whole-sequence fields, one cumulative entry per attack, attacks needed', () => {
    const r = odds(['-', '--format', 'json'], TWO_SHOTS);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const j = JSON.parse(r.stdout) as {
      method: string;
      wounds: { mean: number };
      sequence: Entry[];
      attacksToDefeat: { byAttack: number[]; notDefeated: number };
    };
    expect(j.method).toBe('exact');
    expect(j.wounds.mean).toBeCloseTo(2 * Q, 12);
    expect(j.sequence.map((e) => e.wounds.mean)).toEqual([
      expect.closeTo(Q, 12),
      expect.closeTo(2 * Q, 12),
    ]);
    expect(j.sequence[1]?.unitDefeated.mean).toBeCloseTo(Q * Q, 12);
    expect(j.attacksToDefeat.byAttack).toEqual([0, expect.closeTo(Q * Q, 12)]);
    expect(j.attacksToDefeat.notDefeated).toBeCloseTo(1 - Q * Q, 12);
  });

  it('csv: a header and one row per attack', () => {
    const r = odds(['-', '--format', 'csv'], TWO_SHOTS);
    expect(r.status).toBe(0);
    const [head, ...rows] = r.stdout.trimEnd().split('\n');
    const cols = (head ?? '').split(',');
    expect(cols.slice(0, 4)).toEqual(['attack', 'woundsMean', 'minisDefeatedMean', 'unitDefeated']);
    expect(rows).toHaveLength(2);
    const at = (row: number, col: string) =>
      Number((rows[row] ?? '').split(',')[cols.indexOf(col)]);
    expect(at(0, 'attack')).toBe(1);
    expect(at(1, 'attack')).toBe(2);
    expect(at(1, 'unitDefeated')).toBeCloseTo(Q * Q, 12);
    expect(at(1, 'defeatedByThisAttack')).toBeCloseTo(Q * Q, 12);
    expect(at(0, 'woundsAtLeast1')).toBeCloseTo(Q, 12);
  });

  it('table: one row per attack with P(defeated)', () => {
    const r = odds(['-', '--format', 'table'], TWO_SHOTS);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('sequence of 2 attacks');
    const lines = r.stdout.split('\n');
    const at = lines.findIndex((l) => l.startsWith('sequence of 2 attacks'));
    expect(lines[at + 1]).toMatch(/^attack\s+wounds \(mean\)/);
    const rows = lines.slice(at + 2, at + 4);
    expect(rows.map((l) => l.trim().split(/\s+/)[0])).toEqual(['1', '2']);
    expect(lines[at + 4]).toBe('');
    expect(rows[1]).toContain(`${(100 * Q * Q).toFixed(2)}%`);
    expect(r.stdout).toContain('attacksToDefeat: 1: 0.00%, 2: 39.06%');
  });

  it('Monte Carlo runs the sequence in the worker pool with its seed', () => {
    const a = odds(['-', '--mc', '--trials', '20000', '--seed', '7', '--workers', '2'], TWO_SHOTS);
    const b = odds(['-', '--mc', '--trials', '20000', '--seed', '7', '--workers', '1'], TWO_SHOTS);
    expect(a.status).toBe(0);
    const ja = JSON.parse(a.stdout) as { sequence: Entry[]; elapsedMs: number };
    const jb = JSON.parse(b.stdout) as { sequence: Entry[]; elapsedMs: number };
    expect(ja.sequence).toEqual(jb.sequence);
    expect(Math.abs((ja.sequence[1]?.unitDefeated.mean ?? 0) - Q * Q)).toBeLessThan(0.02);
  });

  it('bad input in an attack names the attack and field', () => {
    const bad = JSON.stringify({ v: 1, game: 'legion', attacks: [RED, { attacker: {} }] });
    const r = odds(['-'], bad);
    expect(r.stdout).toBe('');
    expect(r.status).toBe(2);
    expect(r.stderr.trim()).toBe('odds: attacks.1.attacker.dice: required');
  });

  it('unit presets: each attack is expanded as a single attack against the sequence defender', () => {
    const defender = { unit: 'Rebel Troopers', cover: 'heavy' };
    const attacker = { unit: 'Stormtroopers', upgrades: ['DLT-19 Stormtrooper'] };
    const seq = JSON.stringify({
      v: 1,
      game: 'legion',
      defender,
      attacks: [
        { range: 3, attacker },
        { range: 3, attacker, repeat: 2 },
      ],
    });
    const single = JSON.stringify({ v: 1, game: 'legion', range: 3, attacker, defender });
    const r = odds(['-', '--format', 'json'], seq);
    expect(r.stderr).toBe('');
    const j = JSON.parse(r.stdout) as { sequence: Entry[] };
    const one = JSON.parse(odds(['-', '--format', 'json'], single).stdout) as Entry;
    expect(j.sequence).toHaveLength(3);
    expect(j.sequence[0]?.wounds.mean).toBeCloseTo(one.wounds.mean, 12);
    expect(j.sequence[0]?.unitDefeated.mean).toBeCloseTo(one.unitDefeated.mean, 12);
    const bad = JSON.stringify({
      v: 1,
      game: 'legion',
      defender,
      attacks: [
        { range: 3, attacker },
        { range: 3, attacker: { unit: 'Nobody' } },
      ],
    });
    const e = odds(['-'], bad);
    expect(e.status).toBe(2);
    expect(e.stderr).toMatch(/^odds: attacks\.1\.attacker\.unit: no unit "Nobody"/);
  });
});
