import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { signInAsDemo } from '../support/accounts';
import { expect, expectAccessible, snap, test } from '../support/fixtures';
import { expectNoSidewaysScroll } from '../support/studio';

/*
 * The console's Members list (issue 35, decision 047) on the demo studio: the owner opens Members,
 * picks a segment (its count beside it, the filter in the address), searches, and downloads the CSV of
 * what is shown. Layout at 1440 and 375 px, axe, screenshots.
 */
test.use({ demoStudio: true });
test.describe.configure({ timeout: 90_000 });

const OWNER = 'admin@demo.releve.test';

async function openMembers(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await signInAsDemo(page, OWNER);
  if (width >= 1024) {
    await page.goto('/studio');
    await page.getByRole('navigation').getByRole('link', { name: 'Members' }).click();
  } else await page.goto('/studio/members');
  await expect(page.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
}

const table = (page: Page) => page.getByTestId('members-table');

test('the owner filters a segment, searches, and downloads the CSV of what is shown', async ({ page }) => {
  await openMembers(page, 1440);
  await expect(table(page).getByText('Lise Admin')).toBeVisible();
  await expect(table(page).getByText('Owner')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await snap(page, 'studio-members-1440', { fullPage: true });
  await expectAccessible(page);

  await page.getByRole('button', { name: /^Day passes left \d+$/ }).click();
  await expect(page).toHaveURL(/\/studio\/members\?segment=day-passes$/);
  await expect(table(page).getByText('Clara Daypass')).toBeVisible();
  // How many: other specs on the same demo studio may redeem one of hers meanwhile.
  await expect(
    table(page)
      .getByRole('row', { name: /Clara Daypass/ })
      .getByText(/\d+ day pass(es)? left/),
  ).toBeVisible();
  await expect(table(page).getByText('Aurora Annual')).toHaveCount(0);

  await page.getByRole('button', { name: /^All \d+$/ }).click();
  await page.getByRole('searchbox', { name: 'Search members' }).fill('annual@');
  await expect(page).toHaveURL(/\/studio\/members\?q=annual%40$/);
  await expect(table(page).getByRole('row')).toHaveCount(2);
  await expect(table(page).getByText(/Pass until \w+ \d+, \d{4}/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'All 1' })).toHaveAttribute('aria-pressed', 'true');

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^members-all-\d{4}-\d\d-\d\d\.csv$/);
  const lines = (await readFile(await download.path(), 'utf8')).trim().split('\r\n');
  expect(lines[0]?.startsWith('id,name,email,joined,')).toBe(true);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(',Aurora Annual,annual@demo.releve.test,');
});

test('the list stacks on a phone, segments wrapping, nothing scrolling sideways', async ({ page }) => {
  await openMembers(page, 375);
  await expect(table(page).getByText('Clara Daypass')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await snap(page, 'studio-members-375', { fullPage: true });
  await expectAccessible(page);
});
