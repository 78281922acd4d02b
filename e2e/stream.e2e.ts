import { expect, it } from 'vitest';
import { settledMean, useBuiltApp } from './harness.ts';

const app = useBuiltApp();

it('streams a 10-million-trial simulation with progress and no long task', async () => {
  // Long tasks (> 50 ms on the main thread) are recorded from the start of the page.
  await app.b.page.addInitScript(() => {
    const w = window as unknown as { longTasks: { start: number; duration: number }[] };
    w.longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        w.longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
  await app.b.page.goto(app.url);
  await settledMean(app.b.page, 'exact');
  await app.b.page.getByLabel('Trials').selectOption('10000000');
  const t0 = await app.b.page.evaluate(() => performance.now());
  await app.b.page.getByRole('button', { name: 'Simulate' }).click();

  const seen = new Set<number>();
  const deadline = Date.now() + 60_000;
  for (;;) {
    const v = Number(await app.b.page.getByTestId('progress').getAttribute('value'));
    seen.add(v);
    if (v >= 100 || Date.now() > deadline) break;
    await app.b.page.waitForTimeout(30);
  }
  await app.b.page.getByTestId('method').filter({ hasText: 'monte-carlo' }).waitFor();
  const mean = await settledMean(app.b.page);
  const detail = await app.b.page.locator('.detail').first().textContent();
  const longTasks = await app.b.page.evaluate(
    (start) =>
      (window as unknown as { longTasks: { start: number; duration: number }[] }).longTasks.filter(
        (t) => t.start >= start,
      ),
    t0,
  );

  expect(seen.has(100)).toBe(true);
  // It streamed: several partial results between 0 and 100.
  expect([...seen].filter((v) => v > 0 && v < 100).length).toBeGreaterThanOrEqual(2);
  expect(detail).toContain('10,000,000 trials');
  expect(detail).toMatch(/±\d/);
  // The starter scenario's exact mean is 1.834; 10M trials land well within ±0.01.
  expect(Math.abs(mean - 1.834)).toBeLessThan(0.01);
  expect(longTasks).toEqual([]);
});

it('starts without a finished-looking flash, says the time left, and stops on request', async () => {
  const { page } = app.b;
  await page.goto(app.url);
  await settledMean(page, 'exact');
  // Every text the trial counter shows, from before the click on.
  await page.evaluate(() => {
    const w = window as unknown as { counts: string[] };
    w.counts = [];
    const read = () => {
      const t = document.querySelector('[data-testid="trial-count"]')?.textContent?.trim() ?? '';
      if (t && w.counts.at(-1) !== t) w.counts.push(t.replace(/\s+/g, ' '));
    };
    new MutationObserver(read).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
  await page.getByLabel('Trials').selectOption('100000000');
  await page.getByRole('button', { name: 'Simulate' }).click();
  const stop = page.getByTestId('stop');
  await stop.waitFor();
  await page.waitForFunction(
    () => /left/.test(document.querySelector('[data-testid="trial-count"]')?.textContent ?? ''),
    undefined,
    { timeout: 30_000 },
  );
  await stop.click();
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  const counts = await page.evaluate(() => (window as unknown as { counts: string[] }).counts);
  // Never a tick before the last trial, never "0 / N trials" as if done.
  expect(
    counts.filter((t) => t.includes('✓')),
    counts.join(' | '),
  ).toEqual([]);
  expect(
    counts.some((t) => /^[\d,]+ \/ 100,000,000 trials · about \d+ (s|min) left$/.test(t)),
  ).toBe(true);
  const last = counts.at(-1) ?? '';
  expect(last).toMatch(/^[\d,]+ \/ 100,000,000 trials · stopped$/);
  const done = Number(last.split(' ')[0]?.replace(/,/g, ''));
  expect(done).toBeGreaterThan(0);
  expect(done).toBeLessThan(100_000_000);
  // The trials so far stay on screen, and Simulate runs the whole job again.
  expect(await page.locator('.detail').first().textContent()).toContain(
    `${done.toLocaleString('en-US')} trials`,
  );
  await page.getByRole('button', { name: 'Simulate' }).click();
  await stop.waitFor();
  await stop.click();
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
});
