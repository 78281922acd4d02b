import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  exactMean,
  jsonFragment,
  openBrowser,
  settledMean,
  startServer,
  type Browser,
} from './harness.ts';

interface GoldenFile {
  name: string;
  scenario: { game: string };
  expected: { damage: { mean: number } };
}

function golden(dir: string): GoldenFile[] {
  const root = join(import.meta.dirname, '../test/golden', dir);
  return readdirSync(root)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(join(root, f), 'utf8')) as GoldenFile);
}

const GAMES = [
  { id: 'imperial-assault', name: 'Imperial Assault', dir: 'imperial-assault' },
  { id: 'swm', name: 'SW Miniatures', dir: 'swm' },
] as const;

let server: Awaited<ReturnType<typeof startServer>>;
let b: Browser;
/** The games this build offers (the switcher lists only registered engines). */
let offered: string[] = [];

beforeAll(async () => {
  server = await startServer();
  b = await openBrowser();
  await b.page.goto(server.url);
  await settledMean(b.page, 'exact');
  offered = await b.page
    .getByTestId('game-switcher')
    .getByRole('radio')
    .evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
});
afterAll(async () => {
  await b?.close();
  await server?.close();
});

/** Waits until the headline mean is `want` (to 1e-9) and settled, else says what is shown. */
async function meanIs(page: Page, want: number, what: string): Promise<void> {
  await page
    .waitForFunction(
      (w) => {
        const el = document.querySelector('[data-testid="mean-wounds"]');
        return el && Math.abs(Number(el.getAttribute('data-value')) - w) < 1e-9;
      },
      want,
      { timeout: 30_000 },
    )
    .catch(async (e: Error) => {
      const shown = await page.evaluate(() => ({
        mean: document.querySelector('[data-testid="mean-wounds"]')?.getAttribute('data-value'),
        alert: document.querySelector('[role="alert"]')?.textContent,
      }));
      throw new Error(`${what}: ${e.message} ${JSON.stringify(shown)}`);
    });
}

const heading = (page: Page) => page.locator('#results h2').first().textContent();

describe('the game switcher', () => {
  it('lists Legion and every registered game', () => {
    expect(offered[0]).toBe('legion');
    expect(offered).toContain('imperial-assault');
  });

  it('switches to another game and back, each keeping its loadout and pins', async () => {
    await b.page.goto(server.url);
    const legion = await settledMean(b.page, 'exact');
    expect(await heading(b.page)).toBe('Wounds dealt');
    await b.page.getByTestId('pin').click();

    for (const g of GAMES.filter((x) => offered.includes(x.id))) {
      await b.page.getByTestId('game-switcher').getByRole('radio', { name: g.name }).check();
      await b.page.locator('#results h2', { hasText: 'Damage dealt' }).waitFor();
      const first = await settledMean(b.page, 'exact');
      expect(first, g.name).toBeGreaterThan(0);
      // Legion's pin is not drawn over this game's damage: pins are kept per game.
      expect(await b.page.locator('[data-testid="wound-chart"] g.series').count()).toBe(1);
      await b.page.getByTestId('other-pins').filter({ hasText: 'Legion' }).waitFor();
      expect(await b.page.locator('header').textContent()).toContain(
        g.name === 'SW Miniatures' ? 'Star Wars Miniatures' : 'Imperial Assault',
      );
      await b.page.getByTestId('game-switcher').getByRole('radio', { name: 'Legion' }).check();
      await b.page.locator('#results h2', { hasText: 'Wounds dealt' }).waitFor();
      expect(await settledMean(b.page, 'exact')).toBe(legion);
      expect(await b.page.locator('[data-testid="wound-chart"] g.series').count()).toBe(1);
      expect(await b.page.getByTestId('other-pins').count()).toBe(0);
    }
  });

  it('keeps an edited Imperial Assault loadout across a switch', async () => {
    await b.page.goto(server.url);
    await settledMean(b.page, 'exact');
    const sw = b.page.getByTestId('game-switcher');
    await sw.getByRole('radio', { name: 'Imperial Assault' }).check();
    const before = await settledMean(b.page, 'exact');
    await b.page.getByRole('button', { name: 'Increase Red attack dice' }).click();
    await b.page.waitForFunction(
      (old) =>
        Number(document.querySelector('[data-testid="mean-wounds"]')?.getAttribute('data-value')) >
        old,
      before,
    );
    const edited = await settledMean(b.page, 'exact');
    await sw.getByRole('radio', { name: 'Legion' }).check();
    await b.page.locator('#results h2', { hasText: 'Wounds dealt' }).waitFor();
    await sw.getByRole('radio', { name: 'Imperial Assault' }).check();
    await b.page.locator('#results h2', { hasText: 'Damage dealt' }).waitFor();
    expect(await settledMean(b.page, 'exact')).toBe(edited);
  });
});

