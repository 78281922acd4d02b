import { expose } from 'comlink';
import { paintGrid, pictureRatio, type GridPicture } from '../src/lib/matchup/grid-paint.ts';

/** Browser Web Worker entry: the matchup grid painted and encoded as PNG, off the page's thread. */
expose({
  async png(p: GridPicture): Promise<Blob> {
    const ratio = pictureRatio(p);
    const canvas = new OffscreenCanvas(
      Math.round(p.layout.width * ratio),
      Math.round(p.layout.height * ratio),
    );
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('this browser cannot draw pictures here');
    await paintGrid(ctx, p, ratio, () => Promise.resolve());
    return canvas.convertToBlob({ type: 'image/png' });
  },
});
