import { chromium } from 'playwright-core';
import { preview } from 'vite';
const server = await preview({ preview: { host: '127.0.0.1', port: 0, open: false }, logLevel: 'error' });
const a = server.httpServer.address() as { port: number };
const url = `http://127.0.0.1:${a.port}/`;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--headless'] });
const page = await browser.newPage();
page.on('console', (m) => console.log('console', m.type(), m.text()));
page.on('pageerror', (e) => console.log('pageerror', e.message));
await page.goto(url + '#workbench');
await page.getByRole('button', { name: 'New unit' }).click();
await page.getByRole('button', { name: 'Save and test it' }).click();
await page.locator('[data-testid=bench-progress][data-status=done]').waitFor({ timeout: 60000 });
console.log('done 1', page.url().slice(-30));
await page.getByRole('combobox', { name: 'Unit from the cards' }).fill('Stormtroopers');
await page.getByRole('option', { name: /^Stormtroopers/ }).first().click();
for (let i = 0; i < 15; i++) {
  await page.waitForTimeout(1000);
  console.log(await page.getByTestId('bench-status').textContent(), await page.getByTestId('bench-unit').textContent(), page.url().slice(-30));
  if ((await page.getByTestId('bench-progress').getAttribute('data-status')) === 'done') break;
}
await browser.close(); await server.close();
