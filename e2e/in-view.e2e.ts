import { describe, expect, it } from 'vitest';
import { num } from '../src/report/format.ts';
import { settledMean, useBuiltApp } from './harness.ts';

const app = useBuiltApp();

describe('the answer stays in view', () => {
  it.each([
    { width: 1280, height: 800 },
    { width: 360, height: 740 },
  ])('while Armor X is edited at $width x $height', async ({ width, height }) => {
    const { page } = app.b;
    await page.setViewportSize({ width, height });
    await page.goto(app.url);
    const before = await settledMean(page, 'exact');
    // A reader who opened the results' table: the card is tall, its headline far above.
    await page.getByText('Table and other results').click();
    await page.getByText(/^All defender keywords/).click();
    const armor = page.getByRole('button', { name: 'Increase Armor X' });
    await armor.scrollIntoViewIfNeeded();
    await armor.click();
    await page.waitForFunction(
      (old) =>
        Number(document.querySelector('#results [data-testid="mean-wounds"]')?.textContent) !== old,
      before,
    );
    const mean = await settledMean(page);
    // Either the headline itself is on screen, or the floating summary shows the same answer.
    const shown = await page.evaluate(() => {
      const inView = (el: Element | null) => {
        if (!el) return false;
        const r = el.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return r.bottom > 0 && r.top < innerHeight && r.width > 0 && !!hit && el.contains(hit);
      };
      const headline = document.querySelector('#results [data-testid="mean-wounds"]');
      const summary = document.querySelector('a.summary .mean');
      return {
        headline: inView(headline) ? headline?.textContent : null,
        summary: inView(summary) ? summary?.textContent?.trim() : null,
      };
    });
    if (shown.headline === null)
      expect(shown.summary, 'neither headline nor summary').toBe(num(mean));
    else expect(Number(shown.headline)).toBe(mean);
  });
});
