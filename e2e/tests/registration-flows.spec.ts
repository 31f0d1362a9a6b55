import type { Page } from '@playwright/test';
import { fillCreateAccount, newEmail } from '../support/accounts';
import { expect, expectAccessible, snap, test } from '../support/fixtures';

/*
 * Issue 31, item 17 (accounts-and-billing.md §2, §4): registration leads on to choose-offer (the demo
 * studio sells subscriptions), not to a closed dialog; a visitor signed out who follows a link with a
 * purchase key (`pk`) is asked to create an account, and the purchase goes on once they have.
 */
test.use({ demoStudio: true });

const wide = { width: 1440, height: 900 };
const narrow = { width: 375, height: 740 };

async function createAccount(page: Page, email: string) {
  await fillCreateAccount(page, { email: email });
}

test('registration without a purchase goes on to choose an offer', async ({ page }) => {
  await page.setViewportSize(wide);
  await page.goto('/?u=create-account');
  await createAccount(page, newEmail('choose'));
  const choose = page.getByRole('dialog', { name: 'Choose an offer' });
  await expect(choose).toBeVisible();
  await expect(page).toHaveURL(/u=choose-offer/);
  await expect(choose.getByText('On-Demand Monthly').first()).toBeVisible();
  await snap(page, 'registration-choose-offer-1440');
  await expectAccessible(page);
  await page.setViewportSize(narrow);
  await snap(page, 'registration-choose-offer-375');
});

test('a signed-out link with a purchase key asks for an account, then buys that offer', async ({ page }) => {
  test.slow();
  await page.setViewportSize(narrow);
  await page.goto('/?u=login&pk=day-pass');
  await expect(page.getByRole('dialog', { name: 'Create account' })).toBeVisible();
  await expect(page).toHaveURL(/u=create-account/);
  await expect(page).not.toHaveURL(/pk=/);
  await snap(page, 'registration-pk-create-account-375');
  await createAccount(page, newEmail('pk-login'));
  // The purchase the link was for goes on: its hosted checkout.
  await expect(page).toHaveURL(/\/checkout\/sandbox\/cs_sbx_/, { timeout: 20_000 });
  await expect(page.getByTestId('sandbox-offer')).toHaveText('Day Pass');
});

test('a purchase key alone opens create-account; "Sign in" from there stays on sign-in', async ({ page }) => {
  await page.setViewportSize(wide);
  await page.goto('/live-class?pk=on-demand');
  const create = page.getByRole('dialog', { name: 'Create account' });
  await expect(create).toBeVisible();
  await snap(page, 'registration-pk-1440');
  await create.getByRole('link', { name: 'Already have an account? Sign in' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
  await page.waitForTimeout(500);
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
});
