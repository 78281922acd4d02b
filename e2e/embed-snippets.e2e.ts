import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Frame, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM, jsonFragment, settledMean, useBuiltApp } from './harness.ts';

// What a blogger pastes: the script snippet (a frame as tall as its content, at any column
// width), the plain iframe, the static fallback with scripts off, the text for Discord and
// the share card. Few page loads: the app once, a blog page holding every snippet once, and
// the same page with scripts off.

const app = useBuiltApp();

const TROOPERS = {
  v: 1,
  game: 'legion',
  range: 3,
  attacker: { unit: 'Stormtroopers', upgrades: ['DLT-19 Stormtrooper'], tokens: { aim: 1 } },
  defender: { unit: 'Rebel Troopers', cover: 'light', tokens: { dodge: 1 } },
};
const IN_WORDS =
  'Stormtroopers with DLT-19 Stormtrooper (Aim 1) against Rebel Troopers, range 3, light cover, Dodge 1.';

/**
 * A blog on another origin than Holotable's (another port), served by the test: a page the
 * browser fetched from a loopback address, as the preview server is (a page the test routes
 * in itself counts as public, and may not reach a loopback address).
 */
let blogHtml = '';
let blog: Server | undefined;
let BLOG = '';
beforeAll(async () => {
  blog = createServer((_, res) => {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end(blogHtml);
  });
  await new Promise<void>((resolve) => blog?.listen(0, '127.0.0.1', resolve));
  BLOG = `http://127.0.0.1:${(blog.address() as AddressInfo).port}/blog.html`;
});
afterAll(() => {
  blog?.close();
});

