import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LEGION_CARDS } from '../src/engine/cards.ts';
import { evaluateExact, expandPresets, headline, parseAnyScenario } from '../src/engine/engines.ts';
import {
  exactMean,
  openBrowser,
  settledMean,
  SCREENSHOTS,
  useServer,
  waitForMean,
} from './harness.ts';

// The answer on screen is the one the player chose: a fresh app picking unit presets starts from
// the cards alone (no starter token left on), shows what the player adds as chips, fits a unit
// whose ranged weapon is an upgrade, swaps sides in one click, picks the plainer card for
// "storm", and keeps the floating answer bar off the wide layout and off the controls.

const server = useServer();
mkdirSync(SCREENSHOTS, { recursive: true });
const SIZES = [
  [1280, 800],
  [360, 740],
] as const;

/** The engine's exact mean for a scenario with unit presets. */
function engineMean(fields: Record<string, unknown>): number {
  const e = expandPresets({ v: 1, game: 'legion', ...fields }, LEGION_CARDS);
  if (!e.ok) throw new Error(`${e.error.path}: ${e.error.message}`);
  return exactMean(e.value);
}

/** The engine's mean of every wound rolled, overkill included (the CLI's `wounds`). */
function rawMean(fields: Record<string, unknown>): number {
  const e = expandPresets({ v: 1, game: 'legion', ...fields }, LEGION_CARDS);
  if (!e.ok) throw new Error(`${e.error.path}: ${e.error.message}`);
  const p = parseAnyScenario(e.value);
  if (!p.ok) throw new Error(`${p.error.path}: ${p.error.message}`);
  const mean = headline(evaluateExact(p.value))?.mean;
  if (mean === undefined) throw new Error('the result has no wounds');
  return mean;
}

/** A mean as the headline prints it (three decimals). */
const shown = (mean: number) => Number(mean.toFixed(3));

/** Types into a side's picker and presses Enter on the first match, as a player would. */
async function pickUnit(page: Page, box: string, typed: string, want: string): Promise<void> {
  const input = page.getByRole('combobox', { name: box, exact: true });
  await input.click();
  await input.pressSequentially(typed);
  await page.getByRole('listbox', { name: box }).getByRole('option').first().waitFor();
  await input.press('Enter');
  const side = /attacking/i.test(box) ? 'attacker' : 'defender';
  await page.getByTestId(`${side}-unit`).filter({ hasText: want }).waitFor();
}

const chips = (page: Page) => page.getByTestId('added').locator('li').allTextContents();

/** Key numbers as label → value. */
async function keyNumbers(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll('.key-numbers dt')].map((dt) => [
        dt.textContent?.trim() ?? '',
        dt.nextElementSibling?.textContent?.trim() ?? '',
      ]),
    ),
  );
}

