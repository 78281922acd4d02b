import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONDITIONS, encodeMatchup } from '../src/app/matchup-link.ts';
import { LINK_DEFAULTS } from '../src/app/store.svelte.ts';
import { encodeFragment } from '../src/app/url-codec.ts';
import { evaluateMonteCarlo } from '../src/engine/evaluate.ts';
import { LEGION_CARDS } from '../src/engine/cards.ts';
import { evaluateExact, expandScenarioPresets, parseAnyScenario } from '../src/engine/engines.ts';
import { jsonFragment, openBrowser, startServer, type Browser } from './harness.ts';

// Every kind of link opens without a page error: the app, the embed and the matchups, for each
// game, by `#s1=`, `#json=` and `#m1=`. A Svelte runtime error (an effect that updates itself
// without end, a duplicate key in a list) is an uncaught error or a console error: either fails.

/** The first known-answer scenario of a game. */
function golden(dir: string): unknown {
  const root = join(import.meta.dirname, '../test/golden', dir);
  const file = readdirSync(root).find((f) => f.endsWith('.json'));
  if (!file) throw new Error(`no golden scenario in ${dir}`);
  return (JSON.parse(readFileSync(join(root, file), 'utf8')) as { scenario: unknown }).scenario;
}

const GAMES = ['legion', 'imperial-assault', 'swm'] as const;
const s1 = (scenario: unknown) =>
  `#${encodeFragment({ scenario, mode: 'auto', ...LINK_DEFAULTS, pins: [] }, LINK_DEFAULTS)}`;
const grid = `#${encodeMatchup({
  rows: [{ kind: 'side', label: 'Stormtroopers', side: { unit: 'Stormtroopers' } }],
  columns: [{ kind: 'faction', faction: 'rebels', rank: 'corps' }],
  conditions: DEFAULT_CONDITIONS,
  measure: 'mean',
  rowSort: 'listed',
  columnSort: 'listed',
})}`;

let server: Awaited<ReturnType<typeof startServer>>;
/** One browser for the links that need no fresh profile; each link gets a page of its own. */
let shared: Browser;
beforeAll(async () => {
  server = await startServer();
  shared = await openBrowser();
});
afterAll(async () => {
  await shared?.close();
  await server?.close();
});

