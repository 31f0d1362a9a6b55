import type { Locator, Page } from '@playwright/test';
import { newEmail, registerThroughDialog, signInAsDemo } from '../support/accounts';
import { payWithSuccessCard } from '../support/checkout';
import { expect, expectAccessible, snap, test } from '../support/fixtures';
import { expectNoSidewaysScroll } from '../support/studio';

/*
 * The console's Offers (issue 35, decision 053) on the demo studio: the owner makes a new pass, moves
 * it to the top of the list, a visitor sees it on /pricing, a member buys it; the owner retires it:
 * it leaves /pricing while the member keeps their access. Layout at 1440 and 375 px (boxes of the
 * list), axe, screenshots.
 */
test.use({ demoStudio: true });
test.describe.configure({ timeout: 150_000 });

const OWNER = 'admin@demo.releve.test';

async function openOffers(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await signInAsDemo(page, OWNER);
  if (width >= 1024) {
    await page.goto('/studio');
    await page.getByRole('navigation').getByRole('link', { name: 'Offers' }).click();
  } else await page.goto('/studio/offers');
  await expect(page.getByRole('heading', { level: 1, name: 'Offers' })).toBeVisible();
  await expect(page.getByTestId('offers-table')).toBeVisible();
}

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not laid out');
  return found;
};

