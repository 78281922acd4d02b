import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, SCREENSHOTS, startServer, type Browser } from './harness.ts';

/** No main-thread task during an export may keep the page from answering longer than this. */
const LONGEST_TASK_MS = 200;
/**
 * Without OffscreenCanvas (browsers before 2023) the PNG is painted on the page: allocating the
 * canvas (tens of millions of pixels) and its final flush are single tasks the page cannot split,
 * about 300 ms here, against 2.7 s for rasterising the SVG file in one go.
 */
const LONGEST_TASK_ON_PAGE_MS = 1000;

let server: Awaited<ReturnType<typeof startServer>>;
let b: Browser;
beforeAll(async () => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  server = await startServer();
  b = await openBrowser({ width: 1280, height: 800 });
});
afterAll(async () => {
  await b.close();
  await server.close();
});

/**
 * Clicks an export button, and returns the file it saves and the longest main-thread task
 * (a `longtask` entry) from the click until the page says the file is saved.
 */
async function timedExport(page: Page, button: string): Promise<{ file: Buffer; longest: number }> {
  await page.evaluate(() => {
    const w = window as unknown as { longest: number; obs?: PerformanceObserver };
    w.longest = 0;
    w.obs = new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.longest = Math.max(w.longest, e.duration);
    });
    w.obs.observe({ type: 'longtask' });
  });
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    page.getByRole('button', { name: button, exact: true }).click(),
  ]);
  await page.getByText(`${button} saved.`).waitFor({ timeout: 60_000 });
  // Entries are delivered after the task ends: let one more turn pass.
  await page.waitForTimeout(300);
  const longest = await page.evaluate(() => {
    const w = window as unknown as { longest: number; obs?: PerformanceObserver };
    w.obs?.disconnect();
    return w.longest;
  });
  const file = readFileSync(await download.path());
  return { file, longest };
}

/** Every unit against every unit, some cells computed, then stopped: only the export runs. */
async function everyUnitGrid(page: Page): Promise<void> {
  await page.goto(`${server.url}#matchups`);
  await page.getByTestId('faction-rows').waitFor();
  await page.getByRole('button', { name: 'Add every unit' }).first().click();
  await page.getByRole('button', { name: 'Add every unit' }).last().click();
  await page.waitForFunction(
    () =>
      Number(
        document.querySelector('[data-testid="matchup-progress"]')?.getAttribute('data-done'),
      ) >= 30,
    null,
    { timeout: 60_000 },
  );
  await page.getByRole('button', { name: 'Stop', exact: true }).click();
  const total = Number(await page.getByTestId('matchup-progress').getAttribute('data-total'));
  expect(total).toBeGreaterThan(10_000);
}

/** Saves the PNG and checks it is one, of the SVG's size; returns the longest task. */
async function pngExport(page: Page, name: string): Promise<number> {
  const png = await timedExport(page, 'PNG');
  expect(png.file.subarray(1, 4).toString('latin1')).toBe('PNG');
  writeFileSync(join(SCREENSHOTS, name), png.file);
  return png.longest;
}

describe('exporting the every-unit grid keeps the page responsive', () => {
  it('saves the SVG and the PNG with no main-thread task over 200 ms', async () => {
    const { page } = b;
    await everyUnitGrid(page);
    const svg = await timedExport(page, 'SVG');
    const text = svg.file.toString('utf8');
    expect(text.startsWith('<?xml')).toBe(true);
    expect(text.trimEnd().endsWith('</svg>')).toBe(true);
    writeFileSync(join(SCREENSHOTS, 'matchups-every-unit.svg'), svg.file);
    const png = await pngExport(page, 'matchups-every-unit.png');
    console.log(`longest task: SVG ${svg.longest} ms, PNG ${png} ms`);
    expect(svg.longest).toBeLessThanOrEqual(LONGEST_TASK_MS);
    expect(png).toBeLessThanOrEqual(LONGEST_TASK_MS);
  });

  it('paints the PNG on the page a few rows at a time where there is no OffscreenCanvas', async () => {
    const old = await openBrowser({ width: 1280, height: 800 });
    try {
      await old.context.addInitScript(() => {
        delete (globalThis as { OffscreenCanvas?: unknown }).OffscreenCanvas;
      });
      await everyUnitGrid(old.page);
      const png = await pngExport(old.page, 'matchups-every-unit-no-offscreen.png');
      console.log(`longest task, painted on the page: PNG ${png} ms`);
      expect(png).toBeLessThanOrEqual(LONGEST_TASK_ON_PAGE_MS);
    } finally {
      await old.close();
    }
  });
});
