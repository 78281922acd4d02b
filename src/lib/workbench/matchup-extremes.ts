import { peerExchange, peerPrice, type FieldReport } from '../../engine/index.ts';

/** One matchup of the tested unit with a field unit, averaged over the ranges tested. */
export interface Matchup {
  readonly label: string;
  readonly points: number;
  /** Share of the field unit's health one attack of the tested unit removes (0..1). */
  readonly dealt: number;
  /** Share of the tested unit's health one attack of the field unit removes (0..1). */
  readonly taken: number;
  /** What the tested unit is worth measured against this unit alone (fair price's model). */
  readonly worth: number;
}

/**
 * The tested unit's best and worst matchups: the field units it is worth most and least
 * against for their points (worth ÷ their points), at most `n` each, best first / worst first.
 */
export function matchupExtremes(
  report: FieldReport,
  n: number,
): { best: Matchup[]; worst: Matchup[] } {
  const all: Matchup[] = report.rows.flatMap((r) => {
    const x = peerExchange(r);
    if (!x || r.points <= 0) return [];
    return [
      { label: r.label, points: r.points, dealt: x.dealt, taken: x.taken, worth: peerPrice(x) },
    ];
  });
  const edge = (m: Matchup) => m.worth / m.points;
  const sorted = [...all].sort((a, b) => edge(b) - edge(a) || a.label.localeCompare(b.label));
  const best = sorted.slice(0, Math.min(n, Math.ceil(sorted.length / 2)));
  const worst = sorted.slice(best.length).reverse().slice(0, n);
  return { best, worst };
}
