import { join } from 'node:path';
import { expect, it } from 'vitest';
import { jsonFragment, openBrowser, settledMean, SCREENSHOTS, useServer } from './harness.ts';

const OUT = SCREENSHOTS;
const server = useServer();

// A comparison worth showing: the starter loadout pinned against one with a red die more.
const VIEWS = [
  { width: 1280, dark: false },
  { width: 1280, dark: true },
  { width: 360, dark: false },
  { width: 360, dark: true },
];

/**
 * Pins the loaded loadout, makes one edit, pins again, checks that nothing sticks out sideways
 * on a phone, and saves the page as `name` (and, on a phone, in screen-sized parts, which are
 * easier to look at).
 */
async function pinEditAndShoot(
  b: Awaited<ReturnType<typeof openBrowser>>,
  edit: string,
  name: string,
  width: number,
): Promise<void> {
  const before = await settledMean(b.page, 'exact');
  await b.page.getByTestId('pin').click();
  await b.page.getByRole('button', { name: edit }).click();
  await b.page.waitForFunction(
    (old) => Number(document.querySelector('[data-testid="mean-wounds"]')?.textContent) !== old,
    before,
  );
  await b.page.getByTestId('pin').click();
  await settledMean(b.page);
  const overflow = await b.page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  // A desktop shows the results column beside the editors, sticky and scrolling by itself: the
  // screen as a user sees it, at the top and at the bottom of the page.
  if (width >= 400) {
    await b.page.screenshot({ path: join(OUT, `${name}.png`) });
    await b.page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await b.page.screenshot({ path: join(OUT, `${name}-bottom.png`) });
    return;
  }
  await b.page.screenshot({ path: join(OUT, `${name}.png`), fullPage: true });
  const height = await b.page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0, i = 1; y < height; y += 760, i++)
    await b.page.screenshot({
      path: join(OUT, `${name}-part${i}.png`),
      fullPage: true,
      clip: { x: 0, y, width, height: Math.min(760, height - y) },
    });
}

it.each(VIEWS)('fits and renders at $width px (dark: $dark)', async ({ width, dark }) => {
  const b = await openBrowser({ width, height: width > 400 ? 900 : 780, dark });
  try {
    await b.page.goto(server.url);
    await pinEditAndShoot(
      b,
      'Increase Red attack dice',
      `app-${width}-${dark ? 'dark' : 'light'}`,
      width,
    );
    if (width === 1280) {
      const link = await b.page.getByTestId('embed-code').getAttribute('data-snippet');
      const src = /src="([^"]+)"/.exec(link ?? '')?.[1] ?? '';
      // The embed at a blog column's width and at a sidebar's: the two pins compared.
      for (const [w, h] of [
        [600, 400],
        [400, 300],
      ] as const) {
        await b.page.setViewportSize({ width: w, height: h });
        await b.page.goto(src);
        await b.page.locator('[data-testid="wound-chart"] svg').waitFor();
        await b.page.getByTestId('embed-headline').filter({ hasText: ' over ' }).waitFor();
        const overflow = await b.page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        await b.page.screenshot({
          path: join(OUT, `embed-${w}x${h}-${dark ? 'dark' : 'light'}.png`),
        });
      }
    }
  } finally {
    await b.close();
  }
});

/** The other games' modes: a loadout with their extra numbers, pinned against an edit. */
const GAME_VIEWS = [
  {
    game: 'imperial-assault',
    scenario: {
      v: 1,
      game: 'imperial-assault',
      distance: 4,
      attacker: {
        dice: { blue: 1, green: 1 },
        surgeAbilities: [
          { cost: 1, damage: 1 },
          { cost: 1, accuracy: 2 },
          { cost: 1, blast: 1, conditions: ['stun'] },
        ],
        rerolls: 1,
      },
      defender: { dice: { black: 1 }, health: 5 },
    },
    edit: 'Increase Red attack dice',
  },
  {
    game: 'swm',
    scenario: {
      v: 1,
      game: 'swm',
      attacker: { attack: 12, damage: 20, doubleAttack: true, force: 1, splash: 10 },
      defender: { defense: 18, hp: 100, cover: true, adjacentCharacters: 2 },
    },
    edit: 'Increase Attacker Attack bonus',
  },
];

it.each(VIEWS.flatMap((v) => GAME_VIEWS.map((g) => ({ ...v, ...g }))))(
  'shoots the $game mode at $width px (dark: $dark)',
  async ({ width, dark, game, scenario, edit }) => {
    const b = await openBrowser({ width, height: width > 400 ? 900 : 780, dark });
    try {
      await b.page.goto(server.url + jsonFragment(scenario));
      await pinEditAndShoot(b, edit, `${game}-${width}-${dark ? 'dark' : 'light'}`, width);
    } finally {
      await b.close();
    }
  },
);
