import { type Browser, type Page, test } from '@playwright/test';
import { runAdminCommand, type SpawnedServer } from '@releve/server/spawn';
import { DEMO_PASSWORD } from '../support/accounts';
import { expect, expectAccessible, openApp, snap, spawnServer } from '../support/fixtures';

/*
 * Decision 025 on the demo studio's live schedule: each kind of person sees what she can do and for
 * what price. A visitor: "Join Live for $15". An On-Demand member: "Join Live for $5", which buys the
 * members' Day Pass on the sandbox checkout, after which she is offered to use it. A member holding day
 * passes (the annual pass holder given 5, as a Black Friday buyer is): "Use a day pass", which redeems
 * one and opens the class. A live member: Join. It runs its own server: the day passes are set by the
 * admin command, which needs the server stopped (PGlite belongs to one process).
 */
// One server for the file (a demo studio takes a while to seed on a shared machine): one worker.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let server: SpawnedServer;
test.beforeAll(async () => {
  test.setTimeout(300_000);
  const env: Record<string, string> = { DEMO_STUDIO: 'true' };
  if (process.env.E2E_WEB_DIST) env.WEB_DIST = process.env.E2E_WEB_DIST;
  const first = await spawnServer({ env });
  await first.halt('SIGTERM');
  await runAdminCommand(
    {
      ...process.env,
      DATA_DIR: first.dataDir,
      LOG_LEVEL: 'silent',
      ...(first.databaseUrl ? { DATABASE_URL: first.databaseUrl } : {}),
    },
    ['day-passes', 'annual@demo.releve.test', '5'],
  );
  server = await first.restart();
});
test.afterAll(() => server?.stop());

const ZOOM = /^https:\/\/zoom\.pirouette-house\.example\//;
const wide = { width: 1440, height: 900 };
const narrow = { width: 375, height: 800 };

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, viewport: wide });
  // Zoom is not on this machine's network: its page is answered here.
  await context.route(ZOOM, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Zoom</title><p>Zoom meeting</p>',
    }),
  );
  return context.newPage();
}

async function signIn(page: Page, email: string) {
  await openApp(page, '/?u=login');
  const login = page.getByRole('dialog', { name: 'Sign in' });
  await login.getByLabel('E-mail').fill(email);
  await login.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await login.getByRole('button', { name: 'Sign in' }).click();
  // Signing in hashes the password with argon2id: slow on a busy 2-core machine.
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible({ timeout: 30_000 });
}

const onAirClass = (page: Page) => page.getByRole('article', { name: 'Open Studio Practice' });
const accessNote = (page: Page) => page.getByTestId('live-access');

async function openSchedule(page: Page) {
  await openApp(page, '/live-class');
  await expect(onAirClass(page)).toBeVisible({ timeout: 20_000 });
}

/** Screenshots at both widths: the line on her access, then the on-air class with its action. */
async function snapBoth(page: Page, name: string) {
  for (const [size, label] of [
    [wide, '1440'],
    [narrow, '375'],
  ] as const) {
    await page.setViewportSize(size);
    await accessNote(page).evaluate((note) => note.scrollIntoView({ block: 'start' }));
    await snap(page, `${name}-${label}`);
    await onAirClass(page).evaluate((card) => card.scrollIntoView({ block: 'center' }));
    await snap(page, `${name}-class-${label}`);
  }
  await page.setViewportSize(wide);
}

/** The action button or link keeps inside its card at both widths (nothing overflows on a phone). */
async function expectInsideCard(page: Page, name: RegExp | string) {
  for (const size of [narrow, wide]) {
    await page.setViewportSize(size);
    const card = await onAirClass(page).boundingBox();
    const action = await onAirClass(page)
      .getByRole('link', { name })
      .or(onAirClass(page).getByRole('button', { name }))
      .first()
      .boundingBox();
    expect(card && action).toBeTruthy();
    if (!card || !action) return;
    expect(action.x).toBeGreaterThanOrEqual(card.x);
    expect(action.x + action.width).toBeLessThanOrEqual(card.x + card.width);
    expect(action.x + action.width).toBeLessThanOrEqual(size.width);
  }
}

test('a visitor is offered the Day Pass at her price, $15, through an account', async ({ browser }) => {
  const page = await newPage(browser);
  await openSchedule(page);
  const buy = onAirClass(page).getByRole('link', { name: 'Join Live for $15' });
  await expect(buy).toBeVisible();
  await expect(onAirClass(page).getByRole('link', { name: 'Join Live for $5' })).toHaveCount(0);
  await expect(accessNote(page)).toHaveText(
    'Join live classes with a Day Pass: $15 for 24 hours ($5 for members).',
  );
  await expectInsideCard(page, 'Join Live for $15');
  await snapBoth(page, 'live-offers-visitor');
  await expectAccessible(page);
  await buy.click();
  await expect(page.getByRole('dialog', { name: 'Create account' })).toBeVisible();
  await page.context().close();
});

