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
}

const ROW = 26;
const BAR = 16;

/** "+6 points", "−3 points", "no change". */
export function deltaText(d: number): string {
  if (d === 0) return 'no change';
  const n = Math.abs(d);
  return `${d > 0 ? '+' : '−'}${n} ${n === 1 ? 'point' : 'points'}`;
}

/**
 * Horizontal bars from a zero line, the changes' labels on the left (a third of the width, at
 * most 200 px), the values beside each bar's end.
 */
export function varyLayout(
  rows: readonly { label: string; delta: number }[],
  width: number,
): VaryLayout {
  const labelWidth = Math.min(200, Math.round(width / 3));
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
      y: i * ROW + (ROW - BAR) / 2,
      textX: up ? Math.max(zero, end) + 5 : Math.min(zero, end) - 5,
      anchor: up ? ('start' as const) : ('end' as const),
      text: deltaText(r.delta),
    };
  });
  return { width, height: rows.length * ROW, zero, bars, barHeight: BAR, labelWidth };
}
