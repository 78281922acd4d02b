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
