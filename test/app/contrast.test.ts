import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chartColors, seriesColor, type Theme } from '../../src/lib/chart/palette.ts';

/** The theme tokens of global.css: name → [light, dark] (a plain colour is both). */
function tokens(): Map<string, [string, string]> {
  const css = readFileSync(join(import.meta.dirname, '../../src/app/global.css'), 'utf8');
  const root = /:root\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
  const map = new Map<string, [string, string]>();
  for (const m of root.matchAll(/--([\w-]+):\s*([^;]+);/g)) {
    const value = (m[2] ?? '').trim();
    const pair = /^light-dark\((#[0-9a-f]{6}),\s*(#[0-9a-f]{6})\)$/i.exec(value);
    if (pair) map.set(m[1] ?? '', [pair[1] ?? '', pair[2] ?? '']);
    else if (/^#[0-9a-f]{6}$/i.test(value)) map.set(m[1] ?? '', [value, value]);
  }
  return map;
}

/** WCAG 2 relative luminance of #rrggbb. */
function luminance(hex: string): number {
  const c = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = c.map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const T = tokens();
const THEMES: readonly Theme[] = ['light', 'dark'];
const at = (name: string, theme: Theme): string => {
  const pair = T.get(name);
  if (!pair) throw new Error(`global.css has no colour token --${name}`);
  return theme === 'light' ? pair[0] : pair[1];
};

/** Text on a background: AA needs 4.5:1 (body text). */
const TEXT: [string, string][] = [
  ['text', 'bg'],
  ['text', 'surface'],
  ['text', 'surface-2'],
  ['text', 'field'],
  ['muted', 'bg'],
  ['muted', 'surface'],
  ['muted', 'surface-2'],
  ['accent-text', 'surface'],
  ['accent-text', 'surface-2'],
  ['on-accent', 'accent'],
  ['hero', 'surface'],
  ['danger', 'surface'],
  ['ok', 'surface'],
  ['warn', 'surface'],
  ['attacker', 'surface'],
  ['defender', 'surface'],
  ['guardian', 'surface'],
];
/** Controls and their states: AA needs 3:1 for user-interface components (1.4.11). */
const CONTROLS: [string, string][] = [
  ['faint', 'field'],
  ['faint', 'surface'],
  ['accent', 'surface'],
  ['focus', 'surface'],
  ['focus', 'bg'],
  ['holo', 'surface'],
];

describe('theme tokens meet WCAG AA in both themes', () => {
  for (const theme of THEMES) {
    it.each(TEXT)(`${theme}: text --%s on --%s is at least 4.5:1`, (fg, bg) => {
      expect(contrast(at(fg, theme), at(bg, theme))).toBeGreaterThanOrEqual(4.5);
    });
    it.each(CONTROLS)(`${theme}: control --%s on --%s is at least 3:1`, (fg, bg) => {
      expect(contrast(at(fg, theme), at(bg, theme))).toBeGreaterThanOrEqual(3);
    });
  }
});

describe('chart colours meet WCAG AA in both themes', () => {
  it.each(THEMES)('%s: labels at 4.5:1, every series at 3:1 on the chart background', (theme) => {
    const c = chartColors(theme);
    expect(contrast(c.text, c.background)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(c.muted, c.background)).toBeGreaterThanOrEqual(4.5);
    for (let slot = 0; slot < 7; slot++)
      expect(contrast(seriesColor(theme, slot), c.background)).toBeGreaterThanOrEqual(3);
  });
  it.each(THEMES)('%s: the chart background is the page surface', (theme) => {
    expect(chartColors(theme).background.toLowerCase()).toBe(at('surface', theme));
  });
});
