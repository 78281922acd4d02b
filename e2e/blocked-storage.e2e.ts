import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM, jsonFragment, settledMean, startServer } from './harness.ts';

// A browser set to block site data ("Block sites from saving data"): reading localStorage throws
// a SecurityError, and the page was blank. The app must work, remembering nothing, and say so
// once; the embed and the Matchups view too.

let server: Awaited<ReturnType<typeof startServer>>;
let context: BrowserContext;
let dir: string;

beforeAll(async () => {
  server = await startServer();
  dir = mkdtempSync(join(tmpdir(), 'holotable-e2e-blocked-'));
  // Chromium's own setting, as a person sets it: cookies and site data blocked for every site.
  mkdirSync(join(dir, 'Default'));
  writeFileSync(
    join(dir, 'Default', 'Preferences'),
    JSON.stringify({ profile: { default_content_setting_values: { cookies: 2 } } }),
  );
  context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
    viewport: { width: 1280, height: 900 },
  });
});
afterAll(async () => {
  await context?.close();
  await server?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

function watch(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`uncaught: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  return errors;
}

describe('with site data blocked', () => {
  it('the browser really refuses storage here', async () => {
    const page = await context.newPage();
    await page.goto(`${server.url}no-app-here.txt`);
    const read = await page.evaluate(() => {
      try {
        return String(window.localStorage.length);
      } catch (e) {
        return (e as Error).name;
      }
    });
    expect(read).toBe('SecurityError');
    await page.close();
  });

  it('the app computes, says once that it keeps nothing, and takes edits and a theme', async () => {
    const page = await context.newPage();
    const errors = watch(page);
    await page.goto(server.url);
    expect(await settledMean(page, 'exact')).toBeGreaterThan(0);
    const note = page.getByTestId('forgetful');
    expect(await note.count()).toBe(1);
    expect((await note.textContent())?.replace(/\s+/g, ' ')).toContain(
      'your loadouts will not be here next time',
    );
    await page.getByTitle('Colour theme').selectOption('dark');
    expect(await page.evaluate(() => document.documentElement.dataset['theme'])).toBe('dark');
    await page.getByTestId('pin').click();
    await page.waitForTimeout(400); // past the debounced remember
    await note.getByRole('button', { name: 'Dismiss' }).click();
    expect(await note.count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a link, the embed and the Matchups view open', async () => {
    const scenario = { v: 1, game: 'legion', attacker: { dice: { red: 2 } } };
    for (const path of [jsonFragment(scenario), `embed.html${jsonFragment(scenario)}`]) {
      const page = await context.newPage();
      const errors = watch(page);
      await page.goto(server.url + path);
      expect(await settledMean(page, 'exact'), path).toBe(1.25);
      expect(errors, path).toEqual([]);
      await page.close();
    }
    const page = await context.newPage();
    const errors = watch(page);
    await page.goto(`${server.url}#matchups`);
    await page.getByTestId('axis-rows').waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });
});
