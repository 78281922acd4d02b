import { curveLinear, line, scaleBand, scaleLinear, symbol, symbolsFill } from 'd3';
import { shownValues } from '../results/values.ts';

/** One distribution to draw: bars for P(= k), a line with markers for P(≥ k). */
export interface ChartSeries {
  readonly id: string;
  readonly label: string;
  readonly color: string;
  /** Palette slot, which also picks the marker shape. */
  readonly slot: number;
  readonly pmf: readonly number[];
  readonly atLeast: readonly number[];
  /** Monte Carlo: 95% interval of each P(= k), drawn as whiskers. */
  readonly ci95?: readonly (readonly [number, number])[];
}

export interface Bar {
  readonly key: string;
  readonly series: string;
  readonly k: number;
  readonly p: number;
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
  readonly color: string;
  readonly whisker: { y1: number; y2: number } | null;
  readonly label: string | null;
  /** The label's baseline: above the bar, or above the at-least marker that would cover it. */
  readonly labelY: number;
}

export interface Line {
  readonly series: string;
  readonly label: string;
  readonly color: string;
  readonly d: string;
  /** P(= k) as a dashed line, when there are too many series for bars (see `mode`). */
  readonly pmfD: string | null;
  readonly marker: string;
  readonly points: readonly { k: number; x: number; y: number; p: number }[];
}

export interface ChartLayout {
  readonly width: number;
  readonly height: number;
  readonly margin: { top: number; right: number; bottom: number; left: number };
  readonly innerWidth: number;
  readonly innerHeight: number;
  /** Bars for P(= k) side by side, or, past MAX_BAR_SERIES or too thin, dashed lines. */
  readonly mode: 'bars' | 'lines';
  readonly bars: readonly Bar[];
  readonly lines: readonly Line[];
  readonly xTicks: readonly { k: number; x: number; label: string }[];
  readonly yTicks: readonly { y: number; label: string }[];
}

/** Tails below this are not drawn (the table still lists every k). */
const TAIL = 0.0005;

const pct = (p: number) => `${Math.round(p * 100)}%`;

/** More series than this, or bars thinner than MIN_BAR px, and P(= k) is drawn as lines. */
export const MAX_BAR_SERIES = 3;
const MIN_BAR = 6;
/** Half the height of a marker (area 42) plus a little air, and a label's text height. */
const MARKER_R = 5;
const LABEL_H = 10;

/** The last wound count worth drawing: some series still reaches it with P ≥ TAIL. */
export function lastK(series: readonly ChartSeries[]): number {
  let last = 2;
  for (const s of series)
    s.atLeast.forEach((p, k) => {
      if (p >= TAIL) last = Math.max(last, k);
    });
  return last;
}

const MARGIN_X = { right: 12, left: 44 };

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * The x axis's slots: every shown value when they are consecutive; else (Star Wars Miniatures'
 * damage in tens) every multiple of their common step up to the last, so that the shown values
 * sit in proportion (0, 30, 50, 60 are not evenly spaced) and bars keep one width.
 */
function slots(ks: readonly number[]): number[] {
  const last = ks[ks.length - 1] ?? 0;
  if (ks.length === last + 1) return [...ks];
  const step = ks.reduce((g, k) => gcd(g, k), 0) || 1;
  return Array.from({ length: Math.floor(last / step) + 1 }, (_, i) => i * step);
}

/** The band per value and the sub-band per series across the plot's width. */
function xScales(series: readonly ChartSeries[], innerWidth: number) {
  const ks = shownValues(
    series.map((s) => s.pmf),
    lastK(series),
  );
  const x = scaleBand<number>()
    .domain(slots(ks))
    .range([0, innerWidth])
    .paddingInner(0.22)
    .paddingOuter(0.1);
  const inner = scaleBand<string>()
    .domain(series.map((s) => s.id))
    .range([0, x.bandwidth()])
    .paddingInner(series.length > 1 ? 0.08 : 0);
  return { ks, x, inner };
}

