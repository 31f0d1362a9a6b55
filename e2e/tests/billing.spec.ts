import type { APIRequestContext, Page } from '@playwright/test';
import { fillCreateAccount, newEmail, signInAsDemo } from '../support/accounts';
import { expect, expectAccessible, snap, test } from '../support/fixtures';

/*
 * Buying on the demo studio through the sandbox provider: a visitor registers from the pricing page,
 * starts the free trial on the sandbox's hosted checkout with the success card and plays a members-only
 * class; a declined card ends on payment-error and grants nothing; the card that asks for confirmation;
 * a member buys a Day Pass at $5.
 */
test.use({ demoStudio: true });

const wide = { width: 1440, height: 900 };
const narrow = { width: 375, height: 740 };

const CARDS = {
  success: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  confirm: '4000 0025 0000 3155',
};

/** One offer's card on the pricing page, by its heading. */
const planCard = (page: Page, name: string) =>
  page.locator('article').filter({ has: page.getByRole('heading', { name, exact: true, level: 2 }) });

/** Fills the create-account dialog (and the personal details the demo studio asks for). */
async function register(page: Page, email: string) {
  await fillCreateAccount(page, { email: email });
}

/** Pays on the sandbox's hosted page with a test card. */
async function payWith(page: Page, number: string, button: RegExp) {
  await page.getByLabel('Cardholder name').fill('Odette Swan');
  await page.getByLabel('Card number').pressSequentially(number.replace(/ /g, ''));
  await page.getByLabel('Expiry (MM/YY)').pressSequentially('1234');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: button }).click();
}

interface Item {
  mediaid: string;
  link: string;
  mediaStatus: string;
  contentType: string;
}

const playlistItems = async (request: APIRequestContext, playlistId: string): Promise<Item[]> =>
  (await (await request.get(`/api/v2/playlists/${playlistId}?page_limit=100`)).json()).playlist;

/** A members-only class: in a browse playlist, not in a free or sampler one. */
async function memberClass(request: APIRequestContext): Promise<Item> {
  const initial = await (await request.get('/api/initial-data')).json();
  const free = new Set<string>();
  for (const id of [...initial.freePlaylists, ...initial.samplerPlaylists] as string[]) {
    for (const item of await playlistItems(request, id)) free.add(item.mediaid);
  }
  for (const group of initial.sections as { playlistIds: string[] }[]) {
    for (const id of group.playlistIds) {
      const item = (await playlistItems(request, id)).find(
        (one) => !free.has(one.mediaid) && one.mediaStatus === 'VOD' && one.contentType === 'video',
      );
      if (item) return item;
    }
  }
  throw new Error('no members-only class in the demo studio');
}

async function openAccountMenu(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
}

