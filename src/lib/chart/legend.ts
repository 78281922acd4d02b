import { symbol, symbolsFill } from 'd3';
import type { ChartSeries } from './geometry.ts';

export interface LegendItem {
  readonly id: string;
  readonly kind: 'bar' | 'dash' | 'line' | 'series';
  readonly label: string;
  readonly color: string;
  readonly marker: string;
  readonly x: number;
  readonly y: number;
  readonly textX: number;
}

/** Rough width of 11px system-ui text; good enough to wrap a legend without measuring. */
const textWidth = (s: string) => s.length * 6.2;
const ROW = 16;

/** What the bars and the line of a chart mean (no bars: null). */
export interface LegendKey {
  readonly bar: string | null;
  readonly line: string;
}

const WOUNDS_KEY: LegendKey = { bar: 'exactly k', line: 'at least k' };

/**
 * The legend drawn inside the SVG (so exports keep it): what bars and lines mean, then one
 * entry per series when several are overlaid. Wraps into rows of `width`.
 */
export function legendRows(
  series: readonly Pick<ChartSeries, 'id' | 'label' | 'color' | 'slot'>[],
  width: number,
  muted = '#8a94a6',
  legendKey: LegendKey = WOUNDS_KEY,
  mode: 'bars' | 'lines' = 'bars',
): { items: LegendItem[]; height: number } {
  const first = series[0];
  const key = first && series.length === 1 ? first.color : muted;
  const entries: Omit<LegendItem, 'x' | 'y'>[] = [
    ...(legendKey.bar === null
      ? []
      : [
          mode === 'bars'
            ? {
                id: 'bar',
                kind: 'bar' as const,
                label: legendKey.bar,
                color: key,
                marker: '',
                textX: 14,
              }
            : {
                id: 'bar',
                kind: 'dash' as const,
                label: legendKey.bar,
                color: key,
                marker: '',
                textX: 18,
              },
        ]),
    { id: 'line', kind: 'line', label: legendKey.line, color: key, marker: '', textX: 18 },
  ];
  if (series.length > 1)
    for (const s of series)
      entries.push({
        id: `s:${s.id}`,
        kind: 'series',
        label: s.label,
        color: s.color,
        marker: symbol(symbolsFill[s.slot % symbolsFill.length] ?? symbolsFill[0], 42)() ?? '',
        textX: 30,
      });
  const items: LegendItem[] = [];
  let x = 0;
  let y = 10;
  for (const e of entries) {
    const w = e.textX + textWidth(e.label) + 16;
    // The series start on a line of their own, below the key to bars and lines.
    const firstSeries = e.kind === 'series' && items.every((i) => i.kind !== 'series');
    if (x > 0 && (x + w > width || firstSeries)) {
      x = 0;
      y += ROW;
    }
    items.push({ ...e, x, y });
    x += w;
  }
  return { items, height: y + 6 };
}
