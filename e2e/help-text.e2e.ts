import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { settledMean, useBuiltApp } from './harness.ts';

const app = useBuiltApp();

/**
 * What a player must never read: our source files ("AMG Keyword Glossary, Critical X", "docs/rules/legion.md"),
 * their line numbers ("L159") and talk of "the seed" as a book. The simulation's own Seed field
 * ("Seed", "the same trials and seed") is a different word and stays.
 */
const INTERNAL = [
  /\bseeds?\s+0\d\d\b/i,
  /\b(outside|not in) (the )?seed\b/i,
  /\bthe seed(’|')s\b/i,
  /\bthe seed (does|is|says)\b/i,
  /\b[\w-]+\.md\b/,
  /§/,
  /\bL\d{2,4}\b/,
  /\brules\//,
];

/** Every folded list and help note opened (each `?`), then the page's text and its accessible labels. */
async function allHelpText(page: Page): Promise<string> {
  await page.evaluate(() => {
    for (const d of document.querySelectorAll('details')) d.open = true;
  });
  const closed = page.locator('button[aria-label^="About "][aria-expanded="false"]');
  for (let n = await closed.count(); n > 0; n = await closed.count()) await closed.first().click();
  return page.evaluate(() =>
    [
      document.body.innerText,
      ...[...document.querySelectorAll('[aria-label],[title]')].map(
        (e) => `${e.getAttribute('aria-label') ?? ''} ${e.getAttribute('title') ?? ''}`,
      ),
    ].join('\n'),
  );
}

describe('help a player can read', () => {
  it.each(['legion', 'imperial-assault', 'swm'])(
    'the %s help cites published books, never our files or line numbers',
    async (game) => {
      const { page } = app.b;
      await page.goto(app.url);
      await settledMean(page, 'exact');
      await page.getByTestId('game-switcher').locator(`input[value="${game}"]`).check();
      await settledMean(page);
      const text = await allHelpText(page);
      for (const bad of INTERNAL) expect(text.match(bad)?.[0] ?? null, String(bad)).toBeNull();
      const books = {
        legion:
          /Star Wars: Legion Core Rulebook \(Atomic Mass Games, 2025\), Keyword Glossary: Critical X/,
        'imperial-assault': /Imperial Assault Rules Reference Guide: Accuracy/,
        swm: /Battle of Hoth rulebook \(Star Wars Miniatures\): Combined Fire/,
      }[game];
      expect(text).toMatch(books ?? /never/);
    },
  );
});
