import type { Page } from '@playwright/test';
import { newEmail, registerThroughDialog } from '../support/accounts';
import { expect, expectAccessible, snap, test } from '../support/fixtures';

/*
 * Decision 026 in the browser, on the demo studio through the sandbox provider: a subscriber is told
 * before paying that a pass ends the subscription (and the payments page says so afterwards), is not
 * sold a second subscription, and a checkout left with "Cancel and return" is closed for good.
 */
test.use({ demoStudio: true });

const wide = { width: 1440, height: 900 };
const narrow = { width: 375, height: 740 };

async function payWithSuccessCard(page: Page) {
  await page.getByLabel('Cardholder name').fill('Odette Swan');
  await page.getByLabel('Card number').pressSequentially('4242424242424242');
  await page.getByLabel('Expiry (MM/YY)').pressSequentially('1234');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
}

async function subscribe(page: Page) {
  await page.goto('/?u=checkout&offerId=S100005');
  await page.getByRole('dialog', { name: 'Checkout' }).getByRole('button', { name: 'Pay $80.00' }).click();
  await expect(page).toHaveURL(/\/checkout\/sandbox\/cs_sbx_/);
  await payWithSuccessCard(page);
  const welcome = page.getByRole('dialog', { name: 'Welcome' });
  await expect(welcome).toBeVisible({ timeout: 20_000 });
  await welcome.getByRole('button', { name: 'Start dancing' }).click();
  await page.getByRole('button', { name: 'Skip' }).click();
}

test('a subscriber buying a pass is told first that it ends the subscription, and the payments page says so', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize(wide);
  await registerThroughDialog(page, newEmail('pass-ends-sub'));
  await subscribe(page);

  // No second subscription is sold: choose-offer points to the switch instead.
  await page.goto('/?u=choose-offer');
  const choose = page.getByRole('dialog', { name: 'Choose an offer' });
  await expect(
    choose.getByText('You have a subscription. To change plan, use Switch on your payments page.'),
  ).toBeVisible();
  await expect(choose.getByText('Unlimited Monthly')).toHaveCount(0);
  await expect(choose.getByText('Ends your subscription when its paid period is over').first()).toBeVisible();

  await page.goto('/?u=checkout&offerId=C100003');
  const checkout = page.getByRole('dialog', { name: 'Checkout' });
  const notice = checkout.getByText(
    /^Your Unlimited Monthly subscription ends with this pass: it will not renew after /,
  );
  await expect(notice).toBeVisible();
  const pay = checkout.getByRole('button', { name: 'Pay $200.00' });
  // Read before the button that pays, inside the dialog.
  const [noticeBox, payBox, dialogBox] = await Promise.all([
    notice.boundingBox(),
    pay.boundingBox(),
    checkout.boundingBox(),
  ]);
  expect(noticeBox && payBox && noticeBox.y + noticeBox.height <= payBox.y).toBe(true);
  expect(
    noticeBox &&
      dialogBox &&
      noticeBox.x >= dialogBox.x &&
      noticeBox.x + noticeBox.width <= dialogBox.x + dialogBox.width,
  ).toBe(true);
  await snap(page, 'checkout-pass-ends-subscription-1440');
  await expectAccessible(page);
  await page.setViewportSize(narrow);
  await expect(notice).toBeVisible();
  const narrowBox = await notice.boundingBox();
  expect(narrowBox && narrowBox.x >= 0 && narrowBox.x + narrowBox.width <= narrow.width).toBe(true);
  await snap(page, 'checkout-pass-ends-subscription-375');

  await pay.click();
  await expect(page).toHaveURL(/\/checkout\/sandbox\/cs_sbx_/);
  await payWithSuccessCard(page);
  await expect(page).toHaveURL(/\/u\/my-account/, { timeout: 20_000 });

  await page.goto('/u/payments');
  await expect(
    page.getByText(
      /^Ends on .+: your on-demand pass takes over from then, so this subscription will not renew\.$/,
    ),
  ).toBeVisible();
  await expect(page.getByText(/^Next payment:/)).toHaveCount(0);
  await snap(page, 'payments-ended-by-pass-375');
  await page.setViewportSize(wide);
  await snap(page, 'payments-ended-by-pass-1440');
  await expectAccessible(page);
});

test('"Cancel and return" closes the checkout: the return page says so and the payment page no longer takes a card', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize(narrow);
  await registerThroughDialog(page, newEmail('cancel-return'));
  await page.goto('/?u=checkout&offerId=C100003');
  await page.getByRole('dialog', { name: 'Checkout' }).getByRole('button', { name: 'Pay $200.00' }).click();
  await expect(page).toHaveURL(/\/checkout\/sandbox\/cs_sbx_/);
  const paymentPage = page.url();
  await page.getByRole('link', { name: /^Cancel and return to / }).click();
  await expect(page).toHaveURL(/\/pricing\?u=payment-cancelled/);
  await expect(page.getByText('You left the payment page. Nothing was charged.')).toBeVisible();
  await expect(page.getByText(/taking longer than usual/)).toHaveCount(0);
  await snap(page, 'payment-cancelled-375');
  await expectAccessible(page);
  await page.setViewportSize(wide);
  await snap(page, 'payment-cancelled-1440');

  // The hosted page can no longer be paid.
  await page.goto(paymentPage);
  await expect(page.getByText('This checkout has expired.')).toBeVisible();
  await expect(page.getByLabel('Card number')).toHaveCount(0);
});
