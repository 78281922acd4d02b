import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { compressToEncodedURIComponent } from 'lz-string';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AUTO_TRIALS, DEFAULT_SEED } from '../src/app/defaults.ts';
import { encodeFragment, type LinkState } from '../src/app/url-codec.ts';
import { starterScenario } from '../src/lib/editors/legion/legion-defaults.ts';
import {
  exactMean,
  linkScenario,
  openBrowser,
  settledMean,
  useBuiltApp,
  waitForMean,
} from './harness.ts';

// Issue 15 items 1, 4, 5, 6 and 11, in Chromium: the compare table on a phone, the address bar
// after a bad link, pins a link held that could not be opened, readable messages, P(kill), the
// last loadout remembered, undo.

const OUT = join(import.meta.dirname, 'screenshots');
const DEFAULTS = { trials: AUTO_TRIALS, seed: DEFAULT_SEED };
const app = useBuiltApp();

const legion = (dice: Record<string, number>, more: Record<string, unknown> = {}) => ({
  v: 1,
  game: 'legion',
  attacker: { dice, ...more },
});

function link(scenario: unknown, pins: { label: string; scenario: unknown }[]): string {
  const state: LinkState = {
    scenario,
    mode: 'auto',
    ...DEFAULTS,
    pins: pins.map((p) => ({ ...p, mode: 'auto', ...DEFAULTS })),
  };
  return `#${encodeFragment(state, DEFAULTS)}`;
}

/** The loadouts a Legion player compares, with the names players give them. */
const LONG_NAMES = link(legion({ red: 1, black: 1, white: 3 }), [
  { label: 'DLT-19 Stormtroopers (Black)', scenario: legion({ red: 1, black: 1, white: 3 }) },
  {
    label: 'Rebel Troopers with Z-6 and a Long Range Comlink',
    scenario: legion({ black: 3, white: 3 }, { keywords: { critical: 2 } }),
  },
  { label: 'Same again', scenario: legion({ red: 1, black: 1, white: 3 }) },
]);

/** How each pin name and the table's controls sit on the page. */
async function compareLayout(page: Page) {
  return page.evaluate(() => {
    const names = [
      ...document.querySelectorAll<HTMLTextAreaElement | HTMLInputElement>(
        '[aria-label^="Name of pinned loadout"]',
      ),
    ];
    const card = document.querySelector('.compare')?.getBoundingClientRect();
    const right = (el: Element | null) => el?.getBoundingClientRect().right ?? Infinity;
    return {
      clipped: names
        .filter((n) => n.scrollWidth > n.clientWidth + 1 || n.scrollHeight > n.clientHeight + 1)
        .map((n) => n.value),
      cardRight: card?.right ?? 0,
      viewport: document.documentElement.clientWidth,
      killRight: right(
        [...document.querySelectorAll('.compare thead th')].find((th) =>
          th.textContent?.includes('P(kill)'),
        ) ?? null,
      ),
      unpinRight: Math.max(
        ...[...document.querySelectorAll('[aria-label^="Unpin"]')].map((b) => right(b)),
      ),
      tableRight: right(document.querySelector('.compare table')),
    };
  });
}

describe('the compare table (item 1)', () => {
  for (const width of [1280, 360])
    for (const dark of [false, true])
      it(`shows long names whole and fits at ${width} px (dark: ${dark})`, async () => {
        const b = await openBrowser({ width, height: width > 400 ? 800 : 740, dark });
        try {
          await b.page.goto(app.url + LONG_NAMES);
          await b.page.getByLabel('Name of pinned loadout Same again').waitFor();
          await settledMean(b.page, 'exact');
          const look = await compareLayout(b.page);
          expect(look.clipped).toEqual([]);
          // Nothing of the table (P(kill), the unpin buttons) is off the card or the screen.
          expect(look.tableRight).toBeLessThanOrEqual(look.cardRight + 0.5);
          expect(look.killRight).toBeLessThanOrEqual(look.viewport);
          expect(look.unpinRight).toBeLessThanOrEqual(look.viewport);
          // The third pin is the first one again: flagged.
          const twice = b.page.getByTestId('pinned-twice');
          expect(await twice.count()).toBe(1);
          expect(await twice.textContent()).toContain('DLT-19 Stormtroopers (Black)');
          mkdirSync(OUT, { recursive: true });
          await b.page.locator('.compare').screenshot({
            path: join(OUT, `compare-${width}-${dark ? 'dark' : 'light'}.png`),
          });
        } finally {
          await b.close();
        }
      });

  it('names a pin after its loadout', async () => {
    const b = await openBrowser({ width: 360, height: 740 });
    try {
      await b.page.goto(app.url);
      await settledMean(b.page, 'exact');
      await b.page.getByTestId('pin').click();
      await b.page.getByLabel('Name of pinned loadout 4 white + 1 red, Aim').waitFor();
    } finally {
      await b.close();
    }
  });
});

