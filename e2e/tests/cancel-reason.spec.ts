import type { Page } from '@playwright/test';
import { newEmail, registerThroughDialog, signInAsDemo } from '../support/accounts';
import { subscribeToUnlimited } from '../support/checkout';
import { expect, expectAccessible, snap, test } from '../support/fixtures';
import { expectNoSidewaysScroll } from '../support/studio';

/*
 * Why members cancel (issue 35, decision 050) on the demo studio: a new member subscribes through the
 * sandbox, cancels from /u/payments choosing a reason and writing a few words in the same step as the
 * confirm, and the owner sees that reason and those words in the console's Cancellations.
 */
test.use({ demoStudio: true });
test.describe.configure({ timeout: 120_000 });

const OWNER = 'admin@demo.releve.test';
const wide = { width: 1440, height: 900 };
const narrow = { width: 375, height: 740 };

async function subscribe(page: Page) {
  await registerThroughDialog(page, newEmail('cancel-reason'));
  await subscribeToUnlimited(page, 'Odile Black');
}

test('a member cancels with a reason and a few words, and the owner reads them in the console', async ({
  page,
}) => {
  test.slow();
  const words = `Moving to Lisbon in spring (${Date.now()})`;
  await page.setViewportSize(wide);
  await subscribe(page);

  await page.goto('/u/payments');
  await expect(page.getByText(/^Next payment: \$80\.00 on /)).toBeVisible();
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel subscription' });
  await expect(dialog.getByText(/You keep access until .+; nothing more is charged\./)).toBeVisible();
  const reasons = dialog.getByRole('group', { name: 'Would you tell us why you are leaving? (optional)' });
  await expect(reasons.getByRole('radio')).toHaveCount(6);
  await snap(page, 'cancel-reason-dialog-1440');
  await expectAccessible(page);
  await page.setViewportSize(narrow);
  await reasons.getByRole('radio', { name: "I'm taking a break" }).check();
  await dialog.getByRole('textbox', { name: /Anything you would like the studio to know\?/ }).fill(words);
  await expectNoSidewaysScroll(page);
  await snap(page, 'cancel-reason-dialog-375');
  await dialog.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(dialog.getByText(/^Your subscription is cancelled\. You keep access until /)).toBeVisible();
  await dialog.getByText('Close', { exact: true }).click();
  await expect(page.getByText(/^Cancelled: you keep access until /)).toBeVisible();

  // The owner, in the same browser after the member signed out.
  await page.context().clearCookies();
  await page.setViewportSize(wide);
  await signInAsDemo(page, OWNER);
  await page.goto('/studio');
  await page.getByRole('navigation').getByRole('link', { name: 'Cancellations' }).click();
  await expect(page).toHaveURL(/\/studio\/cancellations$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cancellations' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
  const reasonsList = page.getByTestId('cancellation-reasons');
  await expect(reasonsList.getByText('Taking a break')).toBeVisible();
  await expect(reasonsList.getByText(/^[1-9]\d* \(\d+%\)$/).first()).toBeVisible();
  const row = page
    .getByTestId('cancellations-table')
    .getByRole('row', { name: new RegExp(words.replace(/[()]/g, '\\$&')) });
  await expect(row).toBeVisible();
  await expect(row.getByText('Taking a break')).toBeVisible();
  await expect(row.getByText('Unlimited Monthly')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await snap(page, 'studio-cancellations-1440', { fullPage: true });
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Last 12 months' }).click();
  await expect(page).toHaveURL(/\/studio\/cancellations\?from=\d{4}-\d\d-\d\d&to=\d{4}-\d\d-\d\d$/);
  await expect(page.getByRole('button', { name: 'Last 12 months' })).toHaveAttribute('aria-pressed', 'true');
  await expect(row).toBeVisible();

  await page.setViewportSize(narrow);
  await page.goto('/studio/cancellations');
  await expect(page.getByText(words)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await snap(page, 'studio-cancellations-375', { fullPage: true });
  await expectAccessible(page);
});