describe.each(SIZES)('trust at %i px', (width, height) => {
  it('"storm" + Enter is Stormtroopers, and no starter token stays on (1.889, not 2.506)', async () => {
    const b = await openBrowser({ width, height });
    const { page } = b;
    try {
      await page.goto(server.url);
      await settledMean(page, 'exact');
      await pickUnit(page, 'Attacking unit', 'storm', 'Stormtroopers');
      expect(await page.getByTestId('attacker-unit').textContent()).toBe('Stormtroopers');
      await page.getByLabel('Heavy weapon').selectOption({ label: 'DLT-19 Stormtrooper (20)' });
      await page.getByTestId('attacker-unit').filter({ hasText: 'DLT-19' }).waitFor();
      await pickUnit(page, 'Defending unit', 'Rebel Troopers', 'Rebel Troopers');
      await page.getByRole('group', { name: 'Range' }).getByRole('radio', { name: '3' }).check();
      const cover = page.getByRole('group', { name: 'Cover from terrain' });
      await cover.getByRole('radio', { name: 'Light' }).check({ force: true });
      const plain = {
        range: 3,
        attacker: { unit: 'Stormtroopers', upgrades: ['DLT-19 Stormtrooper'] },
        defender: { unit: 'Rebel Troopers', cover: 'light' },
      };
      // 1.889 wounds rolled (2.506 with the leftover Aim); the headline is what the 4 troopers
      // can suffer of them.
      expect(rawMean(plain)).toBeCloseTo(1.8889, 4);
      expect(await waitForMean(page, engineMean(plain))).toBe(shown(engineMean(plain)));
      expect((await keyNumbers(page))['Unit defeated (40 pts)']).toBe('7.3%');
      expect(await chips(page)).toEqual(['+ Light cover']);
      await page.screenshot({ path: join(SCREENSHOTS, `trust-plain-${width}.png`) });

      // A token the player adds shows beside the headline.
      await page.getByRole('button', { name: 'Increase Aim tokens' }).click();
      const aimed = { ...plain, attacker: { ...plain.attacker, tokens: { aim: 1 } } };
      expect(rawMean(aimed)).toBeCloseTo(2.5056, 4);
      expect(await waitForMean(page, engineMean(aimed))).toBe(shown(engineMean(aimed)));
      expect(await chips(page)).toEqual(['+ Aim 1', '+ Light cover']);
      await page.getByTestId('added').scrollIntoViewIfNeeded();
      // The headline is in view: no floating bar over the page.
      await page.locator('a.summary').waitFor({ state: 'detached' });
      await page.screenshot({ path: join(SCREENSHOTS, `trust-chips-${width}.png`) });
      // A new attacking unit starts from its card: the Aim token goes with the old one.
      await pickUnit(page, 'Change the attacking unit', 'Fleet Troopers', 'Fleet Troopers');
      await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
      await settledMean(page);
      expect(await chips(page)).toEqual(['+ Light cover']);
    } finally {
      await b.close();
    }
  });

  it('Luke against Vader in melee is 1.50, and Swap sides is Vader against Luke', async () => {
    const b = await openBrowser({ width, height });
    const { page } = b;
    try {
      await page.goto(server.url);
      await settledMean(page, 'exact');
      await page
        .getByRole('group', { name: 'Attack', exact: true })
        .getByRole('radio', { name: 'Melee' })
        .check({ force: true });
      await pickUnit(page, 'Attacking unit', 'luke', 'Luke Skywalker: Commander Skywalker');
      await pickUnit(page, 'Defending unit', 'vader', 'Darth Vader: Dark Lord of the Sith');
      const luke = 'Luke Skywalker: Commander Skywalker';
      const vader = 'Darth Vader: Dark Lord of the Sith';
      const forward = { attackType: 'melee', attacker: { unit: luke }, defender: { unit: vader } };
      expect(await waitForMean(page, engineMean(forward))).toBe(1.5);
      expect(await page.getByTestId('added').count()).toBe(0);

      await page.getByRole('button', { name: 'Swap sides' }).click();
      await page.getByTestId('attacker-unit').filter({ hasText: vader }).waitFor();
      await page.getByTestId('defender-unit').filter({ hasText: luke }).waitFor();
      const back = { attackType: 'melee', attacker: { unit: vader }, defender: { unit: luke } };
      await waitForMean(page, engineMean(back));
      expect(await page.getByTestId('attacker-modified').count()).toBe(0);
      await page.screenshot({ path: join(SCREENSHOTS, `trust-swap-${width}.png`) });
    } finally {
      await b.close();
    }
  });

  it('an AT-RT gets a weapon upgrade, marked, with why; never an error; in a sequence too', async () => {
    const b = await openBrowser({ width, height });
    const { page } = b;
    try {
      await page.goto(server.url);
      await settledMean(page, 'exact');
      await pickUnit(page, 'Attacking unit', 'at-rt', 'AT-RT');
      await page.getByTestId('added-upgrade').waitFor();
      expect(await page.getByLabel(/^Hardpoint/).inputValue()).toBe('fc'); // Rotary Blaster
      expect(await page.getByTestId('weapon-fit').textContent()).toBe(
        'AT-RT has no ranged weapon of its own that reaches range 2: it takes the AT-RT Rotary Blaster, the first upgrade whose weapon does.',
      );
      expect(await page.getByRole('alert').count()).toBe(0);
      const fitted = {
        range: 2,
        attacker: { unit: 'ao', upgrades: ['AT-RT Rotary Blaster'] },
        defender: { die: 'white', surge: 'block' },
      };
      await waitForMean(page, engineMean(fitted));
      await page.getByTestId('attacker-preset').scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(SCREENSHOTS, `trust-atrt-${width}.png`) });
      // The player's to change: another hardpoint, and the mark goes.
      await page.getByLabel(/^Hardpoint/).selectOption('fe');
      await page.getByTestId('attacker-unit').filter({ hasText: 'Laser Cannon' }).waitFor();
      expect(await page.getByTestId('weapon-fit').count()).toBe(0);

      // In a sequence, the attack list names the new unit.
      await page.getByRole('button', { name: 'Add attack' }).click();
      await page.getByTestId('sequence').locator('li').nth(1).waitFor();
      await pickUnit(page, 'Change the attacking unit', 'Stormtroopers', 'Stormtroopers');
      await page.getByTestId('sequence').getByText('Stormtroopers').waitFor();
      await pickUnit(page, 'Change the attacking unit', 'at-rt', 'AT-RT');
      await page.getByTestId('added-upgrade').waitFor();
      await page.getByTestId('sequence').getByText('Stormtroopers').waitFor({ state: 'detached' });
      expect(await page.getByRole('alert').count()).toBe(0);
    } finally {
      await b.close();
    }
  });

  it('the floating answer bar is for one column only and never covers a control', async () => {
    const b = await openBrowser({ width, height });
    const { page } = b;
    try {
      await page.goto(server.url);
      await settledMean(page, 'exact');
      // Three pins: the results column is taller than the window at 1280 × 800.
      for (const n of [1, 2, 3]) {
        await page.getByRole('button', { name: 'Increase Red attack dice' }).click();
        await settledMean(page);
        await page.getByRole('button', { name: 'Pin this loadout' }).click();
        await page
          .getByRole('textbox', { name: /^Name of pinned loadout/ })
          .nth(n - 1)
          .waitFor();
      }
      await settledMean(page);
      const overlaps = () =>
        page.evaluate(() => {
          const bar = document.querySelector('a.summary')?.getBoundingClientRect();
          if (!bar) return null;
          const controls = [
            ...document.querySelectorAll('button, input, select, a[href], summary'),
          ];
          return controls
            .filter((c) => !c.closest('a.summary'))
            .filter((c) => {
              const r = c.getBoundingClientRect();
              return (
                r.width > 0 &&
                r.bottom > bar.top &&
                r.top < bar.bottom &&
                r.right > bar.left &&
                r.left < bar.right
              );
            })
            .map((c) => c.textContent?.trim() || c.getAttribute('aria-label') || c.tagName);
        });
      if (width >= 1180) {
        // Scroll the results column and the page to their ends: the bar never comes.
        await page.evaluate(() => {
          const out = document.querySelector('.output');
          out?.scrollTo(0, out.scrollHeight);
          window.scrollTo(0, document.documentElement.scrollHeight);
        });
        await page.waitForTimeout(300);
        expect(await page.locator('a.summary').count()).toBe(0);
        await page.screenshot({ path: join(SCREENSHOTS, `trust-bar-${width}.png`) });
        return;
      }
      // One column: the bar comes when the headline scrolls away, and clears the page's end.
      await page
        .getByRole('combobox', { name: 'Attacking unit', exact: true })
        .scrollIntoViewIfNeeded();
      await page.locator('a.summary').waitFor();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForTimeout(300);
      await page.locator('a.summary').waitFor();
      expect(await overlaps()).toEqual([]);
      // A control reached from the keyboard under the bar is scrolled clear of it.
      await page.evaluate(() => {
        const all = [...document.querySelectorAll<HTMLElement>('.inputs button, .inputs input')];
        const visible = all.filter((e) => e.getBoundingClientRect().width > 0);
        const next = visible[30];
        const before = visible[29];
        if (!next || !before) throw new Error('too few controls');
        const top = next.getBoundingClientRect().top + window.scrollY;
        window.scrollTo(0, top - innerHeight + 12);
        before.focus({ preventScroll: true });
      });
      await page.locator('a.summary').waitFor();
      await page.keyboard.press('Tab');
      await page.waitForTimeout(300);
      const hidden = await page.evaluate(() => {
        const bar = document.querySelector('a.summary')?.getBoundingClientRect();
        const r = document.activeElement?.getBoundingClientRect();
        return bar && r ? r.bottom > bar.top : null;
      });
      expect(hidden).not.toBe(true);
      await page.screenshot({ path: join(SCREENSHOTS, `trust-bar-${width}.png`) });
    } finally {
      await b.close();
    }
  });
});
