import { expect, it } from 'vitest';
import { jsonFragment, useBuiltApp } from './harness.ts';

// A simulation's worker closed under it (by the browser, or from outside) fires no event: the
// progress froze until the pool's 30 s silence limit. The worker's life lock tells the page at
// once; the worker is replaced and the simulation goes on.

const app = useBuiltApp();

it('a simulation goes on within seconds after its worker is closed', async () => {
  const { page } = app.b;
  const scenario = { v: 1, game: 'legion', attacker: { dice: { red: 3, black: 3, white: 3 } } };
  await page.goto(app.url + jsonFragment(scenario, '&mode=mc&trials=100000000&seed=3'));
  const progress = () =>
    page.getByTestId('progress').evaluate((el) => Number(el.getAttribute('value')));
  await page.waitForFunction(
    () => Number(document.querySelector('[data-testid="progress"]')?.getAttribute('value')) > 1,
    null,
    { timeout: 60_000 },
  );
  const sims = page.workers().filter((w) => w.url().includes('sim.worker'));
  expect(sims.length).toBeGreaterThan(0);
  // Every simulation worker closes itself, as a worker closed from outside would: no event.
  for (const w of sims) await w.evaluate(() => (self as unknown as { close(): void }).close());
  await page.waitForTimeout(300);
  const before = await progress();
  // Well under the silence limit: the replacement is noticed within a second, then computes.
  await page.waitForFunction(
    (b) => Number(document.querySelector('[data-testid="progress"]')?.getAttribute('value')) > b,
    before,
    { timeout: 8_000 },
  );
  expect(await progress()).toBeGreaterThan(before);
});
