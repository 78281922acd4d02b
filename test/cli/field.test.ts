import { describe, expect, it } from 'vitest';
import { stormtroopersCopy } from '../legion/card/stormtroopers-card.ts';
import { odds } from './odds-process.ts';

const SMALL = { ranges: [3], field: { factions: ['empire'], ranks: ['corps'] } };

describe('odds field', () => {
  it('CSV: a row per field unit, range and direction; --vary: a row per change', () => {
    const file = JSON.stringify({ ...SMALL, unit: 'Stormtroopers' });
    const r = odds(['field', '-', '--format', 'csv', '--workers', '1', '--vary', 'hp+1'], file);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const [head, base, hp] = r.stdout.trim().split('\n');
    expect(head).toBe(
      'change,offense_wounds,offense_defeated,offense_pointsPer100,durability_wounds,durability_defeated,durability_pointsPer100,points,fairPoints',
    );
    expect(base!.startsWith(',')).toBe(true);
    expect(hp!.startsWith('hp+1,')).toBe(true);
    expect(Number(hp!.split(',').at(-1))).toBeGreaterThan(Number(base!.split(',').at(-1)));
  });

  it('a broken card exits 2 naming the field', () => {
    const card = stormtroopersCopy();
    card.weapons[1]!.dice.r = -1;
    const r = odds(['field', '-'], JSON.stringify({ ...SMALL, card }));
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe('odds: card.weapons.1.dice.r: expected an integer 0..30, got -1\n');
  });
});
