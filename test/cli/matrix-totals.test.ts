import { describe, expect, it } from 'vitest';
import { LEGION_CARDS } from '../../src/engine/cards.ts';
import { matchupScenario } from '../../src/engine/legion/matchup/matchup-scenario.ts';
import { MatchupSolver } from '../../src/engine/legion/matchup/matchup-solver.ts';
import { bothWays, type TotalsPool } from '../../src/engine/index.ts';
import { formatTotals } from '../../src/cli/matrix-totals.ts';

/** The pool's answers computed here (each cell exactly matchupCell's). */
const solver = new MatchupSolver(LEGION_CARDS);
const local: TotalsPool = {
  async matchup(job, onCell) {
    const cells =
      job.cells ?? job.attackers.flatMap((_, i) => job.defenders.map((__, j) => [i, j] as const));
    for (const [i, j] of cells)
      onCell(
        i,
        j,
        solver.cell(
          matchupScenario(job.attackers[i]!, job.defenders[j]!, job.conditions, LEGION_CARDS),
        ),
      );
  },
};

const A = [
  { label: 'Stormtroopers ×2', side: { unit: 'Stormtroopers' } },
  { label: 'Darth Vader', side: { unit: 'Darth Vader: Dark Lord of the Sith' } },
];
const D = [
  { label: 'Rebel Troopers', side: { unit: 'Rebel Troopers' } },
  { label: 'AT-RT', side: { unit: 'AT-RT' } },
];

describe('odds matrix --totals: lists that fight both ways', () => {
  it('each unit attacks its best target; ×2 counts twice; a melee-only unit engages', async () => {
    const t = await bothWays(A, D, { range: 2 }, local);
    const [st, vader] = t.attackers.units;
    expect(st).toMatchObject({ count: 2, attack: 'grid' });
    expect(vader).toMatchObject({ count: 1, attack: 'melee' });
    expect(vader!.pointsRemoved).toBeGreaterThan(0);
    expect(t.attackers.pointsRemoved).toBeCloseTo(2 * st!.pointsRemoved + vader!.pointsRemoved, 12);
    expect(t.attackers.anyDefeated).toBeCloseTo(
      1 - (1 - st!.defeated) ** 2 * (1 - vader!.defeated),
      12,
    );
    // The best target is the one with the most points removed among the grid's cells.
    const cell = (d: (typeof D)[number]) =>
      solver.cell(matchupScenario(A[0]!, d, { range: 2 }, LEGION_CARDS));
    const removed = D.map((d) => {
      const c = cell(d);
      if (!c.ok) return -1;
      const p = c.result['points'] as {
        defenderPointsRemovedPer100Points: number;
        attackerPoints: number;
      };
      return (p.defenderPointsRemovedPer100Points * p.attackerPoints) / 100;
    });
    expect(st!.target).toBe(D[removed.indexOf(Math.max(...removed))]!.label);
    expect(t.defenders.units.map((u) => u.label)).toEqual(['Rebel Troopers', 'AT-RT']);
    expect(formatTotals(t, 'csv').split('\n')).toHaveLength(1 + 3 + 3);
    expect(formatTotals(t, 'table')).toMatch(
      /^the attackers’ list attacks: [\d.]+ points removed per round/,
    );
  });
});
