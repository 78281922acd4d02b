import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { preview, type PreviewServer } from 'vite';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { AUTO_TRIALS, DEFAULT_SEED } from '../src/app/defaults.ts';
import { decodeFragment } from '../src/app/url-codec.ts';
import {
  evaluateExact,
  headline,
  parseAnyScenario,
  sufferedHeadline,
} from '../src/engine/engines.ts';

/** Debian's Chromium (installed by .ci/run); override with CHROMIUM=/path. */
export const CHROMIUM = process.env['CHROMIUM'] ?? '/usr/bin/chromium';

const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Serves the production build (dist/, made by `npm run build`) on a free localhost port. */
export async function startServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const server: PreviewServer = await preview({
    preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
    logLevel: 'error',
  });
  const address = server.httpServer.address();
  if (!address || typeof address === 'string') throw new Error('preview server has no port');
  return {
    url: `http://127.0.0.1:${address.port}/`,
    close: () => server.close(),
  };
}

/** Where the e2e run saves its screenshots (not committed; looked at by people). */
export const SCREENSHOTS = join(import.meta.dirname, 'screenshots');

/**
 * The built app served for the tests of one file, each opening browsers of its own: the server
 * starts before its tests (and the screenshot folder exists), and closes after them.
 */
export function useServer(): { readonly url: string } {
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    server = await startServer();
  });
  afterAll(async () => {
    await server?.close();
  });
  return {
    get url() {
      if (!server) throw new Error('the preview server did not start');
      return server.url;
    },
  };
}

/**
 * The built app served and a fresh browser, for the tests of one file or describe block: both
 * start before its tests and close after them; each test starts with no remembered loadout.
 */
export function useBuiltApp(): { readonly url: string; readonly b: Browser } {
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startServer();
    browser = await openBrowser();
  });
  // The app remembers the last loadout (local storage): each test that opens the app starts as
  // a first visit, as it would in a browser of its own. A page of the same origin that is not
  // the app clears it, beside the test page (a test may go on from the last one's page).
  beforeEach(async () => {
    if (!server || !browser) return;
    const page = await browser.context.newPage();
    await page.goto(`${server.url}no-app-here.txt`);
    await page.evaluate(() => localStorage.clear());
    await page.close();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  return {
    get url() {
      if (!server) throw new Error('the preview server did not start');
      return server.url;
    },
    get b() {
      if (!browser) throw new Error('the browser did not start');
      return browser;
    },
  };
}

export interface Browser {
  context: BrowserContext;
  page: Page;
  close: () => Promise<void>;
}

/** A fresh Chromium profile (new user-data-dir): no cache, no service worker, no storage. */
export async function openBrowser(
  options: { width?: number; height?: number; dark?: boolean } = {},
): Promise<Browser> {
  const dir = mkdtempSync(join(tmpdir(), 'holotable-e2e-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM,
    args: FLAGS,
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    colorScheme: options.dark ? 'dark' : 'light',
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    close: async () => {
      await context.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Nothing runs and the result shown is the current loadout's (the chart is not marked stale). */
const SETTLED = () =>
  !document.querySelector('[aria-busy="true"]') &&
  !document.querySelector('[data-testid="wound-chart"].stale');

/**
 * The mean wounds on screen once the method badge says `method` and the result is settled.
 * "Settled" includes "not stale": in the moment after an edit before the app starts the new
 * calculation nothing is busy, but the result shown is still the previous loadout's.
 */
export async function settledMean(page: Page, method?: 'exact' | 'monte-carlo'): Promise<number> {
  if (method) await page.getByTestId('method').first().filter({ hasText: method }).waitFor();
  await page.waitForFunction(SETTLED);
  const text = await page.getByTestId('mean-wounds').first().textContent();
  return Number(text);
}

/**
 * Waits until the page's settled mean is `want` (to the engine's precision); returns the mean
 * as displayed (rounded), as `settledMean` does. After an edit, wait on this: it holds however
 * fast the app recomputed, where "the mean differs from the one read" never comes if the read
 * came after the new mean had landed.
 */
export async function waitForMean(page: Page, want: number): Promise<number> {
  await page
    .waitForFunction((w) => {
      const el = document.querySelector('[data-testid="mean-wounds"]');
      return (
        el !== null &&
        !document.querySelector('[aria-busy="true"]') &&
        Math.abs(Number(el.getAttribute('data-value')) - w) < 1e-9
      );
    }, want)
    .catch(async (e: Error) => {
      const shown = await page.getByTestId('mean-wounds').first().getAttribute('data-value');
      throw new Error(`waiting for mean ${want}, the page shows ${shown}: ${e.message}`);
    });
  return settledMean(page);
}

/** The current loadout's scenario in the app's share link (`…#s1=…`), as the link holds it. */
export function linkScenario(link: string): unknown {
  const d = decodeFragment(new URL(link).hash, { trials: AUTO_TRIALS, seed: DEFAULT_SEED });
  if (!d.ok) throw new Error(d.error);
  if (!d.state) throw new Error(`the link holds no loadout: ${link}`);
  return d.state.scenario;
}

/**
 * The exact mean of a scenario's headline distribution, computed here by the engine: what the
 * unit suffers when its health is known, as the app's headline shows.
 */
export function exactMean(scenario: unknown): number {
  const p = parseAnyScenario(scenario);
  if (!p.ok) throw new Error(JSON.stringify(p.error));
  const r = evaluateExact(p.value);
  const mean = (sufferedHeadline(r) ?? headline(r))?.mean;
  if (mean === undefined) throw new Error('the result has no headline distribution');
  return mean;
}

/** The JSON of a golden scenario, for `#json=`. */
export function jsonFragment(scenario: unknown, extra = ''): string {
  return `#json=${encodeURIComponent(JSON.stringify(scenario))}${extra}`;
}
