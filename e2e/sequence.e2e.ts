import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonFragment, openBrowser, settledMean, startServer, type Browser } from './harness.ts';

// Attack sequences in the app (issue 13): build one with "Add attack", reorder and remove
// attacks, see P(defeated by attack k), share it; the bench's four volleys at 360 and 1280 px.

const OUT = join(import.meta.dirname, 'screenshots');
const VOLLEYS: unknown = JSON.parse(
  readFileSync(new URL('../bench/scenarios/volleys.json', import.meta.url), 'utf8'),
);

let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  mkdirSync(OUT, { recursive: true });
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

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

describe('attack sequences in the app', () => {
  it.each([1280, 360])(
    'shows four volleys exactly, P(defeated) after each, at %i px',
    async (width) => {
      const b = await openBrowser({ width });
      try {
        await b.page.goto(`${server.url}${jsonFragment(VOLLEYS)}`);
        await settledMean(b.page, 'exact');
        expect(await b.page.getByTestId('sequence').locator('li').count()).toBe(4);
        expect(await defeatedBy(b)).toEqual(['14.3%', '66.7%', '92.3%', '98.7%']);
        const overflow = await b.page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        await b.page.screenshot({ path: join(OUT, `sequence-${width}.png`), fullPage: true });
        // The chart and numbers after a chosen attack: after attack 2, 4.016 mean wounds.
        await b.page
          .getByRole('group', { name: 'After attack' })
          .getByRole('radio', { name: '2' })
          .check();
        await b.page.waitForFunction(
          () => document.querySelector('[data-testid="mean-wounds"]')?.textContent === '4.016',
        );
        expect(await defeatedBy(b)).toEqual(['14.3%', '66.7%']);
        await b.page.screenshot({
          path: join(OUT, `sequence-${width}-after-2.png`),
          fullPage: true,
        });
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
