import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { settledMean, useBuiltApp } from './harness.ts';

// Issue 15 item 12: a look of its own, fast and readable.
const app = useBuiltApp();
const DIST = join(import.meta.dirname, '../dist');

it('spends at most 24 kB on web fonts, none of it blocking first paint', () => {
  const assets = readdirSync(join(DIST, 'assets'));
  const fonts = assets.filter((f) => /\.(woff2?|ttf|otf)$/.test(f));
  const bytes = fonts.reduce((n, f) => n + statSync(join(DIST, 'assets', f)).size, 0);
  expect(fonts.length).toBeGreaterThan(0);
  expect(bytes).toBeLessThanOrEqual(24 * 1024);
  // Every face swaps in when it arrives: the first paint uses the system font.
  const css = assets
    .filter((f) => f.endsWith('.css'))
    .map((f) => readFileSync(join(DIST, 'assets', f), 'utf8'))
    .join('\n');
  const faces = css.match(/@font-face\{[^}]*\}/g) ?? [];
  expect(faces.length).toBeGreaterThan(0);
  for (const face of faces) expect(face).toContain('font-display:swap');
  // Nothing in the page's head waits for a font.
  expect(readFileSync(join(DIST, 'index.html'), 'utf8')).not.toMatch(/rel="preload"[^>]*font/);
});

it('makes the answer the hero, the chart the centrepiece and Simulate secondary, with Compare above the fold', async () => {
  const { page } = app.b;
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(app.url);
  await settledMean(page, 'exact');
  const look = await page.evaluate(() => {
    const px = (el: Element | null) => (el ? parseFloat(getComputedStyle(el).fontSize) : 0);
    const mean = document.querySelector('[data-testid="mean-wounds"]');
    const biggestOther = Math.max(
      ...[...document.querySelectorAll('body *')]
        .filter((e) => e !== mean && e.childElementCount === 0 && e.textContent?.trim())
        .map(px),
    );
    const compare = [...document.querySelectorAll('h2')].find((h) => h.textContent === 'Compare');
    const simulate = [...document.querySelectorAll('button')].find(
      (b) => b.textContent?.trim() === 'Simulate',
    );
    const chart = document
      .querySelector('[data-testid="wound-chart"] svg')
      ?.getBoundingClientRect();
    return {
      meanPx: px(mean),
      biggestOther,
      meanFont: mean ? getComputedStyle(mean).fontFamily : '',
      h1Font: getComputedStyle(document.querySelector('h1') as Element).fontFamily,
      compareTop: compare?.getBoundingClientRect().top ?? Infinity,
      simulateClass: simulate?.className ?? '',
      chartArea: chart ? chart.width * chart.height : 0,
      fontLoaded: document.fonts.check('700 16px "Oxanium Variable"'),
    };
  });
  expect(look.meanPx).toBeGreaterThan(look.biggestOther);
  expect(look.meanFont).toContain('Oxanium');
  expect(look.h1Font).toContain('Oxanium');
  expect(look.compareTop).toBeLessThan(800);
  expect(look.simulateClass).toContain('secondary');
  expect(look.simulateClass).not.toContain('primary');
  // The chart is the largest thing in the results.
  expect(look.chartArea).toBeGreaterThan(450 * 250);
});

it('keeps the theme tokens at WCAG AA as the browser resolves them, light and dark', async () => {
  const { page } = app.b;
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(app.url);
    await settledMean(page, 'exact');
    const ratios = await page.evaluate(() => {
      const probe = document.createElement('div');
      document.body.append(probe);
      const rgb = (token: string): number[] => {
        probe.style.color = `var(--${token})`;
        return (getComputedStyle(probe).color.match(/[\d.]+/g) ?? []).map(Number).slice(0, 3);
      };
      const lum = (c: number[]) => {
        const [r = 0, g = 0, b = 0] = c.map((v) => {
          const s = v / 255;
          return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      const ratio = (a: string, b: string) => {
        const [hi, lo] = [lum(rgb(a)), lum(rgb(b))].sort((x, y) => y - x) as [number, number];
        return (hi + 0.05) / (lo + 0.05);
      };
      const out = {
        text: ratio('text', 'surface'),
        muted: ratio('muted', 'surface'),
        link: ratio('accent-text', 'surface'),
        onAccent: ratio('on-accent', 'accent'),
        hero: ratio('hero', 'surface'),
        faint: ratio('faint', 'field'),
      };
      probe.remove();
      return out;
    });
    for (const [name, r] of Object.entries(ratios))
      expect(r, `${scheme}: ${name}`).toBeGreaterThanOrEqual(name === 'faint' ? 3 : 4.5);
  }
  await page.emulateMedia({ colorScheme: 'light' });
});
