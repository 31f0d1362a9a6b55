import type { Page } from '@playwright/test';
import { newEmail, registerThroughDialog } from '../support/accounts';
import { expect, expectAccessible, snap, test } from '../support/fixtures';

/*
 * The payments page (/u/payments) on the demo studio through the sandbox provider: a new account
 * subscribes to Unlimited Monthly with the success card, cancels and renews from the page, and opens a
 * receipt in a new window.
 */
test.use({ demoStudio: true });

const wide = { width: 1440, height: 900 };
const narrow = { width: 375, height: 740 };
/** formatReceiptDate's shape: "Sunday, November 22, 2026 @ 9:30 AM". */
const RECEIPT_DATE =
  /(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day, [A-Z][a-z]+ \d{1,2}, \d{4} @ \d{1,2}:\d{2} (AM|PM)/;

async function payWithSuccessCard(page: Page) {
  await page.getByLabel('Cardholder name').fill('Odette Swan');
  await page.getByLabel('Card number').pressSequentially('4242424242424242');
  await page.getByLabel('Expiry (MM/YY)').pressSequentially('1234');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
}

test('a member subscribes, cancels and renews from /u/payments, and opens a receipt', async ({ page }) => {
  test.slow();
  await page.setViewportSize(wide);
  await registerThroughDialog(page, newEmail('payments'));
  await page.goto('/?u=checkout&offerId=S100005');
  await page.getByRole('dialog', { name: 'Checkout' }).getByRole('button', { name: 'Pay $80.00' }).click();
  await expect(page).toHaveURL(/\/checkout\/sandbox\/cs_sbx_/);
  await payWithSuccessCard(page);
  const welcome = page.getByRole('dialog', { name: 'Welcome' });
  await expect(welcome).toBeVisible({ timeout: 20_000 });
  await welcome.getByRole('button', { name: 'Start dancing' }).click();
  await expect(page).toHaveURL(/\/welcome$/);
  await page.getByRole('button', { name: 'Skip' }).click();

  await page.goto('/u/payments');
  await expect(page.getByText(/^Next payment: \$80\.00 on /)).toBeVisible();
  await expect(page.getByText(/ending in 4242/)).toBeVisible();
  await snap(page, 'billing-payments-1440');
  await expectAccessible(page);
  await page.setViewportSize(narrow);
  await snap(page, 'billing-payments-375');

  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  const unsubscribe = page.getByRole('dialog', { name: 'Cancel subscription' });
  await expect(unsubscribe.getByText(/You keep access until .+; nothing more is charged\./)).toBeVisible();
  await snap(page, 'billing-unsubscribe-375');
  await expectAccessible(page);
  await unsubscribe.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(
    unsubscribe.getByText(/^Your subscription is cancelled\. You keep access until /),
  ).toBeVisible();
  await unsubscribe.getByText('Close', { exact: true }).click();
  await expect(page.getByText(/^Cancelled: you keep access until /)).toBeVisible();
  await snap(page, 'billing-payments-cancelled-375');

  await page.setViewportSize(wide);
  await page.getByRole('button', { name: 'Renew subscription' }).click();
  const renew = page.getByRole('dialog', { name: 'Renew subscription' });
  await renew.getByRole('button', { name: 'Renew subscription' }).click();
  await expect(renew.getByText(/^Your subscription renews on .+ for \$80\.00\.$/)).toBeVisible();
  await snap(page, 'billing-renewed-1440');
  await expectAccessible(page);
  await renew.getByText('Close', { exact: true }).click();
  // Read again 2 s after the renewal: still renewing once the sandbox's event has been applied.
  await page.waitForTimeout(2_500);
  await expect(page.getByText(/^Next payment: \$80\.00 on /)).toBeVisible();

  const [receipt] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: /^Receipt for Unlimited Monthly/ }).click(),
  ]);
  await expect(receipt.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(receipt.locator('body')).toContainText(RECEIPT_DATE);
  await expect(receipt.locator('body')).toContainText('$80.00');
  await snap(receipt, 'billing-receipt-1440');
  await expectAccessible(receipt);
  await receipt.setViewportSize(narrow);
  await snap(receipt, 'billing-receipt-375');
});

test('a purchase made in another tab reaches the open payments page, unreloaded (decision 028)', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize(wide);
  await registerThroughDialog(page, newEmail('payments-other-tab'));
  await page.goto('/u/payments');
  const transactions = page.getByRole('region', { name: 'Transactions' });
  await expect(page.getByText(/^No payments yet/)).toBeVisible();
  // The page's own marker: were it reloaded, the marker would be gone.
  await page.evaluate(() => {
    (window as unknown as { untouched: boolean }).untouched = true;
  });

  const other = await page.context().newPage();
  await other.goto('/?u=checkout&offerId=C100007');
  await other.getByRole('dialog', { name: 'Checkout' }).getByRole('button', { name: 'Pay $15.00' }).click();
  await expect(other).toHaveURL(/\/checkout\/sandbox\/cs_sbx_/);
  await payWithSuccessCard(other);
  await expect(other).not.toHaveURL(/\/checkout\/sandbox\//, { timeout: 20_000 });

  await expect(transactions.getByText('Day Pass')).toBeVisible({ timeout: 15_000 });
  await expect(transactions.getByText('$15.00')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { untouched?: boolean }).untouched)).toBe(true);
});
