import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUTO_TRIALS, DEFAULT_SEED } from '../src/app/defaults.ts';
import { encodeFragment } from '../src/app/url-codec.ts';
import { evaluateExact, parseAnyScenario } from '../src/engine/engines.ts';
import {
  openBrowser,
  settledMean,
  waitForMean,
  type Browser,
  SCREENSHOTS,
  useServer,
} from './harness.ts';

// Attack sequences in Compare (issue 13 item 5): the next attack from a pin, two orderings of
// one sequence pinned side by side ("fire the Aim squad first" vs "last"), the P(defeated by
// attack k) line of each, and the CSV and SVG exports one row / one line per attack.

const OUT = SCREENSHOTS;
const DEFAULTS = { trials: AUTO_TRIALS, seed: DEFAULT_SEED };

/** A 4-miniature courage-1 unit in light cover: the first attack's suppression gives it heavy. */
const DEFENDER = { surge: 'block', cover: 'light', minis: 4, woundThreshold: 1, courage: 1 };
const AIM = {
  attacker: {
    dice: { red: 1, white: 6 },
    surge: 'hit',
    tokens: { aim: 1 },
    keywords: { precise: 1 },
  },
};
const PLAIN = { attacker: { dice: { black: 4 } } };
const single = (a: object) => ({ v: 1, game: 'legion', defender: DEFENDER, ...a });
const sequence = (...attacks: object[]) => ({ v: 1, game: 'legion', defender: DEFENDER, attacks });

interface Exact {
  wounds: { mean: number };
  /** The headline against a unit of known health: wounds capped at what it has. */
  woundsSuffered: { mean: number };
  unitDefeated: { mean: number };
  sequence: { unitDefeated: { mean: number } }[];
}
function exact(s: unknown): Exact {
  const p = parseAnyScenario(s);
  if (!p.ok) throw new Error(JSON.stringify(p.error));
  return evaluateExact(p.value) as unknown as Exact;
}
const pct = (p: number) => `${(p * 100).toFixed(1)}%`;

const AIM_FIRST = exact(sequence(AIM, PLAIN));
const AIM_LAST = exact(sequence(PLAIN, AIM));

const server = useServer();

/** The P(defeated by attack k) chart's series: label and each point's tooltip value. */
async function defeatLines(b: Browser): Promise<{ label: string; points: string[] }[]> {
  return b.page.evaluate(() =>
    [...document.querySelectorAll('[data-testid="defeat-chart"] g.series')].map((g) => ({
      label: g.getAttribute('data-series') ?? '',
      points: [...g.querySelectorAll('path > title')].map(
        (t) => /: (\S+%)$/.exec(t.textContent ?? '')?.[1] ?? '',
      ),
    })),
  );
}

/** The compare table's rows: the loadout's name and its P(kill). */
async function compareRows(b: Browser): Promise<string[][]> {
  const table = b.page.locator('table').filter({ hasText: 'P(kill)' });
  await table.waitFor();
  return table.evaluate((t) => {
    const heads = [...t.querySelectorAll('thead th')].map((th) => th.textContent?.trim() ?? '');
    const kill = heads.indexOf('P(kill)');
    // Each loadout is a row group: its name on a row of its own, then its numbers.
    return [...t.querySelectorAll('tbody')].map((group) => {
      const name = group.querySelector('textarea');
      const numbers = group.querySelector('tr:not(.name-row)');
      return [
        name?.value ?? group.querySelector('.current')?.textContent?.trim() ?? '',
        numbers?.children[kill]?.textContent?.trim() ?? '',
      ];
    });
  });
}

