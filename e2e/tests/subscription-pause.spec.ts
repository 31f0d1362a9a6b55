import type { Page } from '@playwright/test';
import { newEmail, registerThroughDialog, signInAsDemo } from '../support/accounts';
import { subscribeToUnlimited } from '../support/checkout';
import { expect, expectAccessible, snap, test } from '../support/fixtures';
import { expectNoSidewaysScroll } from '../support/studio';

/*
 * Pause instead of cancelling (issue 35) on the demo studio: the owner turns the offer on in the
 * console's Cancellations, a new subscriber opens Cancel subscription and pauses for a month in the
 * same step, sees the date it renews on the payments page, and resumes earlier.
 */
test.use({ demoStudio: true });
test.describe.configure({ timeout: 120_000 });

const OWNER = 'admin@demo.releve.test';
const wide = { width: 1440, height: 900 };
const narrow = { width: 375, height: 740 };

async function subscribe(page: Page) {
  await registerThroughDialog(page, newEmail('pause'));
  await subscribeToUnlimited(page, 'Giselle Pause');
}

test('the owner offers a pause; a member pauses for a month instead of cancelling, then resumes', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize(wide);
  await signInAsDemo(page, OWNER);
  await page.goto('/studio/cancellations');
  const offer = page.getByRole('checkbox', { name: /Offer a pause instead of cancelling/ });
  // Disabled (and unchecked) until the setting is read: another spec may have turned it on already.
  await expect(offer).toBeEnabled();
  if (!(await offer.isChecked())) {
    await offer.check();
    await expect(page.getByText('Members are now offered a pause.')).toBeVisible();
  }
  await expect(offer).toBeChecked();
  await snap(page, 'studio-cancellations-pause-offer-1440');

  await page.context().clearCookies();
  await subscribe(page);
  await page.goto('/u/payments');
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel subscription' });
  await expect(dialog.getByText('Rather take a break?')).toBeVisible();
  await snap(page, 'pause-instead-1440');
  await expectAccessible(page);
  await page.setViewportSize(narrow);
  await expectNoSidewaysScroll(page);
  await snap(page, 'pause-instead-375');
  await dialog.getByRole('button', { name: 'Pause for 1 month' }).click();
  await expect(
    dialog.getByText(/^Your subscription is paused\. You keep access until .+; it renews on .+\.$/),
  ).toBeVisible();
  await dialog.getByText('Close', { exact: true }).click();
  await expect(page.getByText(/^Paused: renews on /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel subscription' })).toHaveCount(0);
  await snap(page, 'payments-paused-375');
  await expectAccessible(page);

  await page.setViewportSize(wide);
  await page.getByRole('button', { name: 'Resume now' }).click();
  await expect(page.getByText(/^Next payment: \$80\.00 on /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel subscription' })).toBeVisible();
});
