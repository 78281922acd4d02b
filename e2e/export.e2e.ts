import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { jsonFragment, settledMean, useBuiltApp } from './harness.ts';

const app = useBuiltApp();

const ATTACK = {
  v: 1,
  game: 'legion',
  attacker: { dice: { red: 6 }, surge: 'hit', tokens: { aim: 1 }, keywords: { pierce: 1 } },
  defender: { die: 'white', cover: 'light', tokens: { dodge: 1 } },
};

/** Clicks an export button and returns the file it downloads. */
async function exported(page: Page, button: string): Promise<Buffer> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button, exact: true }).click(),
  ]);
  const path = await download.path();
  return readFileSync(path);
}

describe('exports and the embed, for bloggers', () => {
  it('exports an SVG with a title, the attack in words, the key numbers and the link', async () => {
    const { page } = app.b;
    await page.goto(app.url + jsonFragment(ATTACK));
    const mean = await settledMean(page, 'exact');
    const svg = (await exported(page, 'SVG')).toString('utf8');
    expect(svg).toContain('<title>Star Wars: Legion: wounds dealt</title>');
    // The caption in words: what attacks, then the target and its conditions.
    expect(svg).toContain(
      '6 red dice, surge to hit, Pierce 1 (Aim 1) against white defence die, light cover, Dodge 1.',
    );
    expect(svg).toContain(`mean ${mean.toFixed(2)} wounds · at least 1:`);
    expect(svg).toMatch(/<a href="http:\/\/127\.0\.0\.1:\d+\/#s1=[^"]+"/);
    // The description says what is in the file, and there is no table in it.
    expect(svg).not.toMatch(/\btable\b/i);
  });

  it('exports a PNG of the same card, taller than the chart alone', async () => {
    const { page } = app.b;
    const png = await exported(page, 'PNG');
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    const height = png.readUInt32BE(20) / 2;
    const chart = Number(
      await page.locator('#results [data-testid="wound-chart"] svg').getAttribute('height'),
    );
    expect(height).toBeGreaterThan(chart + 60);
  });

  it('shows one legend and compares the pins in the embed, and follows its fragment', async () => {
    const { page } = app.b;
    await page.goto(app.url + jsonFragment(ATTACK));
    await settledMean(page, 'exact');
    await page.getByTestId('pin').click();
    await page.getByRole('button', { name: 'Increase Red attack dice' }).click();
    await settledMean(page);
    await page.getByTestId('pin').click();
    await settledMean(page);
    const snippet = await page.getByTestId('embed-code').getAttribute('data-snippet');
    const src = /src="([^"]+)"/.exec(snippet ?? '')?.[1] ?? '';
    await page.goto(src);
    const headline = page.getByTestId('embed-headline');
    await expect.poll(() => headline.textContent(), { timeout: 20_000 }).toMatch(/ over /);
    // The chart's legend names the pins; nothing else lists them again.
    expect(await page.locator('ul').count()).toBe(0);
    const leader = (await headline.locator('.which').textContent())?.trim() ?? '';
    const legend = await page.locator('[data-testid="wound-chart"] svg text').allTextContents();
    expect(legend).toContain(leader);
    // The host page points the frame at another loadout.
    await page.evaluate(
      (f) => (window.location.hash = f),
      jsonFragment({ ...ATTACK, attacker: { dice: { white: 1 } } }).slice(1),
    );
    await expect
      .poll(async () => Number(await page.getByTestId('mean-wounds').getAttribute('data-value')), {
        timeout: 20_000,
      })
      .toBeCloseTo((1 / 8) * (5 / 6), 12);
  });

  it('has Open Graph and Twitter card tags with an image, so a pasted link previews', async () => {
    const html = await (await fetch(app.url)).text();
    for (const tag of ['og:title', 'og:description', 'og:image', 'twitter:card', 'twitter:image'])
      expect(html, tag).toMatch(new RegExp(`(property|name)="${tag}"\\s+content="[^"]+"`));
    // Absolute, from the build's one public address (previewers cannot resolve a relative one).
    const site = /property="og:url" content="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(site).toMatch(/^https:\/\/[^/]+\/$/);
    const image = /property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(image).toBe(`${site}og-image.jpg`);
    expect(html).toContain(`name="twitter:image" content="${image}"`);
    // The picture is in the build, at that path.
    const res = await fetch(new URL(new URL(image).pathname, app.url));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\//);
  });
});
