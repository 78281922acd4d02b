/** The page's colour scheme. */
export type Theme = 'light' | 'dark';

/**
 * Okabe–Ito colours (distinguishable with every common colour-vision deficiency), ordered per
 * theme; on the light background each is deepened to 3:1 or more (WCAG non-text contrast), and
 * its sixth (sky blue, too close to the first once deepened) is a violet. Slot 0 is the current loadout; pins take
 * 1..6. Every series also gets its own marker shape, so colour is never the only cue.
 */
const SERIES: Record<Theme, readonly string[]> = {
  light: ['#0072B2', '#A86B00', '#008060', '#B4458E', '#C45100', '#6B4FBF', '#3b3b3b'],
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
    background: '#fffdf9',
    text: '#1c1b19',
    muted: '#5e5a52',
    grid: '#ebe4d6',
    axis: '#948770',
  },
  dark: {
    background: '#0e141b',
    text: '#e9edf1',
    muted: '#9ba8b6',
    grid: '#1d2833',
    axis: '#4d6075',
  },
};

export function seriesColor(theme: Theme, slot: number): string {
  const list = SERIES[theme];
  return list[slot % list.length] as string;
}

export function chartColors(theme: Theme): ChartColors {
  return CHROME[theme];
}