describe('links', () => {
  it('after a banner about a bad link, edits still write the address bar (item 4)', async () => {
    const b = await openBrowser();
    try {
      await b.page.goto(`${app.url}#json=garbage`);
      const banner = b.page.getByRole('alert').filter({ hasText: 'Could not open the link' });
      await banner.waitFor();
      const before = await settledMean(b.page, 'exact');
      await b.page.getByRole('button', { name: 'Increase Red attack dice' }).click();
      const edited = structuredClone(starterScenario());
      edited.attacker.dice.red += 1;
      const want = exactMean(edited);
      expect(want).not.toBe(before);
      await waitForMean(b.page, want);
      // The address bar is written shortly after the edit (debounced): wait for it.
      await expect
        .poll(() => linkScenario(b.page.url()))
        .toMatchObject({ attacker: { dice: { red: 2 } } });
      await b.page.reload();
      expect(await waitForMean(b.page, want)).toBeCloseTo(want, 2);
      expect(await banner.count()).toBe(0);
    } finally {
      await b.close();
    }
  });

  const broken = legion({ white: -1 });
  const withBadPin = link(legion({ red: 2 }), [
    { label: 'Good', scenario: legion({ red: 1 }) },
    { label: 'Broken', scenario: broken },
  ]);
  const SKIPPED =
    'Pin 2 ("Broken") was left out: Attacker\'s white dice: expected an integer 0..30, got -1.';

  it('names a pin a link held that could not be opened, in the app (item 5)', async () => {
    const b = await openBrowser();
    try {
      await b.page.goto(app.url + withBadPin);
      const banner = b.page.getByTestId('link-banner');
      await banner.waitFor();
      expect(await banner.textContent()).toContain(SKIPPED);
      expect(await b.page.locator('[aria-label^="Name of pinned loadout"]').count()).toBe(1);
      mkdirSync(OUT, { recursive: true });
      await b.page.screenshot({ path: join(OUT, 'link-pin-left-out-1280.png') });
    } finally {
      await b.close();
    }
  });

  it('and in the embed (item 5)', async () => {
    const b = await openBrowser({ width: 600, height: 400 });
    try {
      await b.page.goto(`${app.url}embed.html${withBadPin}`);
      const note = b.page.getByTestId('skipped');
      await note.waitFor();
      expect(await note.textContent()).toContain(SKIPPED);
    } finally {
      await b.close();
    }
  });

  const hostile = [
    '#s1=garbage',
    `#s1=${compressToEncodedURIComponent('hello')}`,
    `#s1=${compressToEncodedURIComponent('{"p":null}')}`,
    `#s1=${compressToEncodedURIComponent('{"p":5}')}`,
    `#s1=${compressToEncodedURIComponent('{"s":null}')}`,
    '#json=%7B',
    '#json=%7B%22v%22%3A1%2C%22game%22%3A%22l%C3%A9gion%22%7D',
    `#json=${encodeURIComponent(JSON.stringify(legion({ red: 1 })))}&mode=m%C3%A9`,
  ];
  it('says in words what was wrong with a link and what it shows instead (item 6)', async () => {
    const b = await openBrowser();
    try {
      for (const hash of hostile) {
        await b.page.goto('about:blank');
        await b.page.goto(app.url + hash);
        const banner = b.page.getByRole('alert').filter({ hasText: 'Could not open' });
        const text = (await banner.textContent()) ?? '';
        expect(text, hash).toMatch(/Could not open the link: /);
        expect(text, hash).toMatch(
          /Showing (the starter loadout|your loadout from your last visit) instead\./,
        );
        expect(text, hash).not.toMatch(
          /Cannot read|is not a function|TypeError|SyntaxError|Unexpected token|in JSON at|%[0-9A-F]{2}|undefined|null \(/,
        );
      }
    } finally {
      await b.close();
    }
  });
});

describe('defaults a player expects (item 11)', () => {
  it('shows the P(kill) column, saying what it needs when the defender is not known', async () => {
    const b = await openBrowser();
    try {
      await b.page.goto(app.url);
      await settledMean(b.page, 'exact');
      await b.page.getByTestId('pin').click();
      await b.page.locator('.compare thead th', { hasText: 'P(kill)' }).waitFor();
      expect(await b.page.getByTestId('kill-needs').textContent()).toContain(
        'Track miniatures and wounds',
      );
      // Known: the unit's miniatures and wounds are in the loadout (4 red dice against 2
      // one-wound miniatures, no defence dice: P(2+ hits) is 84.8%).
      await b.page.goto('about:blank');
      await b.page.goto(
        app.url +
          link({ ...legion({ red: 4 }), defender: { minis: 2, woundThreshold: 1 } }, [
            {
              label: 'Four red',
              scenario: { ...legion({ red: 4 }), defender: { minis: 2, woundThreshold: 1 } },
            },
          ]),
      );
      await b.page.getByTestId('kill-needs').waitFor({ state: 'detached' });
      await b.page.locator('.compare tbody td', { hasText: '84.8%' }).first().waitFor();
    } finally {
      await b.close();
    }
  });

  it('remembers the last loadout; a link wins; Start over forgets it', async () => {
    const b = await openBrowser();
    try {
      await b.page.goto(app.url);
      const starter = await settledMean(b.page, 'exact');
      await b.page.getByRole('button', { name: 'Increase Red attack dice' }).click();
      const edited = structuredClone(starterScenario());
      edited.attacker.dice.red += 1;
      const want = exactMean(edited);
      await waitForMean(b.page, want);
      await b.page.waitForFunction(() => localStorage.getItem('holotable.last') !== null);

      // Next visit, no link: the edited loadout is back, with Start over.
      await b.page.goto('about:blank');
      await b.page.goto(app.url);
      await waitForMean(b.page, want);
      await b.page.getByTestId('remembered').waitFor();
      mkdirSync(OUT, { recursive: true });
      await b.page.getByTestId('history').screenshot({ path: join(OUT, 'remembered-1280.png') });

      // A link wins over what is remembered.
      await b.page.goto('about:blank');
      await b.page.goto(app.url + link(legion({ red: 3 }), []));
      await waitForMean(b.page, exactMean(legion({ red: 3 })));
      expect(await b.page.getByTestId('remembered').count()).toBe(0);

      // The loadout a link opened is the last one seen: it is the one remembered.
      await b.page.goto('about:blank');
      await b.page.goto(app.url);
      await waitForMean(b.page, exactMean(legion({ red: 3 })));
      await b.page.getByTestId('remembered').getByRole('button', { name: 'Start over' }).click();
      expect(await waitForMean(b.page, exactMean(starterScenario()))).toBe(starter);
      await b.page.goto('about:blank');
      await b.page.goto(app.url);
      await waitForMean(b.page, exactMean(starterScenario()));
      expect(await b.page.getByTestId('remembered').count()).toBe(0);
    } finally {
      await b.close();
    }
  });

  it('undoes edits with the button and Ctrl+Z, several steps, and redoes them', async () => {
    const b = await openBrowser();
    try {
      await b.page.goto(app.url);
      const start = exactMean(starterScenario());
      await waitForMean(b.page, start);
      const one = structuredClone(starterScenario());
      one.attacker.dice.red += 1;
      const two = structuredClone(one);
      two.attacker.dice.black += 1;
      await b.page.getByRole('button', { name: 'Increase Red attack dice' }).click();
      await waitForMean(b.page, exactMean(one));
      await b.page.getByRole('button', { name: 'Increase Black attack dice' }).click();
      await waitForMean(b.page, exactMean(two));

      await b.page.getByRole('button', { name: 'Undo' }).click();
      await waitForMean(b.page, exactMean(one));
      // The keyboard, outside a text field (the page's own undo, not the field's).
      await b.page.locator('body').click({ position: { x: 5, y: 5 } });
      await b.page.keyboard.press('Control+z');
      await waitForMean(b.page, start);
      await b.page.keyboard.press('Control+Shift+z');
      await waitForMean(b.page, exactMean(one));
      await b.page.getByRole('button', { name: 'Redo' }).click();
      await waitForMean(b.page, exactMean(two));
    } finally {
      await b.close();
    }
  });
});
