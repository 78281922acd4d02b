import type { ChartColors } from '../chart/palette.ts';
import { cellLook, cutLabel, gridFootnote, gridLayout, type GridView } from './grid-export.ts';
import type { GridPicture } from './grid-paint.ts';
import type { HeatScale } from './heat-scale.ts';
import type { Measure } from './measure.ts';

/** The grid as plain data for painting (grid-paint.ts), from what the page shows. */
export function gridPicture(
  g: GridView,
  m: Measure,
  scale: HeatScale,
  colors: ChartColors,
): GridPicture {
  return {
    layout: gridLayout(g),
    title: g.title,
    subtitle: g.subtitle,
    rowLabels: g.rowLabels.map(cutLabel),
    columnLabels: g.columnLabels.map(cutLabel),
    looks: g.cells.map((row) => row.map((c) => cellLook(c, m, scale, colors))),
    stops: scale.stops,
    ticks: scale.ticks,
    footnote: gridFootnote(m),
    colors: { background: colors.background, text: colors.text, muted: colors.muted },
  };
}
