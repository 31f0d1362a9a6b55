import type { Page } from '@playwright/test';
import { newsletterLinkFor } from '@releve/server/newsletter-links';
import {
  confirmationLink,
  newEmail,
  PASSWORD,
  registerThroughDialog,
  waitForMail,
} from '../support/accounts';
import { expect, expectAccessible, snap, test } from '../support/fixtures';

/*
 * Decision 027 in the browser: a new member is told what waits for a confirmed address, asks for a new
 * link, opens it and is confirmed (the newsletter pass then follows); a subscriber deletes their account,
 * told that the subscription stops at once, and is signed out for good.
 */
test.use({ demoStudio: true });
test.describe.configure({ timeout: 120_000 });

const wide = { width: 1440, height: 900 };
const narrow = { width: 375, height: 740 };

/** The path and query of the newest confirmation link e-mailed to `email`. */
async function newestConfirmationLink(dataDir: string, email: string, after?: string) {
  await expect
    .poll(async () => (await waitForMail(dataDir, email)).file !== after, { timeout: 10_000 })
    .toBe(true);
  const mail = await waitForMail(dataDir, email);
  const link = confirmationLink(mail);
  return { path: `${link.pathname}${link.search}`, file: mail.file };
}

test('a new member reads what waits for a confirmed address, asks for a new link and opens it', async ({
  page,
  server,
}) => {
  const email = newEmail('confirming');
  await page.setViewportSize(narrow);
  await registerThroughDialog(page, email);
  const first = await newestConfirmationLink(server.dataDir, email);

  const banner = page.getByTestId('email-verification-banner');
  await expect(banner).toContainText(`open the link we sent to ${email}`);
  await expect(banner).toContainText('The newsletter pass and promotion gifts wait for it');
  // The notice spans the page above the content, at both widths, without pushing it sideways.
  const box = await banner.boundingBox();
  expect(box?.width).toBeGreaterThan(300);
  expect(box?.x).toBeLessThanOrEqual(40);
  await snap(page, 'email-verification-banner-375');
  await page.setViewportSize(wide);
  await snap(page, 'email-verification-banner-1440');
  await expectAccessible(page);

  // The newsletter pass waits, and says so.
  await page.goto(newsletterLinkFor(server.dataDir, email));
  await expect(page.getByText(/Your pass is waiting for your e-mail address/)).toBeVisible();

  // The newsletter page is a plain page; the notice is on the others.
  await page.goto('/');
  await page.getByRole('button', { name: 'Resend the link' }).click();
  await expect(banner).toContainText(`A new link is on its way to ${email}`);
  const resent = await newestConfirmationLink(server.dataDir, email, first.file);

  await page.goto(resent.path);
  const dialog = page.getByRole('dialog', { name: 'Confirm your e-mail address' });
  await expect(dialog.getByText('Your e-mail address is confirmed.', { exact: false })).toBeVisible();
  await snap(page, 'email-verification-confirmed-1440');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('email-verification-banner')).toHaveCount(0);

  // Opened again, the link has done its work; the first link is now as good as used.
  await page.setViewportSize(narrow);
  await page.goto('/?u=verify-email&token=altered.token.value');
  await expect(
    page.getByRole('dialog').getByText(/This confirmation link is not valid any more/),
  ).toBeVisible();
  await snap(page, 'email-verification-invalid-375');

  // Confirmed: the newsletter's link now gives the 24-hour pass.
  await page.goto(newsletterLinkFor(server.dataDir, email));
  await expect(page).toHaveURL(/:\d+\/(welcome)?(\?.*)?$/, { timeout: 45_000 });
  const profile = await (await page.request.get('/api/users/me')).json();
  expect(profile.membership.has24HourPass).toBe(true);
});

async function subscribe(page: Page) {
  await page.goto('/?u=checkout&offerId=S100005');
  await page.getByRole('dialog', { name: 'Checkout' }).getByRole('button', { name: 'Pay $80.00' }).click();
  await expect(page).toHaveURL(/\/checkout\/sandbox\/cs_sbx_/);
  await page.getByLabel('Cardholder name').fill('Odette Swan');
  await page.getByLabel('Card number').pressSequentially('4242424242424242');
  await page.getByLabel('Expiry (MM/YY)').pressSequentially('1234');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('dialog', { name: 'Welcome' })).toBeVisible({ timeout: 20_000 });
}

test('a subscriber deletes their account: the subscription stops at once and they are signed out', async ({
  page,
}) => {
  const email = newEmail('leaving-subscriber');
  await page.setViewportSize(wide);
  await registerThroughDialog(page, email);
  await subscribe(page);
  const subscription = await (await page.request.get('/api/billing/subscription')).json();
  expect(subscription).toMatchObject({ status: 'active', gateway: 'sandbox' });

  await page.goto('/u/my-account');
  await page
    .getByRole('region', { name: 'Delete account' })
    .getByRole('button', { name: 'Delete account' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Delete account' });
  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toContainText(
    'cancels any running subscription at once: you will not be charged again',
  );
  await expect(dialog).toContainText('without your name or e-mail');
  await page.setViewportSize(narrow);
  await snap(page, 'delete-with-subscription-375');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  expect((await page.request.get('/api/users/me')).status()).toBe(401);
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email, password: PASSWORD },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(signIn.status()).toBe(401);
});
