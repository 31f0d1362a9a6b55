import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { newEmail, registerThroughDialog, signInAsDemo } from '../support/accounts';
import { payWithSuccessCard } from '../support/checkout';
import { expect, expectAccessible, snap, test } from '../support/fixtures';
import { expectNoSidewaysScroll } from '../support/studio';

/*
 * The console's Members list (issue 35, decision 047) on the demo studio: the owner opens Members,
 * picks a segment (its count beside it, the filter in the address), searches, and downloads the CSV of
 * what is shown; gives a new member a week of free access and two day passes, with reasons, and that
 * member plays a members-only class; on her page the owner revokes it again. A member's page with
 * their billing and viewing. Layout at 1440 and 375 px, axe, screenshots.
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

/** A members-only class of the demo catalogue: its page. */
async function membersOnlyClass(page: Page): Promise<{ title: string; link: string }> {
  const initial = await (await page.request.get('/api/initial-data')).json();
  for (const group of [...initial.collections, ...initial.sections])
    for (const playlistId of group.playlistIds as string[]) {
      const answer = await (await page.request.get(`/api/v2/playlists/${playlistId}?page_limit=50`)).json();
      const item = (answer.playlist as { title: string; link: string; productIds?: string }[]).find(
        (candidate) => candidate.productIds,
      );
      if (item) return item;
    }
  throw new Error('the demo studio has no members-only class');
}

