import { describe, expect, it } from 'vitest';
import { odds } from './odds-process.ts';

// Issue 12 items 3–4 on the command line: unit presets, --expand, points and the data version.

interface Summ {
  mean: number;
  atLeast: number[];
}
interface Out {
  method: string;
  data: unknown;
  points: Record<string, number | { probability: number; points: number }>;
  wounds: Summ;
  minisDefeated: Summ;
  unitDefeated: Summ;
}
interface Expanded {
  attacker: { weapons: { name: string; minis: number }[] };
  defender: Record<string, unknown>;
}

const ISSUE_EXAMPLE = JSON.stringify({
  v: 1,
  game: 'legion',
  range: 3,
  attacker: { unit: 'Stormtroopers', upgrades: ['DLT-19 Stormtrooper'] },
  defender: { unit: 'Rebel Troopers', cover: 'light', tokens: { dodge: 1 } },
});

describe('odds with unit presets', () => {
  it("the issue's example: exact, with points efficiency and the card data's commit", () => {
    const r = odds(['-', '--format', 'json'], ISSUE_EXAMPLE);
    expect(r.stderr).toBe('');
    const out = JSON.parse(r.stdout) as Out;
    expect(out.method).toBe('exact');
    expect(out.data).toEqual({
      source: 'Legion HQ (github.com/TravisSClark/legion-hq-web)',
      commit: 'e3f8b5faafddb3efac95cf20974a6229c96bbf54',
    });
    const p = out.points as Record<string, number>;
    expect(p).toMatchObject({ attackerPoints: 62, defenderPoints: 40, defenderCostPerMini: 10 });
    expect(p.woundsPer100Points).toBeCloseTo((out.wounds.mean * 100) / 62, 12);
    expect(p.defenderPointsRemovedPer100Points).toBeCloseTo(
      (out.minisDefeated.mean * 10 * 100) / 62,
      12,
    );
    expect(out.points['unitDefeated']).toEqual({
      probability: out.unitDefeated.atLeast[1],
      points: 40,
    });
  });

  it('--expand prints the resolved scenario, which computes the same answer', () => {
    const r = odds(['-', '--expand'], ISSUE_EXAMPLE);
    expect(r.status).toBe(0);
    const expanded = JSON.parse(r.stdout) as Expanded;
    expect(expanded.attacker.weapons.map((w) => [w.name, w.minis])).toEqual([
      ['E-11 Blaster Rifle', 4],
      ['DLT-19 Blaster Rifle', 1],
    ]);
    expect(expanded.defender).toMatchObject({
      die: 'white',
      surge: 'block',
      minis: 4,
      cover: 'light',
    });
    const a = JSON.parse(odds(['-', '--format', 'json'], ISSUE_EXAMPLE).stdout);
    const b = JSON.parse(odds(['-', '--format', 'json'], r.stdout).stdout);
    expect(b.wounds).toEqual(a.wounds);
    expect(b.points).toEqual(a.points);
  });

  it('a unit whose ranged weapon is an upgrade: exit 2, naming the upgrades that give one', () => {
    const r = odds(
      ['-'],
      JSON.stringify({ v: 1, game: 'legion', range: 2, attacker: { unit: 'ao' } }),
    );
    expect(r.status).toBe(2);
    expect(r.stderr).toBe(
      'odds: attacker.unit: AT-RT has no ranged weapon that reaches range 2; upgrades that give it one: "AT-RT Rotary Blaster", "AT-RT Laser Cannon" (add one to upgrades)\n',
    );
  });

  it('an unknown unit: exit 2, one line naming the field and the candidates', () => {
    const r = odds(
      ['-'],
      JSON.stringify({ v: 1, game: 'legion', range: 1, attacker: { unit: 'Stormtrooper' } }),
    );
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(
      'odds: attacker.unit: no unit "Stormtrooper"; did you mean "Stormtroopers", "Stormtroopers: Heavy Response Unit", "Stormtrooper Riot Squad"?\n',
    );
  });
});
