import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LEGION_CARDS } from '../src/engine/cards.ts';
import { factionSides, matchupCell, matchupScenario } from '../src/engine/engines.ts';
import { decodeMatchup } from '../src/app/matchup-link.ts';
import { openBrowser, startServer, waitForMean } from './harness.ts';

const OUT = join(import.meta.dirname, 'screenshots');
const list = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8');
const EMPIRE = list('empire-list.tts.json');
const REBELS = list('rebel-list.tts.json');

/** The grid's progress as the page shows it. */
const progress = (page: Page) =>
  page.getByTestId('matchup-progress').evaluate((el) => ({
    done: Number(el.getAttribute('data-done')),
    total: Number(el.getAttribute('data-total')),
    status: el.getAttribute('data-status'),
  }));

const gridDone = (page: Page, timeout = 60_000) =>
  page.waitForFunction(
    () =>
      document.querySelector('[data-testid="matchup-progress"]')?.getAttribute('data-status') ===
      'done',
    null,
    { timeout },
  );

/** Pastes the Empire list as rows and the Rebel list as columns. */
async function pasteTwoLists(page: Page, url: string): Promise<void> {
  await page.goto(`${url}#matchups`);
  await page.getByTestId('paste-rows').fill(EMPIRE);
  await page.getByTestId('add-list-rows').click();
  await page.getByTestId('paste-columns').fill(REBELS);
  await page.getByTestId('add-list-columns').click();
}

/** A data cell by its position on screen (row and column after sorting). */
const cell = (page: Page, pr: number, pc: number) =>
  page.locator(`[data-testid="matchup-grid"] td[data-pr="${pr}"][data-pc="${pc}"]`);

