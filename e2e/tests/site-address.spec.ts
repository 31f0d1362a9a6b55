import type { Browser, Page } from '@playwright/test';
import type { SpawnedServer } from '@releve/server/spawn';
import { fillCreateAccount, newEmail } from '../support/accounts';
import { expect, openApp, snap, spawnServer, test, untilAppReady } from '../support/fixtures';

/*
 * Issue 31, item 19: checkout works from whatever address the site was opened at. Without PUBLIC_URL,
 * a studio opened at http://127.0.0.1:PORT (not localhost) checks out with the sandbox and comes back
 * signed in; with PUBLIC_URL, a visitor who came by another name is sent to it before anything.
 */
test.describe.configure({ timeout: 180_000 });

async function register(page: Page) {
  await fillCreateAccount(page, { email: newEmail('site-address') });
  await expect(page.getByRole('dialog', { name: 'Choose an offer' })).toBeVisible();
}

test.describe('without PUBLIC_URL', () => {
  let studio: SpawnedServer;
  test.beforeAll(async () => {
    test.setTimeout(240_000); // a demo studio seeds its catalogue first
    studio = await spawnServer({ env: { DEMO_STUDIO: 'true', DEMO_SCALE: '100', PUBLIC_URL: undefined } });
  });
  test.afterAll(() => studio?.stop());

  test('the site opened at 127.0.0.1 checks out with the sandbox and returns there', async ({ browser }) => {
    const address = studio.url; // http://127.0.0.1:PORT; the server's own default is localhost:PORT
    expect(address).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const page = await newPage(browser, address);
    await openApp(page, `${address}/?u=create-account`);
    await register(page);
    await openApp(page, `${address}/?u=checkout&offerId=S100005`);
    const checkout = page.getByRole('dialog', { name: 'Checkout' });
    await checkout.getByRole('button', { name: 'Pay $80.00' }).click();
    await expect(page).toHaveURL(/\/checkout\/sandbox\/cs_sbx_/);
    await expect(page.getByText(/must be an address of this site/)).toHaveCount(0);
    await page.getByLabel('Cardholder name').fill('Odette Swan');
    await page.getByLabel('Card number').pressSequentially('4242424242424242');
    await page.getByLabel('Expiry (MM/YY)').pressSequentially('1234');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByRole('dialog', { name: 'Welcome' })).toBeVisible({ timeout: 30_000 });
    expect(new URL(page.url()).origin).toBe(address);
    await snap(page, 'site-address-127-welcome-1440');
    await page.context().close();
  });
});

test('with PUBLIC_URL, a visitor who came by another name is sent to it', async ({ browser, server }) => {
  // The worker's server has PUBLIC_URL http://127.0.0.1:PORT; localhost is another name for the machine.
  const other = server.url.replace('127.0.0.1', 'localhost');
  const page = await newPage(browser, other);
  await page.goto(`${other}/pricing?t=0`);
  // The app sends it once it has started (its settings name the studio's address): allow a slow start.
  await expect(page).toHaveURL(`${server.url}/pricing?t=0`, { timeout: 30_000 });
  await untilAppReady(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.context().close();
});

async function newPage(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  return context.newPage();
}
