import { afterAll, beforeAll, expect, it } from 'vitest';
import { jsonFragment, openBrowser, settledMean, startServer, type Browser } from './harness.ts';

let server: Awaited<ReturnType<typeof startServer>> | null;
let b: Browser;

beforeAll(async () => {
  server = await startServer();
  b = await openBrowser();
});
afterAll(async () => {
  await b?.close();
  await server?.close();
});

it('works offline after the first visit (service worker precache)', async () => {
  if (!server) throw new Error('no server');
  await b.page.goto(server.url);
  await settledMean(b.page, 'exact');
  // The service worker installs, precaches everything and takes control of the page.
  await b.page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r));
  });
  const url = server.url;
  await server.close();
  server = null;
  await b.context.setOffline(true);

  // A new scenario after reload: the page, its bundles and the simulation worker all come from
  // the cache (1 red die against a white die: 0.625 wounds).
  const oneRed = { v: 1, game: 'legion', attacker: { dice: { red: 1 } } };
  await b.page.goto(url + jsonFragment(oneRed));
  await b.page.reload();
  await b.page.waitForFunction(
    () => document.querySelector('[data-testid="mean-wounds"]')?.textContent === '0.625',
  );
  expect(await settledMean(b.page, 'exact')).toBe(0.625);

  const embed = await b.context.newPage();
  await embed.goto(url + 'embed.html' + jsonFragment(oneRed));
  await embed.locator('[data-testid="wound-chart"] svg').waitFor();
  expect(await embed.getByTestId('mean-wounds').textContent()).toBe('0.625');
});
