import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { VIEW_AS_READ_ONLY } from '@releve/contracts';
import { newEmail, registerThroughDialog, signInAsDemo } from '../support/accounts';
import { expect, expectAccessible, snap, test } from '../support/fixtures';

/*
 * "View as" and removing an account from a member's page (issue 35, decision 056) on the demo studio:
 * the owner opens the site in a new tab as a new member sees it, with a banner on every page, and
 * cannot change anything there; then downloads her data and removes her account, and her session ends.
 */
test.use({ demoStudio: true });
test.describe.configure({ timeout: 90_000 });

async function openMemberPage(page: Page, email: string, name: string) {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsDemo(page, 'admin@demo.releve.test');
  await page.goto(`/studio/members?q=${encodeURIComponent(email)}`);
  await page.getByTestId('members-table').getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test('the owner views the site as a member, read-only, with a banner on every page', async ({
  page,
  browser,
}) => {
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  const email = newEmail('viewed');
  await registerThroughDialog(member, email, undefined, { first: 'Vera', last: 'Viewed' });
  await memberContext.close();

  await openMemberPage(page, email, 'Vera Viewed');
  const viewAs = page.getByRole('link', { name: 'View as member' });
  const mid = new URL((await viewAs.getAttribute('href')) ?? '', page.url()).searchParams.get('mid') ?? '';
  const opening = page.context().waitForEvent('page');
  await viewAs.click();
  const site = await opening;
  const banner = site.getByTestId('impersonation-banner');
  await expect(banner).toContainText('You are viewing the site as Vera Viewed sees it');
  await expect(banner).toContainText('read-only: nothing can be bought or changed');
  await site.getByRole('button', { name: 'Account menu' }).click();
  await expect(site.getByText('Hi, Vera')).toBeVisible();
  await site.keyboard.press('Escape');

  // Her account page, as she sees it; a change is refused (the banner says why), and nothing changes.
  await site.goto('/u/my-account');
  await expect(banner).toBeVisible();
  const details = site.getByRole('region', { name: 'Personal details' });
  await expect(details.getByTestId('full-name')).toHaveText('Vera Viewed');
  await details.getByRole('button', { name: 'Edit personal details' }).click();
  await details.getByLabel('First name').fill('Changed');
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(details.getByText('Something went wrong. Please try again.')).toBeVisible();
  const refused = await site.request.post('/api/users/me', {
    headers: { 'x-impersonate': mid },
    data: { firstName: 'Changed' },
  });
  expect((await refused.json()).message).toBe(VIEW_AS_READ_ONLY);
  await site.reload();
  await expect(details.getByTestId('full-name')).toHaveText('Vera Viewed');
  await site.setViewportSize({ width: 1440, height: 900 });
  await snap(site, 'view-as-1440');
  await site.setViewportSize({ width: 375, height: 800 });
  await snap(site, 'view-as-375');
  await expectAccessible(site);

  // Stopping ends the view: the tab is the owner's own again.
  await banner.getByRole('link', { name: 'Stop viewing as this member' }).click();
  await expect(banner).toBeHidden();
  await site.close();

  // The visit is in her page's staff changes.
  await page.reload();
  await expect(page.getByTestId('member-activity')).toContainText('Viewed the site as a member');
});

test("the owner downloads a member's data, then removes her account; her session ends", async ({
  page,
  browser,
}) => {
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  const email = newEmail('removed');
  await registerThroughDialog(member, email, undefined, { first: 'Rosa', last: 'Removed' });

  await openMemberPage(page, email, 'Rosa Removed');
  await page.getByRole('button', { name: 'Remove account' }).click();
  const dialog = page.getByTestId('remove-dialog');
  await expect(dialog.getByRole('heading', { name: 'Remove the account of Rosa Removed' })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('link', { name: "Download the member's data first (JSON)" }).click();
  const exported = JSON.parse(await readFile((await (await downloading).path()) as string, 'utf8'));
  expect(exported.account.email).toBe(email);

  await dialog.getByLabel(`Type ${email} to confirm`).fill('someone-else@example.test');
  await dialog.getByLabel('Reason').fill('Asked us by e-mail to close her account');
  await snap(page, 'remove-account-1440');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Remove account' }).click();
  await expect(dialog.getByText("is not this member's e-mail")).toBeVisible();
  await dialog.getByLabel(`Type ${email} to confirm`).fill(email.toUpperCase());
  await dialog.getByRole('button', { name: 'Remove account' }).click();

  await expect(page).toHaveURL(/\/studio\/members$/);
  await expect(page.getByText('The account of Rosa Removed was removed.')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search members' }).fill(email);
  await expect(page.getByTestId('members-empty')).toBeVisible();

  await member.reload();
  await expect(member.getByRole('button', { name: 'Account menu' })).toHaveCount(0);
  await memberContext.close();
});
