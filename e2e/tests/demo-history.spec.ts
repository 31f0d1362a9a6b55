import { signInAsDemo } from '../support/accounts';
import { expect, expectAccessible, snap, test } from '../support/fixtures';

/*
 * Issue 32, item 14: the demo accounts have a history. annual@'s payments page lists what she paid (a
 * Flex pass, then the annual pass), each with its receipt; new@ joined minutes ago and is taken to the
 * welcome questionnaire.
 */
test.use({ demoStudio: true });

const wide = { width: 1440, height: 900 };
const narrow = { width: 375, height: 740 };

test('annual@’s payments page lists her two payments, newest first, each with its receipt', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize(wide);
  await signInAsDemo(page, 'annual@demo.releve.test');
  await page.goto('/u/payments');
  const transactions = page.getByRole('region', { name: 'Transactions' });
  await expect(transactions.getByRole('listitem')).toHaveCount(2);
  await expect(transactions.getByText('No payments yet.')).toHaveCount(0);
  const [annual, flex] = await transactions.getByRole('listitem').all();
  await expect(annual!).toContainText('On-Demand Pass');
  await expect(annual!).toContainText('$200.00');
  await expect(flex!).toContainText('On-Demand Flex');
  await expect(flex!).toContainText('$50.00');
  // Dated in the past year, not on the day the demo was seeded.
  const year = new Date().getUTCFullYear();
  await expect(flex!).toContainText(new RegExp(`${year - 1}|${year - 2}`));
  await snap(page, 'demo-annual-payments-1440');
  await expectAccessible(page);

  const popup = page.waitForEvent('popup');
  await annual!.getByRole('button', { name: /^Receipt for On-Demand Pass on / }).click();
  const receipt = await popup;
  await expect(receipt.getByText('$200.00').first()).toBeVisible();
  await expect(receipt.getByText(/4242/).first()).toBeVisible();
  await receipt.close();

  await page.setViewportSize(narrow);
  await expect(transactions.getByRole('listitem')).toHaveCount(2);
  await transactions.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await snap(page, 'demo-annual-payments-375');
});

test('new@ has just joined: signing in takes her to the welcome questionnaire', async ({ page }) => {
  test.slow();
  await page.setViewportSize(narrow);
  await signInAsDemo(page, 'new@demo.releve.test');
  await expect(page).toHaveURL(/\/welcome$/, { timeout: 20_000 });
  await expect(
    page.getByRole('heading', { level: 1, name: 'Welcome! Where are you in your dance journey?' }),
  ).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await snap(page, 'demo-welcome-375');
  await expectAccessible(page);
  await page.setViewportSize(wide);
  await snap(page, 'demo-welcome-1440');
});
