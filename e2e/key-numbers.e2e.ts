import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { jsonFragment, settledMean, useBuiltApp } from './harness.ts';

const app = useBuiltApp();

// A big attack on a small unit: "At least 1" reads ">99.9%" beside "Unit defeated" at 99.3%.
const SCENARIO = {
  v: 1,
  game: 'legion',
  attacker: { dice: { red: 6 }, surge: 'hit' },
  defender: { die: 'white', minis: 2, woundThreshold: 1 },
};

// Four volleys: seven key numbers, three of them "Defeated by attack k".
const VOLLEYS: unknown = JSON.parse(
  readFileSync(new URL('../bench/scenarios/volleys.json', import.meta.url), 'utf8'),
);
const CASES = [1280, 1180, 760, 412, 360].flatMap((width) => [
  { width, name: 'big attack', scenario: SCENARIO as unknown },
  { width, name: 'volleys', scenario: VOLLEYS },
]);

describe('the key numbers', () => {
  it.each(CASES)('never touch each other at $width px ($name)', async ({ width, scenario }) => {
    const { page } = app.b;
    await page.setViewportSize({ width, height: 800 });
    await page.goto(app.url + jsonFragment(scenario));
    await settledMean(page, 'exact');
    const boxes = await page.evaluate(() =>
      [...document.querySelectorAll('#results .key-numbers dd')].map((dd) => {
        const r = document.createRange();
        r.selectNodeContents(dd);
        const b = r.getBoundingClientRect();
        return {
          text: dd.textContent ?? '',
          left: b.left,
          right: b.right,
          top: b.top,
          bottom: b.bottom,
        };
      }),
    );

    if (scenario === SCENARIO)
      expect(boxes.map((b) => b.text)).toEqual(expect.arrayContaining(['>99.9%', '99.3%']));
    // Any two numbers on one line keep at least 8 px between their text.
    for (const a of boxes)
      for (const b of boxes) {
        if (a === b || a.bottom <= b.top || b.bottom <= a.top || a.left > b.left) continue;
        expect(b.left - a.right, `"${a.text}" and "${b.text}"`).toBeGreaterThanOrEqual(8);
      }
  });
});

// Four red dice and an Aim token against a 2-wound vehicle with Armor 3, aiming to wipe it:
// 8.3% rerolling blanks, 12.3% with best play (it rerolls hits that Armor would cancel).
const TO_WIPE = {
  v: 1,
  game: 'legion',
  objective: 'kill',
  attacker: { dice: { red: 4 }, tokens: { aim: 1 } },
  defender: {
    die: 'white',
    surge: 'none',
    unitType: 'ground-vehicle',
    courage: null,
    keywords: { armor: 3 },
    minis: 1,
    woundThreshold: 2,
  },
};

describe('best play beside the answer', () => {
  it('offers best play under the headline, switches to it, and a reloaded link keeps it', async () => {
    const { page } = app.b;
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(app.url + jsonFragment(TO_WIPE));
    await settledMean(page, 'exact');
    // In the results card, right after the headline numbers.
    const line = page.locator('#results .key-numbers + [data-testid="best-play"]');
    await line.getByRole('button', { name: 'Use best play' }).waitFor();
    const offered = (await line.locator('strong').textContent()) ?? '';
    expect(offered).toBe('12.3% to wipe');
    expect(await line.textContent()).toContain('(+3.9 points)');

    await line.getByRole('button', { name: 'Use best play' }).click();
    await line.filter({ hasText: 'Best play for wipe the unit' }).waitFor();
    await settledMean(page, 'exact');
    const defeated = page
      .locator('#results .key-numbers .small > div')
      .filter({ has: page.locator('dt', { hasText: /^Unit defeated/ }) });
    expect(`${await defeated.locator('dd').textContent()} to wipe`).toBe(offered);
    await expect
      .poll(() => page.getByLabel('Rerolls', { exact: true }).inputValue())
      .toBe('optimal');

    await page.waitForFunction(() => window.location.hash.length > 1);
    await expect.poll(() => page.evaluate(() => window.location.hash)).not.toContain('json=');
    await page.reload();
    await settledMean(page, 'exact');
    expect(await page.getByLabel('Rerolls', { exact: true }).inputValue()).toBe('optimal');
    expect(await page.getByLabel('Goal', { exact: true }).inputValue()).toBe('kill');
    expect(await line.locator('strong').textContent()).toBe(offered);
  });
});