test('a visitor registers from pricing, starts the trial on the sandbox checkout and plays a class', async ({
  page,
  request,
}) => {
  test.slow();
  const item = await memberClass(request);
  await page.setViewportSize(narrow);
  await page.goto('/pricing');
  const monthly = planCard(page, 'On-Demand Monthly');
  await expect(monthly.getByText('7 days free, then $25.00/month. Cancel anytime.')).toBeVisible();
  await snap(page, 'billing-pricing-visitor-375');
  await page.setViewportSize(wide);
  await snap(page, 'billing-pricing-visitor-1440');
  await expectAccessible(page);

  await monthly.getByRole('button', { name: 'Start 7-Day Free Trial' }).click();
  await register(page, newEmail('trial'));

  // The purchase resumes by itself once the account exists.
  await expect(page).toHaveURL(/\/checkout\/sandbox\/cs_sbx_/);
  await expect(page.getByTestId('sandbox-amount')).toHaveText('7 days free, then $25.00/month');
  await expect(page.getByText(CARDS.success)).toBeVisible();
  await snap(page, 'billing-sandbox-1440');
  await expectAccessible(page);
  await page.setViewportSize(narrow);
  await snap(page, 'billing-sandbox-375');
  await page.setViewportSize(wide);
  await payWith(page, CARDS.success, /Start trial/);

  const welcome = page.getByRole('dialog', { name: 'Welcome' });
  await expect(welcome.getByText('Welcome to Pirouette House!')).toBeVisible({ timeout: 20_000 });
  await snap(page, 'billing-welcome-1440');
  await expectAccessible(page);
  await welcome.getByRole('button', { name: 'Start dancing' }).click();
  // A new member goes on to the welcome questionnaire.
  await expect(page).toHaveURL(/\/welcome$/);
  await page.getByRole('button', { name: 'Skip' }).click();
  // A member now: no trial offered anywhere, the annual pass offered instead.
  await expect(page.getByRole('link', { name: 'Start 7-Day Free Trial' })).toHaveCount(0);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Save with an Annual Pass' }),
  ).toBeVisible();

  await page.goto(item.link);
  await page.getByTestId('play-button').click();
  await expect(page.getByTestId('paywall')).toHaveCount(0);
  const video = page.getByTestId('player').locator('video');
  await expect(page.getByTestId('player')).toHaveAttribute('data-status', 'ready', { timeout: 20_000 });
  if (await video.evaluate((element: HTMLVideoElement) => element.paused)) {
    await page.getByTestId('player').getByRole('button', { name: 'Play', exact: true }).first().click();
  }
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 15_000 })
    .toBeGreaterThan(0.5);
});

test('a declined card ends on payment-error and grants nothing', async ({ page }) => {
  test.slow();
  await page.setViewportSize(narrow);
  await page.goto('/pricing');
  await planCard(page, 'Day Pass').getByRole('button', { name: 'Buy a Day Pass' }).click();
  await register(page, newEmail('declined'));
  await expect(page).toHaveURL(/\/checkout\/sandbox\/cs_sbx_/);
  await expect(page.getByTestId('sandbox-amount')).toHaveText('$15.00');
  await payWith(page, CARDS.declined, /Pay \$15\.00/);

  const error = page.getByRole('dialog', { name: 'Payment error' });
  await expect(error.getByRole('alert')).toHaveText(/declined/i);
  await snap(page, 'billing-payment-error-375');
  await expectAccessible(page);
  await error.getByText('Close', { exact: true }).click();
  await openAccountMenu(page);
  await expect(page.getByText('Day Passes: 0')).toBeVisible();
  // Still not a member: the trial is still offered.
  await page.goto('/pricing');
  await expect(
    planCard(page, 'On-Demand Monthly').getByRole('button', { name: 'Start 7-Day Free Trial' }),
  ).toBeVisible();
});

test('the card that asks for confirmation: approved, the pack lands on the account page', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize(wide);
  await signInAsDemo(page);
  await page.goto('/pricing');
  await planCard(page, 'Day Pass Pack').getByRole('button', { name: 'Buy the Pack' }).click();
  await expect(page).toHaveURL(/\/checkout\/sandbox\/cs_sbx_/);
  await payWith(page, CARDS.confirm, /Pay \$25\.00/);
  await expect(page.getByRole('heading', { name: 'Confirm this payment' })).toBeVisible();
  await snap(page, 'billing-sandbox-confirm-1440');
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(/\/u\/my-account$/, { timeout: 20_000 });
  await openAccountMenu(page);
  await expect(page.getByText(/^Day Passes: \d+$/)).toBeVisible();
});

