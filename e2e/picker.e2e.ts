import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LEGION_CARDS } from '../src/engine/cards.ts';
import { cardIndex, cardJsonOf, expandPresets } from '../src/engine/index.ts';
import {
  exactMean,
  jsonFragment,
  linkScenario,
  openBrowser,
  settledMean,
  waitForMean,
  SCREENSHOTS,
  useServer,
} from './harness.ts';

// Issue 12's "done when": a player finds "Stormtroopers", adds a DLT-19, picks "Rebel Troopers"
// in light cover with a dodge, and reads the answer and the points efficiency without typing a
// single die, at 1280 px and on a phone (360 × 740).

const OUT = SCREENSHOTS;

const server = useServer();

/** The answer the engine gives for the same units (no starter token: a unit starts from its card). */
function expected(): { mean: number } {
  const e = expandPresets(
    {
      v: 1,
      game: 'legion',
      range: 3,
      attacker: { unit: 'Stormtroopers', upgrades: ['DLT-19 Stormtrooper'] },
      defender: { unit: 'Rebel Troopers', cover: 'light', tokens: { dodge: 1 } },
    },
    LEGION_CARDS,
  );
  if (!e.ok) throw new Error(e.error.message);
  return { mean: exactMean(e.value) };
}

/** Types a unit's name into a side's picker and takes the first match with Enter. */
async function pickUnit(page: Page, box: string, name: string): Promise<void> {
  const input = page.getByRole('combobox', { name: box, exact: true });
  await input.click();
  await input.pressSequentially(name);
  const first = page.getByRole('listbox', { name: box }).getByRole('option').first();
  await first.filter({ hasText: name }).waitFor();
  expect(await input.getAttribute('aria-expanded')).toBe('true');
  expect(await input.getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'));
  await input.press('Enter');
}

/** The key numbers as label → value. */
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

describe('the unit picker', () => {
  it.each([
    [1280, 800],
    [360, 740],
  ])('builds Stormtroopers + DLT-19 against Rebel Troopers at %i px', async (width, height) => {
    const b = await openBrowser({ width, height });
    const { page } = b;
    try {
      await page.goto(server.url);
      await settledMean(page, 'exact');

      await pickUnit(page, 'Attacking unit', 'Stormtroopers');
      await page.getByTestId('attacker-unit').filter({ hasText: 'Stormtroopers' }).waitFor();
      // Only legal upgrades: the heavy weapon slot offers the DLT-19, not a Rebel's Z-6.
      const heavy = page.getByLabel('Heavy weapon');
      const offered = await heavy.locator('option').allTextContents();
      expect(offered).toContain('DLT-19 Stormtrooper (20)');
      expect(offered.some((o) => o.startsWith('Z-6 Trooper'))).toBe(false);
      await heavy.selectOption({ label: 'DLT-19 Stormtrooper (20)' });
      await page.getByTestId('attacker-unit').filter({ hasText: 'DLT-19' }).waitFor();

      await pickUnit(page, 'Defending unit', 'Rebel Troopers');
      await page.getByTestId('defender-unit').filter({ hasText: 'Rebel Troopers' }).waitFor();
      await page.getByRole('group', { name: 'Range' }).getByRole('radio', { name: '3' }).check();
      await page
        .getByRole('group', { name: 'Cover from terrain' })
        .getByRole('radio', { name: 'Light' })
        .check({ force: true });
      await page.getByRole('button', { name: 'Increase Dodge tokens' }).click();

      const mean = await waitForMean(page, expected().mean);
      expect(mean).toBeGreaterThan(0);
      // The pool it built, and which weapon each miniature chose.
      expect(await page.getByTestId('pool').textContent()).toMatch(/^2 red \+ 4 white/);
      const weapons = await page.getByTestId('weapons').textContent();
      expect(weapons).toContain('DLT-19');
      expect(await page.getByTestId('attacker-points').textContent()).toBe('62 points');
      expect(await page.getByTestId('defender-points').textContent()).toBe('40 points');
      const k = await keyNumbers(page);
      // Against a unit of known health the headline is the wounds it suffers, per point too.
      expect(Number(k['Suffered / 100 pts'])).toBeCloseTo((mean * 100) / 62, 1);
      expect(k['Points removed / 100 pts']).toMatch(/^\d+\.\d\d$/);
      expect(k['Unit defeated (40 pts)']).toMatch(/%$/);

      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: join(OUT, `picker-${width}.png`), fullPage: true });
    } finally {
      await b.close();
    }
  });

  it('marks an edited side modified, goes back, names the pin and shares the preset', async () => {
    const b = await openBrowser();
    const { page } = b;
    try {
      await page.goto(server.url);
      await settledMean(page, 'exact');
      await pickUnit(page, 'Attacking unit', 'Stormtroopers');
      await page.getByTestId('attacker-unit').filter({ hasText: 'Stormtroopers' }).waitFor();
      await page.getByLabel('Heavy weapon').selectOption({ label: 'DLT-19 Stormtrooper (20)' });
      await page.getByTestId('attacker-unit').filter({ hasText: 'DLT-19' }).waitFor();
      await settledMean(page, 'exact');

      await page.getByRole('button', { name: 'Pin this loadout' }).click();
      const pinName = page.getByRole('textbox', { name: /^Name of pinned loadout/ });
      await pinName.waitFor();
      expect(await pinName.inputValue()).toBe('Stormtroopers + DLT-19');

      const attacker = page.getByRole('region', { name: 'Attacker' });
      expect(await page.getByTestId('attacker-modified').count()).toBe(0);
      await attacker.getByRole('radio', { name: 'Crit' }).check({ force: true });
      await page.getByTestId('attacker-modified').waitFor();
      await page.getByRole('button', { name: 'Back to the plain preset' }).click();
      await page.getByTestId('attacker-modified').waitFor({ state: 'detached' });

      await page.waitForFunction(() => window.location.hash.startsWith('#s1='));
      await settledMean(page, 'exact');
      const s = linkScenario(page.url()) as {
        range: number;
        attacker: { preset: { unit: string; upgrades: string[] }; weapons: unknown[] };
      };
      expect(s.attacker.preset).toMatchObject({
        unit: 'Stormtroopers',
        upgrades: ['DLT-19 Stormtrooper'],
      });
      expect(s.attacker.weapons.length).toBeGreaterThan(0);
    } finally {
      await b.close();
    }
  });

  it('opens a link whose preset has changed in the card data: its numbers kept, the change said', async () => {
    const e = expandPresets(
      {
        v: 1,
        game: 'legion',
        range: 3,
        attacker: { unit: 'Stormtroopers', upgrades: ['DLT-19 Stormtrooper'] },
        defender: { unit: 'Rebel Troopers', cover: 'light' },
      },
      LEGION_CARDS,
    );
    if (!e.ok) throw new Error(e.error.message);
    const current = exactMean(e.value);
    // As if the link was made from other cards: another fingerprint, and one die more.
    const s = structuredClone(e.value) as {
      attacker: { preset: { hash: string }; weapons: { dice: { white?: number } }[] };
    };
    s.attacker.preset.hash = '00000000';
    const w = s.attacker.weapons[0];
    if (!w) throw new Error('no weapons');
    w.dice.white = (w.dice.white ?? 0) + 1;
    const b = await openBrowser();
    const { page } = b;
    try {
      await page.goto(`${server.url}${jsonFragment(s)}`);
      const kept = exactMean(s);
      expect(kept).not.toBeCloseTo(current, 6);
      await waitForMean(page, kept);
      const note = page.getByTestId('attacker-preset').getByRole('note');
      await note.filter({ hasText: 'The card data has changed this unit' }).waitFor();
      await page.getByTestId('attacker-modified').waitFor();
      expect(await page.getByTestId('defender-modified').count()).toBe(0);
      // Back to the current cards: the unchanged preset's answer.
      await page.getByRole('button', { name: 'Back to the plain preset' }).click();
      await page.getByTestId('attacker-modified').waitFor({ state: 'detached' });
      await waitForMean(page, current);
      expect(await note.count()).toBe(0);
    } finally {
      await b.close();
    }
  });

  it('builds the selected attack of a sequence from a unit', async () => {
    const b = await openBrowser({ width: 360, height: 740 });
    const { page } = b;
    try {
      await page.goto(server.url);
      await settledMean(page, 'exact');
      await page.getByRole('button', { name: 'Add attack' }).click();
      await page.getByTestId('sequence').locator('li').nth(1).waitFor();
      await pickUnit(page, 'Attacking unit', 'Stormtroopers');
      await page.getByTestId('attacker-unit').filter({ hasText: 'Stormtroopers' }).waitFor();
      await page.getByTestId('sequence').getByText('Stormtroopers').waitFor();
      await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
      await settledMean(page, 'exact');
      type Sequence = { attacks?: { range?: number; attacker: { preset?: { unit: string } } }[] };
      // The address bar is written shortly after the edit (debounced): wait for it.
      await expect
        .poll(() =>
          (linkScenario(page.url()) as Sequence).attacks?.map((a) => a.attacker.preset?.unit),
        )
        .toEqual([undefined, 'Stormtroopers']);
      const s = linkScenario(page.url()) as Required<Sequence>;
      expect(s.attacks[1]?.range).toBe(2);
      await page.screenshot({ path: join(OUT, 'picker-sequence-360.png'), fullPage: true });
    } finally {
      await b.close();
    }
  });

  it('copies Stormtroopers into a card: the same answer, a red die more, kept by its link', async () => {
    const stormtroopers = cardIndex(LEGION_CARDS).unitsById.get('ay');
    if (!stormtroopers) throw new Error('no Stormtroopers in the card data');
    const mean = (attacker: object) => {
      const e = expandPresets(
        { v: 1, game: 'legion', range: 3, attacker, defender: { unit: 'Rebel Troopers' } },
        LEGION_CARDS,
      );
      if (!e.ok) throw new Error(e.error.message);
      return exactMean(e.value);
    };
    const preset = mean({ unit: 'Stormtroopers' });
    const red = cardJsonOf(stormtroopers);
    red.weapons[1]!.dice.r = 1;
    const redMean = mean({ card: red });
    expect(redMean).toBeGreaterThan(preset);

    const b = await openBrowser();
    const { page } = b;
    try {
      await page.goto(server.url);
      await settledMean(page, 'exact');
      await pickUnit(page, 'Attacking unit', 'Stormtroopers');
      await page.getByTestId('attacker-unit').filter({ hasText: 'Stormtroopers' }).waitFor();
      await pickUnit(page, 'Defending unit', 'Rebel Troopers');
      await page.getByTestId('defender-unit').filter({ hasText: 'Rebel Troopers' }).waitFor();
      await page.getByRole('group', { name: 'Range' }).getByRole('radio', { name: '3' }).check();
      await waitForMean(page, preset);

      // A copy changed in nothing answers as the preset.
      const panel = page.getByTestId('attacker-preset');
      await panel.getByRole('button', { name: 'Copy and edit' }).click();
      const editor = page.getByTestId('attacker-card-editor');
      await editor.getByRole('button', { name: 'Use as the attacking unit' }).click();
      await panel.getByRole('button', { name: 'Edit the card' }).waitFor();
      await waitForMean(page, preset);

      // A red die on its E-11: the mean rises, to the engine's answer for that card.
      await panel.getByRole('button', { name: 'Edit the card' }).click();
      await editor.getByLabel('Weapon 2 red dice').fill('1');
      await editor.getByRole('button', { name: 'Use as the attacking unit' }).click();
      await waitForMean(page, redMean);
      expect(await page.getByTestId('attacker-points').textContent()).toBe('42 points');
      // Kept on the device, offered again.
      expect(
        await panel.getByLabel('My units (attacking)').locator('option').allTextContents(),
      ).toContain('Stormtroopers (42 pts)');

      // The link carries the card: opened again, the card and its answer are kept.
      await expect
        .poll(() => {
          const s = linkScenario(page.url()) as {
            attacker: { preset?: { card?: { weapons: { dice: { r: number } }[] } } };
          };
          return s.attacker.preset?.card?.weapons[1]?.dice.r;
        })
        .toBe(1);
      await page.reload();
      await page.getByTestId('attacker-unit').filter({ hasText: 'Stormtroopers' }).waitFor();
      await waitForMean(page, redMean);
      await panel.getByRole('button', { name: 'Edit the card' }).click();
      expect(await editor.getByLabel('Weapon 2 red dice').inputValue()).toBe('1');
    } finally {
      await b.close();
    }
  });
});
