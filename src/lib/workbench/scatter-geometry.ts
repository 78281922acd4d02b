import { scaleLinear, scaleLog } from 'd3';
import { FAIR_FLOOR, peerExchange, type FieldReport } from '../../engine/index.ts';

/** Which side of the exchange a panel plots. */
export type ScatterPanel = 'offense' | 'durability';

/**
 * A unit's efficiency in its exchanges with the tested unit, per 100 of its points (higher is
 * better): offense, the share of the other's health one attack removes (in %); durability, how
 * many of the other's attacks it takes to remove all of its health (an attack that removes
 * nothing counts as removing 1%, the fair price's floor).
 */
export interface ScatterUnit {
  readonly label: string;
  readonly faction: string;
  readonly rank: string;
  readonly points: number;
  readonly offense: number;
  readonly durability: number;
}

export interface ScatterData {
  /** The field units that could be compared (both ways) and have points, in the report's order. */
  readonly field: readonly ScatterUnit[];
  /** The tested unit at its printed points: its efficiency averaged over the field. */
  readonly unit: ScatterUnit;
  /** The tested unit at its fair price (null: no price), its efficiency scaled to those points. */
  readonly fair: ScatterUnit | null;
  /** The middle half of its peers' prices (the band around the fair price), or null. */
  readonly band: readonly [number, number] | null;
}

const per100 = (x: number, points: number) => (points > 0 ? (x * 100) / points : 0);
const lasts = (share: number) => 1 / (share + FAIR_FLOOR);

/** A quantile of sorted numbers (linear between neighbours). */
export function quantile(sorted: readonly number[], q: number): number {
  const at = (sorted.length - 1) * q;
  const lo = Math.floor(at);
  const a = sorted[lo] as number;
  const b = sorted[Math.min(sorted.length - 1, lo + 1)] as number;
  return a + (b - a) * (at - lo);
}

/** The scatter's points from a field report and the prices its peers set. */
export function scatterData(report: FieldReport, prices: readonly number[]): ScatterData {
  const field: ScatterUnit[] = [];
  let dealt = 0;
  let taken = 0;
  for (const row of report.rows) {
    const x = peerExchange(row);
    if (!x) continue;
    dealt += x.dealt;
    taken += x.taken;
    // A unit without points has no efficiency per point to plot (it still counts in the average).
    if (row.points <= 0) continue;
    field.push({
      label: row.label,
      faction: row.faction,
      rank: row.rank,
      points: row.points,
      offense: per100(100 * x.taken, row.points),
      durability: per100(lasts(x.dealt), row.points),
    });
  }
  const n = Math.max(1, report.rows.filter((r) => peerExchange(r)).length);
  const u = report.unit;
  const unit: ScatterUnit = {
    label: u.label,
    faction: '',
    rank: u.rank,
    points: u.points,
    offense: per100((100 * dealt) / n, u.points),
    durability: per100(lasts(taken / n), u.points),
  };
  const f = report.fair.points;
  const fair =
    f !== null && f > 0
      ? {
          ...unit,
          points: f,
          offense: (unit.offense * u.points) / f,
          durability: (unit.durability * u.points) / f,
        }
      : null;
  const sorted = [...prices].sort((a, b) => a - b);
  const band =
    sorted.length > 0 ? ([quantile(sorted, 0.25), quantile(sorted, 0.75)] as const) : null;
  return { field, unit, fair, band };
}

export interface ScatterDot {
  readonly label: string;
  readonly cx: number;
  readonly cy: number;
  readonly points: number;
  readonly value: number;
}

export interface ScatterLayout {
  readonly width: number;
  readonly height: number;
  readonly plot: { readonly x: number; readonly y: number; readonly w: number; readonly h: number };
  readonly dots: readonly ScatterDot[];
  readonly unit: ScatterDot;
  readonly fair: ScatterDot | null;
  /** The band's left and right edges in pixels (clamped to the plot). */
  readonly band: { readonly x1: number; readonly x2: number } | null;
  readonly xTicks: readonly { readonly x: number; readonly label: string }[];
  readonly yTicks: readonly { readonly y: number; readonly label: string }[];
}

const MARGIN = { top: 12, right: 14, bottom: 38, left: 52 };

/**
 * Where everything goes: points across (linear from 0), efficiency up (offense linear from 0;
 * durability on a log scale: a few units no attack hurts would flatten every other).
 */
export function scatterLayout(
  data: ScatterData,
  panel: ScatterPanel,
  width: number,
  height: number,
): ScatterLayout {
  const plot = {
    x: MARGIN.left,
    y: MARGIN.top,
    w: Math.max(40, width - MARGIN.left - MARGIN.right),
    h: Math.max(40, height - MARGIN.top - MARGIN.bottom),
  };
  const all = [...data.field, data.unit, ...(data.fair ? [data.fair] : [])];
  const maxX = Math.max(1, ...all.map((d) => d.points), ...(data.band ? [data.band[1]] : []));
  const x = scaleLinear()
    .domain([0, maxX * 1.05])
    .range([plot.x, plot.x + plot.w])
    .nice();
  const values = all.map((d) => d[panel]);
  const y =
    panel === 'offense'
      ? scaleLinear()
          .domain([0, Math.max(0.1, ...values) * 1.08])
          .range([plot.y + plot.h, plot.y])
          .nice()
      : scaleLog()
          .domain([Math.max(0.01, Math.min(...values) / 1.2), Math.max(0.1, ...values) * 1.2])
          .range([plot.y + plot.h, plot.y])
          .nice();
  const dot = (d: ScatterUnit): ScatterDot => ({
    label: d.label,
    cx: x(d.points),
    cy: y(Math.max(y.domain()[0] as number, d[panel])),
    points: d.points,
    value: d[panel],
  });
  const clamp = (px: number) => Math.min(plot.x + plot.w, Math.max(plot.x, px));
  const yTicks =
    panel === 'offense'
      ? y.ticks(5).map((t) => ({ y: y(t), label: String(t) }))
      : y
          .ticks(5)
          .filter((t) => /^[125]/.test(String(t)))
          .map((t) => ({ y: y(t), label: String(t) }));
  return {
    width,
    height,
    plot,
    dots: data.field.map(dot),
    unit: dot(data.unit),
    fair: data.fair ? dot(data.fair) : null,
    band: data.band ? { x1: clamp(x(data.band[0])), x2: clamp(x(data.band[1])) } : null,
    xTicks: x.ticks(6).map((t) => ({ x: x(t), label: String(t) })),
    yTicks,
  };
}
