import type { FieldReport } from '../../engine/index.ts';

const points = (n: number) => `${n} ${n === 1 ? 'point' : 'points'}`;

/**
 * The fair price in a designer's words: the headline ("Fair price: 52 points (printed 44)") and
 * what it means, whom it was measured against. `final`: every peer is in (while the field
 * streams, the price so far).
 */
export function fairWords(report: FieldReport, final: boolean): { headline: string; why: string } {
  const fair = report.fair.points;
  const printed = report.unit.points;
  if (fair === null)
    return {
      headline: `Fair price: not known yet (printed ${printed})`,
      why: final
        ? 'No field unit could be compared with it both ways, so no price can be set.'
        : 'The first field units are still being tested.',
    };
  const so = final ? '' : ' so far';
  const headline = `Fair price${so}: ${points(fair)} (printed ${printed})`;
  const rank = report.unit.rank;
  const who =
    report.fair.peers === 'rank'
      ? `the ${report.fair.peerCount} ${rank} units of the field`
      : `the ${report.fair.peerCount} units of the field (none is ${rank})`;
  const gap = fair - printed;
  const verdict =
    gap > 0
      ? `It is worth ${points(gap)} more than it costs`
      : gap < 0
        ? `It costs ${points(-gap)} more than it is worth`
        : 'Its cost is its worth';
  return {
    headline,
    why: `${verdict}, traded against ${who}: at its fair price its offense and durability per point match theirs.`,
  };
}
