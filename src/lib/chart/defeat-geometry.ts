import { line, scaleBand, scaleLinear, symbol, symbolsFill } from 'd3';

/**
 * One loadout's chance to have defeated the unit after each attack of its sequence (repeats
 * counted one by one): a line with markers, and bars for the attack that defeats it.
 */
export interface DefeatSeries {
  readonly id: string;
  readonly label: string;
  readonly color: string;
  /** Palette slot, which also picks the marker shape (as in the wounds chart). */
  readonly slot: number;
  /** P(defeated by the end of attack k + 1), one per attack. */
  readonly byAttack: readonly number[];
  /** P(defeated by exactly attack k + 1): the attacks-needed distribution, where known. */
  readonly fallsAt?: readonly number[];
  /** Monte Carlo: the 95% interval of each `byAttack`, drawn as whiskers. */
  readonly ci95?: readonly (readonly [number, number])[];
}

export interface DefeatPoint {
  /** The attack, counted from 1. */
  readonly attack: number;
  readonly x: number;
  readonly y: number;
  readonly p: number;
  readonly whisker: { y1: number; y2: number } | null;
  /** The percentage written above the point (one series, room enough), else null. */
  readonly label: string | null;
}

export interface DefeatLine {
  readonly series: string;
  readonly label: string;
  readonly color: string;
  readonly d: string;
  readonly marker: string;
  readonly points: readonly DefeatPoint[];
}

export interface DefeatBar {
  readonly key: string;
  readonly attack: number;
  readonly p: number;
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
  readonly color: string;
}

export interface DefeatLayout {
  readonly width: number;
  readonly height: number;
  readonly margin: { top: number; right: number; bottom: number; left: number };
  readonly innerWidth: number;
  readonly innerHeight: number;
  readonly lines: readonly DefeatLine[];
  /** "Defeated by exactly this attack": drawn for a lone series only (overlaid, they would hide the lines). */
  readonly bars: readonly DefeatBar[];
  readonly xTicks: readonly { attack: number; x: number; label: string }[];
  readonly yTicks: readonly { y: number; label: string }[];
  /** Where the attack shown above ("After attack k") is, if one is picked. */
  readonly highlight: { x: number; w: number } | null;
}

const pct = (p: number) => `${Math.round(p * 100)}%`;

/** The attacks on the x axis: 1 up to the longest sequence (at least 2, so a lone point is centred). */
export function attackAxis(series: readonly DefeatSeries[]): number[] {
  const n = Math.max(2, ...series.map((s) => s.byAttack.length));
  return Array.from({ length: n }, (_, i) => i + 1);
}

/**
 * Where everything of the P(defeated by attack k) chart goes (d3 computes, Svelte draws).
 * `highlight` is the attack (from 1) whose results are shown above, or null.
 */
export function layoutDefeatChart(
  series: readonly DefeatSeries[],
  width: number,
  height: number,
  top = 8,
  highlight: number | null = null,
): DefeatLayout {
  const margin = { top: top + 14, right: 12, bottom: 36, left: 44 };
  const innerWidth = Math.max(10, width - margin.left - margin.right);
  const innerHeight = Math.max(10, height - margin.top - margin.bottom);
  const attacks = attackAxis(series);
  const x = scaleBand<number>()
    .domain(attacks)
    .range([0, innerWidth])
    .paddingInner(0.3)
    .paddingOuter(0.15);
  const y = scaleLinear().domain([0, 1]).range([innerHeight, 0]);
  const centre = (k: number) => (x(k) ?? 0) + x.bandwidth() / 2;
  const lone = series.length === 1 ? series[0] : undefined;
  // "100%" at 10 px is about 26 px wide; a label never overlaps its neighbour's.
  const labelled = lone !== undefined && x.step() >= 30;

  const path = line<{ x: number; y: number }>()
    .x((d) => d.x)
    .y((d) => d.y);
  const lines: DefeatLine[] = series.map((s) => {
    const points = s.byAttack.map((p, i) => {
      const ci = s.ci95?.[i];
      return {
        attack: i + 1,
        x: centre(i + 1),
        y: y(p),
        p,
        whisker: ci && y(ci[0]) - y(ci[1]) > 2 ? { y1: y(ci[0]), y2: y(ci[1]) } : null,
        label: labelled ? pct(p) : null,
      };
    });
    const shape = symbolsFill[s.slot % symbolsFill.length] ?? symbolsFill[0];
    return {
      series: s.id,
      label: s.label,
      color: s.color,
      d: path(points) ?? '',
      marker: symbol(shape, 48)() ?? '',
      points,
    };
  });

  const bars: DefeatBar[] = (lone?.fallsAt ?? []).map((p, i) => ({
    key: `${lone?.id}:${i + 1}`,
    attack: i + 1,
    p,
    x: x(i + 1) ?? 0,
    y: y(p),
    w: x.bandwidth(),
    h: innerHeight - y(p),
    color: lone?.color ?? '',
  }));

  const every = Math.ceil(attacks.length / Math.max(1, Math.floor(innerWidth / 22)));
  const xTicks = attacks
    .filter((_, i) => i % every === 0)
    .map((k) => ({ attack: k, x: centre(k), label: String(k) }));
  // Quarters read as chances ("a one-in-four shot"); a short chart keeps halves.
  const yTicks = (height < 200 ? [0, 0.5, 1] : [0, 0.25, 0.5, 0.75, 1]).map((t) => ({
    y: y(t),
    label: pct(t),
  }));
  const shown = highlight !== null && attacks.includes(highlight) ? highlight : null;
  return {
    width,
    height,
    margin,
    innerWidth,
    innerHeight,
    lines,
    bars,
    xTicks,
    yTicks,
    highlight:
      // The band and half the gap on each side: one step wide, centred on the attack.
      shown === null ? null : { x: centre(shown) - x.step() / 2, w: x.step() },
  };
}