test('an On-Demand member buys the $5 Day Pass from the schedule, then is offered to use it', async ({
  browser,
}) => {
  const page = await newPage(browser);
  await signIn(page, 'member@demo.releve.test');
  await openSchedule(page);
  const buy = onAirClass(page).getByRole('link', { name: 'Join Live for $5' });
  await expect(buy).toBeVisible();
  await expect(accessNote(page)).toHaveText(
    'Live classes are $5 a day for members: a Day Pass gives you 24 hours of them.',
  );
  await expect(onAirClass(page).getByRole('button', { name: 'Join', exact: true })).toHaveCount(0);
  await expectInsideCard(page, 'Join Live for $5');
  await snapBoth(page, 'live-offers-on-demand-member');
  await expectAccessible(page);

  await buy.click();
  await expect(page).toHaveURL(/\/checkout\/sandbox\/cs_sbx_/, { timeout: 20_000 });
  await expect(page.getByTestId('sandbox-amount')).toHaveText('$5.00');
  await page.getByLabel('Cardholder name').fill('Odette Member');
  await page.getByLabel('Card number').pressSequentially('4242424242424242');
  await page.getByLabel('Expiry (MM/YY)').pressSequentially('1234');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /Pay \$5\.00/ }).click();
  await expect(page).toHaveURL(/\/u\/my-account$/, { timeout: 30_000 });

  await openSchedule(page);
  await expect(onAirClass(page).getByRole('button', { name: 'Use a day pass' })).toBeVisible();
  await expect(accessNote(page)).toHaveText(
    'You have 1 unused Day Pass: use it for 24 hours of live classes.',
  );
  await page.context().close();
});

test('a member holding day passes uses one: redeemed, and the class opens', async ({ browser }) => {
  const page = await newPage(browser);
  await signIn(page, 'annual@demo.releve.test');
  await openSchedule(page);
  const use = onAirClass(page).getByRole('button', { name: 'Use a day pass' });
  await expect(use).toBeVisible();
  await expect(accessNote(page)).toHaveText(
    'You have 5 unused Day Passes: use one for 24 hours of live classes.',
  );
  await expect(page.getByRole('link', { name: /Join Live for/ })).toHaveCount(0);
  await expectInsideCard(page, 'Use a day pass');
  await snapBoth(page, 'live-offers-member-with-day-passes');
  await expectAccessible(page);

  await use.click();
  const dialog = page.getByRole('dialog', { name: 'Redeem a Day Pass' });
  await expect(dialog).toContainText('You have 5 unused Day Passes.');
  await expect(dialog).toContainText(/Used now, it runs until /);
  await page.setViewportSize(narrow);
  await snap(page, 'live-offers-redeem-375');
  await expectAccessible(page);
  const popup = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Redeem and join' }).click();
  const zoom = await popup;
  await zoom.waitForURL(ZOOM);
  expect(zoom.url()).toBe('https://zoom.pirouette-house.example/j/open-studio');
  await expect(dialog).toBeHidden();

  await expect(onAirClass(page).getByRole('button', { name: 'Join', exact: true })).toBeEnabled();
  await expect(accessNote(page)).toHaveText(/^Your live access runs until .+: join any class until then\.$/);
  const profile = await page.evaluate(async () => (await fetch('/api/users/me')).json());
  expect(profile.user.unusedDayPasses).toBe(4);
  expect(profile.membership).toMatchObject({ isMember: true, isLiveMember: true, hasMagazineAccess: true });
  await page.context().close();
});

test('a live member joins; nothing offers her a Day Pass', async ({ browser }) => {
  const page = await newPage(browser);
  await signIn(page, 'live@demo.releve.test');
  await openSchedule(page);
  await expect(onAirClass(page).getByRole('button', { name: 'Join', exact: true })).toBeEnabled();
  await expect(accessNote(page)).toHaveText(
    'Your membership includes live classes: join each one from 15 minutes before it starts.',
  );
  await expect(page.getByRole('link', { name: /Join Live for/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Use a day pass' })).toHaveCount(0);
  await expectInsideCard(page, /^Join$/);
  await snapBoth(page, 'live-offers-live-member');
  await expectAccessible(page);
  // Her live access renews: the pricing page sells her no Day Pass either.
  await openApp(page, '/pricing');
  await expect(page.getByRole('heading', { name: 'On-Demand Pass', level: 2 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Day Pass', exact: true, level: 2 })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Day Pass Pack', level: 2 })).toHaveCount(0);
  await page.context().close();
});
