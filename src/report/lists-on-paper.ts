import type { BothWays, ListTotals } from '../engine/index.ts';
import { num, pct } from './format.ts';

/** The two lists as the Matchups view names them: the rows attack, the columns attack back. */
export const LIST_NAMES = {
  attackers: 'the attackers’ list (rows)',
  defenders: 'the defenders’ list (columns)',
} as const;

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** One list's total: "45.1 points removed per round; 87.0% chance at least one unit is defeated". */
export const totalLine = (t: ListTotals): string =>
  `${num(t.pointsRemoved, 1)} points removed per round; ${pct(t.anyDefeated)} chance at least one unit is defeated`;

/**
 * The plain "on paper" summary of two lists fighting both ways: who removes more points per
 * round, and by how much (even when the difference rounds to nothing).
 */
export function onPaper(t: BothWays): string {
  const a = t.attackers.pointsRemoved;
  const d = t.defenders.pointsRemoved;
  if (num(a, 1) === num(d, 1))
    return `On paper the two lists are even: each removes ${num(a, 1)} points per round.`;
  const [ahead, behind, more, less] =
    a > d
      ? [LIST_NAMES.attackers, LIST_NAMES.defenders, a, d]
      : [LIST_NAMES.defenders, LIST_NAMES.attackers, d, a];
  return `On paper ${ahead} removes ${num(more - less, 1)} more points per round than ${behind}: ${num(more, 1)} against ${num(less, 1)}.`;
}

/** The totals in a few lines of text (the grid's share text). */
export function listsText(t: BothWays): string[] {
  return [
    `${capital(LIST_NAMES.attackers)}: ${totalLine(t.attackers)}`,
    `${capital(LIST_NAMES.defenders)}: ${totalLine(t.defenders)}`,
    onPaper(t),
  ];
}
