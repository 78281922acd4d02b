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