test('the owner makes a pass, moves it first, a visitor sees it on /pricing; retired, it leaves /pricing and its holder keeps access', async ({
  page,
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const title = `Summer Intensive ${stamp}`;
  const key = `summer-${stamp}`;
  await openOffers(page, 1440);

  // Bad input first: a negative price is refused beside its field, and nothing is made.
  await page.getByRole('button', { name: 'New offer' }).click();
  const dialog = page.getByTestId('offer-dialog');
  await dialog.getByLabel('Name').fill(title);
  await dialog.getByLabel('Key').fill(key);
  await dialog.getByLabel('Price').fill('-5');
  await dialog.getByLabel('Lasts').fill('2');
  await dialog.getByRole('button', { name: 'Create offer' }).click();
  await expect(dialog.getByText('must be at least 0')).toBeVisible();
  await dialog.getByLabel('Price').fill('40');
  await snap(page, 'studio-offers-dialog-1440');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Create offer' }).click();
  await expect(dialog).toBeHidden();

  const table = page.getByTestId('offers-table');
  const row = table.getByRole('row', { name: new RegExp(title) });
  await expect(row.getByText('$40.00 for 2 months')).toBeVisible();
  await expect(row.getByText('On pricing')).toBeVisible();
  // Made last; moved to the top with the Move menu, and kept there.
  const rows = table.locator('tbody tr');
  await expect(rows.last()).toContainText(title);
  await row.getByRole('button', { name: `Move ${title}` }).click();
  await row.getByRole('button', { name: 'Move to…' }).click();
  await row.getByLabel('Position').selectOption({ index: 0 });
  await row.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(rows.first()).toContainText(title);
  await page.reload();
  await expect(rows.first()).toContainText(title);

  // The list's layout: one line per offer, the columns side by side, the action at the top right.
  const first = await box(rows.nth(0));
  const second = await box(rows.nth(1));
  expect(second.y).toBeGreaterThanOrEqual(first.y + first.height - 1);
  const titleCell = await box(rows.first().getByRole('cell').first());
  const priceCell = await box(rows.first().getByText('$40.00 for 2 months'));
  expect(priceCell.x).toBeGreaterThan(titleCell.x + titleCell.width - 1);
  expect(Math.abs(priceCell.y + priceCell.height / 2 - (first.y + first.height / 2))).toBeLessThan(
    first.height / 2,
  );
  const action = await box(page.getByRole('button', { name: 'New offer' }));
  const heading = await box(page.getByRole('heading', { level: 1, name: 'Offers' }));
  expect(action.x).toBeGreaterThan(heading.x + heading.width);
  await expectNoSidewaysScroll(page);
  await snap(page, 'studio-offers-1440', { fullPage: true });
  await expectAccessible(page);

  // A visitor sees it on /pricing.
  const visitor = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const guest = await visitor.newPage();
  await guest.goto('/pricing');
  const card = guest.locator(`#offer-${key}`);
  await expect(card.getByRole('heading', { name: title })).toBeVisible();
  await expect(card.getByText('$40.00')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Buy' })).toBeVisible();
  await snap(guest, 'studio-offers-pricing-1440', { fullPage: true });

  // A member buys it.
  const holderContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const holder = await holderContext.newPage();
  await registerThroughDialog(holder, newEmail('offers-holder'));
  const offers = await (await page.request.get('/api/studio/offers')).json();
  const made = offers.offers.find((offer: { key: string }) => offer.key === key);
  await holder.goto(`/?u=checkout&offerId=${made.id}`);
  await holder.getByRole('dialog', { name: 'Checkout' }).getByRole('button', { name: 'Pay $40.00' }).click();
  await expect(holder).toHaveURL(/\/checkout\/sandbox\/cs_sbx_/);
  await payWithSuccessCard(holder, 'Odette Swan');
  // Their account says what they hold.
  await expect(holder.getByRole('heading', { name: 'Your pass' })).toBeVisible({ timeout: 20_000 });
  await expect(holder.getByText('2 months left')).toBeVisible();

  // The owner retires it, saying why.
  await row.getByRole('button', { name: `Retire ${title}` }).click();
  const retire = page.getByTestId('offer-retire');
  await expect(retire.getByText(/no one can buy it any more/)).toBeVisible();
  await retire.getByLabel(/Why/).fill('The summer intensive is over');
  await snap(page, 'studio-offers-retire-1440');
  await retire.getByRole('button', { name: 'Retire' }).click();
  await expect(retire).toBeHidden();
  await expect(row.getByText('Retired')).toBeVisible();
  await expect(row.getByRole('button', { name: `Sell ${title} again` })).toBeVisible();

  // Gone from /pricing; the holder keeps access.
  await guest.reload();
  await expect(guest.getByRole('heading', { name: 'On-Demand Pass' })).toBeVisible();
  await expect(guest.locator(`#offer-${key}`)).toHaveCount(0);
  await holder.reload();
  await expect(holder.getByRole('heading', { name: 'Your pass' })).toBeVisible();
  await expect(holder.getByText('2 months left')).toBeVisible();
  await visitor.close();
  await holderContext.close();
});

test('on a phone the offers stack into blocks, and the dialog fits', async ({ page }) => {
  await openOffers(page, 375);
  const rows = page.getByTestId('offers-table').locator('tbody tr');
  const first = await box(rows.nth(0));
  const second = await box(rows.nth(1));
  // Each offer a block as wide as the screen allows, one under the other, its cells stacked.
  expect(first.width).toBeLessThanOrEqual(375);
  expect(second.y).toBeGreaterThanOrEqual(first.y + first.height - 1);
  const cells = rows.first().getByRole('cell');
  const titleCell = await box(cells.nth(0));
  const priceCell = await box(cells.nth(2));
  expect(priceCell.y).toBeGreaterThanOrEqual(titleCell.y + titleCell.height - 1);
  await expectNoSidewaysScroll(page);
  await snap(page, 'studio-offers-375', { fullPage: true });
  await expectAccessible(page);
  await page.getByRole('button', { name: 'New offer' }).click();
  const dialog = page.getByTestId('offer-dialog');
  await dialog.getByLabel('Kind').selectOption('subscription');
  await dialog.getByLabel('Free trial (days)').fill('120');
  await dialog.getByRole('button', { name: 'Create offer' }).click();
  await expect(dialog.getByText('must be at most 90')).toBeVisible();
  const dialogBox = await box(dialog);
  expect(dialogBox.width).toBeLessThanOrEqual(375);
  await snap(page, 'studio-offers-dialog-375', { fullPage: true });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});
