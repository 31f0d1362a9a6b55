import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import {
  confirmationLink,
  newEmail,
  PASSWORD,
  registerThroughDialog,
  waitForMail,
} from '../support/accounts';
import { expect, expectAccessible, snap, test } from '../support/fixtures';

const card = (page: Page, name: string) => page.getByRole('region', { name });

/** A 600x400 PNG drawn by the browser: a gradient with a dot, so crops differ visibly. */
async function drawnPng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 600;
    canvas.height = 400;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    const gradient = context.createLinearGradient(0, 0, 600, 400);
    gradient.addColorStop(0, '#b03a6f');
    gradient.addColorStop(1, '#1a5fd0');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 600, 400);
    context.fillStyle = '#ffffff';
    context.beginPath();
    context.arc(420, 160, 60, 0, Math.PI * 2);
    context.fill();
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

test.describe('my account', () => {
  test('names, e-mail with the password, picture crop and removal, data export', async ({ page, server }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const email = newEmail('account');
    await registerThroughDialog(page, email);
    await page.goto('/u/my-account');
    await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();

    // Personal details: read -> editing -> saved; the menu greets by first name.
    const details = card(page, 'Personal details');
    const menu = page.getByRole('button', { name: 'Account menu' });
    await expect(details.getByTestId('full-name')).toHaveText('Anna Dancer');
    // Without names: the full name is the e-mail, the initials BB, the greeting "Dancer".
    await details.getByRole('button', { name: 'Edit personal details' }).click();
    await details.getByLabel('First name').fill('');
    await details.getByLabel('Last name').fill('');
    await details.getByRole('button', { name: 'Save' }).click();
    await expect(details.getByTestId('full-name')).toHaveText(email);
    await expect(menu).toHaveText('BB');
    await expect(card(page, 'Profile picture').getByText('Hi, Dancer')).toBeVisible();

    await details.getByRole('button', { name: 'Edit personal details' }).click();
    await details.getByLabel('First name').fill('x'.repeat(51));
    await details.getByRole('button', { name: 'Save' }).click();
    await expect(details.getByText('firstName can have max 50 characters.')).toBeVisible();
    await details.getByLabel('First name').fill('Ana');
    await details.getByLabel('Last name').fill('Pavlova');
    await details.getByRole('button', { name: 'Save' }).click();
    await expect(details.getByTestId('full-name')).toHaveText('Ana Pavlova');
    await expect(menu).toHaveText('AP');
    await menu.click();
    await expect(page.getByRole('banner').getByText('Hi, Ana')).toBeVisible();
    await menu.click();

    // E-mail: a wrong password is refused with the server's message, the right one changes it.
    const newAddress = newEmail('renamed');
    const emailCard = card(page, 'E-mail');
    await emailCard.getByRole('button', { name: 'Change e-mail' }).click();
    await emailCard.getByLabel('New e-mail').fill(newAddress.toUpperCase());
    await emailCard.getByLabel('Current password').fill('Wrong-pass-1');
    await emailCard.getByRole('button', { name: 'Save' }).click();
    await expect(emailCard.getByText('Invalid confirmationPassword')).toBeVisible();
    await emailCard.getByLabel('Current password').fill(PASSWORD);
    await emailCard.getByRole('button', { name: 'Save' }).click();
    // The new address takes effect once the link sent to it is opened (decision 027).
    await expect(emailCard.getByText(new RegExp(`We sent a link to ${newAddress}`, 'i'))).toBeVisible();
    await expect(emailCard.getByTestId('account-email')).toHaveText(email);
    const mail = await waitForMail(server.dataDir, newAddress);
    const link = confirmationLink(mail);
    await page.goto(`${link.pathname}${link.search}`);
    await expect(
      page
        .getByRole('dialog', { name: 'Confirm your e-mail address' })
        .getByText('Your e-mail address is confirmed.', {
          exact: false,
        }),
    ).toBeVisible();
    await page.goto('/u/my-account');
    await expect(emailCard.getByTestId('account-email')).toHaveText(newAddress);

    // Picture: choose, zoom, drag, arrow keys, save; the avatar becomes an <img>.
    const picture = card(page, 'Profile picture');
    await expect(picture.getByTestId('profile-avatar')).toHaveText('AP');
    await picture.getByRole('button', { name: 'Change picture' }).click();
    await picture.getByLabel('Choose a picture').setInputFiles({
      name: 'dancer.png',
      mimeType: 'image/png',
      buffer: await drawnPng(page),
    });
    const crop = picture.getByRole('img', { name: 'Picture crop' });
    await expect(crop).toHaveAttribute('data-crop', '100,0,400');
    await picture.getByLabel('Zoom').fill('2');
    await expect(crop).toHaveAttribute('data-crop', '200,100,200');
    const box = await crop.boundingBox();
    if (!box) throw new Error('the crop area is not on screen');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 40, box.y + box.height / 2, { steps: 4 });
    await page.mouse.up();
    await expect(crop).not.toHaveAttribute('data-crop', '200,100,200');
    const afterDrag = (await crop.getAttribute('data-crop')) ?? '';
    await crop.focus();
    await page.keyboard.press('ArrowRight');
    await expect(crop).not.toHaveAttribute('data-crop', afterDrag);
    await crop.scrollIntoViewIfNeeded();
    await snap(page, 'my-account-picture-editor-1440');
    await expectAccessible(page);
    await picture.getByRole('button', { name: 'Save' }).click();
    await expect(picture.getByText('Your picture was saved.')).toBeVisible();
    const avatar = picture.getByRole('img', { name: 'Your profile picture' });
    await expect(avatar).toBeVisible();
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(200);
    await expect(menu.locator('img')).toBeVisible();

    await picture.getByRole('button', { name: 'Remove' }).click();
    await expect(picture.getByText('Your picture was removed.')).toBeVisible();
    await expect(picture.getByTestId('profile-avatar')).toHaveText('AP');

    // Export: a JSON file named releve-data-<day>.json holding the member's e-mail.
    const data = card(page, 'Your data');
    const downloading = page.waitForEvent('download');
    await data.getByRole('button', { name: 'Export my data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^releve-data-\d{4}-\d{2}-\d{2}\.json$/);
    const saved = await readFile(await download.path(), 'utf8');
    expect(saved).toContain(newAddress);
    expect(JSON.parse(saved)).toBeTruthy();
  });

  test('screenshots at 375 and 1440 px, accessible', async ({ page }) => {
    await registerThroughDialog(page, newEmail('looks'));
    for (const [width, height] of [
      [375, 812],
      [1440, 900],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto('/u/my-account');
      await expect(card(page, 'Consents')).toBeVisible();
      await snap(page, `my-account-${width}`);
      await expectAccessible(page);
    }
    await page.getByRole('button', { name: 'Delete account' }).click();
    await expect(page.getByRole('dialog', { name: 'Delete account' }).getByLabel('Password')).toBeVisible();
    await expectAccessible(page);
  });

  test('consents are saved from the page', async ({ page }) => {
    await registerThroughDialog(page, newEmail('consents'));
    await page.goto('/u/my-account');
    const consents = card(page, 'Consents');
    await expect(consents.getByLabel(/terms of membership/)).toBeChecked();
    await expect(consents.getByLabel(/terms of membership/)).toBeDisabled();
    const newsletter = consents.getByLabel(/weekly newsletter/);
    await expect(newsletter).not.toBeChecked();
    await newsletter.check();
    await consents.getByRole('button', { name: 'Save consents' }).click();
    await expect(consents.getByText('Your choices were saved.')).toBeVisible();
    await page.reload();
    await expect(card(page, 'Consents').getByLabel(/weekly newsletter/)).toBeChecked();
  });

  test('a visitor gets the sign-in dialog over the page', async ({ page }) => {
    await page.goto('/u/my-account');
    await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
    await expect(page).toHaveURL(/\/u\/my-account\?u=login$/);
  });
});

test.describe('delete account', () => {
  test('password, confirmation, deletion: home signed out, and the account is gone', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const email = newEmail('leaving');
    await registerThroughDialog(page, email);
    await page.goto('/u/my-account');
    await card(page, 'Delete account').getByRole('button', { name: 'Delete account' }).click();

    const dialog = page.getByRole('dialog', { name: 'Delete account' });
    await dialog.getByLabel('Password').fill('Wrong-pass-1');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByText('The password is not correct')).toBeVisible();

    await dialog.getByLabel('Password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByRole('heading', { name: 'Confirm account deletion' })).toBeVisible();
    await expect(dialog).toContainText('erases all your data');
    await expect(dialog).toContainText('revokes your access');
    await expect(dialog).toContainText('cannot be undone.');
    await snap(page, 'my-account-delete-confirmation-1440');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await page.goto('/?u=login');
    const login = page.getByRole('dialog', { name: 'Sign in' });
    await login.getByLabel('E-mail').fill(email);
    await login.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await login.getByRole('button', { name: 'Sign in' }).click();
    await expect(login.getByText('Incorrect e-mail and password combination')).toBeVisible();
  });
});
