import { listTotals, type ListTotals } from './list-totals.ts';
import type { MatchupConditions, MatchupSide } from './matchup-scenario.ts';
import type { MatchupCell } from './matchup-solver.ts';

/** What the totals need of whoever computes cells: grids, or some of their cells. */
export interface TotalsPool {
  matchup(
    job: {
      attackers: readonly MatchupSide[];
      defenders: readonly MatchupSide[];
      conditions: MatchupConditions;
      cells?: readonly (readonly [number, number])[];
    },
    onCell: (i: number, j: number, cell: MatchupCell) => void,
  ): Promise<unknown>;
}

/** Both directions of two lists on paper: `attackers` attacking `defenders`, and back. */
export interface BothWays {
  readonly attackers: ListTotals;
  readonly defenders: ListTotals;
}

/**
 * One direction: the grid under the conditions, and for a unit with no weapon for that attack
 * against anyone (melee-only in a ranged grid), its melee cells: it engages instead.
 */
async function direction(
  a: readonly MatchupSide[],
  d: readonly MatchupSide[],
  conditions: MatchupConditions,
  pool: TotalsPool,
): Promise<ListTotals> {
  const key = (i: number, j: number) => i * d.length + j;
  const grid = new Map<number, MatchupCell>();
  await pool.matchup({ attackers: a, defenders: d, conditions }, (i, j, c) =>
    grid.set(key(i, j), c),
  );
  const melee = new Map<number, MatchupCell>();
  if (conditions.attackType !== 'melee') {
    const rows = a.flatMap((_, i) => (d.every((__, j) => !grid.get(key(i, j))?.ok) ? [i] : []));
    if (rows.length > 0) {
      const { range, ...rest } = conditions;
      void range;
      await pool.matchup(
        {
          attackers: a,
          defenders: d,
          conditions: { ...rest, attackType: 'melee' },
          cells: rows.flatMap((i) => d.map((_, j) => [i, j] as const)),
        },
        (i, j, c) => melee.set(key(i, j), c),
      );
    }
  }
  return listTotals(
    a,
    d,
    (i, j) => grid.get(key(i, j)),
    (i, j) => melee.get(key(i, j)),
  );
}

/**
 * Two lists that fight both ways (`odds matrix --totals`, the Matchups view's totals): each
 * list's total per round against the other, its cells computed by `pool`.
 */
export async function bothWays(
  a: readonly MatchupSide[],
  d: readonly MatchupSide[],
  conditions: MatchupConditions,
  pool: TotalsPool,
): Promise<BothWays> {
  return {
    attackers: await direction(a, d, conditions, pool),
    defenders: await direction(d, a, conditions, pool),
  };
}