describe('the Matchups view', () => {
  mkdirSync(OUT, { recursive: true });

  it('reads two pasted 10-unit lists as a 10 × 10 grid at 1280 px, and opens a cell in the calculator', async () => {
    const server = await startServer();
    const b = await openBrowser({ width: 1280, height: 800 });
    try {
      await pasteTwoLists(b.page, server.url);
      // The name that matched no card is shown by name, never dropped.
      await expect
        .poll(() => b.page.getByTestId('unmatched-columns').textContent())
        .toContain('Wookie Warriors Typo');
      await gridDone(b.page);
      expect(await progress(b.page)).toEqual({ done: 100, total: 100, status: 'done' });
      // Two lists: each list's total per round against the other, both ways, on paper.
      await expect
        .poll(() => b.page.getByTestId('on-paper').textContent(), { timeout: 30_000 })
        .toMatch(/^On paper .* points per round/);
      expect(await b.page.getByTestId('lists-attackers').locator('tbody tr').count()).toBe(
        await b.page.getByTestId('lists-defenders').locator('tbody tr').count(),
      );
      const grid = b.page.getByTestId('matchup-grid');
      expect(await grid.locator('tbody th[scope="row"]').allTextContents()).toHaveLength(10);
      expect(await grid.locator('thead th.col').count()).toBe(11); // ten and the average
      expect(await grid.locator('tbody td[data-pr]').count()).toBe(100);
      expect(await grid.locator('tbody th').first().textContent()).toContain('General Veers');
      // Every cell a number, or "!" where odds refuses the attack (no weapon reaches range 3).
      const texts = (await grid.locator('tbody td[data-pr]').allTextContents()).map((t) =>
        t.trim(),
      );
      expect(texts.every((t) => /^~?\d+\.\d\d$/.test(t) || t === '!')).toBe(true);
      expect(texts.filter((t) => t !== '!').length).toBeGreaterThanOrEqual(80);
      // A refused cell says why.
      await grid.locator('td.refused').first().hover();
      await expect
        .poll(() => b.page.getByTestId('matchup-tip').textContent())
        .toMatch(/no ranged weapon that reaches range 3/);
      await b.page.screenshot({ path: join(OUT, 'matchups-1280.png'), fullPage: true });

      // Hover shows the cell's numbers.
      await cell(b.page, 2, 2).hover();
      await expect
        .poll(() => b.page.getByTestId('matchup-tip').textContent())
        .toMatch(
          /Stormtroopers \+ DLT-19 Stormtrooper attacking Rebel Troopers \+ Z-6 Trooper.*mean wounds/,
        );

      // Stormtroopers + DLT-19 against Rebel Troopers + Z-6: the calculator shows the same mean.
      const want = Number(await cell(b.page, 2, 2).getAttribute('data-value'));
      await cell(b.page, 2, 2).click();
      await b.page.getByTestId('mean-wounds').waitFor();
      expect(await waitForMean(b.page, want)).toBeCloseTo(want, 2);
      await expect.poll(() => b.page.url()).toContain('#s1=');
      // Back returns to the grid as it was.
      await b.page.goBack();
      await gridDone(b.page);
      expect(await progress(b.page)).toEqual({ done: 100, total: 100, status: 'done' });

      // Keyboard: focus a cell, move with the arrows, Enter opens it.
      await cell(b.page, 0, 0).focus();
      await b.page.keyboard.press('ArrowDown');
      await b.page.keyboard.press('ArrowDown');
      await b.page.keyboard.press('ArrowRight');
      await expect
        .poll(() => b.page.evaluate(() => document.activeElement?.getAttribute('data-pc')))
        .toBe('1');
      expect(await b.page.getByTestId('matchup-detail').textContent()).toContain(
        'Stormtroopers + DLT-19 Stormtrooper attacking Chewbacca: Walking Carpet',
      );
      const keyed = Number(await cell(b.page, 2, 1).getAttribute('data-value'));
      await b.page.keyboard.press('Enter');
      await b.page.getByTestId('mean-wounds').waitFor();
      expect(await waitForMean(b.page, keyed)).toBeCloseTo(keyed, 2);
    } finally {
      await b.close();
      await server.close();
    }
  });

  it('sorts by average and shows the chosen measure', async () => {
    const server = await startServer();
    const b = await openBrowser({ width: 1280, height: 800, dark: true });
    try {
      await pasteTwoLists(b.page, server.url);
      await gridDone(b.page);
      await b.page.getByTestId('row-sort').selectOption('high');
      const averages = await b.page
        .locator('[data-testid="matchup-grid"] tbody td.avg')
        .allTextContents();
      const nums = averages.map(Number);
      expect(nums).toEqual([...nums].sort((x, y) => y - x));
      await b.page.getByTestId('measure').selectOption('defeated');
      const texts = await b.page
        .locator('[data-testid="matchup-grid"] tbody td[data-pr]')
        .allTextContents();
      expect(texts.every((t) => /^~?[<>]?\d+%$/.test(t.trim()) || t.trim() === '!')).toBe(true);
      // The link holds the measure and the order: opened afresh it shows the same grid. The
      // address is written a moment after a change; wait for the one holding both.
      await expect
        .poll(() => {
          const d = decodeMatchup(new URL(b.page.url()).hash);
          return d.ok ? `${d.state.measure} ${d.state.rowSort}` : d.error;
        })
        .toBe('defeated high');
      const link = b.page.url();
      await b.page.goto('about:blank');
      await b.page.goto(link);
      await gridDone(b.page);
      expect(await b.page.getByTestId('measure').inputValue()).toBe('defeated');
      expect(await b.page.getByTestId('row-sort').inputValue()).toBe('high');
      await b.page.screenshot({ path: join(OUT, 'matchups-1280-dark.png'), fullPage: true });
      // The embed shows the same grid.
      await b.page.goto(link.replace('/#', '/embed.html#'));
      await expect
        .poll(() => b.page.locator('[data-testid="matchup-grid"] tbody td[data-pr]').count())
        .toBe(100);
    } finally {
      await b.close();
      await server.close();
    }
  });

  it('scrolls the grid within its own box at 360 px, headers readable', async () => {
    const server = await startServer();
    const b = await openBrowser({ width: 360, height: 740 });
    try {
      await pasteTwoLists(b.page, server.url);
      await gridDone(b.page);
      const page = await b.page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        width: window.innerWidth,
      }));
      expect(page.scroll).toBeLessThanOrEqual(page.width);
      const scroller = b.page.getByTestId('matchup-scroller');
      const box = await scroller.evaluate((el) => ({
        scrollWidth: el.scrollWidth,
        clientWidth: el.clientWidth,
      }));
      expect(box.scrollWidth).toBeGreaterThan(box.clientWidth);
      await scroller.scrollIntoViewIfNeeded();
      await b.page.screenshot({ path: join(OUT, 'matchups-360.png') });
      await scroller.evaluate((el) => el.scrollBy(400, 200));
      // The attacker names stay at the left edge.
      const stuck = await scroller.evaluate((el) => {
        const s = el.getBoundingClientRect();
        const rowHead = el.querySelectorAll('tbody th')[6]?.getBoundingClientRect();
        return {
          left: Math.round((rowHead?.left ?? -99) - s.left),
          scrolled: el.scrollLeft > 0,
        };
      });
      expect(stuck.scrolled).toBe(true);
      expect(Math.abs(stuck.left)).toBeLessThanOrEqual(3);
      await b.page.screenshot({ path: join(OUT, 'matchups-360-scrolled.png') });
    } finally {
      await b.close();
      await server.close();
    }
  });

  it('cancels the stale grid when a condition changes', async () => {
    const server = await startServer();
    const b = await openBrowser({ width: 1280, height: 800 });
    try {
      await b.page.goto(`${server.url}#matchups`);
      // Every unit against every unit: far longer than this test waits.
      await b.page.getByTestId('faction-rows').waitFor();
      await b.page.getByRole('button', { name: 'Add every unit' }).first().click();
      await b.page.getByRole('button', { name: 'Add every unit' }).last().click();
      await b.page.waitForFunction(
        () =>
          Number(
            document.querySelector('[data-testid="matchup-progress"]')?.getAttribute('data-done'),
          ) >= 50,
        null,
        { timeout: 60_000 },
      );
      const before = await progress(b.page);
      expect(before.status).toBe('running');
      await b.page.getByRole('radio', { name: 'Heavy' }).check();
      // The grid starts again: the cells computed under no cover are gone.
      await b.page.waitForFunction((n) => {
        const el = document.querySelector('[data-testid="matchup-progress"]');
        return (
          el?.getAttribute('data-status') === 'running' && Number(el.getAttribute('data-done')) < n
        );
      }, before.done);
      // The first Empire unit that shoots at range 3, against the first Empire unit: what odds
      // gives in heavy cover and in none.
      const sides = factionSides(LEGION_CARDS, 'empire');
      const d = sides[0];
      if (!d) throw new Error('no Empire unit');
      const mean = (i: number, cover: 'none' | 'heavy') => {
        const a = sides[i];
        if (!a) throw new Error(`no Empire unit ${i}`);
        const c = matchupCell(
          matchupScenario(a, d, { range: 3, attackType: 'ranged', cover }, LEGION_CARDS),
          LEGION_CARDS,
        );
        return c.ok ? (c.result.wounds?.mean ?? NaN) : null;
      };
      const i = sides.findIndex((_, k) => mean(k, 'heavy') !== null);
      expect(mean(i, 'heavy')).not.toBeCloseTo(mean(i, 'none') ?? NaN, 3);
      await cell(b.page, i, 0).and(b.page.locator(':not(.waiting)')).waitFor();
      const shown = Number(await cell(b.page, i, 0).getAttribute('data-value'));
      expect(shown).toBeCloseTo(mean(i, 'heavy') ?? NaN, 9);
      // Only the rows in view are drawn; the keyboard still reaches the last cell.
      expect(await b.page.locator('[data-testid="matchup-grid"] tbody th').count()).toBeLessThan(
        60,
      );
      await cell(b.page, i, 0).focus();
      await b.page.keyboard.press('Control+End');
      await expect
        .poll(() => b.page.evaluate(() => document.activeElement?.getAttribute('data-pr')))
        .toBe(String(LEGION_CARDS.units.length - 1));
      await b.page.keyboard.press('PageUp');
      await expect
        .poll(() => b.page.evaluate(() => document.activeElement?.getAttribute('data-pr')))
        .toBe(String(LEGION_CARDS.units.length - 11));
      await b.page.screenshot({ path: join(OUT, 'matchups-every-unit-1280.png') });
    } finally {
      await b.close();
      await server.close();
    }
  });
});
