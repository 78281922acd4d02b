import { csvRow, type CsvCell } from '../../report/csv-row.ts';
import type { Summary } from '../../engine/index.ts';

/** Offers `data` as a file download. */
export function download(name: string, data: Blob): void {
  const url = URL.createObjectURL(data);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * The chart as a standalone SVG file. The chart is drawn with concrete colours and fonts (not
 * CSS variables), so the copy looks the same outside the page.
 */
export function svgText(svg: SVGSVGElement): string {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  copy.removeAttribute('aria-labelledby');
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(copy)}`;
}

/** The chart rasterised at `scale`× through a canvas. */
export async function pngBlob(svg: SVGSVGElement, scale = 2): Promise<Blob> {
  const w = Number(svg.getAttribute('width'));
  const h = Number(svg.getAttribute('height'));
  const img = new Image();
  const url = URL.createObjectURL(new Blob([svgText(svg)], { type: 'image/svg+xml' }));
  try {
    img.src = url;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(w * scale);
    canvas.height = Math.round(h * scale);
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no 2D canvas');
    ctx.scale(scale, scale);
    ctx.drawImage(img, 0, 0, w, h);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (b) => (b ? resolve(b) : reject(new Error('PNG encoding failed'))),
        'image/png',
      ),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}

export interface CsvSeries {
  readonly label: string;
  readonly method: string;
  readonly trials: number | null;
  readonly quantities: Readonly<Record<string, Summary | undefined>>;
  /** Single probabilities (miss, defeated, a condition): one row each, with k = 1. */
  readonly probabilities?: Readonly<Record<string, number>>;
}

/**
 * A probability to 15 significant digits: sums of floating-point terms (P(≥ 0) is the whole
 * PMF's sum) print as 1, not 1.0000000000000002; no probability has more real digits.
 */
const prob = (p: number): number => Number(p.toPrecision(15));

/**
 * The numbers on screen as tidy CSV: one row per (loadout, quantity, k), with P(= k), P(≥ k)
 * and, for Monte Carlo, the 95% interval of P(≥ k).
 */
export function csvText(series: readonly CsvSeries[]): string {
  const rows: CsvCell[][] = [
    [
      'loadout',
      'method',
      'trials',
      'quantity',
      'k',
      'pmf',
      'atLeast',
      'atLeastLow95',
      'atLeastHigh95',
    ],
  ];
  for (const s of series) {
    for (const [name, q] of Object.entries(s.quantities)) {
      if (!q) continue;
      q.pmf.forEach((p, k) => {
        const ci = q.atLeastCi95?.[k];
        rows.push([
          s.label,
          s.method,
          s.trials ?? '',
          name,
          k,
          prob(p),
          prob(q.atLeast[k] ?? 0),
          ci ? prob(ci[0]) : '',
          ci ? prob(ci[1]) : '',
        ]);
      });
    }
    for (const [name, p] of Object.entries(s.probabilities ?? {}))
      rows.push([s.label, s.method, s.trials ?? '', name, 1, prob(p), prob(p), '', '']);
  }
  return rows.map(csvRow).join('\n') + '\n';
}