describe('attack sequences in Compare', () => {
  it.each([1280, 360])(
    'adds a pinned attack, pins two orderings and compares them, at %i px',
    async (width) => {
      const b = await openBrowser({ width, dark: width === 360 });
      try {
        // The plain squad on screen, the Aim squad pinned as "Aim".
        const fragment = encodeFragment(
          {
            scenario: single(PLAIN),
            mode: 'auto',
            ...DEFAULTS,
            pins: [{ label: 'Aim', scenario: single(AIM), mode: 'auto', ...DEFAULTS }],
          },
          DEFAULTS,
        );
        await b.page.goto(`${server.url}#${fragment}`);
        await settledMean(b.page, 'exact');
        // The next attack: the pinned Aim squad's.
        const next = b.page.getByLabel('Next attack');
        await next.selectOption({ label: 'Pin Aim: Ranged · 1 red, 6 white' });
        await b.page.getByRole('button', { name: 'Add attack' }).click();
        await waitForMean(b.page, AIM_LAST.woundsSuffered.mean);
        const items = b.page.getByTestId('sequence').locator('li');
        expect(await items.count()).toBe(2);
        expect(await items.nth(1).textContent()).toContain('1 red, 6 white');
        // The line: P(defeated) after attack 1 and 2 (the pin "Aim" is a single attack: one point).
        expect(await defeatLines(b)).toEqual([
          { label: 'Current', points: AIM_LAST.sequence.map((e) => pct(e.unitDefeated.mean)) },
          { label: 'Aim', points: [pct(exact(single(AIM)).unitDefeated.mean)] },
        ]);
        // Pin "Aim last", move the Aim squad first, pin "Aim first".
        await b.page.getByRole('button', { name: 'Unpin Aim' }).click();
        await b.page.getByTestId('pin').click();
        // The newest pin's name field (pins are named after their loadouts).
        const newest = () => b.page.getByLabel(/^Name of pinned loadout /).last();
        await newest().fill('Aim last');
        await newest().press('Enter');
        await b.page.getByRole('button', { name: 'Move attack 2 earlier' }).click();
        await waitForMean(b.page, AIM_FIRST.woundsSuffered.mean);
        await b.page.getByTestId('pin').click();
        await b.page
          .getByLabel(/^Name of pinned loadout /)
          .nth(1)
          .waitFor();
        await newest().fill('Aim first');
        await newest().press('Enter');
        // P(kill) in the table is P(defeated) after the last attack of each pinned sequence.
        await b.page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
        expect(await compareRows(b)).toEqual([
          ['Aim last', pct(AIM_LAST.unitDefeated.mean)],
          ['Aim first', pct(AIM_FIRST.unitDefeated.mean)],
        ]);
        expect(AIM_FIRST.unitDefeated.mean).toBeGreaterThan(AIM_LAST.unitDefeated.mean + 0.02);
        // Each pin's own sequence as a line.
        expect(await defeatLines(b)).toEqual([
          { label: 'Aim last', points: AIM_LAST.sequence.map((e) => pct(e.unitDefeated.mean)) },
          { label: 'Aim first', points: AIM_FIRST.sequence.map((e) => pct(e.unitDefeated.mean)) },
        ]);
        // The share link carries both pinned sequences: the same table and lines elsewhere.
        await b.page.getByTestId('share').click();
        const other = await b.context.newPage();
        await other.setViewportSize({ width, height: 900 });
        await other.goto(await b.page.getByTestId('share-text').inputValue());
        await other.getByTestId('defeat-chart').locator('g.series').nth(1).waitFor();
        const again: Browser = { ...b, page: other };
        await other.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
        expect(await compareRows(again)).toEqual(await compareRows(b));
        expect(await defeatLines(again)).toEqual(await defeatLines(b));
        await other.close();
        const overflow = await b.page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        await b.page
          .getByTestId('defeat-chart')
          .screenshot({ path: join(OUT, `sequence-compare-${width}-chart.png`) });
        await b.page
          .locator('section.compare')
          .screenshot({ path: join(OUT, `sequence-compare-${width}-table.png`) });
        await b.page.screenshot({
          path: join(OUT, `sequence-compare-${width}.png`),
          fullPage: true,
        });
      } catch (e) {
        await b.page.screenshot({ path: `/tmp/shots/fail-${width}.png`, fullPage: true });
        throw e;
      } finally {
        await b.close();
      }
    },
  );

  it('exports and shares the whole sequence: CSV one row per attack, SVG, PNG, embed', async () => {
    const b = await openBrowser();
    try {
      const link = (s: object, label: string) => ({
        label,
        scenario: s,
        mode: 'auto' as const,
        ...DEFAULTS,
      });
      const fragment = encodeFragment(
        {
          scenario: sequence(AIM, PLAIN),
          mode: 'auto',
          ...DEFAULTS,
          pins: [link(sequence(PLAIN, AIM), 'Aim last'), link(sequence(AIM, PLAIN), 'Aim first')],
        },
        DEFAULTS,
      );
      await b.page.goto(`${server.url}#${fragment}`);
      await waitForMean(b.page, AIM_FIRST.woundsSuffered.mean);
      await b.page.getByTestId('defeat-chart').locator('g.series').nth(1).waitFor();
      const save = async (button: ReturnType<Browser['page']['getByRole']>) => {
        const [download] = await Promise.all([b.page.waitForEvent('download'), button.click()]);
        const path = await download.path();
        return { name: download.suggestedFilename(), bytes: readFileSync(path) };
      };

      // CSV: a row per (pin, attack), the CLI's columns after the loadout.
      const csv = await save(b.page.getByRole('button', { name: 'CSV', exact: true }));
      const rows = csv.bytes
        .toString('utf8')
        .trimEnd()
        .split('\n')
        .map((r) => r.split(','));
      const header = rows[0] ?? [];
      expect(header.slice(0, 5)).toEqual(['loadout', 'method', 'trials', 'attack', 'woundsMean']);
      const col = (name: string) => header.indexOf(name);
      expect(rows.slice(1).map((r) => [r[0], r[3]])).toEqual([
        ['Aim last', '1'],
        ['Aim last', '2'],
        ['Aim first', '1'],
        ['Aim first', '2'],
      ]);
      const defeated = rows.slice(1).map((r) => Number(r[col('unitDefeated')]));
      const want = [...AIM_LAST.sequence, ...AIM_FIRST.sequence].map((e) => e.unitDefeated.mean);
      defeated.forEach((p, i) => expect(p).toBeCloseTo(want[i] ?? NaN, 12));
      expect(Number(rows[4]?.[col('woundsMean')])).toBeCloseTo(AIM_FIRST.wounds.mean, 12);
      expect(col('defeatedByThisAttack')).toBeGreaterThan(0);

      // The attack-by-attack chart as SVG (a line per pinned sequence) and PNG.
      const group = b.page.getByRole('group', { name: /unit defeated by each attack/ });
      const svg = await save(group.getByRole('button', { name: 'SVG' }));
      expect(svg.name).toBe('holotable-defeated-by-attack.svg');
      const text = svg.bytes.toString('utf8');
      expect(text).toContain('data-series="Aim last"');
      expect(text).toContain('data-series="Aim first"');
      expect(text).toContain(
        `Aim first: defeated by attack 2: ${pct(AIM_FIRST.unitDefeated.mean)}`,
      );
      const png = await save(group.getByRole('button', { name: 'PNG' }));
      expect(png.bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect(png.bytes.length).toBeGreaterThan(2000);
      // The wounds chart's export is the whole sequence's, both pins overlaid.
      const wounds = await save(b.page.getByRole('button', { name: 'SVG', exact: true }).first());
      expect(wounds.bytes.toString('utf8')).toContain('data-series="Aim first"');

      // The embed computes the whole sequence: its mean and its kill chance after attack 2 (with
      // the pins gone, as an embed of several loadouts headlines their comparison instead).
      await b.page.getByRole('button', { name: 'Unpin Aim last' }).click();
      await b.page.getByRole('button', { name: 'Unpin Aim first' }).click();
      await b.page.getByTestId('embed-code').click();
      const snippet = await b.page.getByTestId('embed-code').getAttribute('data-snippet');
      const src = /src="([^"]+)"/.exec(snippet ?? '')?.[1] ?? '';
      const embed = await b.context.newPage();
      await embed.goto(src.replace(/&amp;/g, '&'));
      await embed
        .getByText(`kill: ${pct(AIM_FIRST.unitDefeated.mean)}`)
        .first()
        .waitFor();
      expect(Number(await embed.getByTestId('mean-wounds').getAttribute('data-value'))).toBeCloseTo(
        AIM_FIRST.woundsSuffered.mean,
        12,
      );
      await embed.close();
    } finally {
      await b.close();
    }
  });
});
