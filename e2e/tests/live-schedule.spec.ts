import type { Page } from '@playwright/test';
import { signInAsDemo } from '../support/accounts';
import { expect, expectAccessible, snap, test } from '../support/fixtures';

/*
 * The live schedule and notifications on the demo studio: its week is seeded around the start of the
 * server, with "Open Studio Practice" on air since ten minutes before, so there is always a class to join.
 */
test.use({ demoStudio: true });
// Each test signs in, pages through the schedule, takes screenshots and runs axe on a shared 2-core machine.
test.describe.configure({ timeout: 90_000 });

const ZOOM = /^https:\/\/zoom\.pirouette-house\.example\//;

/** Zoom is not on this machine's network: its page is answered here, so the new tab has somewhere to land. */
async function standInForZoom(page: Page) {
  await page.context().route(ZOOM, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Zoom</title><p>Zoom meeting</p>',
    }),
  );
}

const onAirClass = (page: Page) => page.getByRole('article', { name: 'Open Studio Practice' });

/** Opens the schedule and waits for its classes (a cold server on a busy machine answers slowly). */
async function openSchedule(page: Page) {
  await page.goto('/live-class');
  await expect(onAirClass(page)).toBeVisible({ timeout: 20_000 });
}

test('a live member joins the class on air: the Zoom link comes from the server at the click', async ({
  page,
}) => {
  await standInForZoom(page);
  // Every schedule the server sends (the home page's row of today's classes asks for one too, and a
  // response of a page left behind has no body to read) is read on its way to the page.
  const schedules: string[] = [];
  await page.route(/\/api\/schedule\/classes\?/, async (route) => {
    const response = await route.fetch();
    schedules.push(await response.text());
    await route.fulfill({ response });
  });
  await signInAsDemo(page, 'live@demo.releve.test');
  await openSchedule(page);
  expect(schedules.length).toBeGreaterThan(0);
  for (const schedule of schedules) expect(schedule).not.toContain('zoom.pirouette-house.example');
  await expect(page.getByRole('heading', { level: 1, name: 'Live Schedule' })).toBeVisible();
  await expect(page.getByText(/The studio is in New York\./)).toBeVisible();

  const card = onAirClass(page);
  const popup = page.waitForEvent('popup');
  await card.getByRole('button', { name: 'Join', exact: true }).click();
  const zoom = await popup;
  await zoom.waitForURL(ZOOM);
  expect(zoom.url()).toBe('https://zoom.pirouette-house.example/j/open-studio');
  await zoom.close();

  // RSVP and cancel it again.
  await card.getByRole('button', { name: 'RSVP' }).click();
  await expect(card.getByRole('button', { name: 'Going' })).toHaveAttribute('aria-pressed', 'true');
  await card.getByRole('button', { name: 'Going' }).click();
  await expect(card.getByRole('button', { name: 'RSVP' })).toHaveAttribute('aria-pressed', 'false');

  await page.setViewportSize({ width: 1440, height: 900 });
  await snap(page, 'live-schedule-1440');
  await page.setViewportSize({ width: 375, height: 800 });
  await snap(page, 'live-schedule-375');
  await expectAccessible(page);
});

test('a visitor is offered to buy at her price; the home row shows the classes of today', async ({
  page,
}) => {
  await openSchedule(page);
  await expect(onAirClass(page).getByRole('link', { name: 'Join Live for $15' })).toHaveAttribute(
    'href',
    '/pricing?u=create-account&pk=day-pass',
  );
  await expect(onAirClass(page).getByRole('button', { name: 'Join', exact: true })).toHaveCount(0);
  await page.goto('/');
  const row = page.getByTestId('live-today');
  await expect(row.getByRole('heading', { name: 'Live Schedule for Today' })).toBeVisible();
  await expect(row.getByText('Open Studio Practice')).toBeVisible();
});

test('a day-pass holder redeems a pass and joins', async ({ page }) => {
  await standInForZoom(page);
  await signInAsDemo(page, 'daypass@demo.releve.test');
  await openSchedule(page);
  await onAirClass(page).getByRole('button', { name: 'Use a day pass' }).click();
  const dialog = page.getByRole('dialog', { name: 'Redeem a Day Pass' });
  await expect(dialog).toContainText('You have 3 unused Day Passes.');
  await page.setViewportSize({ width: 375, height: 800 });
  await snap(page, 'redeem-day-pass-375');
  await expectAccessible(page);
  // The class is on air: redeeming opens it in the tab the click opened.
  const popup = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Redeem and join' }).click();
  await (await popup).waitForURL(ZOOM);
  await expect(dialog).toBeHidden();
  await expect(onAirClass(page).getByRole('button', { name: 'Join', exact: true })).toBeEnabled();

  const profile = await page.evaluate(async () => (await fetch('/api/users/me')).json());
  expect(profile.user.unusedDayPasses).toBe(2);
  expect(profile.membership.isLiveMember).toBe(true);
});

test('a notification is read by clicking it: the recording opens and the count goes down', async ({
  page,
}) => {
  await signInAsDemo(page, 'annual@demo.releve.test');
  await page.goto('/notifications');
  await expect(page.getByRole('heading', { level: 1, name: /Notifications/ })).toBeVisible();
  const badge = page.getByTestId('notifications-unread');
  await expect(badge).toContainText('2');
  const recording = page.getByRole('button', { name: /The recording of .+ is ready to watch/ });
  await expect(recording.getByRole('img', { name: 'Unread' })).toBeVisible();
  await expect(recording).toContainText(/[A-Z][a-z]+ \d{1,2}, \d{4} \d{1,2}:\d{2} (AM|PM)/);
  await page.setViewportSize({ width: 1440, height: 900 });
  await snap(page, 'notifications-1440');
  await page.setViewportSize({ width: 375, height: 800 });
  await snap(page, 'notifications-375');
  await expectAccessible(page);

  await recording.click();
  await expect(page).toHaveURL(/\/m\/[A-Za-z0-9]+/);
  await page.goBack();
  await expect(page.getByTestId('notifications-unread')).toContainText('1');
  await expect(recording.getByRole('img', { name: 'Unread' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Mark All as Read' }).click();
  await expect(page.getByTestId('notifications-unread')).toHaveCount(0);
  await page.getByRole('button', { name: 'Actions' }).click();
  await expect(page.getByRole('menuitem', { name: 'Mark All as Read' })).toBeDisabled();
});