/** How P(= k) is drawn at this width: bars, or dashed lines when bars would be hairlines. */
export function chartMode(series: readonly ChartSeries[], width: number): 'bars' | 'lines' {
  if (series.length > MAX_BAR_SERIES) return 'lines';
  const { inner } = xScales(series, Math.max(10, width - MARGIN_X.left - MARGIN_X.right));
  return inner.bandwidth() < MIN_BAR ? 'lines' : 'bars';
}

/** Where everything goes (d3 computes, Svelte draws). */
export function layoutChart(
  series: readonly ChartSeries[],
  width: number,
  height: number,
  top = 8,
): ChartLayout {
  const margin = { top: top + 8, bottom: 36, ...MARGIN_X };
  const innerWidth = Math.max(10, width - margin.left - margin.right);
  const innerHeight = Math.max(10, height - margin.top - margin.bottom);
  const { ks, x, inner } = xScales(series, innerWidth);
  const y = scaleLinear().domain([0, 1]).range([innerHeight, 0]);
  const centre = (k: number) => (x(k) ?? 0) + x.bandwidth() / 2;
  const mode = chartMode(series, width);
  const labelled = series.length === 1 && inner.bandwidth() >= 26;
  // A label whose text box meets its own at-least marker goes above the marker instead.
  const labelY = (p: number, atLeast: number) => {
    const below = y(p) - 4;
    const m = y(atLeast);
    const meets = m + MARKER_R > below - LABEL_H && m - MARKER_R < below;
    return meets ? m - MARKER_R - 3 : below;
  };

  const bars: Bar[] = (mode === 'bars' ? series : []).flatMap((s) =>
    ks.map((k) => {
      const p = s.pmf[k] ?? 0;
      const bx = (x(k) ?? 0) + (inner(s.id) ?? 0);
      const ci = s.ci95?.[k];
      const whisker = ci && y(ci[0]) - y(ci[1]) > 2 ? { y1: y(ci[0]), y2: y(ci[1]) } : null;
      return {
        key: `${s.id}:${k}`,
        series: s.id,
        k,
        p,
        x: bx,
        y: y(p),
        w: inner.bandwidth(),
        h: innerHeight - y(p),
        color: s.color,
        whisker,
        label: labelled && p >= 0.005 ? pct(p) : null,
        labelY: labelY(p, s.atLeast[k] ?? 0),
      };
    }),
  );

  // Straight segments between whole numbers: a smooth curve would suggest values between them.
  const path = line<{ x: number; y: number }>()
    .x((d) => d.x)
    .y((d) => d.y)
    .curve(curveLinear);
  const lines: Line[] = series.map((s) => {
    const points = ks.map((k) => ({
      k,
      x: centre(k),
      y: y(s.atLeast[k] ?? 0),
      p: s.atLeast[k] ?? 0,
    }));
    const shape = symbolsFill[s.slot % symbolsFill.length] ?? symbolsFill[0];
    return {
      series: s.id,
      label: s.label,
      color: s.color,
      d: path(points) ?? '',
      pmfD:
        mode === 'lines'
          ? (path(ks.map((k) => ({ x: centre(k), y: y(s.pmf[k] ?? 0) }))) ?? '')
          : null,
      marker: symbol(shape, 42)() ?? '',
      points,
    };
  });

  // A tick at most every 22 px: labels never touch, however close two shown values sit.
  const xTicks: { k: number; x: number; label: string }[] = [];
  const every = Math.ceil(ks.length / Math.max(1, Math.floor(innerWidth / 22)));
  ks.forEach((k, i) => {
    const at = centre(k);
    const before = xTicks[xTicks.length - 1];
    if (i % every === 0 && (!before || at - before.x >= 22))
      xTicks.push({ k, x: at, label: String(k) });
  });
  const yTicks = y.ticks(height < 200 ? 2 : 4).map((t) => ({ y: y(t), label: pct(t) }));
  return { width, height, margin, innerWidth, innerHeight, mode, bars, lines, xTicks, yTicks };
}
