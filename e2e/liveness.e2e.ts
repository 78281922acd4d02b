import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evaluateExact, parseAnyScenario } from '../src/engine/engines.ts';
import TEN_ABILITIES from './fixtures/ia-ten-abilities.json' with { type: 'json' };
import { jsonFragment, openBrowser, useBuiltApp, type Browser } from './harness.ts';

// Issue 17 "Never stuck": the sequence that left every later exact answer "Calculating…" until
// a reload (a heavy Imperial Assault attack simulating, then a small one), in the built app;
// and, on the dev server, calls on a Web Worker that is terminated mid-call settle (a
// terminated Web Worker fires no event, which is what left those calls waiting).

/** The attack: 8 dice and Focused, 4/4 rerolls, ten surge abilities. */
const HEAVY = TEN_ABILITIES;
const SMALL = {
  v: 1,
  game: 'imperial-assault',
  distance: 3,
  attacker: { dice: { red: 1, blue: 1 }, surgeAbilities: [{ damage: 1 }] },
  defender: { dice: { black: 1 }, health: 10 },
};

function exactMean(scenario: unknown): number {
  const p = parseAnyScenario(scenario);
  if (!p.ok) throw new Error(JSON.stringify(p.error));
  const r = evaluateExact(p.value);
  const damage = r['damage'] as { mean: number };
  return damage.mean;
}

/**
 * Trials done so far, as the simulation bar shows them ("1,234 / 1,000,000 trials", or "1,234
 * trials" for an automatic simulation that stops at its margin, as this attack's does).
 */
async function trialsShown(page: Page): Promise<number> {
  const text = (await page.locator('.progress-line .count').first().textContent()) ?? '';
  return Number(text.split('/')[0]?.replace(/[^\d]/g, '') ?? NaN);
}

describe('the built app', () => {
  const app = useBuiltApp();

  it('a heavy attack streams; 4 s later a small attack gets its exact answer', async () => {
    const page = app.b.page;
    // Too many rerolls to enumerate. Its automatic simulation now answers in a few seconds, so a
    // million trials are asked for: the simulation is still running when the attack changes, as
    // the was. Its first (slow) chunk streams in parts.
    await page.goto(app.url + jsonFragment(HEAVY, '&mode=mc&trials=1000000'));
    await page.waitForFunction(
      () => {
        const t = document.querySelector('.progress-line .count')?.textContent ?? '';
        return /^\s*[1-9]/.test(t);
      },
      undefined,
      { timeout: 60_000 },
    );
    expect(await trialsShown(page)).toBeLessThan(65_536); // less than one chunk: a part of it
    await page.waitForTimeout(4_000);
    expect(await page.locator('[aria-busy="true"]').count()).toBe(1);

    await page.evaluate((hash) => (location.hash = hash), jsonFragment(SMALL));
    const want = exactMean(SMALL);
    await page.waitForFunction(
      (w) => {
        const el = document.querySelector('[data-testid="mean-wounds"]');
        const method = document.querySelector('[data-testid="method"]')?.textContent;
        return (
          method === 'exact' &&
          !document.querySelector('[aria-busy="true"]') &&
          el !== null &&
          Math.abs(Number(el.getAttribute('data-value')) - w) < 1e-9
        );
      },
      want,
      { timeout: 30_000 },
    );
    expect(await page.locator('[role="alert"]').count()).toBe(0);

    // And the next exact answer too (the Calculator is not left busy).
    const smaller = { ...SMALL, attacker: { ...SMALL.attacker, dice: { red: 1 } } };
    await page.evaluate((hash) => (location.hash = hash), jsonFragment(smaller));
    await page.waitForFunction(
      (w) => {
        const el = document.querySelector('[data-testid="mean-wounds"]');
        return el !== null && Math.abs(Number(el.getAttribute('data-value')) - w) < 1e-9;
      },
      exactMean(smaller),
      { timeout: 30_000 },
    );
  });
});

describe('Web Workers terminated mid-call (dev server)', () => {
  let dev: ViteDevServer;
  let b: Browser;
  beforeAll(async () => {
    dev = await createServer({
      server: { host: '127.0.0.1', port: 0, strictPort: false },
      logLevel: 'error',
    });
    await dev.listen();
    b = await openBrowser();
  });
  afterAll(async () => {
    await b?.close();
    await dev?.close();
  });

  it('the handle, an exact call and a simulation all settle; the answers do not change', async () => {
    const url = dev.resolvedUrls?.local[0];
    if (!url) throw new Error('the dev server has no address');
    const page = b.page;
    await page.goto(url);
    // A module script, so the page (not this test's transform) imports the pool's own code.
    await page.addScriptTag({
      type: 'module',
      content: `
        import { spawnBrowserWorker } from '/workers/browser-pool.ts';
        import { WorkerPool } from '/workers/pool.ts';
        const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
        const settled = (p) => p.then(() => 'answered', (e) => 'rejected: ' + e.message);
        window.terminatedMidCall = async (scenario) => {
          const out = {};
          const h = spawnBrowserWorker();
          await h.api.ping();
          const spinning = h.api.stall(true);
          const queued = h.api.ping();
          await sleep(100);
          h.terminate();
          out.spinning = await settled(Promise.race([spinning, h.died]));
          out.queued = await settled(Promise.race([queued, h.died]));

          const given = [];
          const spawn = () => { const w = spawnBrowserWorker(); given.push(w); return w; };
          const pool = new WorkerPool({ size: 1, spawn, chunkTrials: 20000 });
          await pool.ready();
          void given[0].api.stall(true);
          const exact = pool.exact(scenario);
          await sleep(100);
          given[0].terminate();
          const e = await exact;
          out.exact = e.status;
          out.exactMean = e.result?.wounds?.mean;

          const job = { scenario, trials: 2000000, seed: 7 };
          const undisturbed = await pool.run(job).outcome;
          let killed = false;
          // Killed at its first partial result: mid-run, with chunks in flight.
          const disturbed = pool.run(job, (u) => {
            if (!killed && !u.done) { killed = true; given[given.length - 1].terminate(); }
          });
          const d = await disturbed.outcome;
          out.killed = killed;
          out.same = JSON.stringify(d.result?.wounds) === JSON.stringify(undisturbed.result?.wounds);
          out.trials = d.result?.trials;
          out.spawned = given.length;
          pool.close();
          return out;
        };
      `,
    });
    await page.waitForFunction(() => 'terminatedMidCall' in window, undefined, { timeout: 60_000 });
    const corps = JSON.parse(
      readFileSync(new URL('../bench/scenarios/corps-fire.json', import.meta.url), 'utf8'),
    ) as unknown;
    const out = await page.evaluate(
      (s) =>
        (
          window as unknown as { terminatedMidCall: (s: unknown) => Promise<unknown> }
        ).terminatedMidCall(s),
      corps,
    );
    const p = parseAnyScenario(corps);
    if (!p.ok) throw new Error(JSON.stringify(p.error));
    expect(out).toEqual({
      spinning: 'rejected: the worker was terminated',
      queued: 'rejected: the worker was terminated',
      exact: 'done',
      exactMean: evaluateExact(p.value).wounds?.mean,
      killed: true,
      same: true,
      trials: 2_000_000,
      spawned: 3,
    });
  });
});
