import type { Page } from '@playwright/test';
import { fillCreateAccount, newEmail, signInAsDemo } from '../support/accounts';
import { expect, expectAccessible, snap, test } from '../support/fixtures';
import { expectNoSidewaysScroll } from '../support/studio';

/*
 * The console's Coupons (issue 35, decision 051) on the demo studio: the owner makes a 20% coupon for
 * three months on Unlimited Monthly; a new visitor registers, picks Unlimited Monthly, applies the
 * code at checkout (20% off: $64.00 instead of $80.00), pays on the sandbox, and the owner sees the
 * use. Layout at 1440 and 375 px, axe, screenshots.
 */
test.use({ demoStudio: true });
test.describe.configure({ timeout: 120_000 });

const OWNER = 'admin@demo.releve.test';

async function openCoupons(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await signInAsDemo(page, OWNER);
  if (width >= 1024) {
    await page.goto('/studio');
    await page.getByRole('navigation').getByRole('link', { name: 'Coupons' }).click();
  } else await page.goto('/studio/coupons');
  await expect(page.getByRole('heading', { level: 1, name: 'Coupons' })).toBeVisible();
}

/** Pays on the sandbox's hosted page with the card that succeeds. */
async function pay(page: Page, button: RegExp) {
  await page.getByLabel('Cardholder name').fill('Odette Swan');
  await page.getByLabel('Card number').pressSequentially('4242424242424242');
  await page.getByLabel('Expiry (MM/YY)').pressSequentially('1234');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: button }).click();
}

test('the owner makes a 20% coupon for three months; a new visitor buys Unlimited Monthly with it', async ({
  page,
  browser,
}) => {
  const code = `SPRING-${Date.now().toString(36).toUpperCase()}`;
  await openCoupons(page, 1440);
  await page.getByRole('button', { name: 'New coupon' }).click();
  const dialog = page.getByTestId('coupon-dialog');
  await dialog.getByLabel('Code', { exact: true }).fill(code.toLowerCase());
  await dialog.getByLabel('Percent off').fill('150');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('must be at most 100')).toBeVisible();
  await dialog.getByLabel('Percent off').fill('20');
  await dialog.getByLabel('On a subscription').selectOption('repeating');
  await dialog.getByLabel('Number of payments').fill('3');
  await dialog.getByLabel('Unlimited Monthly').check();
  await snap(page, 'studio-coupons-dialog-1440');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();

  const row = page.getByTestId('coupons-table').getByRole('row', { name: new RegExp(code) });
  await expect(row.getByText('20% off, first 3 payments')).toBeVisible();
  await expect(row.getByText('Unlimited Monthly')).toBeVisible();
  await expect(row.getByText('Active')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await snap(page, 'studio-coupons-1440', { fullPage: true });
  await expectAccessible(page);

  // A new visitor, in a browser of their own.
  const visitor = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const buyer = await visitor.newPage();
  await buyer.goto('/?u=create-account');
  await fillCreateAccount(buyer, { email: newEmail('coupon') });
  const choose = buyer.getByRole('dialog', { name: 'Choose an offer' });
  await choose.getByText('Unlimited Monthly').click();
  await choose.getByRole('button', { name: 'Continue' }).click();
  const checkout = buyer.getByRole('dialog', { name: 'Checkout' });
  await checkout.getByLabel(/Coupon code/).fill(code.toLowerCase());
  await checkout.getByRole('button', { name: 'Apply' }).click();
  await expect(checkout.getByText(`Coupon ${code} applied`)).toBeVisible();
  const summary = checkout.getByTestId('order-summary');
  await expect(summary.getByText('$80.00')).toBeVisible();
  await expect(summary.getByText('Coupon, first 3 payments')).toBeVisible();
  await expect(summary.getByText('−$16.00')).toBeVisible();
  await expect(summary.getByText('$64.00')).toBeVisible();
  await snap(buyer, 'studio-coupons-checkout-1440');
  await checkout.getByRole('button', { name: 'Pay $64.00' }).click();
  await expect(buyer).toHaveURL(/\/checkout\/sandbox\/cs_sbx_/);
  await expect(buyer.getByTestId('sandbox-amount')).toHaveText(
    '$64.00 now, $64.00/month for 2 more payments, then $80.00/month',
  );
  await snap(buyer, 'studio-coupons-sandbox-1440');
  await pay(buyer, /Pay \$64\.00/);
  await expect(buyer.getByRole('dialog', { name: 'Welcome' })).toBeVisible({ timeout: 20_000 });
  await visitor.close();

  // The owner sees the use.
  await page.reload();
  await expect(row.getByRole('cell', { name: '1', exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Uses of ${code}` }).click();
  const uses = page.getByTestId('coupon-redemptions');
  await expect(uses.getByText('Unlimited Monthly')).toBeVisible();
  await expect(uses.getByText('$16.00')).toBeVisible();
  await snap(page, 'studio-coupons-uses-1440');
  await uses.getByRole('button', { name: 'Close' }).click();
});

test('on a phone the coupons stack, and the batch dialog shows its codes', async ({ page }) => {
  await openCoupons(page, 375);
  await page.getByRole('button', { name: 'New coupon' }).click();
  const dialog = page.getByTestId('coupon-dialog');
  await dialog.getByLabel('A batch of random codes').check();
  await dialog.getByLabel('Prefix').fill('gift');
  await dialog.getByLabel('How many codes').fill('5');
  await dialog.getByLabel('Most uses').fill('1');
  await snap(page, 'studio-coupons-dialog-375', { fullPage: true });
  await dialog.getByRole('button', { name: 'Create' }).click();
  const batch = page.getByTestId('coupon-batch');
  await expect(batch.getByRole('heading', { name: '5 codes made' })).toBeVisible();
  const codes = (await batch.getByLabel('Codes').inputValue()).split('\n');
  expect(codes).toHaveLength(5);
  for (const one of codes) expect(one).toMatch(/^GIFT-[A-Z2-9]{10}$/);
  await batch.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('coupons-table').getByText(codes[0] ?? '')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await snap(page, 'studio-coupons-375', { fullPage: true });
  await expectAccessible(page);
});
