import {
  listTotals,
  type ListTotals,
  type MatchupCell,
  type MatchupConditions,
  type MatchupSide,
} from '../engine/engines.ts';
import { csvRow } from '../report/csv-row.ts';
import type { MatrixFormat } from './matrix-args.ts';

/** What --totals needs of the pool: grids, or some of their cells. */
export interface TotalsPool {
  matchup(
    job: {
      attackers: readonly MatchupSide[];
      defenders: readonly MatchupSide[];
      conditions: MatchupConditions;
      cells?: readonly (readonly [number, number])[];
    },
    onCell: (i: number, j: number, cell: MatchupCell) => void,
  ): Promise<void>;
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

/** `odds matrix --totals`: each list against the other, both ways. */
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

const DIRECTIONS = [
  ['attackers', 'the attackers’ list attacks'],
  ['defenders', 'the defenders’ list attacks back'],
] as const;

/** The totals as --format asks: JSON, CSV (a row per unit, then a total row per direction) or a table. */
export function formatTotals(t: BothWays, format: MatrixFormat): string {
  if (format === 'json' || format === 'jsonl') return JSON.stringify(t);
  if (format === 'csv') {
    const lines = ['list,unit,count,target,attack,pointsRemoved,defeated'];
    for (const [side] of DIRECTIONS) {
      for (const u of t[side].units)
        lines.push(
          csvRow([side, u.label, u.count, u.target, u.attack, u.pointsRemoved, u.defeated]),
        );
      lines.push(
        csvRow([side, null, null, null, 'total', t[side].pointsRemoved, t[side].anyDefeated]),
      );
    }
    return lines.join('\n');
  }
  const out: string[] = [];
  for (const [side, title] of DIRECTIONS) {
    const x = t[side];
    out.push(
      `${title}: ${x.pointsRemoved.toFixed(1)} points removed per round, P(at least one unit defeated) ${(x.anyDefeated * 100).toFixed(1)}%`,
    );
    for (const u of x.units)
      out.push(
        u.target === null
          ? `  ${u.label}: no target it can attack`
          : `  ${u.label}${u.count > 1 ? ` (each of ${u.count})` : ''} → ${u.target}${u.attack === 'melee' ? ' (melee)' : ''}: ${u.pointsRemoved.toFixed(1)} points, P(defeated) ${(u.defeated * 100).toFixed(1)}%`,
      );
  }
  const [a, d] = [t.attackers.pointsRemoved, t.defenders.pointsRemoved];
  out.push(
    `on paper: ${a === d ? 'even' : a > d ? 'the attackers’ list' : 'the defenders’ list'}${a === d ? '' : ` removes ${Math.abs(a - d).toFixed(1)} more points per round`}`,
  );
  return out.join('\n');
}
