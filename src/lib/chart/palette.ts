/** The page's colour scheme. */
export type Theme = 'light' | 'dark';

/**
 * Okabe–Ito colours (distinguishable with every common colour-vision deficiency), ordered per
 * theme so each has enough contrast on its background. Slot 0 is the current loadout; pins take
 * 1..6. Every series also gets its own marker shape, so colour is never the only cue.
 */
const SERIES: Record<Theme, readonly string[]> = {
  light: ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#D55E00', '#56B4E9', '#3b3b3b'],
  dark: ['#56B4E9', '#E69F00', '#19C39A', '#E58BC2', '#FF7A2F', '#F0E442', '#E8E8E8'],
};

export interface ChartColors {
  readonly background: string;
  readonly text: string;
  readonly muted: string;
  readonly grid: string;
  readonly axis: string;
}

const CHROME: Record<Theme, ChartColors> = {
  light: {
    background: '#ffffff',
    text: '#1b2330',
    muted: '#5b6677',
    grid: '#e3e7ee',
    axis: '#8a94a6',
  },
  dark: {
    background: '#111a2b',
    text: '#e6ebf3',
    muted: '#9aa6ba',
    grid: '#24304a',
    axis: '#5d6b86',
  },
};

export function seriesColor(theme: Theme, slot: number): string {
  const list = SERIES[theme];
  return list[slot % list.length] as string;
}

export function chartColors(theme: Theme): ChartColors {
  return CHROME[theme];
}