test('a member buys a Day Pass at $5 and sees it counted', async ({ page }) => {
  test.slow();
  await page.setViewportSize(narrow);
  await signInAsDemo(page);
  await page.goto('/pricing');
  const dayPass = planCard(page, 'Day Pass');
  await expect(dayPass.getByText('$5.00')).toBeVisible();
  await expect(dayPass.getByText('Member price: you save $10')).toBeVisible();
  await expect(planCard(page, 'On-Demand Monthly')).toHaveCount(0);
  await snap(page, 'billing-pricing-member-375');
  await page.setViewportSize(wide);
  await openAccountMenu(page);
  const before = Number((await page.getByText(/^Day Passes: \d+$/).textContent())?.match(/\d+/)?.[0]);
  await openAccountMenu(page);
  await dayPass.getByRole('button', { name: 'Buy a Day Pass' }).click();
  await expect(page).toHaveURL(/\/checkout\/sandbox\/cs_sbx_/);
  await expect(page.getByTestId('sandbox-amount')).toHaveText('$5.00');
  await payWith(page, CARDS.success, /Pay \$5\.00/);
  await expect(page).toHaveURL(/\/u\/my-account$/, { timeout: 20_000 });
  await openAccountMenu(page);
  await expect(page.getByText(`Day Passes: ${before + 1}`)).toBeVisible();
});

test('choose-offer and checkout in the account dialog; cancelling on the payment page', async ({ page }) => {
  test.slow();
  await page.setViewportSize(narrow);
  await signInAsDemo(page);
  await page.goto('/pricing?u=choose-offer');
  const choose = page.getByRole('dialog', { name: 'Choose an offer' });
  await choose.getByRole('button', { name: 'Continue' }).click();
  await expect(choose.getByText('Please choose an offer')).toBeVisible();
  // The demo member subscribes: no second subscription is sold, only one-time purchases and the way to
  // switch (decision 026).
  await expect(choose.getByText(/You have a subscription\. To change plan, use Switch/)).toBeVisible();
  await expect(choose.getByText('One-time purchase')).toHaveCount(0);
  await choose.getByText('$5.00 once').click();
  await snap(page, 'billing-choose-offer-375');
  await expectAccessible(page);
  await choose.getByRole('button', { name: 'Continue' }).click();

  const checkout = page.getByRole('dialog', { name: 'Checkout' });
  const summary = checkout.getByTestId('order-summary');
  await expect(summary.getByText('Tax (0%)')).toBeVisible();
  await expect(summary.getByText('Payment method fee')).toHaveCount(0);
  await checkout.getByLabel(/Coupon code/).fill('NOT-A-COUPON');
  await checkout.getByRole('button', { name: 'Apply' }).click();
  await expect(checkout.getByRole('alert')).toBeVisible();
  await snap(page, 'billing-checkout-375');
  await expectAccessible(page);
  await checkout.getByRole('button', { name: 'Pay $5.00' }).click();

  await expect(page).toHaveURL(/\/checkout\/sandbox\/cs_sbx_/);
  await page.getByRole('link', { name: 'Cancel and return to Pirouette House' }).click();
  await expect(page.getByRole('dialog', { name: 'Payment cancelled' })).toBeVisible();
  await expect(page).toHaveURL(/\/pricing\?u=payment-cancelled/);
});

test('a member with a pass sees the months left on the account page', async ({ page }) => {
  await page.setViewportSize(wide);
  await signInAsDemo(page, 'annual@demo.releve.test');
  await page.goto('/u/my-account');
  await expect(page.getByTestId('pass-left')).toHaveText(/\d+ months? left|Less than a month left/);
  await snap(page, 'billing-my-account-pass-1440');
});

test('the pricing page plays "This is {brand}", fits a phone and keeps the questions', async ({ page }) => {
  await page.setViewportSize(narrow);
  await page.goto('/pricing');
  await expect(planCard(page, 'Day Pass')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.getByRole('button', { name: 'Watch the video' }).click();
  const video = page.getByRole('dialog', { name: 'This is Pirouette House' });
  await expect(video.getByTestId('player')).toHaveAttribute('data-status', 'ready', { timeout: 20_000 });
  await snap(page, 'billing-pricing-video-375');
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(video).toBeHidden();
  await page.getByText('How does the free trial work?').click();
  await expect(page.getByText(/starts with 7 days free/)).toBeVisible();
});
