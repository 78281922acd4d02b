import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { settledMean, useBuiltApp } from './harness.ts';

const app = useBuiltApp();

interface AxNode {
  nodeId: string;
  parentId?: string;
  ignored: boolean;
  role?: { value: string };
  name?: { value: string };
}

const CONTROLS = new Set([
  'button',
  'spinbutton',
  'checkbox',
  'switch',
  'radio',
  'combobox',
  'textbox',
  'searchbox',
  'slider',
  'link',
]);

/**
 * Every control's role and accessible name as Chromium computes them (its accessibility tree);
 * a radio is named within its group ("Defense die › Red"), as a screen reader says it.
 */
async function controlNames(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: AxNode[] };
    const byId = new Map(nodes.map((n) => [n.nodeId, n]));
    return nodes
      .filter((n) => !n.ignored && CONTROLS.has(n.role?.value ?? ''))
      .map((n) => {
        const role = n.role?.value ?? '';
        let name = n.name?.value ?? '';
        if (role === 'radio') {
          let p = n.parentId ? byId.get(n.parentId) : undefined;
          while (p && !['radiogroup', 'group'].includes(p.role?.value ?? ''))
            p = p.parentId ? byId.get(p.parentId) : undefined;
          name = `${p?.name?.value ?? ''} › ${name}`;
        }
        return `${role}: ${name}`;
      });
  } finally {
    await cdp.detach();
  }
}

async function openGame(page: Page, game: string): Promise<void> {
  await page.goto(app.url);
  await settledMean(page, 'exact');
  await page.getByTestId('game-switcher').locator(`input[value="${game}"]`).check();
  await settledMean(page);
}

describe('keyboard and screen readers', () => {
  it.each(['legion', 'imperial-assault', 'swm'])(
    'every control of the %s page has a name of its own',
    async (game) => {
      const { page } = app.b;
      await openGame(page, game);
      // Two surge abilities in Imperial Assault: their fields must not share names either.
      if (game === 'imperial-assault' && (await page.locator('.ability').count()) < 2)
        await page.getByTestId('add-surge').click();
      const names = await controlNames(page);
      expect(names.length).toBeGreaterThan(20);
      const twice = names.filter((n, i) => names.indexOf(n) !== i);
      expect(twice, 'names used more than once').toEqual([]);
      expect(names.filter((n) => n.endsWith(': '))).toEqual([]);
      // Dice say whose and which dice they are.
      expect(names).not.toContain('spinbutton: Red');
      expect(names).not.toContain('spinbutton: White');
    },
  );

  it('gives ? buttons and switches 24 x 24 px at least, and Escape closes a help note', async () => {
    const { page } = app.b;
    await openGame(page, 'legion');
    const small = await page.evaluate(() =>
      [...document.querySelectorAll('button[aria-label^="About "], [role="switch"]')]
        .map((e) => ({ name: e.getAttribute('aria-label') ?? e.id, r: e.getBoundingClientRect() }))
        .filter((x) => x.r.width > 0 && (x.r.width < 24 || x.r.height < 24))
        .map((x) => `${x.name} ${x.r.width}x${x.r.height}`),
    );
    expect(small).toEqual([]);
    const help = page.getByRole('button', { name: 'About Defense surge tokens' });
    await help.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => help.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    await expect.poll(() => help.getAttribute('aria-expanded')).toBe('false');
  });

  it('reaches the editors before the results on a desktop', async () => {
    const { page } = app.b;
    await page.setViewportSize({ width: 1280, height: 800 });
    await openGame(page, 'legion');
    await page.locator('body').focus();
    let where = 'outside';
    for (let i = 0; i < 40 && where === 'outside'; i++) {
      await page.keyboard.press('Tab');
      where = await page.evaluate(() => {
        const f = document.activeElement;
        if (f?.closest('#results')) return 'results';
        if (f?.closest('main') && !f.closest('.output')) return 'editors';
        return 'outside';
      });
    }
    expect(where).toBe('editors');
  });
});
