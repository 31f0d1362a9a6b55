import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Pays on the sandbox's payment page with the card that succeeds, in `cardName`'s name. */
export async function payWithSuccessCard(page: Page, cardName: string) {
  await page.getByLabel('Cardholder name').fill(cardName);
  await page.getByLabel('Card number').pressSequentially('4242424242424242');
  await page.getByLabel('Expiry (MM/YY)').pressSequentially('1234');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
}

/** The signed-in page's account subscribes to Unlimited Monthly ($80.00) and skips the welcome questions. */
export async function subscribeToUnlimited(page: Page, cardName: string) {
  await page.goto('/?u=checkout&offerId=S100005');
  await page.getByRole('dialog', { name: 'Checkout' }).getByRole('button', { name: 'Pay $80.00' }).click();
  await expect(page).toHaveURL(/\/checkout\/sandbox\/cs_sbx_/);
  await payWithSuccessCard(page, cardName);
  const welcome = page.getByRole('dialog', { name: 'Welcome' });
  await expect(welcome).toBeVisible({ timeout: 20_000 });
  await welcome.getByRole('button', { name: 'Start dancing' }).click();
  await expect(page).toHaveURL(/\/welcome$/);
  await page.getByRole('button', { name: 'Skip' }).click();
}
