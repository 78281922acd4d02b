// The app's timings in Chromium (issue 12): `npx vite build && npx tsx bench/app-timing.ts [dist]`
// serves the build and, in fresh profiles, measures
// - the first exact answer of a cold load (the card data must not slow it down): navigation
//   start to the exact mean on screen, the median of several loads;
// - the unit search, a keystroke at a time: the page's work for each keystroke, from the input
//   event to the search's list updated and laid out (must fit in a frame, 16 ms: paint and
//   the wait for the next frame are left out, as they are the browser's, whatever the page does);
// - the page's longest task while units are chosen and their weapons chosen (expansion runs in a
//   worker: no task over 50 ms).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { preview } from 'vite';

const dir = process.argv[2] ?? 'dist';
const LOADS = Number(process.env['LOADS'] ?? 9);
const server = await preview({
  build: { outDir: dir },
  preview: { host: '127.0.0.1', port: 0 },
  logLevel: 'error',
});
const address = server.httpServer.address();
if (!address || typeof address === 'string') throw new Error('the preview server has no port');
const url = `http://127.0.0.1:${address.port}/`;

async function withPage<T>(f: (page: Page) => Promise<T>): Promise<T> {
  const profile = mkdtempSync(join(tmpdir(), 'holotable-timing-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env['CHROMIUM'] ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
    viewport: { width: 1280, height: 800 },
  });
  try {
    return await f(context.pages()[0] ?? (await context.newPage()));
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

const exactShown = (page: Page) =>
  page.waitForFunction(
    () => document.querySelector('[data-testid="method"]')?.textContent?.includes('exact') ?? false,
  );

const times: number[] = [];
for (let i = 0; i < LOADS; i++)
  times.push(
    await withPage(async (page) => {
      await page.goto(url);
      await exactShown(page);
      return page.evaluate(() => performance.now());
    }),
  );
times.sort((a, b) => a - b);
const median = times[Math.floor(LOADS / 2)] ?? 0;
console.log(
  `${dir}: first exact answer ${Math.round(median)} ms, median of ${LOADS} cold loads (${times.map(Math.round).join(', ')})`,
);

await withPage(async (page) => {
  await page.goto(url);
  await exactShown(page);
  const box = page.getByRole('combobox', { name: 'Attacking unit' });
  if ((await box.count()) === 0) return console.log(`${dir}: no unit picker`);
  // Each keystroke as the browser delivers it: the value changes, an input event, Svelte's
  // update (a microtask), then the layout it needs, 130 times over the prefixes of the name.
  const keys = await box.evaluate(async (el: HTMLInputElement) => {
    const word = 'Stormtroopers';
    const each: number[] = [];
    for (let i = 0; i < 130; i++) {
      const t0 = performance.now();
      el.value = word.slice(0, 1 + (i % word.length));
      el.dispatchEvent(new Event('input', { bubbles: true }));
      await Promise.resolve();
      void document.body.offsetHeight;
      each.push(performance.now() - t0);
    }
    return each.sort((x, y) => x - y);
  });
  const at = (q: number) => (keys[Math.floor(q * (keys.length - 1))] ?? 0).toFixed(1);
  console.log(
    `${dir}: unit search, ${keys.length} keystrokes: work per keystroke median ${at(0.5)} ms, 90th percentile ${at(0.9)} ms, longest ${at(1)} ms`,
  );
  await page.evaluate(() => {
    (window as unknown as { tasks: number[] }).tasks = [];
  });
  await box.press('Enter');
  await page.getByTestId('attacker-unit').waitFor();
  await page.getByLabel('Heavy weapon').selectOption({ label: 'DLT-19 Stormtrooper (20)' });
  await page.getByTestId('attacker-unit').filter({ hasText: 'DLT-19' }).waitFor();
  const def = page.getByRole('combobox', { name: 'Defending unit' });
  await def.click();
  await def.pressSequentially('Rebel Troopers');
  await def.press('Enter');
  await page.getByTestId('defender-unit').waitFor();
  for (const r of ['3', '4', '1'])
    await page.getByRole('group', { name: 'Range' }).getByRole('radio', { name: r }).check();
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  await page.waitForTimeout(500);
  const tasks = await page.evaluate(() => (window as unknown as { tasks: number[] }).tasks);
  console.log(
    `${dir}: choosing two units, an upgrade and three ranges: longest task on the page ${Math.round(Math.max(0, ...tasks))} ms (${tasks.length} over 50 ms)`,
  );
});
await server.close();
