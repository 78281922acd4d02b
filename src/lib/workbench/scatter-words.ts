import type { ScatterPanel } from './scatter-geometry.ts';

/** How each panel of the scatter is named, on screen, in its picture and in its table. */
export const PANEL_WORDS: Readonly<
  Record<ScatterPanel, { title: string; axis: string; unit: string; column: string }>
> = {
  offense: {
    title: 'Offense',
    axis: '% of health removed per 100 points',
    unit: '% of the other’s health per attack, per 100 points',
    column: 'Health removed per attack (% per 100 points)',
  },
  durability: {
    title: 'Durability',
    axis: 'Attacks to defeat it per 100 points',
    unit: 'of the other’s attacks to defeat it, per 100 points',
    column: 'Attacks to defeat it (per 100 points)',
  },
};
