import { scaleLinear } from 'd3';

/** One change's bar: how many points of fair price it adds (or takes away). */
export interface VaryBar {
  readonly label: string;
  readonly delta: number;
  readonly x: number;
  readonly w: number;
  readonly y: number;
  /** Where the value's text goes, just past the bar's end. */
  readonly textX: number;
  readonly anchor: 'start' | 'end';
  readonly text: string;
}

export interface VaryLayout {
  readonly width: number;
  readonly height: number;
  readonly zero: number;
  readonly bars: readonly VaryBar[];
  readonly barHeight: number;
  readonly labelWidth: number;
  /** Narrow: each label on its own line above its bar. */
  readonly stacked: boolean;
  /** Each label's baseline, per bar. */
  readonly labelY: readonly number[];
}

const ROW = 26;
const BAR = 16;

/** "+6 points", "−3 points", "no change". */
export function deltaText(d: number): string {
  if (d === 0) return 'no change';
  const n = Math.abs(d);
  return `${d > 0 ? '+' : '−'}${n} ${n === 1 ? 'point' : 'points'}`;
}

/** Below this width the labels go above the bars: beside them they would be cut short. */
export const STACK_BELOW = 480;

/**
 * Horizontal bars from a zero line, the changes' labels on the left (a third of the width, at
 * most 200 px; above each bar when narrow), the values beside each bar's end.
 */
export function varyLayout(
  rows: readonly { label: string; delta: number }[],
  width: number,
): VaryLayout {
  const stacked = width < STACK_BELOW;
  const labelWidth = stacked ? 0 : Math.min(200, Math.round(width / 3));
  const row = stacked ? ROW + 16 : ROW;
  const top = stacked ? 16 : 0;
  const valueRoom = 74;
  const lo = Math.min(0, ...rows.map((r) => r.delta));
  const hi = Math.max(1, ...rows.map((r) => r.delta));
  const x = scaleLinear()
    .domain([lo, hi])
    .range([labelWidth + (lo < 0 ? valueRoom : 8), width - valueRoom]);
  const zero = x(0);
  const bars = rows.map((r, i) => {
    const end = x(r.delta);
    const up = r.delta >= 0;
    return {
      label: r.label,
      delta: r.delta,
      x: Math.min(zero, end),
      w: Math.max(1, Math.abs(end - zero)),
      y: i * row + top + (ROW - BAR) / 2,
      textX: up ? Math.max(zero, end) + 5 : Math.min(zero, end) - 5,
      anchor: up ? ('start' as const) : ('end' as const),
      text: deltaText(r.delta),
    };
  });
  const labelY = bars.map((b) => (stacked ? b.y - 5 : b.y + BAR - 4));
  return {
    width,
    height: rows.length * row,
    zero,
    bars,
    barHeight: BAR,
    labelWidth,
    stacked,
    labelY,
  };
}
