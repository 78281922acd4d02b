// The first exact answer of a cold page load (issue 12: the card data must not slow it down):
// `npx vite build && npx tsx bench/first-answer.ts [dist]` serves the build and loads the page
// in fresh Chromium profiles, printing the times from navigation start to the exact mean.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { preview } from 'vite';

const dir = process.argv[2] ?? 'dist';
const LOADS = 9;
const server = await preview({
  build: { outDir: dir },
  preview: { host: '127.0.0.1', port: 0 },
  logLevel: 'error',
});
const address = server.httpServer.address();
if (!address || typeof address === 'string') throw new Error('the preview server has no port');
const url = `http://127.0.0.1:${address.port}/`;
const times: number[] = [];
for (let i = 0; i < LOADS; i++) {
  const profile = mkdtempSync(join(tmpdir(), 'holotable-first-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env['CHROMIUM'] ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(url);
  await page.waitForFunction(
    () => document.querySelector('[data-testid="method"]')?.textContent?.includes('exact') ?? false,
  );
  times.push(await page.evaluate(() => performance.now()));
  await context.close();
  rmSync(profile, { recursive: true, force: true });
}
times.sort((a, b) => a - b);
const median = times[Math.floor(LOADS / 2)] ?? 0;
console.log(
  `${dir}: first exact answer ${Math.round(median)} ms median of ${LOADS} cold loads (${times.map(Math.round).join(', ')})`,
);
await server.close();
