import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { preview, type PreviewServer } from 'vite';

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

/** The mean wounds on screen once the method badge says `method` and the result is settled. */
export async function settledMean(page: Page, method?: 'exact' | 'monte-carlo'): Promise<number> {
  if (method) await page.getByTestId('method').first().filter({ hasText: method }).waitFor();
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  const text = await page.getByTestId('mean-wounds').first().textContent();
  return Number(text);
}

/** The JSON of a golden scenario, for `#json=`. */
export function jsonFragment(scenario: unknown, extra = ''): string {
  return `#json=${encodeURIComponent(JSON.stringify(scenario))}${extra}`;
}
