import { describe, expect, it } from 'vitest';
import { openBrowser, startServer } from './harness.ts';

describe('the Workbench view', () => {
  it('takes a new unit from nothing to a fair price and a scatter of the field, in a fresh app', async () => {
    const server = await startServer();
    const b = await openBrowser({ width: 1280, height: 900 });
    try {
      await b.page.goto(server.url);
      await b.page.getByRole('link', { name: 'Workbench' }).click();
      await b.page.getByRole('button', { name: 'New unit' }).click();
      await b.page.getByRole('button', { name: 'Save and test it' }).click();
      // The first units stream in: a price so far, then the final one once its peers are in.
      const fair = b.page.getByTestId('fair-price');
      await expect
        .poll(() => fair.textContent(), { timeout: 30_000 })
        .toMatch(/^Fair price: \d+ points \(printed 40\)$/);
      await expect(b.page.getByTestId('field-scatter').isVisible()).resolves.toBe(true);
      expect(await b.page.getByTestId('tested-unit').count()).toBe(1);
      expect(await b.page.getByTestId('fair-band').count()).toBe(1);
      const bar = b.page.getByTestId('bench-progress');
      expect(Number(await bar.getAttribute('data-first'))).toBeGreaterThan(0);
      // The address reopens this bench (the card rides in the link).
      await expect.poll(() => b.page.url()).toMatch(/#w1=/);
    } finally {
      await b.close();
      await server.close();
    }
  });
});
