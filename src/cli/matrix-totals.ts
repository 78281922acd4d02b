import type { BothWays } from '../engine/index.ts';
import { csvRow } from '../report/csv-row.ts';
import type { MatrixFormat } from './matrix-args.ts';

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
