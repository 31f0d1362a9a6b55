import { newEmail, registerThroughDialog } from '../support/accounts';
import { subscribeToUnlimited } from '../support/checkout';
import { expect, expectAccessible, snap, test } from '../support/fixtures';

/*
 * Issue 31, items 16 and 18 on the demo studio's sandbox: an Unlimited Monthly member switches down to
 * On-Demand Monthly; the payments page says from when the plan changes (the reason the next payment
 * differs from the price above it), and keeps Unlimited Monthly when asked. The receipt names the card
 * charged and the buyer.
 */
test.use({ demoStudio: true });

const wide = { width: 1440, height: 900 };
const narrow = { width: 375, height: 740 };

test('a member switches down to On-Demand Monthly, is told from when, and keeps Unlimited after all', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize(wide);
  const email = newEmail('switch');
  await registerThroughDialog(page, email, undefined, { first: 'Odette', last: 'Swan' });
  await subscribeToUnlimited(page, 'Odette Swan');

  await page.goto('/u/payments');
  await expect(page.getByText(/^Next payment: \$80\.00 on /)).toBeVisible();
  await page.getByRole('button', { name: 'Switch to On-Demand Monthly' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upgrade subscription' });
  await expect(
    dialog.getByText(/^This is a downgrade: \$25\.00 per month from your next payment on /),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Switch plan' }).click();
  await expect(dialog.getByText(/^Your plan changes to On-Demand Monthly on /)).toBeVisible();
  await dialog.getByText('Close', { exact: true }).click();

  const note = page.getByTestId('pending-switch');
  await expect(note).toContainText(/From .+ your plan changes to On-Demand Monthly\./);
  await expect(note).toContainText('Your payments will then be $25.00 per month.');
  await expect(page.getByText(/^Next payment: \$25\.00 on /)).toBeVisible();
  // The note sits between the price and the next payment it explains, inside its card.
  const card = page.getByRole('region', { name: 'Subscription' });
  const [cardBox, noteBox] = [(await card.boundingBox())!, (await note.boundingBox())!];
  expect(noteBox.x).toBeGreaterThanOrEqual(cardBox.x);
  expect(noteBox.x + noteBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width + 0.5);
  await snap(page, 'payments-pending-switch-1440');
  await expectAccessible(page);
  await page.setViewportSize(narrow);
  await expect(note).toBeInViewport();
  await snap(page, 'payments-pending-switch-375');

  await note.getByRole('button', { name: 'Keep Unlimited Monthly' }).click();
  await expect(note).toBeHidden();
  await expect(page.getByText(/^Next payment: \$80\.00 on /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Switch to On-Demand Monthly' })).toBeVisible();
  // Read again after the provider's events: still Unlimited Monthly at $80.00.
  await page.reload();
  await expect(page.getByText(/^Next payment: \$80\.00 on /)).toBeVisible();
  await expect(page.getByTestId('pending-switch')).toHaveCount(0);

  await page.setViewportSize(wide);
  const [receipt] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: /^Receipt for Unlimited Monthly/ }).click(),
  ]);
  const body = receipt.locator('body');
  await expect(body).toContainText('Visa ending in 4242');
  await expect(body).toContainText('Odette Swan');
  await expect(body).toContainText(email);
  await snap(receipt, 'receipt-card-buyer-1440');
  await receipt.setViewportSize(narrow);
  await snap(receipt, 'receipt-card-buyer-375');
});
