import { interpolateCividis, rgb, scaleLinear, scaleSequential } from 'd3';
import { cellValue, type Cell, type Measure } from './measure.ts';

/** The grid's colours for one measure: d3 computes them, the components draw them. */
export interface HeatScale {
  readonly domain: readonly [number, number];
  /** A cell's fill. */
  readonly fill: (v: number) => string;
  /** Black or white, whichever reads better on the cell's fill (at least 4.58:1, WCAG AA). */
  readonly ink: (v: number) => string;
  /** The legend: gradient stops and labelled ticks, positions 0..1 along the bar. */
  readonly stops: readonly { readonly offset: number; readonly color: string }[];
  readonly ticks: readonly { readonly at: number; readonly label: string }[];
}

/** WCAG 2 relative luminance of a CSS colour. */
export function luminance(color: string): number {
  const c = rgb(color);
  const lin = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(c.r) + 0.7152 * lin(c.g) + 0.0722 * lin(c.b);
}

/** WCAG 2 contrast ratio of two CSS colours. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The better of black and white text on `fill`. */
export function inkOn(fill: string): string {
  return contrastRatio('#000000', fill) >= contrastRatio('#ffffff', fill) ? '#000000' : '#ffffff';
}

/**
 * The colour scale of a grid: cividis (perceptually even, readable with every common colour
 * vision deficiency, and the same in both themes), from 0 to the largest value shown, or 0..1
 * for a probability, so a colour means the same whatever else the grid holds.
 */
export function heatScale(values: Iterable<number | null>, m: Measure): HeatScale {
  let max = 0;
  for (const v of values) if (v !== null && v > max) max = v;
  const hi = m.probability ? 1 : max > 0 ? max : 1;
  const domain = [0, hi] as const;
  const color = scaleSequential(interpolateCividis).domain(domain);
  const fill = (v: number) => rgb(color(v)).formatHex();
  const axis = scaleLinear().domain(domain).range([0, 1]);
  return {
    domain,
    fill,
    ink: (v) => inkOn(fill(v)),
    stops: Array.from({ length: 11 }, (_, i) => ({
      offset: i / 10,
      color: fill((hi * i) / 10),
    })),
    ticks: axis.ticks(5).map((t) => ({ at: axis(t), label: m.format(t) })),
  };
}

/** The largest value of the measure in the grid (0 when none is computed yet). */
export function largestValue(cells: readonly (readonly Cell[])[], m: Measure): number {
  let max = 0;
  for (const row of cells)
    for (const c of row) {
      const v = cellValue(c, m);
      if (v !== null && v > max) max = v;
    }
  return max;
}
