// Issue 14's browser target: every unit against every unit (178 × 178) at range 3, no cover, no
// tokens, streamed into the Matchups view of the built app in Chromium. Measures the time from
// the grid's start to its first cell and to its last, and the page's own first cell after
// navigation (page load, card data, workers included). Needs `npx vite build` first.
//
//   npx vite build && npx tsx bench/matchup-browser.ts
import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { preview } from 'vite';

const CHROMIUM = process.env['CHROMIUM'] ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

const server = await preview({
  preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
  logLevel: 'error',
});
const address = server.httpServer.address();
if (!address || typeof address === 'string') throw new Error('preview server has no port');
const url = `http://127.0.0.1:${address.port}/`;
const dir = mkdtempSync(join(tmpdir(), 'holotable-bench-'));
const context = await chromium.launchPersistentContext(dir, {
  executablePath: CHROMIUM,
  args: FLAGS,
  viewport: { width: 1280, height: 800 },
});
const load0 = loadavg()[0] ?? 0;
try {
  const page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.goto(`${url}#matchups`);
  await page.getByRole('button', { name: 'Add every unit' }).first().click();
  await page.getByRole('button', { name: 'Add every unit' }).last().click();
  const progress = page.getByTestId('matchup-progress');
  const read = () =>
    progress.evaluate((el) => ({
      status: el.getAttribute('data-status'),
      done: Number(el.getAttribute('data-done')),
      total: Number(el.getAttribute('data-total')),
      start: Number(el.getAttribute('data-start')),
      first: Number(el.getAttribute('data-first')),
      end: Number(el.getAttribute('data-end')),
    }));
  const t0 = Date.now();
  let last = await read();
  const samples: string[] = [];
  while (last.status !== 'done' && Date.now() - t0 < 600_000) {
    await new Promise((r) => setTimeout(r, 2000));
    last = await read();
    samples.push(`${Math.round((Date.now() - t0) / 1000)} s: ${last.done}`);
    if (last.status === 'failed' || last.status === 'cancelled') break;
  }
  const loadEnd = loadavg()[0] ?? 0;
  // The page's own thread: how much of the grid's time it was busy (tasks, script, layout).
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0;
  const mainThread = {
    taskS: metric('TaskDuration').toFixed(1),
    scriptS: metric('ScriptDuration').toFixed(1),
    layoutAndStyleS: (metric('LayoutDuration') + metric('RecalcStyleDuration')).toFixed(1),
  };
  const status = await page.getByTestId('matchup-status').textContent();
  const chromeProcs = execSync('nproc').toString().trim();
  console.log(
    JSON.stringify(
      {
        cells: `${last.done} of ${last.total} (${last.status})`,
        firstCellAfterStartMs: Math.round(last.first - last.start),
        wholeGridS: last.end ? ((last.end - last.start) / 1000).toFixed(1) : null,
        gridStartAfterNavigationMs: Math.round(last.start),
        status,
        pageMainThread: mainThread,
        cores: `${cpus().length} (nproc ${chromeProcs}) ${cpus()[0]?.model ?? ''}`,
        loadAverage: { start: load0.toFixed(1), end: loadEnd.toFixed(1) },
        progress: samples.filter((_, k) => k % 5 === 0),
      },
      null,
      2,
    ),
  );
} finally {
  await context.close();
  rmSync(dir, { recursive: true, force: true });
  await server.close();
}
