import { beforeAll, describe, expect, it } from 'vitest';
import { encodeFragment } from '../src/app/url-codec.ts';
import { jsonFragment, settledMean, useBuiltApp } from './harness.ts';

// Issue 18 in the browser: hostile links in the app and the embed (item 1) and the chart's
// tooltips (item 7).

const app = useBuiltApp();
/** Uncaught errors of every page of the browser (a blank page had one). */
const pageErrors: string[] = [];

beforeAll(() => {
  app.b.context.on('page', (p) => p.on('pageerror', (e) => pageErrors.push(e.message)));
  app.b.page.on('pageerror', (e) => pageErrors.push(e.message));
});

const ONE_RED = { v: 1, game: 'legion', attacker: { dice: { red: 1 } } };
const PROTO_GAME = { ...ONE_RED, game: '__proto__' };
const DEFAULTS = { trials: 1_000_000, seed: 1 };

describe('hostile links', () => {
  it('the app says what is wrong with game "__proto__" by #json=, and keeps working', async () => {
    await app.b.page.goto(app.url + jsonFragment(PROTO_GAME));
    await app.b.page
      .getByText('game: expected "legion" | "imperial-assault" | "swm", got "__proto__"')
      .waitFor();
    // The starter loadout is still computed.
    expect(await settledMean(app.b.page, 'exact')).toBeGreaterThan(0);
    expect(pageErrors).toEqual([]);
  });

  it('the app keeps the loadout when only a pin holds "constructor", by hashchange', async () => {
    const fragment = encodeFragment(
      {
        scenario: ONE_RED,
        mode: 'auto',
        ...DEFAULTS,
        pins: [
          { label: 'X', scenario: { ...ONE_RED, game: 'constructor' }, mode: 'auto', ...DEFAULTS },
        ],
      },
      DEFAULTS,
    );
    await app.b.page.evaluate((h) => (window.location.hash = h), `#${fragment}`);
    await app.b.page.waitForFunction(
      () =>
        Number(
          document.querySelector('[data-testid="mean-wounds"]')?.getAttribute('data-value'),
        ) === 0.625,
    );
    expect(pageErrors).toEqual([]);
  });

  it('the embed says what is wrong with game "toString" instead of staying blank', async () => {
    const embed = await app.b.context.newPage();
    await embed.goto(`${app.url}embed.html${jsonFragment({ ...ONE_RED, game: 'toString' })}`);
    await embed.getByRole('alert').filter({ hasText: 'got "toString"' }).waitFor();
    await embed.close();
    expect(pageErrors).toEqual([]);
  });
});

describe('the chart tooltips', () => {
  it('read "k wounds: p%" for a bar and "at least k wounds: p%" for a point', async () => {
    await app.b.page.goto(`${app.url}${jsonFragment(ONE_RED)}`);
    expect(await settledMean(app.b.page, 'exact')).toBe(0.625);
    const chart = app.b.page.locator('[data-testid="wound-chart"]').first();
    const bars = await chart.locator('rect > title').allTextContents();
    expect(bars.slice(0, 2)).toEqual(['0 wounds: 37.5%', '1 wounds: 62.5%']);
    const points = await chart.locator('g.series path > title').allTextContents();
    expect(points.slice(0, 2)).toEqual([
      'Wounds: at least 0 wounds: 100.0%',
      'Wounds: at least 1 wounds: 62.5%',
    ]);
  });
});
