import { describe, expect, it } from 'vitest';
import { odds } from './odds-process.ts';

// Card keywords on the command line: what a preset cannot apply is said on stderr, beside the
// unit; a keyword's "cannot" refuses the scenario (exit 2) naming the rule.

const scenario = (fields: Record<string, unknown>) =>
  JSON.stringify({ v: 1, game: 'legion', range: 2, ...fields });

describe('odds and the keywords of unit presets', () => {
  it('names Hondo Ohnaka\'s "X" values (taken as 1) and an unstated X on stderr', () => {
    const r = odds(
      ['-', '--expand'],
      scenario({
        attacker: { unit: 'Mandalorian Warriors', upgrades: ['Combat Shields'] },
        defender: { unit: 'Hondo Ohnaka' },
      }),
    );
    expect(r.status).toBe(0);
    const lines = r.stderr.trim().split('\n');
    expect(lines).toContain(
      "odds: note: defender Hondo Ohnaka: Trustworthy Compatriot: Uncanny Luck X: X is set during play; taken as 1, the card's least: change it by hand",
    );
    expect(lines).toContain(
      'odds: note: attacker Mandalorian Warriors: Shielded X: Combat Shields: X is not in the card data, so it is not applied; set Shield tokens by hand',
    );
    const expanded = JSON.parse(r.stdout) as { defender: { keywords: Record<string, number> } };
    expect(expanded.defender.keywords['uncannyLuck']).toBe(1);
  });

  it('B2 Super Battle Droids at range 1 against a T-47: exit 2 naming Immune: Range 1 Weapons', () => {
    const r = odds(
      ['-'],
      scenario({
        range: 1,
        attacker: { unit: 'B2 Super Battle Droids' },
        defender: { unit: 'T-47 Airspeeder' },
      }),
    );
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(
      /^odds: attacker\.unit: .*T-47 Airspeeder has Immune: Range 1 Weapons/,
    );
  });
});
