import type { Locator, Page } from '@playwright/test';
import { newEmail, registerThroughDialog, signInAsDemo } from '../support/accounts';
import { expect, expectAccessible, snap, test } from '../support/fixtures';

/*
 * Issue 31, items 13 and 14: every way to /u/payments a signed-in member has (the account menu, My
 * Account, the sidebar, the phone's drawer) leads there; the card form's fields stay inside their form
 * on a 390 px phone (the sandbox's hosted page) and in the edit-card dialog at 1280 px.
 */
test.use({ demoStudio: true });

const wide = { width: 1440, height: 900 };
const narrow = { width: 375, height: 740 };

test('the account menu, My Account, the sidebar and the drawer lead to Payments', async ({ page }) => {
  test.slow();
  await page.setViewportSize(wide);
  await signInAsDemo(page);

  const menuButton = page.getByRole('button', { name: 'Account menu' });
  await menuButton.click();
  const menu = page.locator(`[id="${await menuButton.getAttribute('aria-controls')}"]`);
  await menu.getByRole('link', { name: 'Payments', exact: true }).click();
  await expect(page).toHaveURL(/\/u\/payments$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();

  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Payments' }).click();
  await expect(page).toHaveURL(/\/u\/payments$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();

  await page.goto('/u/my-account');
  const section = page.getByRole('region', { name: 'Payments' });
  await expect(section).toBeVisible();
  await snap(page, 'my-account-payments-1440');
  await expectAccessible(page);
  await section.getByRole('link', { name: 'Go to Payments' }).click();
  await expect(page).toHaveURL(/\/u\/payments$/);

  await page.setViewportSize(narrow);
  await page.goto('/u/my-account');
  await expect(page.getByRole('region', { name: 'Payments' })).toBeVisible();
  await snap(page, 'my-account-payments-375');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('navigation', { name: 'Main' });
  const link = drawer.getByRole('link', { name: 'Payments' });
  await expect(link).toBeInViewport();
  await snap(page, 'drawer-payments-375');
  await link.click();
  await expect(page).toHaveURL(/\/u\/payments$/);
  await expect(drawer).not.toBeInViewport();
});

test('a visitor is shown no link to Payments', async ({ page }) => {
  await page.setViewportSize(wide);
  await page.goto('/');
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Payments' })).toHaveCount(0);
});

/** Every field of the form lies inside the form's box, and the form inside `container` (and the window). */
async function expectCardFieldsInside(page: Page, form: Locator, container: Locator) {
  const formBox = (await form.boundingBox())!;
  const outer = (await container.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(formBox.x).toBeGreaterThanOrEqual(outer.x - 0.5);
  expect(formBox.x + formBox.width).toBeLessThanOrEqual(outer.x + outer.width + 0.5);
  expect(outer.x + outer.width).toBeLessThanOrEqual(viewport.width + 0.5);
  const names = ['Cardholder name', 'Card number', 'Expiry (MM/YY)', 'CVC'];
  for (const name of names) {
    const box = (await form.getByLabel(name, { exact: true }).boundingBox())!;
    expect(box.x, `${name} starts inside the form`).toBeGreaterThanOrEqual(formBox.x - 0.5);
    expect(box.x + box.width, `${name} ends inside the form`).toBeLessThanOrEqual(
      formBox.x + formBox.width + 0.5,
    );
    expect(box.width, `${name} is wide enough to type in`).toBeGreaterThan(60);
  }
  // The element that scrolls is not wider than the window (nothing pushed off screen).
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - globalThis.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('the card fields fit the hosted page at 390 px and the edit-card dialog at 1280 px', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  await registerThroughDialog(page, newEmail('card-fit'));
  await page.goto('/?u=checkout&offerId=S100005');
  await page.getByRole('dialog', { name: 'Checkout' }).getByRole('button', { name: 'Pay $80.00' }).click();
  await expect(page).toHaveURL(/\/checkout\/sandbox\/cs_sbx_/);
  const payment = page.getByRole('region', { name: 'Checkout' });
  const form = page.locator('form').filter({ has: page.getByLabel('CVC') });
  await expect(form).toBeVisible();
  await expectCardFieldsInside(page, form, payment);
  await snap(page, 'sandbox-card-390');

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/u/payments?u=edit-card');
  const dialog = page.getByRole('dialog');
  const dialogForm = dialog.locator('form').filter({ has: page.getByLabel('CVC') });
  await expect(dialogForm).toBeVisible();
  await expectCardFieldsInside(page, dialogForm, dialog);
  await snap(page, 'edit-card-1280');
  await page.setViewportSize(narrow);
  await expectCardFieldsInside(page, dialogForm, dialog);
  await snap(page, 'edit-card-375');
});
