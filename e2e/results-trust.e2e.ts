import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AUTO_TRIALS, DEFAULT_SEED } from '../src/app/defaults.ts';
import { DEFAULT_CONDITIONS, encodeMatchup } from '../src/app/matchup-link.ts';
import { sparseScenario } from '../src/app/games/legion/sparse.ts';
import { encodeFragment } from '../src/app/url-codec.ts';
import { GRID_CSV_COLUMNS } from '../src/report/grid-csv-columns.ts';
import { LEGION_CARDS } from '../src/engine/cards.ts';
import {
  evaluateExact,
  expandPresets,
  parseAnyScenario,
  parseLegionScenario,
  type Summary,
} from '../src/engine/engines.ts';
import { jsonFragment, openBrowser, settledMean, useServer, waitForMean } from './harness.ts';

// The answer on screen is the one the player chose: wounds suffered rather than overkill, the
// compare table's points, export captions in words, matchup headings and exports, and a
// proportional Star Wars Miniatures axis. Each at 1280 and 360 px.

const OUT = '/tmp/results-shots';
mkdirSync(OUT, { recursive: true });
const DEFAULTS = { trials: AUTO_TRIALS, seed: DEFAULT_SEED };
const WIDTHS = [1280, 360] as const;
const server = useServer();

/** A Legion scenario from unit presets, expanded as the app's picker leaves it. */
function preset(fields: Record<string, unknown>): Record<string, unknown> {
  const e = expandPresets({ v: 1, game: 'legion', ...fields }, LEGION_CARDS);
  if (!e.ok) throw new Error(e.error.message);
  const p = parseLegionScenario(e.value);
  if (!p.ok) throw new Error(p.error.message);
  return sparseScenario(p.value) as Record<string, unknown>;
}
function exact(s: unknown): Record<string, Summary> {
  const p = parseAnyScenario(s);
  if (!p.ok) throw new Error(JSON.stringify(p.error));
  return evaluateExact(p.value) as unknown as Record<string, Summary>;
}

const VS_REBELS = preset({
  range: 3,
  attacker: { unit: 'Stormtroopers', upgrades: ['DLT-19 Stormtrooper'], tokens: { aim: 1 } },
  defender: { unit: 'Rebel Troopers', cover: 'light' },
});
const SNOW = preset({
  range: 3,
  attacker: { unit: 'Stormtroopers', upgrades: ['T-21 Stormtrooper'] },
  defender: { unit: 'Rebel Troopers', cover: 'light' },
});
const SHORE = preset({
  range: 3,
  attacker: { unit: 'Shoretroopers' },
  defender: { unit: 'Rebel Troopers', cover: 'light' },
});
const link = (scenario: unknown, pins: { label: string; scenario: unknown }[]) =>
  `#${encodeFragment(
    {
      scenario,
      mode: 'auto',
      ...DEFAULTS,
      pins: pins.map((p) => ({ ...p, mode: 'auto' as const, ...DEFAULTS })),
    },
    DEFAULTS,
  )}`;

/** Chart bars' values (k) drawn for the current loadout. */
const barKs = (page: Page) =>
  page
    .locator('[data-testid="wound-chart"] rect > title')
    .allTextContents()
    .then((t) => t.map((s) => Number(/^(\d+)/.exec(s)?.[1] ?? NaN)));