function parsed(scenario: unknown) {
  const r = parseAnyScenario(scenario);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** Every uncaught error and console error of a page, from before it loads. */
function watch(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`uncaught: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  return errors;
}

/** The calculator or the chart embed has its answer on screen, nothing running. */
const answered = (page: Page) =>
  page.waitForFunction(
    () =>
      document.querySelector('[data-testid="mean-wounds"]') !== null &&
      !document.querySelector('[aria-busy="true"]'),
    null,
    { timeout: 60_000 },
  );

/** The grid (view or embed) has every cell. */
const gridDone = (page: Page) =>
  page.waitForFunction(
    () => {
      const view = document.querySelector('[data-testid="matchup-progress"]');
      if (view) return view.getAttribute('data-status') === 'done';
      const m = /^(\d+) of (\d+) cells$/.exec(
        document.querySelector('[data-testid="matchup-status"]')?.textContent?.trim() ?? '',
      );
      return m !== null && m[1] === m[2] && m[1] !== '0';
    },
    null,
    { timeout: 60_000 },
  );

/**
 * Opens `path` in a page of its own (`fresh`: in a browser of its own, nothing cached), waits
 * for `ready`, then a moment more for late errors.
 */
async function open(
  path: string,
  ready: (p: Page) => Promise<unknown>,
  fresh = false,
): Promise<string[]> {
  const b = fresh ? await openBrowser() : null;
  const page = b ? b.page : await shared.context.newPage();
  try {
    const errors = watch(page);
    await page.goto(server.url + path);
    await ready(page);
    await page.waitForTimeout(300);
    return errors;
  } finally {
    await (b ? b.close() : page.close());
  }
}

describe('every kind of link opens without a page error', () => {
  it('the app and the embed with no link', async () => {
    expect(await open('', answered)).toEqual([]);
    expect(
      await open('embed.html', (p) => p.getByRole('alert').waitFor()),
      'embed without a link',
    ).toEqual([]);
  });

  for (const game of GAMES) {
    const scenario = golden(game);
    for (const [kind, fragment] of [
      ['#s1=', s1(scenario)],
      ['#json=', jsonFragment(scenario)],
      ['#json= Monte Carlo', jsonFragment(scenario, '&mode=mc&trials=100000&seed=7')],
    ] as const) {
      it(`${game}: the app and the embed by ${kind}`, async () => {
        expect(await open(fragment, answered), 'app').toEqual([]);
        expect(await open(`embed.html${fragment}`, answered), 'embed').toEqual([]);
      });
    }

    it(`${game}: the Matchups view opened from the calculator`, async () => {
      const errors = await open(s1(scenario), async (p) => {
        await answered(p);
        await p.getByRole('link', { name: 'Matchups' }).click();
        // Imperial Assault's view is a table of figures against figures; the others, the grid.
        if (game === 'imperial-assault')
          await p.locator('main tbody tr', { hasText: 'Stormtrooper' }).first().waitFor();
        else await p.getByTestId('axis-rows').waitFor();
      });
      expect(errors).toEqual([]);
    });
  }

  it('a matchup grid by #m1= in the app and the embed', async () => {
    // A fresh browser: the error came while the card data loaded for the first time.
    expect(await open(grid, gridDone, true), 'app').toEqual([]);
    expect(await open(`embed.html${grid}`, gridDone, true), 'embed').toEqual([]);
  });
});

describe('the same seeded answer on every surface', () => {
  it('#json= with mode=mc, trials and seed: the app, the embed and odds agree exactly', async () => {
    const scenario = golden('legion');
    const trials = 1_000_000;
    const seed = 7;
    const odds = evaluateMonteCarlo(parsed(scenario), trials, seed).wounds?.mean;
    expect(odds).toBeGreaterThan(0);
    const fragment = jsonFragment(scenario, `&mode=mc&trials=${trials}&seed=${seed}`);
    for (const path of [fragment, `embed.html${fragment}`]) {
      const page = await shared.context.newPage();
      try {
        await page.goto(server.url + path);
        // Done: every trial counted, nothing running (a partial answer is not the answer).
        await page.waitForFunction(
          () =>
            document.querySelector('[data-testid="mean-wounds"]') !== null &&
            document.querySelector('[aria-busy="false"]') !== null &&
            !document.querySelector('[aria-busy="true"]'),
          null,
          { timeout: 60_000 },
        );
        const shown = await page.getByTestId('mean-wounds').first().getAttribute('data-value');
        expect(Number(shown), path.slice(0, 12)).toBe(odds);
      } finally {
        await page.close();
      }
    }
  });
});

describe('a 90-dice embed', () => {
  it('answers without holding the page’s thread (no task of 400 ms or more)', async () => {
    const scenario = {
      v: 1,
      game: 'legion',
      attacker: { dice: { red: 30, black: 30, white: 30 } },
    };
    const page = await shared.context.newPage();
    try {
      await page.addInitScript(() => {
        const w = window as unknown as { longTasks: number[] };
        w.longTasks = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) w.longTasks.push(Math.round(e.duration));
        }).observe({ type: 'longtask', buffered: true });
      });
      await page.goto(`${server.url}embed.html${jsonFragment(scenario)}`);
      await answered(page);
      const tasks = await page.evaluate(
        () => (window as unknown as { longTasks: number[] }).longTasks,
      );
      expect(tasks.filter((ms) => ms >= 400)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe('a link naming unit presets, as odds reads a file', () => {
  it('#json= with unit opens in the app and the embed with odds’ answer', async () => {
    const scenario = {
      v: 1,
      game: 'legion',
      attacker: { unit: 'Stormtroopers' },
      defender: { unit: 'Rebel Troopers' },
      range: 3,
    };
    const expanded = expandScenarioPresets(scenario, LEGION_CARDS);
    if (!expanded.ok) throw new Error(expanded.error.message);
    const want = (evaluateExact(parsed(expanded.value))['wounds'] as { mean: number }).mean;
    for (const path of [jsonFragment(scenario), `embed.html${jsonFragment(scenario)}`]) {
      const page = await shared.context.newPage();
      const errors = watch(page);
      try {
        await page.goto(server.url + path);
        await answered(page);
        const shown = await page.getByTestId('mean-wounds').first().getAttribute('data-value');
        expect(Number(shown), path.slice(0, 12)).toBeCloseTo(want, 9);
        expect(await page.getByRole('alert').count(), path.slice(0, 12)).toBe(0);
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    }
  });
});
