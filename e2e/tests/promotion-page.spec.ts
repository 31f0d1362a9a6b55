import { spawnSync } from 'node:child_process';
import { type APIRequestContext, test } from '@playwright/test';
import { repoRoot, type SpawnedServer } from '@releve/server/spawn';
import {
  confirmationLink,
  newEmail,
  PASSWORD,
  registerThroughDialog,
  waitForMail,
} from '../support/accounts';
import { expect, expectAccessible, snap, spawnServer } from '../support/fixtures';

/*
 * The demo studio's running promotional page with its calendar stock set to 1 by the admin command:
 * the page shows ONLY 1 LEFT, another buyer takes the last calendar, and the page's 30-second poll
 * toasts the sale and marks the calendar SOLD OUT while it stays open. It runs its own server (the
 * command needs it stopped), so it takes Playwright's plain test, not the fixtures' shared server.
 */
test.describe.configure({ timeout: 90_000 });

let server: SpawnedServer;
test.beforeAll(async () => {
  test.setTimeout(240_000);
  const env: Record<string, string> = { DEMO_STUDIO: 'true' };
  if (process.env.E2E_WEB_DIST) env.WEB_DIST = process.env.E2E_WEB_DIST;
  const first = await spawnServer({ env });
  // PGlite belongs to one process: the studio's command runs while the server is stopped.
  await first.halt('SIGTERM');
  const command = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/cli/admin.ts', 'promotion-stock', 'black-friday', 'calendar', '1'],
    {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: first.dataDir, LOG_LEVEL: 'silent' },
      encoding: 'utf8',
    },
  );
  expect(command.stdout.trim()).toBe('black-friday: calendar 1 left.');
  server = await first.restart();
});
test.afterAll(() => server?.stop());

const origin = () => ({ origin: server.url });
const address = {
  name: 'Clara Stahlbaum',
  line1: '1 Nutcracker Lane',
  city: 'Austin',
  state: 'TX',
  zip: '73301',
};

/** Someone else buys the annual pass with the calendar, through the API and the sandbox. */
async function anotherBuyerTakesTheCalendar(request: APIRequestContext) {
  const email = newEmail('other-buyer');
  const signUp = await request.post(`${server.url}/api/auth/sign-up/email`, {
    headers: origin(),
    data: { email, password: PASSWORD, name: '', consents: { terms: true } },
  });
  expect(signUp.ok()).toBe(true);
  // A promotion's gift waits for a confirmed address (decision 027): the link e-mailed at sign-up.
  const mail = await waitForMail(server.dataDir, email);
  const link = confirmationLink(mail);
  const token = link.searchParams.get('token') ?? '';
  const verified = await request.get(
    `${server.url}/api/auth/verify-email?token=${encodeURIComponent(token)}`,
  );
  expect(verified.ok()).toBe(true);
  const checkout = await request.post(`${server.url}/api/checkout/session`, {
    headers: origin(),
    data: {
      key: 'on-demand-annual',
      promoType: 'black-friday',
      gift: 'calendar',
      redirectUrl: '/?u=finalize-payment',
      cancelUrl: '/pricing',
    },
  });
  expect(checkout.ok()).toBe(true);
  const sessionId = (await checkout.json()).url.split('/checkout/sandbox/')[1];
  const paid = await request.post(`${server.url}/api/sandbox/sessions/${sessionId}/pay`, {
    data: {
      cardName: 'Clara',
      cardNumber: '4242424242424242',
      cvc: '123',
      expMonth: 12,
      expYear: 2035,
      shipping: address,
    },
  });
  expect((await paid.json()).status).toBe('succeeded');
  // The sandbox's webhook is delivered by the job queue: the gift is taken once it is fulfilled.
  await expect
    .poll(
      async () => (await (await request.get(`${server.url}/api/promos/black-friday`)).json()).data.calendars,
      {
        timeout: 20_000,
      },
    )
    .toBe(0);
}

test('the last calendar sells while the page is open: toast, then SOLD OUT', async ({
  browser,
  playwright,
}) => {
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  await registerThroughDialog(page, newEmail('promo-page'));
  await page.clock.install();
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/promotions/black-friday');
  const annual = page.locator('#promo-annual');
  await expect(annual.getByRole('heading', { name: 'On-Demand Pass' })).toBeVisible();
  await expect(annual.getByText('Most Popular')).toBeVisible();
  await expect(annual.getByText('Save $100')).toBeVisible();
  await expect(annual.getByRole('button', { name: 'Buy Annual Pass' })).toBeEnabled();
  await expect(
    page.locator('#promo-monthly').getByRole('button', { name: /Start 7-Day FREE Trial|Join Now/ }),
  ).toBeVisible();
  await expect(page.locator('#promo-flex').getByText('Save 15%')).toBeVisible();
  await expect(page.locator('#promo-flex del').first()).toHaveText('Digital magazine access');
  const calendar = annual.getByRole('radio', { name: /2025 Calendar/ });
  await expect(annual.getByText('ONLY 1 LEFT')).toBeVisible();
  await expect(calendar).toBeEnabled();
  await snap(page, 'promotions-page-1440');
  await expectAccessible(page);

  const api = await playwright.request.newContext();
  await anotherBuyerTakesTheCalendar(api);
  await api.dispose();
  await page.clock.fastForward(30_000);
  const toast = page.getByTestId('sold-toast');
  await expect(toast).toContainText('1 Calendar Just Sold');
  await expect(toast).toContainText('Only 0 more remaining');
  await expect(annual.getByText('SOLD OUT')).toBeVisible();
  await expect(calendar).toBeDisabled();

  // Small screens choose the gift in a dialog when buying.
  await page.setViewportSize({ width: 375, height: 740 });
  await snap(page, 'promotions-page-375');
  await annual.getByRole('button', { name: 'Buy Annual Pass' }).click();
  const chooser = page.getByRole('dialog', { name: 'Your free gift with the Annual Pass' });
  await expect(chooser.getByRole('radio', { name: /5 Day Passes/ })).toBeChecked();
  await expect(chooser.getByRole('radio', { name: /2025 Calendar/ })).toBeDisabled();
  await snap(page, 'promotions-gift-dialog-375');
  await expectAccessible(page);
  expect(problems, 'the page threw').toEqual([]);
  await context.close();
});