test('the owner gives a new member a week of access with a reason; the member then plays a members-only class', async ({
  page,
  browser,
}) => {
  const memberContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const member = await memberContext.newPage();
  const email = newEmail('granted');
  await registerThroughDialog(member, email, undefined, { first: 'Grace', last: 'Granted' });
  const locked = await membersOnlyClass(member);
  await member.goto(locked.link);
  // Not a member yet: the class asks her to join.
  await expect(member.getByTestId('paywall')).toBeVisible();

  await openMembers(page, 1440);
  await page.getByRole('searchbox', { name: 'Search members' }).fill(email);
  await expect(table(page).getByRole('row')).toHaveCount(2);
  await page.getByRole('button', { name: 'Give access to Grace Granted' }).click();
  const dialog = page.getByTestId('grant-dialog');
  await expect(dialog.getByRole('heading', { name: 'Give Grace Granted free access' })).toBeVisible();
  await expect(dialog.getByLabel('For how many days')).toHaveValue('7');
  await dialog.getByRole('button', { name: 'Give access' }).click();
  await expect(dialog.getByText('needs a reason')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Recovering from an injury: a week on the studio');
  await snap(page, 'studio-members-grant-1440');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Give access' }).click();
  await expect(dialog).toBeHidden();
  await expect(table(page).getByRole('row').nth(1)).toContainText(/Pass until \w+ \d+, \d{4}/);

  // Two day passes too; taking away more than she holds is refused beside the field.
  await page.getByRole('button', { name: 'Day passes of Grace Granted' }).click();
  const passes = page.getByTestId('day-passes-dialog');
  await passes.getByLabel('Day passes to add').fill('-1');
  await passes.getByLabel('Reason').fill('A mistake');
  await passes.getByRole('button', { name: 'Save' }).click();
  await expect(passes.getByText('must remove at most the 0 day passes left')).toBeVisible();
  await passes.getByLabel('Day passes to add').fill('2');
  await passes.getByLabel('Reason').fill('Two live classes missed to our Zoom outage');
  await passes.getByRole('button', { name: 'Save' }).click();
  await expect(passes).toBeHidden();
  await expect(table(page).getByRole('row').nth(1)).toContainText('2 day passes left');

  await member.goto(locked.link);
  const play = member.getByTestId('play-button');
  await expect(play).toHaveText('Start');
  await expect(member.getByTestId('paywall')).toHaveCount(0);
  await play.click();
  await expect(member.getByTestId('player')).toHaveAttribute('data-status', 'ready', { timeout: 15_000 });

  // Her page lists the grant and the reasons; the owner revokes the week, and the class is closed again.
  await table(page).getByRole('link', { name: 'Grace Granted' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Grace Granted' })).toBeVisible();
  await expect(page.getByTestId('member-activity')).toContainText(
    'Recovering from an injury: a week on the studio',
  );
  await expect(page.getByTestId('member-activity')).toContainText(
    'Two live classes missed to our Zoom outage',
  );
  const grantRow = page.getByTestId('member-products').getByRole('row', { name: /The console/ });
  await grantRow.getByRole('button', { name: 'Revoke' }).click();
  const revoke = page.getByTestId('revoke-dialog');
  await revoke.getByLabel('Reason').fill('Granted to the wrong account');
  await revoke.getByRole('button', { name: 'Revoke now' }).click();
  await expect(revoke).toBeHidden();
  await expect(grantRow).toContainText('Ended');
  await expect(page.getByTestId('member-activity')).toContainText('Granted to the wrong account');
  await member.goto(locked.link);
  await expect(member.getByTestId('paywall')).toBeVisible();

  // A password reset e-mail sent at her word; a new e-mail refused when another account has it.
  await page.getByRole('button', { name: 'Password reset' }).click();
  const reset = page.getByTestId('password-reset-dialog');
  await expect(reset.getByText(`An e-mail goes to ${email}`)).toBeVisible();
  await reset.getByLabel('Reason').fill('Locked out, asked at the front desk');
  await reset.getByRole('button', { name: 'Send the e-mail' }).click();
  await expect(reset).toBeHidden();
  await expect(page.getByTestId('member-activity')).toContainText('Locked out, asked at the front desk');
  await page.getByRole('button', { name: 'Change e-mail' }).click();
  const change = page.getByTestId('email-dialog');
  await change.getByLabel('New e-mail').fill(OWNER);
  await change.getByLabel('Reason').fill('Her old inbox is closed');
  await change.getByRole('button', { name: 'Change e-mail' }).click();
  await expect(change.getByText('is the e-mail of another account')).toBeVisible();
  await change.getByRole('button', { name: 'Cancel' }).click();
  await memberContext.close();
});

test("a member's page: access, billing, watch history and week plan, in cards side by side on a wide screen and stacked on a phone", async ({
  page,
}) => {
  await openMembers(page, 1440);
  await page.getByRole('searchbox', { name: 'Search members' }).fill('member@demo');
  await table(page).getByRole('link', { name: 'Odette Member' }).click();
  await expect(page).toHaveURL(/\/studio\/members\/[^/?]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Odette Member' })).toBeVisible();
  const sections = page.getByTestId('member-page');
  // Other specs may cancel and renew her subscription meanwhile: either state, said in words.
  await expect(page.getByTestId('member-subscription')).toContainText(
    /On-Demand Monthly, (.* a month, next charge|cancelled: access ends)/,
  );
  await expect(page.getByTestId('member-payments').getByRole('row')).not.toHaveCount(1);
  await expect(page.getByRole('button', { name: /^(Cancel|Resume) subscription$/ })).toBeVisible();
  await expect(page.getByTestId('member-products').getByText('A purchase').first()).toBeVisible();
  // What a subscription holds is ended by cancelling it: no Revoke on it.
  await expect(page.getByTestId('member-products').getByRole('button', { name: 'Revoke' })).toHaveCount(0);
  await expect(page.getByTestId('member-watch').getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByTestId('member-plan').getByRole('listitem').first()).toContainText(
    /^(Sun|Mon|Tue|Wed|Thu|Fri|Sat) /,
  );
  await expectNoSidewaysScroll(page);
  // Two cards side by side on a wide screen (the week plan beside the reservations), tables of many
  // columns a whole row.
  const access = await sections.getByRole('region', { name: 'Access', exact: true }).boundingBox();
  const plan = await sections.getByRole('region', { name: 'Week plan' }).boundingBox();
  const reservations = await sections.getByRole('region', { name: 'Live class reservations' }).boundingBox();
  expect(access && plan && plan.y >= access.y + access.height && access.width > 2 * plan.width - 40).toBe(
    true,
  );
  expect(
    plan && reservations && Math.abs(plan.y - reservations.y) < 2 && reservations.x > plan.x + plan.width,
  ).toBe(true);
  await snap(page, 'studio-member-page-1440', { fullPage: true });
  await expectAccessible(page);

  await page.setViewportSize({ width: 375, height: 900 });
  const narrowPlan = await sections.getByRole('region', { name: 'Week plan' }).boundingBox();
  const narrowReservations = await sections
    .getByRole('region', { name: 'Live class reservations' })
    .boundingBox();
  expect(narrowPlan && narrowReservations && narrowReservations.y >= narrowPlan.y + narrowPlan.height).toBe(
    true,
  );
  await expectNoSidewaysScroll(page);
  await snap(page, 'studio-member-page-375', { fullPage: true });
});

test("the owner refunds part of a new member's pass from her page; the member sees it on her payments page", async ({
  page,
  browser,
}) => {
  test.slow();
  const memberContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const member = await memberContext.newPage();
  const email = newEmail('refunded');
  await registerThroughDialog(member, email, undefined, { first: 'Rita', last: 'Refunded' });
  await member.goto('/?u=checkout&offerId=C100004');
  await member.getByRole('dialog', { name: 'Checkout' }).getByRole('button', { name: 'Pay $50.00' }).click();
  await expect(member).toHaveURL(/\/checkout\/sandbox\/cs_sbx_/);
  await payWithSuccessCard(member, 'Rita Refunded');
  // Paid: the return page finalizes the order, and her payments list the charge.
  await expect(member).toHaveURL(/u=finalize-payment/, { timeout: 20_000 });
  await expect
    .poll(async () => (await (await member.request.get('/api/billing/transactions')).json()).length, {
      timeout: 20_000,
    })
    .toBe(1);

  await openMembers(page, 1440);
  await page.getByRole('searchbox', { name: 'Search members' }).fill(email);
  await table(page).getByRole('link', { name: 'Rita Refunded' }).click();
  const payments = page.getByTestId('member-payments');
  const receipt = payments.getByRole('link', { name: /^Receipt of the payment of / });
  await expect(receipt).toHaveAttribute('href', /\/payments\/txn_[^/]+\/receipt$/);
  expect((await page.request.get((await receipt.getAttribute('href')) ?? '')).status()).toBe(200);
  await payments.getByRole('button', { name: /^Refund the payment of / }).click();
  const dialog = page.getByTestId('refund-dialog');
  await expect(dialog.getByText('$50.00 paid, $50.00 can still be given back')).toBeVisible();
  await dialog.getByLabel('Amount to give back (USD)').fill('60');
  await dialog.getByLabel('Reason').fill('Half the live classes were cancelled');
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(dialog.getByText('must be at most $50.00, what is left of the payment')).toBeVisible();
  await dialog.getByLabel('Amount to give back (USD)').fill('20');
  await snap(page, 'studio-member-refund-1440');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(dialog).toBeHidden();
  await expect(payments.getByRole('row').nth(1)).toContainText('$20.00 refunded');
  await expect(page.getByTestId('member-activity')).toContainText('Half the live classes were cancelled');

  await member.goto('/u/payments');
  await expect(member.getByText('$20.00 refunded')).toBeVisible();
  await memberContext.close();
});
