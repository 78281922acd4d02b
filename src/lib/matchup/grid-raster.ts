import { wrap } from 'comlink';
import { paintGrid, pictureRatio, type GridPicture } from './grid-paint.ts';

/** Rows of cells painted between turns of the event loop, when painting on the page. */
const ROWS_A_TURN = 4;

/**
 * The grid's picture as PNG. Rasterising the SVG file is one task of seconds for an every-unit
 * grid (tens of thousands of elements), with the page frozen: so the picture is painted straight
 * onto a canvas, in a worker where the browser has OffscreenCanvas, else on the page a few rows
 * at a time.
 */
export async function gridPng(p: GridPicture, pause: () => Promise<void>): Promise<Blob> {
  if (typeof OffscreenCanvas !== 'undefined') {
    const worker = new Worker(new URL('../../../workers/grid-png.worker.ts', import.meta.url), {
      type: 'module',
    });
    try {
      return await wrap<{ png(p: GridPicture): Promise<Blob> }>(worker).png(p);
    } finally {
      worker.terminate();
    }
  }
  const ratio = pictureRatio(p);
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(p.layout.width * ratio);
  canvas.height = Math.round(p.layout.height * ratio);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('this browser cannot draw pictures');
  await paintGrid(ctx, p, ratio, pause, ROWS_A_TURN);
  await pause();
  return new Promise<Blob>((resolve, reject) =>
    canvas.toBlob(
      (b) => (b ? resolve(b) : reject(new Error('the picture could not be saved'))),
      'image/png',
    ),
  );
}
