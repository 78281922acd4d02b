import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  exactMean,
  jsonFragment,
  linkScenario,
  settledMean,
  useBuiltApp,
  waitForMean,
} from './harness.ts';

const GOLDEN = join(import.meta.dirname, '../test/golden/legion');
const golden = readdirSync(GOLDEN)
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(join(GOLDEN, f), 'utf8')) as GoldenFile);

interface GoldenFile {
  name: string;
  scenario: unknown;
  expected: { wounds: { mean: number } };
}

const app = useBuiltApp();

/** The chart's drawing, to see that it changed. */
const chartMarkup = () => app.b.page.getByTestId('wound-chart').first().innerHTML();
const seriesCount = () => app.b.page.locator('[data-testid="wound-chart"] g.series').count();

async function waitForMeanChange(before: number): Promise<number> {
  await app.b.page.waitForFunction((old) => {
    const el = document.querySelector('[data-testid="mean-wounds"]');
    return (
      el !== null && Number(el.textContent) !== old && !document.querySelector('[aria-busy="true"]')
    );
  }, before);
  return settledMean(app.b.page);
}

describe('the calculator page', () => {
  it('shows the exact mean of every golden scenario opened with #json=', async () => {
    const [first, ...rest] = golden;
    if (!first) throw new Error('no golden scenarios found');
    await app.b.page.goto(app.url + jsonFragment(first.scenario));
    for (const g of [first, ...rest]) {
      if (g !== first)
        await app.b.page.evaluate((h) => (window.location.hash = h), jsonFragment(g.scenario));
      await app.b.page
        .waitForFunction(
          (want) => {
            const el = document.querySelector('[data-testid="mean-wounds"]');
            return el && Math.abs(Number(el.getAttribute('data-value')) - want) < 1e-9;
          },
          g.expected.wounds.mean,
          { timeout: 20_000 },
        )
        .catch(async (e: Error) => {
          // Say which scenario and what the page showed instead.
          const page = await app.b.page.evaluate(() => ({
            hash: window.location.hash.slice(0, 80),
            mean: document.querySelector('[data-testid="mean-wounds"]')?.getAttribute('data-value'),
            alert: document.querySelector('[role="alert"]')?.textContent,
          }));
          throw new Error(`${g.name}: ${e.message} ${JSON.stringify(page)}`);
        });
      const shown = await settledMean(app.b.page, 'exact');
      expect(Math.abs(shown - g.expected.wounds.mean), g.name).toBeLessThan(0.0006);
    }
  });

  it('redraws the chart when a loadout is edited', async () => {
    await app.b.page.goto(app.url);
    const before = await settledMean(app.b.page, 'exact');
    const drawn = await chartMarkup();
    await app.b.page.getByRole('button', { name: 'Increase Red attack dice' }).click();
    const after = await waitForMeanChange(before);
    expect(after).toBeGreaterThan(before);
    expect(await chartMarkup()).not.toBe(drawn);
    // Hidden controls say why: melee has no cover.
    await app.b.page.getByRole('radio', { name: 'Melee' }).check();
    await app.b.page.getByText('Cover applies to ranged attacks only').waitFor();
  });

  it('overlays two pinned loadouts', async () => {
    await app.b.page.goto(app.url);
    const first = await settledMean(app.b.page, 'exact');
    await app.b.page.getByTestId('pin').click();
    await app.b.page.getByRole('button', { name: 'Increase Black attack dice' }).click();
    await waitForMeanChange(first);
    await app.b.page.getByTestId('pin').click();
    await app.b.page.waitForFunction(
      () => document.querySelectorAll('[data-testid="wound-chart"] g.series').length === 2,
    );
    expect(await seriesCount()).toBe(2);
    const legend = await app.b.page.getByTestId('wound-chart').first().textContent();
    // Each pin is named after its loadout, and the legend says which is which.
    const names = await app.b.page
      .locator('[aria-label^="Name of pinned loadout"]')
      .evaluateAll((els) => els.map((e) => (e as HTMLTextAreaElement).value));
    expect(names).toHaveLength(2);
    for (const name of names) expect(legend).toContain(name);
  });

  it('round-trips the state through the share link', async () => {
    // State from the previous test: two pins and an edited loadout; change one more thing.
    const more = app.b.page.getByRole('button', { name: 'Increase Aim tokens' });
    const aim = Number(await more.locator('xpath=preceding-sibling::input').inputValue());
    await more.click();
    await app.b.page.getByTestId('share').click();
    const link = await app.b.page.getByTestId('share-text').inputValue();
    expect(link).toMatch(/#s1=/);
    // The link holds the edit, and the page settles on that loadout's exact mean: a condition
    // that holds however quickly the app recomputed after the click.
    const scenario = linkScenario(link) as { attacker?: { tokens?: { aim?: number } } };
    expect(scenario.attacker?.tokens?.aim).toBe(aim + 1);
    const want = exactMean(scenario);
    const shown = await waitForMean(app.b.page, want);
    await app.b.page.waitForFunction((l) => window.location.href === l, link);
    const other = await app.b.context.newPage();
    await other.goto(link);
    await other.getByTestId('method').filter({ hasText: 'exact' }).waitFor();
    await other.waitForFunction(
      () => document.querySelectorAll('[data-testid="wound-chart"] g.series').length === 3,
    );
    expect(await waitForMean(other, want)).toBe(shown);
    expect(await other.evaluate(() => window.location.href)).toBe(link);
    await other.close();
  });

  it('renders the embed from the embed code, themed by &theme=', async () => {
    await app.b.page.goto(app.url);
    const mean = await settledMean(app.b.page, 'exact');
    await app.b.page.getByTestId('embed-code').click();
    const snippet = await app.b.page.getByTestId('embed-code').getAttribute('data-snippet');
    const src = /src="([^"]+)"/.exec(snippet ?? '')?.[1];
    expect(src).toContain('/embed.html#s1=');
    const embed = await app.b.context.newPage();
    await embed.setViewportSize({ width: 640, height: 420 });
    await embed.goto(`${src}&theme=dark`);
    await embed.locator('[data-testid="wound-chart"] svg').waitFor();
    expect(Number(await embed.getByTestId('mean-wounds').textContent())).toBe(mean);
    expect(await embed.evaluate(() => document.documentElement.dataset['theme'])).toBe('dark');
    // Only the chart and the key numbers: no editors.
    expect(await embed.getByRole('button', { name: /Increase/ }).count()).toBe(0);
    await embed.close();
  });
});