describe('Imperial Assault figures', () => {
  it('picks Darth Vader against Luke Skywalker (Hero) without a die typed; the link keeps them', async () => {
    const page = b.page;
    await page.goto('about:blank');
    await page.goto(server.url);
    await settledMean(page, 'exact');
    await page
      .getByTestId('game-switcher')
      .getByRole('radio', { name: 'Imperial Assault' })
      .check();
    await page.locator('#results h2', { hasText: 'Damage dealt' }).waitFor();
    // The figures are a chunk of their own, fetched when the picker is first used.
    const fetched = () =>
      page.evaluate(() =>
        performance.getEntriesByType('resource').some((e) => e.name.includes('ia-figures')),
      );
    expect(await fetched()).toBe(false);
    for (const [box, name] of [
      ['Attacking figure', 'Darth Vader'],
      ['Defending figure', 'Luke Skywalker (Hero)'],
    ] as const) {
      await page.getByRole('combobox', { name: box }).fill(name);
      await page
        .getByRole('option', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}`) })
        .first()
        .waitFor();
      await page.keyboard.press('Enter');
    }
    // The same cards typed out: 2 red + 1 yellow, surges Pierce 3 and +2 damage, melee;
    // 1 white die, +1 block, 10 health.
    const typed = exactMean({
      v: 1,
      game: 'imperial-assault',
      attackType: 'melee',
      attacker: {
        dice: { red: 2, yellow: 1 },
        surgeAbilities: [{ pierce: 3 }, { damage: 2 }],
      },
      defender: { dice: { white: 1 }, modifiers: { block: 1 }, health: 10 },
    });
    await meanIs(page, typed, 'Darth Vader against Luke Skywalker (Hero)');
    expect(await fetched()).toBe(true);
    // The address bar follows the loadout 100 ms after a change (debounced): take it once written.
    await expect
      .poll(async () => {
        const before = page.url();
        await page.waitForTimeout(250);
        return page.url() === before;
      })
      .toBe(true);
    const link = page.url();
    await page.goto('about:blank');
    await page.goto(link);
    await meanIs(page, typed, 'the link');
    await page.getByText('Darth Vader', { exact: true }).waitFor();
    await page.getByText('Luke Skywalker (Hero)', { exact: true }).waitFor();
    // The Matchups view of Imperial Assault: every Imperial figure against every Rebel ally.
    await page.getByRole('link', { name: 'Matchups' }).click();
    const vader = page.locator('tbody tr', { hasText: 'Darth Vader' }).locator('td').first();
    await expect.poll(() => vader.textContent(), { timeout: 30_000 }).toBe(typed.toFixed(2));
  });
});

for (const g of GAMES) {
  describe(`${g.name} mode`, () => {
    const cases = golden(g.dir);

    it(`shows the exact mean of every ${g.name} golden scenario opened with #json=`, async (ctx) => {
      if (!offered.includes(g.id)) ctx.skip();
      expect(cases.length).toBeGreaterThan(0);
      for (const c of cases) {
        await b.page.goto('about:blank');
        await b.page.goto(server.url + jsonFragment(c.scenario));
        await meanIs(b.page, c.expected.damage.mean, c.name);
        expect(await heading(b.page)).toBe('Damage dealt');
        await b.page.getByTestId('method').filter({ hasText: 'exact' }).waitFor();
      }
    });

    it('restores the game from its share link, pins included', async (ctx) => {
      if (!offered.includes(g.id)) ctx.skip();
      const c = cases[0];
      if (!c) throw new Error('no golden scenario');
      await b.page.goto('about:blank');
      await b.page.goto(server.url + jsonFragment(c.scenario));
      await meanIs(b.page, c.expected.damage.mean, c.name);
      await b.page.getByTestId('pin').click();
      await b.page.getByTestId('share').click();
      const link = await b.page.getByTestId('share-text').inputValue();
      expect(link).toMatch(/#s1=/);
      const other = await b.context.newPage();
      await other.goto(link);
      await meanIs(other, c.expected.damage.mean, `${c.name} from its link`);
      expect(await heading(other)).toBe('Damage dealt');
      const checked = await other
        .getByTestId('game-switcher')
        .locator('input:checked')
        .getAttribute('value');
      expect(checked).toBe(g.id);
      await other.getByText('Pin this loadout').waitFor();
      expect(await other.locator('[data-testid="wound-chart"] g.series').count()).toBe(1);
      expect(await other.locator('[aria-label^="Name of pinned loadout"]').count()).toBe(1);
      await other.close();

      // The embed code shows the same game's chart and mean.
      const snippet = await b.page.getByTestId('embed-code').getAttribute('data-snippet');
      expect(snippet).toContain(
        g.id === 'swm' ? 'Star Wars Miniatures damage odds' : 'Imperial Assault damage odds',
      );
      const src = /src="([^"]+)"/.exec(snippet ?? '')?.[1] ?? '';
      const embed = await b.context.newPage();
      await embed.setViewportSize({ width: 640, height: 420 });
      await embed.goto(src);
      await meanIs(embed, c.expected.damage.mean, `${c.name} embedded`);
      expect(await embed.locator('.numbers').textContent()).toContain('mean damage');
      await embed.locator('[data-testid="wound-chart"] svg').waitFor();
      await embed.close();
    });
  });
}
