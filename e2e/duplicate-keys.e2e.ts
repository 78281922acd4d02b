import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINK_DEFAULTS } from '../src/app/store.svelte.ts';
import { encodeFragment } from '../src/app/url-codec.ts';
import { evaluateExact, parseAnyScenario } from '../src/engine/engines.ts';
import { jsonFragment, openBrowser, startServer, waitForMean, type Browser } from './harness.ts';

// Lists whose entries a person or a link names alike: Svelte refuses duplicate keys in a keyed
// list (each_key_duplicate) and the page went blank or stopped updating. Keys are positions or
// ids, never a given name.

let server: Awaited<ReturnType<typeof startServer>>;
let b: Browser;
beforeAll(async () => {
  server = await startServer();
  b = await openBrowser();
});
afterAll(async () => {
  await b?.close();
  await server?.close();
});

async function page(): Promise<{ page: Page; errors: string[] }> {
  const page = await b.context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`uncaught: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  return { page, errors };
}

describe('lists with entries named alike', () => {
  it('two weapons with the same name: the app answers as odds does', async () => {
    const blaster = { name: 'Blaster', dice: { red: 1 } };
    const scenario = {
      v: 1,
      game: 'legion',
      attacker: {
        weapons: [
          { ...blaster, minis: 1 },
          { ...blaster, minis: 2 },
        ],
      },
    };
    const parsed = parseAnyScenario(scenario);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const want = (evaluateExact(parsed.value)['wounds'] as { mean: number }).mean;
    const { page: p, errors } = await page();
    await p.goto(server.url + jsonFragment(scenario));
    await waitForMean(p, want);
    expect(await p.getByTestId('weapons').locator('li').count()).toBe(2);
    expect(errors).toEqual([]);
    await p.close();
  });

  it('two pins with the same label: the Matchups view offers both', async () => {
    const one = { v: 1, game: 'legion', attacker: { dice: { red: 1 } } };
    const two = { v: 1, game: 'legion', attacker: { dice: { black: 2 } } };
    const pin = (scenario: unknown) => ({
      label: 'Same',
      scenario,
      mode: 'auto' as const,
      ...LINK_DEFAULTS,
    });
    const link = encodeFragment(
      { scenario: one, mode: 'auto', ...LINK_DEFAULTS, pins: [pin(one), pin(two)] },
      LINK_DEFAULTS,
    );
    const { page: p, errors } = await page();
    await p.goto(`${server.url}#${link}`);
    await p.getByTestId('mean-wounds').waitFor();
    await p.getByRole('link', { name: 'Matchups' }).click();
    const rows = p.getByTestId('axis-rows');
    await rows.getByRole('button', { name: 'Add pin Same' }).first().waitFor();
    expect(await rows.getByRole('button', { name: 'Add pin Same' }).count()).toBe(2);
    await rows.getByRole('button', { name: 'Add pin Same' }).nth(1).click();
    await rows.getByText('Added Pin Same.').waitFor();
    expect(errors).toEqual([]);
    await p.close();
  });

  it('a pasted list naming one unknown unit twice: both shown, the paste kept, counts agree', async () => {
    const list = JSON.stringify({
      title: 'Twice',
      units: [
        { name: 'Stormtroopers', upgrades: [] },
        { name: 'Frobnicators', upgrades: [] },
        { name: 'Frobnicators', upgrades: [] },
        { name: 'Snowtroopers', upgrades: [] },
      ],
    });
    const { page: p, errors } = await page();
    await p.goto(`${server.url}#matchups`);
    await p.getByTestId('paste-rows').fill(list);
    await p.getByTestId('add-list-rows').click();
    const rows = p.getByTestId('axis-rows');
    await p.getByTestId('unmatched-rows').waitFor();
    expect(await p.getByTestId('unmatched-rows').locator('li').allTextContents()).toEqual([
      'Frobnicators ×2: matches no unit card',
    ]);
    expect((await rows.locator('[role="status"] p').textContent())?.trim()).toBe(
      'Added 2 units from “Twice”. 2 names did not match the cards and were left out:',
    );
    // The text stays, so the names can be corrected; the axis counts what the grid has.
    expect(await p.getByTestId('paste-rows').inputValue()).toBe(list);
    expect(await rows.locator('h2 .count').textContent()).toBe('2');
    expect(errors).toEqual([]);
    await p.close();
  });
});
