import type { IaFigureData } from '../../../engine/index.ts';

let figures: Promise<IaFigureData> | null = null;

/**
 * The Imperial Assault campaign figures, a chunk of their own imported on first use (the
 * picker's first focus), never in the first paint's bundle. Picking a figure is a copy of its
 * numbers, so no worker is needed.
 */
export function loadFigures(): Promise<IaFigureData> {
  figures ??= import('../../../engine/ia-figures.ts').then((m) => m.IA_FIGURES);
  return figures;
}