function blogPage(script: string, iframe: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>A blog</title>
<style>body{font-family:serif;margin:16px} .col{margin:0 0 24px;border:1px solid #ccc}</style>
</head><body><h1>My list, by the numbers</h1>
<div class="col" id="wide" style="width:600px">${script}</div>
<div class="col" id="narrow" style="width:380px">${script}</div>
<div class="col" id="fixed" style="width:600px">${iframe}</div>
</body></html>`;
}

/** The frame's content height, and the frame element's own, once its answer is on screen. */
async function heights(page: Page, column: string): Promise<{ frame: number; content: number }> {
  const handle = await page.locator(`#${column} iframe`).elementHandle();
  const frame: Frame | null = (await handle?.contentFrame()) ?? null;
  if (!frame) throw new Error(`no frame in #${column}`);
  await frame.getByTestId('mean-wounds').waitFor();
  const content = await frame.evaluate(
    () => document.querySelector('.embed')?.getBoundingClientRect().height ?? -1,
  );
  const box = await page
    .locator(`#${column} iframe`)
    .evaluate((f) => f.getBoundingClientRect().height);
  return { frame: box, content: Math.ceil(content) };
}

async function expectFits(page: Page, column: string): Promise<number> {
  await expect
    .poll(async () => {
      const h = await heights(page, column);
      return h.frame === h.content && h.content > 200;
    })
    .toBe(true);
  return (await heights(page, column)).frame;
}

describe('embeds a blogger would post', () => {
  let script = '';
  let iframe = '';
  let link = '';

  it('gives both snippets, the text for Discord and a 1200 × 630 share card', async () => {
    const { page } = app.b;
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(app.url + jsonFragment(TROOPERS));
    await settledMean(page, 'exact');
    const mean = Number(await page.getByTestId('mean-wounds').first().getAttribute('data-value'));

    await page.getByTestId('embed-code').click();
    script = await page.getByTestId('share-text').inputValue();
    iframe = await page.getByTestId('share-text-1').inputValue();
    link = page.url();
    // The self-sizing snippet first, holding the chart as a picture that states the answer.
    expect(script).toMatch(/^<div data-holotable="http:\/\/127\.0\.0\.1:\d+\/embed\.html#s1=/);
    expect(script).toMatch(/<img src="data:image\/svg\+xml,[^"]+" alt="[^"]*mean /);
    expect(script).toContain(`mean ${mean.toFixed(2)} wounds`);
    expect(script).toContain('against Rebel Troopers, range 3, light cover');
    expect(script).toMatch(/<script async src="http:\/\/127\.0\.0\.1:\d+\/embed\.js"><\/script>$/);
    expect(iframe).toMatch(/^<iframe src="[^"]+embed\.html#s1=[^"]+" title="Holotable: /);

    await page.getByTestId('copy-text').click();
    // The text replaces the embed code once the clipboard has answered (asynchronous).
    const shown = () => page.getByTestId('share-text').inputValue();
    await expect.poll(async () => (await shown()).startsWith('**')).toBe(true);
    const text = await shown();
    expect(text.split('\n')).toEqual([
      '**Star Wars: Legion: wounds suffered**',
      expect.stringMatching(
        new RegExp(
          `^- mean \\*\\*${mean.toFixed(2)}\\*\\* wounds suffered · P\\(kill\\) [\\d.]+% · [\\d.]+ wounds suffered per 100 points$`,
        ),
      ),
      `> ${IN_WORDS}`,
      link,
    ]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('share-card').click(),
    ]);
    const png = readFileSync(await download.path());
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    expect(errors).toEqual([]);
  });

  it('sizes the script embed to its content at 600 and 380 px; the iframe shows the chart', async () => {
    const { page } = app.b;
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await page.setViewportSize({ width: 1280, height: 2400 });
    blogHtml = blogPage(script, iframe);
    await page.goto(BLOG);
    for (const column of ['wide', 'narrow'])
      await page
        .frameLocator(`#${column} iframe`)
        .locator('[data-testid="wound-chart"] svg')
        .waitFor();
    const wide = await expectFits(page, 'wide');
    const narrow = await expectFits(page, 'narrow');
    // A narrower column wraps the words and shrinks the chart: the frame follows.
    expect(narrow).not.toBe(wide);
    // A height message from anything but the frame (here the page itself) changes nothing.
    await page.evaluate(() => window.postMessage({ type: 'holotable:height', height: 50 }, '*'));
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect((await heights(page, 'wide')).frame).toBe(wide);
    // The embed says what it shows, in words, under its title.
    const frame = page.frameLocator('#narrow iframe');
    await expect.poll(() => frame.getByTestId('embed-caption').textContent()).toBe(IN_WORDS);
    // The table is one tap away, in the chart's place; the frame follows its height.
    await frame.getByRole('button', { name: 'Table' }).click();
    await frame.getByRole('table').waitFor();
    expect(await frame.locator('[data-testid="wound-chart"]').count()).toBe(0);
    expect(await expectFits(page, 'narrow')).not.toBe(narrow);
    // The column narrows under it: the frame keeps fitting.
    await page.locator('#wide').evaluate((e) => (e.style.width = '380px'));
    await expect.poll(() => expectFits(page, 'wide')).toBe(narrow);
    // The plain iframe keeps its fixed height and draws its chart inside it.
    const fixed = page.frameLocator('#fixed iframe');
    await fixed.locator('[data-testid="wound-chart"] svg').waitFor();
    expect(await page.locator('#fixed iframe').getAttribute('height')).toBe('420');
    expect(errors).toEqual([]);
  });

  it('shows the static chart and the link with scripts off', async () => {
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-gpu'],
    });
    try {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      blogHtml = blogPage(script, '');
      await page.goto(BLOG);
      const img = page.locator('#narrow img');
      await expect
        .poll(() => img.evaluate((i: HTMLImageElement) => i.naturalWidth))
        .toBeGreaterThan(300);
      const box = await img.boundingBox();
      expect(box?.width).toBe(380);
      expect(await img.getAttribute('alt')).toContain(IN_WORDS);
      const open = page
        .locator('#narrow')
        .getByRole('link', { name: /Open this chart in Holotable/ });
      expect(await open.getAttribute('href')).toBe(link);
      expect(await page.locator('iframe').count()).toBe(0);
    } finally {
      await browser.close();
    }
  });
});