describe.each(WIDTHS)('at %i px', (width) => {
  it('shows wounds suffered against Rebel Troopers: no 5 or 6 wounds, overkill noted', async () => {
    const b = await openBrowser({ width, height: 900 });
    try {
      const want = exact(VS_REBELS)['woundsSuffered'];
      if (!want) throw new Error('no woundsSuffered');
      await b.page.goto(server.url + link(VS_REBELS, []));
      await waitForMean(b.page, want.mean);
      const results = b.page.locator('#results');
      await expect
        .poll(() => results.locator('.key-numbers dt').first().textContent())
        .toBe('Mean wounds suffered (unit has 4)');
      expect(await b.page.getByTestId('overkill').textContent()).toMatch(
        /^Overkill left out: 2\.\d\d wounds rolled on average, 0\.\d\d of them beyond the unit's 4\.$/,
      );
      expect(Math.max(...(await barKs(b.page)))).toBeLessThanOrEqual(4);
      await expect.poll(() => results.textContent()).toContain('Suffered / 100 pts');
      await results.getByText('Table and other results').click();
      const rows = await results.locator('table tbody th[scope="row"]').allTextContents();
      expect(rows.map(Number)).toEqual([0, 1, 2, 3, 4]);
      await results.screenshot({ path: join(OUT, `overkill-${width}.png`) });
    } finally {
      await b.close();
    }
  });

  it('compares three pins by points: points, per 100 points, sortable', async () => {
    const b = await openBrowser({ width, height: 900 });
    try {
      const pins = [
        { label: 'DLT-19 Aim', scenario: VS_REBELS },
        { label: 'T-21', scenario: SNOW },
        { label: 'Shore', scenario: SHORE },
      ];
      await b.page.goto(server.url + link(VS_REBELS, pins));
      await settledMean(b.page, 'exact');
      const table = b.page.locator('.compare table');
      await table.locator('td[data-testid="compare-per100"]').nth(2).waitFor();
      await expect
        .poll(() => table.locator('td[data-testid="compare-per100"]').allTextContents())
        .not.toContain('…');
      const read = async () =>
        table.locator('tbody').evaluateAll((groups) =>
          groups.map((g) => ({
            name: (g.querySelector('textarea') as HTMLTextAreaElement | null)?.value ?? '',
            points: g.querySelector('[data-testid="compare-points"]')?.textContent?.trim() ?? '',
            per100: g.querySelector('[data-testid="compare-per100"]')?.textContent?.trim() ?? '',
          })),
        );
      const listed = await read();
      expect(listed.map((r) => r.name)).toEqual(['DLT-19 Aim', 'T-21', 'Shore']);
      const points = [VS_REBELS, SNOW, SHORE].map(
        (s) => (s['attacker'] as { preset: { points: number } }).preset.points,
      );
      expect(listed.map((r) => Number(r.points))).toEqual(points);
      const per100 = [VS_REBELS, SNOW, SHORE].map(
        (s, i) => ((exact(s)['woundsSuffered']?.mean ?? NaN) * 100) / (points[i] ?? NaN),
      );
      expect(listed.map((r) => r.per100)).toEqual(per100.map((x) => x.toFixed(2)));
      await b.page.locator('.compare').screenshot({ path: join(OUT, `compare-${width}.png`) });

      // Sorted by wounds per 100 points, best first; again, worst first; again, pin order.
      const sortButton = table.getByRole('button', { name: /per 100 points/ });
      await sortButton.click();
      const best = [...per100.keys()].sort((x, y) => (per100[y] ?? 0) - (per100[x] ?? 0));
      expect((await read()).map((r) => r.name)).toEqual(best.map((i) => pins[i]?.label));
      expect(await table.locator('th[aria-sort="descending"]').count()).toBe(1);
      await sortButton.click();
      expect((await read()).map((r) => r.name)).toEqual(
        [...best].reverse().map((i) => pins[i]?.label),
      );
      await sortButton.click();
      expect((await read()).map((r) => r.name)).toEqual(['DLT-19 Aim', 'T-21', 'Shore']);
      await table.getByRole('button', { name: /^Points/ }).click();
      const byPoints = [...points.keys()].sort((x, y) => (points[y] ?? 0) - (points[x] ?? 0));
      expect((await read()).map((r) => r.name)).toEqual(byPoints.map((i) => pins[i]?.label));
      await b.page
        .locator('.compare')
        .screenshot({ path: join(OUT, `compare-sorted-${width}.png`) });
    } finally {
      await b.close();
    }
  });

  it('exports PNG and SVG captioned in words, every compared loadout, the link whole', async () => {
    const b = await openBrowser({ width, height: 900 });
    try {
      await b.page.goto(
        server.url +
          link(VS_REBELS, [
            { label: 'DLT-19 Aim', scenario: VS_REBELS },
            { label: 'T-21', scenario: SNOW },
            { label: 'Shore', scenario: SHORE },
          ]),
      );
      await settledMean(b.page, 'exact');
      await b.page.locator('[data-testid="wound-chart"] g.series').nth(2).waitFor();
      const save = async (name: string) => {
        const [download] = await Promise.all([
          b.page.waitForEvent('download'),
          b.page.getByRole('button', { name, exact: true }).first().click(),
        ]);
        return readFileSync(await download.path());
      };
      const svg = (await save('SVG')).toString('utf8');
      const texts = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1] ?? '');
      const caption = texts.join(' ');
      for (const words of [
        'DLT-19 Aim: Stormtroopers with DLT-19 Stormtrooper (Aim 1).',
        'T-21: Stormtroopers with T-21 Stormtrooper.',
        'Shore: Shoretroopers.',
        'All against Rebel Troopers, range 3, light cover.',
        'mean 2.',
      ])
        expect(caption.replace(/\s+/g, ' ')).toContain(words);
      expect(caption).not.toMatch(/\bID\b|Hash|upgrade ids|e3f8b5fa|, ,/);
      const footer = texts.find((t) => t.startsWith('Made with Holotable'));
      expect(footer).toBe(`Made with Holotable · ${new URL(server.url).host}`);
      expect(svg).toContain('wounds suffered');
      const png = await save('PNG');
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      // Both exports as a person sees them.
      const { writeFileSync } = await import('node:fs');
      writeFileSync(join(OUT, `export-${width}.png`), png);
      writeFileSync(join(OUT, `export-${width}.svg`), svg);
      const view = await b.context.newPage();
      await view.setContent(
        `<img style="display:block" src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}">`,
      );
      await view.locator('img').screenshot({ path: join(OUT, `export-svg-${width}.png`) });
      await view.close();
    } finally {
      await b.close();
    }
  });

  it('draws the Star Wars Miniatures damage axis in proportion', async () => {
    const b = await openBrowser({ width, height: 900 });
    try {
      const golden = JSON.parse(
        readFileSync(
          join(import.meta.dirname, '../test/golden/swm/double-twin-lightsaber-vs-dr.json'),
          'utf8',
        ),
      ) as { scenario: unknown };
      await b.page.goto(server.url + jsonFragment(golden.scenario));
      await settledMean(b.page, 'exact');
      const ticks = await b.page
        .locator('[data-testid="wound-chart"] svg > g > text[text-anchor="middle"]')
        .evaluateAll((ts) =>
          ts
            .map((t) => ({ k: Number(t.textContent), x: Number(t.getAttribute('x')) }))
            .filter((t) => Number.isFinite(t.k)),
        );
      const x = new Map(ticks.map((t) => [t.k, t.x]));
      expect([...x.keys()]).toEqual([0, 30, 50, 60]);
      const per = (a: number, c: number) => ((x.get(c) ?? NaN) - (x.get(a) ?? NaN)) / (c - a);
      expect(per(0, 30)).toBeCloseTo(per(50, 60), 6);
      expect(per(30, 50)).toBeCloseTo(per(50, 60), 6);
      await b.page
        .getByTestId('wound-chart')
        .screenshot({ path: join(OUT, `swm-axis-${width}.png`) });
    } finally {
      await b.close();
    }
  });

  it('matchups: whole names in the headings, CSV in the CLI’s columns, titled export, no recompute on Back', async () => {
    const b = await openBrowser({ width, height: 900 });
    try {
      const side = (unit: string) => ({ kind: 'side' as const, label: unit, side: { unit } });
      const luke = 'Luke Skywalker: Hero of the Rebellion';
      const f = encodeMatchup({
        rows: [side('Stormtroopers'), side(luke)],
        columns: [side('Rebel Troopers'), side(luke)],
        conditions: { ...DEFAULT_CONDITIONS, cover: 'light' },
        measure: 'mean',
        rowSort: 'listed',
        columnSort: 'listed',
      });
      await b.page.goto(`${server.url}#${f}`);
      const status = () =>
        b.page
          .getByTestId('matchup-progress')
          .evaluate((el) => [el.getAttribute('data-status'), el.getAttribute('data-start')]);
      await b.page.waitForFunction(
        () =>
          document
            .querySelector('[data-testid="matchup-progress"]')
            ?.getAttribute('data-status') === 'done',
        null,
        { timeout: 60_000 },
      );
      const grid = b.page.getByTestId('matchup-grid');
      // Every heading says the whole name (title and accessible name), and no part of it is cut.
      for (const th of await grid.locator('th.col[aria-label], th.row[aria-label]').all()) {
        const name = await th.getAttribute('aria-label');
        expect(await th.getAttribute('title')).toBe(name);
      }
      const lukeHead = grid.locator(`thead th[aria-label="${luke}"]`);
      expect(await lukeHead.locator('span').allTextContents()).toEqual([
        'Luke Skywalker:',
        'Hero of the Rebellion',
      ]);
      const cut = await grid
        .locator('thead th.col span')
        .evaluateAll(
          (spans) =>
            spans.filter(
              (s) => s.scrollHeight > s.clientHeight + 1 || s.scrollWidth > s.clientWidth + 1,
            ).length,
        );
      expect(cut).toBe(0);
      // Focus a cell: its row and column headings are marked, the line below names both.
      await grid.locator('td[data-pr="1"][data-pc="1"]').focus();
      expect(await b.page.getByTestId('matchup-detail').textContent()).toContain(
        `${luke} attacking ${luke}`,
      );
      expect(await grid.locator('th.current').count()).toBe(2);
      await b.page.locator('#grid').screenshot({ path: join(OUT, `matchups-${width}.png`) });

      // Leave the cell first: its line below the grid shortens, and the buttons move up.
      await b.page.locator('#grid h2').click();
      const save = async (name: string) => {
        const button = b.page.locator('#grid').getByRole('button', { name, exact: true });
        const [download] = await Promise.all([b.page.waitForEvent('download'), button.click()]);
        return readFileSync(await download.path()).toString('utf8');
      };
      const csv = await save('CSV');
      expect(csv.split('\n')[0]).toBe(GRID_CSV_COLUMNS.join(','));
      const svg = await save('SVG');
      expect(svg).toContain('>Holotable matchups: mean wounds suffered</text>');
      expect(svg).toContain('>ranged, range 3, light cover</text>');

      // Open a cell in the calculator, come back: the grid is the one computed, not a new one.
      const before = await status();
      await grid.locator('td[data-pr="0"][data-pc="0"]').click();
      await b.page.getByTestId('mean-wounds').waitFor();
      await b.page.goBack();
      await b.page.getByTestId('matchup-progress').waitFor();
      await b.page.waitForTimeout(500);
      expect(await status()).toEqual(before);
    } finally {
      await b.close();
    }
  });
});
