import type { Page } from '@playwright/test';
import { signInAsDemo } from '../support/accounts';
import { expect, expectAccessible, snap, test } from '../support/fixtures';
import { expectNoSidewaysScroll } from '../support/studio';

/*
 * The console's Live schedule (issue 35, decision 046) on the demo studio, whose clock is New York's,
 * from browsers in Tokyo: the owner schedules a weekly class at 18:00 studio time (the form and the
 * week say New York, whatever the browser's zone), sees it on next week's Tuesday, and a live member
 * in Tokyo finds it on /live-class on Wednesday at 8:00 AM her time, "6:00 PM studio time".
 */
test.use({ demoStudio: true, timezoneId: 'Asia/Tokyo' });
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const OWNER = 'admin@demo.releve.test';
const MEMBER = 'live@demo.releve.test';
const NAME = 'Tokyo Morning Barre';
const STUDIO_ZONE = 'America/New_York';

const dayIn = (zone: string, at = new Date()) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** Next week's Tuesday in the studio's days (the console's weeks start on Monday). */
function nextTuesday(): string {
  const today = dayIn(STUDIO_ZONE);
  const monday = addDays(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));
  return addDays(monday, 8);
}

async function openLive(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await signInAsDemo(page, OWNER);
  await page.goto('/studio/live');
  await expect(page.getByRole('heading', { level: 1, name: 'Live schedule' })).toBeVisible();
  await expect(page.getByTestId('live-zone')).toContainText(`the studio's time zone, ${STUDIO_ZONE}`);
}

test('the owner schedules a weekly class at 18:00 studio time, previewed, and sees it on Tuesday', async ({
  page,
}) => {
  const first = nextTuesday();
  await openLive(page, 1440);
  await page.getByRole('button', { name: 'Schedule a class' }).click();
  const form = page.getByTestId('live-form');
  await form.getByLabel('Title').fill(NAME);
  await form.getByLabel('Zoom link').fill('https://zoom.pirouette-house.example/j/tokyo-barre');
  await form.getByLabel('Capacity').fill('20');
  // An en-US browser's studio reads a 12-hour clock (no locale in the demo's site config).
  await expect(form.getByLabel(`Start time (${STUDIO_ZONE})`)).toHaveValue('6:00 PM');
  await form.getByRole('radio', { name: 'Every week' }).check();
  for (const box of await form.getByRole('group', { name: 'Days of the week' }).getByRole('checkbox').all())
    await box.uncheck();
  await form.getByRole('checkbox', { name: 'Tue' }).check();
  await form.getByLabel('First date').fill(first);
  await form.getByLabel('Last date', { exact: false }).fill('');
  await form.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(form.getByText(/needs a last date/)).toBeVisible();
  await form.getByLabel('Last date', { exact: false }).fill(addDays(first, 21));
  await expect(page.getByTestId('live-preview')).toContainText('4 classes, from');
  await expect(page.getByTestId('live-preview')).toContainText(`At 6:00 PM in ${STUDIO_ZONE}`);
  await form.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `${NAME} is scheduled on 4 dates.` }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Next week' }).click();
  const tuesday = page
    .getByTestId('live-week')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: /^Tue,/ }) });
  const card = tuesday.getByTestId('live-class').filter({ hasText: NAME });
  await expect(card).toContainText('6:00 PM · 60 min');
  await expect(card).toContainText('0 of 20 reserved');
  await expectNoSidewaysScroll(page);
  await snap(page, 'studio-live-1440', { fullPage: true });
  await expectAccessible(page);

  await page.getByRole('button', { name: 'List', exact: true }).click();
  await expect(page.getByTestId('live-list').getByRole('row').filter({ hasText: NAME })).toContainText(
    '6:00 PM',
  );
  await page.getByRole('button', { name: 'Week', exact: true }).click();
  await card.getByRole('button', { name: `Cancel ${NAME}` }).click();
  const dialog = page.getByTestId('live-cancel-dialog');
  await expect(dialog).toContainText('0 members who reserved it');
  await snap(page, 'studio-live-cancel-1440');
  await dialog.getByRole('button', { name: 'Keep it' }).click();
  await expect(dialog).toBeHidden();

  // An exception for one date: the week after, this Tuesday's class moves to 19:00; the others stay.
  await page.getByRole('button', { name: 'Next week' }).click();
  const later = page.getByTestId('live-class').filter({ hasText: NAME });
  await later.getByRole('button', { name: `Change this date: ${NAME}` }).click();
  const edit = page.getByTestId('live-form');
  await edit.getByLabel(`Start time (${STUDIO_ZONE})`).fill('19:00');
  await edit.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(later).toContainText('7:00 PM · 60 min');
  await page.getByRole('button', { name: 'Previous week' }).click();
  await expect(card).toContainText('6:00 PM · 60 min');
});

test('at 375 px the week is a list of days, without sideways scrolling', async ({ page }) => {
  await openLive(page, 375);
  await page.getByRole('button', { name: 'Next week' }).click();
  await expect(page.getByTestId('live-class').filter({ hasText: NAME })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await snap(page, 'studio-live-375', { fullPage: true });
  await page.getByRole('button', { name: 'Schedule a class' }).click();
  await expectNoSidewaysScroll(page);
  await snap(page, 'studio-live-form-375', { fullPage: true });
  await page.getByRole('button', { name: 'Close the form' }).click();
  await page.getByText('Breaks and day names').click();
  await expect(page.getByRole('textbox', { name: 'Tuesday' })).toHaveValue('Tutu & Tunic Tuesday');
  await expectNoSidewaysScroll(page);
  await snap(page, 'studio-live-settings-375', { fullPage: true });
});

test('a live member in Tokyo sees the class on Wednesday at 8:00 AM her time', async ({ page }) => {
  const wednesday = addDays(nextTuesday(), 1);
  await signInAsDemo(page, MEMBER);
  await page.goto(`/live-class?date=${wednesday}`);
  const card = page.getByRole('article', { name: NAME });
  await expect(card).toHaveCount(1, { timeout: 20_000 });
  await expect(card).toContainText('8:00 AM');
  await expect(card).toContainText('6:00 PM studio time');
  const day = page.locator('section').filter({ has: card });
  await expect(day.getByRole('heading', { level: 2 })).toContainText(
    new Intl.DateTimeFormat('en-US', {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${wednesday}T00:00:00Z`)),
  );
});
