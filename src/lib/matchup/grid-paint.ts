import type { ChartColors } from '../chart/palette.ts';
import type { GridLayout } from './grid-export.ts';
import type { HeatScale } from './heat-scale.ts';

export const GRID_FONT = 'system-ui, -apple-system, Segoe UI, Roboto, sans-serif';
/** The legend bar's width. */
export const LEGEND_W = 200;

/**
 * The exported grid as plain data (no functions), so a worker can paint it: the same layout,
 * labels, colours and cell texts as the SVG file.
 */
export interface GridPicture {
  readonly layout: GridLayout;
  readonly title: string;
  readonly subtitle: string;
  readonly rowLabels: readonly string[];
  readonly columnLabels: readonly string[];
  /** looks[i][j]: the cell's fill, ink and text. */
  readonly looks: readonly (readonly { fill: string; ink: string; label: string }[])[];
  readonly stops: HeatScale['stops'];
  readonly ticks: HeatScale['ticks'];
  readonly footnote: string;
  readonly colors: Pick<ChartColors, 'background' | 'text' | 'muted'>;
}

/** Pixels per picture unit: a big grid at 2× would pass the browser's canvas size limit. */
export const pictureRatio = (p: GridPicture) => (p.layout.width * p.layout.height > 4e6 ? 1 : 2);

type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/**
 * Paints the picture onto a canvas of its size at `ratio`, `rowsATurn` rows of cells at a time
 * with `pause` between (a turn of the event loop on the page; nothing in a worker).
 */
export async function paintGrid(
  ctx: Context2D,
  p: GridPicture,
  ratio: number,
  pause: () => Promise<void>,
  rowsATurn = Infinity,
): Promise<void> {
  const { width, height, top, left, legendY: ly, cell: c } = p.layout;
  const font = (size: number, weight = 400) => `${weight} ${size}px ${GRID_FONT}`;
  ctx.scale(ratio, ratio);
  ctx.fillStyle = p.colors.background;
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = p.colors.text;
  ctx.font = font(14, 600);
  ctx.fillText(p.title, 8, 20);
  ctx.font = font(12);
  ctx.fillText(p.subtitle, 8, 38);
  ctx.font = font(11);
  p.columnLabels.forEach((l, j) => {
    ctx.save();
    ctx.translate(left + j * (c.w + c.gap) + c.w / 2 + 4, top - 6);
    ctx.rotate(-Math.PI / 2);
    ctx.fillText(l, 0, 0);
    ctx.restore();
  });
  ctx.textAlign = 'right';
  p.rowLabels.forEach((l, i) => ctx.fillText(l, left - 6, top + i * (c.h + c.gap) + c.h / 2 + 4));
  ctx.textAlign = 'center';
  for (let i = 0; i < p.looks.length; i++) {
    if (i > 0 && i % rowsATurn === 0) await pause();
    (p.looks[i] ?? []).forEach(({ fill, ink, label }, j) => {
      const x = left + j * (c.w + c.gap);
      const y = top + i * (c.h + c.gap);
      ctx.fillStyle = fill;
      ctx.beginPath();
      ctx.roundRect(x, y, c.w, c.h, 3);
      ctx.fill();
      ctx.fillStyle = ink;
      ctx.fillText(label, x + c.w / 2, y + c.h / 2 + 4);
    });
  }
  const gradient = ctx.createLinearGradient(8, 0, 8 + LEGEND_W, 0);
  for (const s of p.stops) gradient.addColorStop(s.offset, s.color);
  ctx.fillStyle = gradient;
  ctx.fillRect(8, ly, LEGEND_W, 10);
  ctx.fillStyle = p.colors.text;
  for (const t of p.ticks) ctx.fillText(t.label, 8 + t.at * LEGEND_W, ly + 24);
  ctx.textAlign = 'left';
  ctx.fillStyle = p.colors.muted;
  ctx.fillText(p.footnote, 8, ly + 42);
}
