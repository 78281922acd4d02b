import { csvRow, type CsvCell } from '../../report/csv-row.ts';
import { GRID_CSV_COLUMNS } from '../../report/grid-csv-columns.ts';
import { truncate } from '../../report/truncate.ts';
import type { ChartColors } from '../chart/palette.ts';
import { GRID_FONT, LEGEND_W } from './grid-paint.ts';
import type { HeatScale } from './heat-scale.ts';
import { cellValue, type Cell, type Measure } from './measure.ts';

/** The grid as the page shows it: labels and cells in the order on screen. */
export interface GridView {
  /** The measure shown ("Holotable matchups: mean wounds"). */
  readonly title: string;
  /** What every cell shares: range, cover, tokens (gridConditionsLine). */
  readonly subtitle: string;
  readonly rowLabels: readonly string[];
  readonly columnLabels: readonly string[];
  /** cells[i][j]: the i-th attacker shown against the j-th defender shown. */
  readonly cells: readonly (readonly Cell[])[];
}

/**
 * Every cell as tidy CSV, one line per (attacker, defender) in the order on screen, with the
 * CLI's columns; a cell that could not be computed gives its reason, one not computed yet says so.
 */
export function gridCsv(g: GridView): string {
  const lines: CsvCell[][] = [[...GRID_CSV_COLUMNS]];
  g.cells.forEach((row, i) =>
    row.forEach((cell, j) => {
      const who = [g.rowLabels[i] ?? '', g.columnLabels[j] ?? ''];
      const none = ['', '', '', '', '', '', ''];
      if (cell === null) lines.push([...who, ...none, 'not computed yet']);
      else if (cell.kind === 'error') lines.push([...who, ...none, cell.message]);
      else {
        const n = cell.n;
        lines.push([
          ...who,
          n.method,
          n.meanWounds,
          n.defeated,
          n.woundsPer100Points,
          n.pointsPer100,
          n.attackerPoints,
          n.defenderPoints,
          '',
        ]);
      }
    }),
  );
  return lines.map(csvRow).join('\n') + '\n';
}

const escape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const CELL = { w: 44, h: 26, gap: 2 };
/** Labels longer than this are cut (with "…") so the picture keeps its shape. */
const LABEL_CHARS = 34;
export const cutLabel = (s: string) => truncate(s, LABEL_CHARS);

/** Where everything goes in the exported picture (the SVG and the PNG share it). */
export interface GridLayout {
  readonly width: number;
  readonly height: number;
  /** The grid's top-left corner. */
  readonly top: number;
  readonly left: number;
  /** The legend bar's top. */
  readonly legendY: number;
  readonly cell: typeof CELL;
}

export function gridLayout(g: GridView): GridLayout {
  const longest = (ls: readonly string[]) => ls.reduce((n, l) => Math.max(n, l.length), 8);
  const labelW = 7 + 6.2 * Math.min(LABEL_CHARS, longest(g.rowLabels));
  const headH = 7 + 6.2 * Math.min(LABEL_CHARS, longest(g.columnLabels));
  const top = 52 + headH;
  const left = labelW + 8;
  const gridW = g.columnLabels.length * (CELL.w + CELL.gap);
  const gridH = g.rowLabels.length * (CELL.h + CELL.gap);
  // Wide enough for the title lines (about 7.5 and 6.5 px a character).
  const width = Math.max(
    left + gridW + 12,
    340,
    16 + g.title.length * 7.5,
    16 + g.subtitle.length * 6.5,
  );
  return { width, height: top + gridH + 64, top, left, legendY: top + gridH + 16, cell: CELL };
}

/** A cell as drawn: its fill, its ink and the text in it. */
export function cellLook(
  cell: Cell,
  m: Measure,
  scale: HeatScale,
  colors: ChartColors,
): { fill: string; ink: string; label: string } {
  const v = cellValue(cell, m);
  return {
    fill: v === null ? colors.grid : scale.fill(v),
    ink: v === null ? colors.muted : scale.ink(v),
    label:
      cell === null
        ? '…'
        : cell.kind === 'error'
          ? '!'
          : v === null
            ? '–'
            : (cell.n.method === 'monte-carlo' ? '~' : '') + m.format(v),
  };
}

