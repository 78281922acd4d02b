import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  jsonFragment,
  openBrowser,
  settledMean,
  type Browser,
  SCREENSHOTS,
  useServer,
} from './harness.ts';

// Attack sequences in the app (issue 13): build one with "Add attack", reorder and remove
// attacks, see P(defeated by attack k), share it; the bench's four volleys at 360 and 1280 px.

const OUT = SCREENSHOTS;
const VOLLEYS: unknown = JSON.parse(
  readFileSync(new URL('../bench/scenarios/volleys.json', import.meta.url), 'utf8'),
);

const server = useServer();

/** The key numbers' "Defeated by attack k" values, in order. */
async function defeatedBy(b: Browser): Promise<string[]> {
  await b.page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  return b.page.evaluate(() =>
    [...document.querySelectorAll('.results *')]
      .filter(
        (e) => e.children.length === 0 && /^Defeated by attack \d+$/.test(e.textContent ?? ''),
      )
      .map((e) => e.parentElement?.textContent?.replace(e.textContent ?? '', '').trim() ?? ''),
  );
}

/** The P(defeated by attack k) chart's points, as their tooltips give them. */
async function pointValues(b: Browser): Promise<string[]> {
  return b.page
    .getByTestId('defeat-chart')
    .locator('g.series path > title')
    .evaluateAll((ts) => ts.map((t) => /: (\S+%)$/.exec(t.textContent ?? '')?.[1] ?? ''));
}

describe('attack sequences in the app', () => {
  it.each([
    [1280, 'light'],
    [360, 'light'],
    [1280, 'dark'],
    [360, 'dark'],
  ] as const)(
    'shows four volleys exactly, P(defeated) after each, at %i px (%s)',
    async (width, theme) => {
      const b = await openBrowser({ width, dark: theme === 'dark' });
      const shot = (name: string) => join(OUT, `${name}${theme === 'dark' ? '-dark' : ''}.png`);
      try {
        await b.page.goto(`${server.url}${jsonFragment(VOLLEYS)}`);
        await settledMean(b.page, 'exact');
        expect(await b.page.getByTestId('sequence').locator('li').count()).toBe(4);
        expect(await defeatedBy(b)).toEqual(['14.3%', '66.7%', '92.3%', '98.7%']);
        const overflow = await b.page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        // The line of P(wiped out) after each volley, the volley that wipes it out as bars, and
        // the same numbers in the table behind the chart.
        const chart = b.page.getByTestId('defeat-chart');
        expect(await pointValues(b)).toEqual(['14.3%', '66.7%', '92.3%', '98.7%']);
        expect(await chart.locator('svg rect title').allTextContents()).toEqual([
          'Defeated on attack 1: 14.3%',
          'Defeated on attack 2: 52.3%',
          'Defeated on attack 3: 25.6%',
          'Defeated on attack 4: 6.3%',
        ]);
        const svgRole = chart.getByRole('img', { name: 'Unit defeated by each attack' });
        expect(await svgRole.getAttribute('aria-labelledby')).toBeTruthy();
        await chart.getByText('Table: defeated by each attack').click();
        const cells = await chart
          .locator('tbody tr')
          .evaluateAll((trs) =>
            trs.map((tr) => [...tr.children].map((c) => c.textContent?.trim() ?? '')),
          );
        expect(cells).toEqual([
          ['1', '14.3%', '14.3%'],
          ['2', '66.7%', '52.3%'],
          ['3', '92.3%', '25.6%'],
          ['4', '98.7%', '6.3%'],
        ]);
        await chart.getByText('Table: defeated by each attack').click();
        await chart.screenshot({ path: shot(`sequence-${width}-defeated`) });
        await b.page.screenshot({ path: shot(`sequence-${width}`), fullPage: true });
        // The chart and numbers after a chosen attack: after attack 2, 3.467 mean wounds suffered
        // (4.016 rolled, overkill included).
        await b.page
          .getByRole('group', { name: 'After attack' })
          .getByRole('radio', { name: '2' })
          .check();
        await b.page.waitForFunction(
          () => document.querySelector('[data-testid="mean-wounds"]')?.textContent === '3.467',
        );
        expect(await defeatedBy(b)).toEqual(['14.3%', '66.7%']);
        // The line still shows every volley, with the one shown above marked.
        expect(await pointValues(b)).toEqual(['14.3%', '66.7%', '92.3%', '98.7%']);
        expect(await chart.locator('rect.highlight').count()).toBe(1);
        await b.page.screenshot({ path: shot(`sequence-${width}-after-2`), fullPage: true });
      } finally {
        await b.close();
      }
    },
  );

  it('builds, edits, reorders and removes attacks, and shares the sequence', async () => {
    const b = await openBrowser();
    try {
      await b.page.goto(server.url);
      const one = await settledMean(b.page, 'exact');
      await b.page.getByRole('button', { name: 'Add attack' }).click();
      // Two copies of the starter attack: twice the mean wounds against an untracked unit.
      await b.page.waitForFunction(
        (m) => Number(document.querySelector('[data-testid="mean-wounds"]')?.textContent) !== m,
        one,
      );
      const two = await settledMean(b.page, 'exact');
      expect(two).toBeGreaterThan(one);
      // The editors now edit attack 2: a red die more changes only it.
      await b.page.getByRole('button', { name: 'Increase Red attack dice' }).click();
      await b.page.waitForFunction(
        (m) => Number(document.querySelector('[data-testid="mean-wounds"]')?.textContent) !== m,
        two,
      );
      const edited = await settledMean(b.page, 'exact');
      const items = b.page.getByTestId('sequence').locator('li');
      expect(await items.nth(1).textContent()).toMatch(/red/);
      expect(await items.nth(0).textContent()).not.toEqual(await items.nth(1).textContent());
      await b.page.getByRole('button', { name: 'Move attack 2 earlier' }).click();
      expect(await items.nth(0).textContent()).toMatch(/red/);
      // Order matters: suppression from the first attack improves the starter defender's cover.
      await b.page.waitForFunction(
        (m) => Number(document.querySelector('[data-testid="mean-wounds"]')?.textContent) !== m,
        edited,
      );
      const moved = await settledMean(b.page, 'exact');
      // Share: the link reproduces the sequence.
      await b.page.getByTestId('share').click();
      const link = await b.page.getByTestId('share-text').inputValue();
      const other = await b.context.newPage();
      await other.goto(link);
      await other.getByTestId('method').filter({ hasText: 'exact' }).waitFor();
      expect(await settledMean(other)).toBe(moved);
      expect(await other.getByTestId('sequence').locator('li').count()).toBe(2);
      await other.close();
      // Removing one attack leaves a single attack again.
      await b.page.getByRole('button', { name: 'Remove attack 1' }).click();
      expect(await b.page.getByTestId('sequence').locator('li').count()).toBe(0);
      await b.page.waitForFunction(
        (m) => Number(document.querySelector('[data-testid="mean-wounds"]')?.textContent) !== m,
        moved,
      );
    } finally {
      await b.close();
    }
  });
});