/** The legend's footnote. */
export const gridFootnote = (m: Measure) => `${m.short}; ~ Monte Carlo estimate. Holotable`;

/**
 * The grid as a standalone SVG file (concrete colours and fonts, no CSS variables), with its
 * title, labels, every cell's value under the measure and the colour legend.
 */
export function gridSvg(g: GridView, m: Measure, scale: HeatScale, colors: ChartColors): string {
  return [...gridSvgParts(g, m, scale, colors)].join('\n') + '\n';
}

/**
 * The same file, a few rows at a time, with a turn of the event loop between: an every-unit
 * grid is tens of thousands of elements, and the page must keep answering meanwhile.
 */
export async function gridSvgPaced(
  g: GridView,
  m: Measure,
  scale: HeatScale,
  colors: ChartColors,
  pause: () => Promise<void>,
): Promise<string> {
  const parts: string[] = [];
  for (const part of gridSvgParts(g, m, scale, colors)) {
    parts.push(part);
    await pause();
  }
  return parts.join('\n') + '\n';
}

/** Rows of cells to a part: small enough that one part is a short task. */
const ROWS_A_PART = 8;

function* gridSvgParts(
  g: GridView,
  m: Measure,
  scale: HeatScale,
  colors: ChartColors,
): Generator<string> {
  const { width, height, top, left, legendY: ly } = gridLayout(g);
  const out: string[] = [];
  out.push(
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${GRID_FONT}" font-size="11">`,
    `<rect width="100%" height="100%" fill="${colors.background}"/>`,
    `<text x="8" y="20" font-size="14" font-weight="600" fill="${colors.text}">${escape(g.title)}</text>`,
    `<text x="8" y="38" font-size="12" fill="${colors.text}">${escape(g.subtitle)}</text>`,
  );
  g.columnLabels.forEach((l, j) => {
    const x = left + j * (CELL.w + CELL.gap) + CELL.w / 2 + 4;
    out.push(
      `<text transform="translate(${x},${top - 6}) rotate(-90)" fill="${colors.text}">${escape(cutLabel(l))}</text>`,
    );
  });
  g.rowLabels.forEach((l, i) => {
    const y = top + i * (CELL.h + CELL.gap) + CELL.h / 2 + 4;
    out.push(
      `<text x="${left - 6}" y="${y}" text-anchor="end" fill="${colors.text}">${escape(cutLabel(l))}</text>`,
    );
  });
  for (let i = 0; i < g.cells.length; i++) {
    if (i % ROWS_A_PART === 0) yield* flush(out);
    (g.cells[i] ?? []).forEach((cell, j) => {
      const x = left + j * (CELL.w + CELL.gap);
      const y = top + i * (CELL.h + CELL.gap);
      const { fill, ink, label } = cellLook(cell, m, scale, colors);
      out.push(
        `<rect x="${x}" y="${y}" width="${CELL.w}" height="${CELL.h}" rx="3" fill="${fill}"/>`,
        `<text x="${x + CELL.w / 2}" y="${y + CELL.h / 2 + 4}" text-anchor="middle" fill="${ink}">${escape(label)}</text>`,
      );
    });
  }
  out.push('<defs><linearGradient id="legend">');
  for (const s of scale.stops) out.push(`<stop offset="${s.offset}" stop-color="${s.color}"/>`);
  out.push(
    '</linearGradient></defs>',
    `<rect x="8" y="${ly}" width="${LEGEND_W}" height="10" fill="url(#legend)"/>`,
  );
  for (const t of scale.ticks)
    out.push(
      `<text x="${8 + t.at * LEGEND_W}" y="${ly + 24}" text-anchor="middle" fill="${colors.text}">${escape(t.label)}</text>`,
    );
  out.push(
    `<text x="8" y="${ly + 42}" fill="${colors.muted}">${escape(gridFootnote(m))}</text>`,
    '</svg>',
  );
  yield* flush(out);
}

/** What `out` holds so far as one part, and `out` emptied. */
function* flush(out: string[]): Generator<string> {
  if (out.length > 0) yield out.splice(0).join('\n');
}
