import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { signInAsDemo } from '../support/accounts';
import { expect, expectAccessible, snap, test } from '../support/fixtures';
import { expectNoSidewaysScroll, makeClip } from '../support/studio';

/*
 * The Live schedule's series edits and uploaded recordings (decision 046) on the demo studio (New
 * York, a 12-hour clock in an en-US browser): the owner moves a whole weekly series from Tuesdays at
 * 6:00 PM to Wednesdays at 5:30 PM, and a live member sees every date move on /live-class, her
 * reservation with it; then the owner uploads a small recording from the Live page and sees it
 * attached once packaged.
 */
test.use({ demoStudio: true, timezoneId: 'America/New_York', locale: 'en-US' });
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const OWNER = 'admin@demo.releve.test';
const MEMBER = 'live@demo.releve.test';
const SERIES = 'Series Adagio';
const RECORDED = 'Recorded Allegro';
const STUDIO_ZONE = 'America/New_York';

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** Next week's Monday in the studio's days (the console's weeks start on Monday). */
function nextMonday(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: STUDIO_ZONE }).format(new Date());
  return addDays(addDays(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7)), 7);
}
const tuesdays = [1, 8, 15].map((n) => addDays(nextMonday(), n));
const origin = (page: Page) => ({ origin: new URL(page.url()).origin });

let clips: string;
test.beforeAll(() => {
  clips = mkdtempSync(path.join(tmpdir(), 'releve-live-recording-'));
  makeClip(clips, 'allegro.mp4', { seconds: 2 });
});
test.afterAll(() => rmSync(clips, { recursive: true, force: true }));

async function openLive(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await signInAsDemo(page, OWNER);
  await page.goto('/studio/live');
  await expect(page.getByRole('heading', { level: 1, name: 'Live schedule' })).toBeVisible();
  await page.getByRole('button', { name: 'Next week' }).click();
}

const schedule = async (page: Page, name: string, repeat: object) => {
  const made = await page.request.post('/api/studio/live/classes', {
    headers: origin(page),
    data: {
      name,
      zoomUrl: 'https://zoom.pirouette-house.example/j/series',
      time: '18:00',
      minutes: 60,
      repeat,
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  return (await made.json()).classes as { id: string; day: string }[];
};

test('the owner moves the whole series to Wednesdays at 5:30 PM; a member sees every date move', async ({
  page,
  browser,
}) => {
  await openLive(page, 1440);
  const made = await schedule(page, SERIES, {
    kind: 'weekly',
    weekdays: [2],
    firstDay: tuesdays[0],
    lastDay: tuesdays[2],
  });
  expect(made.map((c) => c.day)).toEqual(tuesdays);

  // A live member reserves the second date.
  const memberContext = await browser.newContext({ timezoneId: STUDIO_ZONE, locale: 'en-US' });
  const member = await memberContext.newPage();
  await signInAsDemo(member, MEMBER);
  const reserved = await member.request.post('/api/rsvps', {
    headers: origin(member),
    data: { classId: made[1]?.id },
  });
  expect(reserved.status(), await reserved.text()).toBe(200);

  await page.reload();
  await page.getByRole('button', { name: 'Next week' }).click();
  const card = page.getByTestId('live-class').filter({ hasText: SERIES });
  await card.getByRole('button', { name: `Change this date: ${SERIES}` }).click();
  const form = page.getByTestId('live-form');
  const time = form.getByLabel(`Start time (${STUDIO_ZONE})`);
  await expect(time).toHaveValue('6:00 PM');
  await form.getByRole('radio', { name: 'The whole series' }).check();
  await time.fill('5:30 pm');
  await form.getByLabel('Date').fill(addDays(tuesdays[0] as string, 1));
  await expectNoSidewaysScroll(page);
  await snap(page, 'studio-live-series-form-1440', { fullPage: true });
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `${SERIES} is changed on 3 dates.` }),
  ).toBeVisible();
  await expect(card).toContainText('5:30 PM · 60 min');
  const wednesday = page
    .getByTestId('live-week')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: /^Wed,/ }) });
  await expect(wednesday.getByTestId('live-class').filter({ hasText: SERIES })).toBeVisible();

  for (const tuesday of tuesdays) {
    await member.goto(`/live-class?date=${addDays(tuesday, 1)}`);
    const moved = member.getByRole('article', { name: SERIES });
    await expect(moved).toHaveCount(1, { timeout: 20_000 });
    await expect(moved).toContainText('5:30 PM');
  }
  await expect(member.getByRole('article', { name: SERIES })).not.toContainText('6:00 PM');
  const rsvps = await (await member.request.get('/api/rsvps')).json();
  expect(JSON.stringify(rsvps)).toContain(SERIES);
  await memberContext.close();
});

test('at 375 px the series choice and the cancel dialog fit', async ({ page }) => {
  await openLive(page, 375);
  const card = page.getByTestId('live-class').filter({ hasText: SERIES });
  await card.getByRole('button', { name: `Change this date: ${SERIES}` }).click();
  await page.getByTestId('live-form').getByRole('radio', { name: 'This and the following classes' }).check();
  await expectNoSidewaysScroll(page);
  await snap(page, 'studio-live-series-form-375', { fullPage: true });
  await page.getByRole('button', { name: 'Close the form' }).click();
  await card.getByRole('button', { name: `Cancel ${SERIES}` }).click();
  const dialog = page.getByTestId('live-cancel-dialog');
  await dialog.getByRole('radio', { name: 'Every class of the series still to come' }).check();
  await expect(dialog).toContainText('Members who reserved any of the cancelled dates');
  await snap(page, 'studio-live-series-cancel-375');
  await dialog.getByRole('button', { name: 'Keep it' }).click();
});

test('the owner uploads a recording from the Live page and sees it attached once packaged', async ({
  page,
}) => {
  await openLive(page, 1440);
  await schedule(page, RECORDED, { kind: 'once', day: addDays(nextMonday(), 3) });
  await page.reload();
  await page.getByRole('button', { name: 'Next week' }).click();
  const card = page.getByTestId('live-class').filter({ hasText: RECORDED });
  await card.getByRole('button', { name: `Attach the recording of ${RECORDED}` }).click();
  const dialog = page.getByTestId('live-recording-dialog');
  await dialog.getByLabel('Video file').setInputFiles(path.join(clips, 'allegro.mp4'));
  const state = dialog.getByTestId('recording-upload-state');
  // Progress in words, up to "attached" (a two-second clip may pass a state between two looks).
  await expect(state).toContainText(/Uploading|Checking|Uploaded|attached/);
  await expect(state).toContainText('The recording is attached and published', { timeout: 120_000 });
  await snap(page, 'studio-live-recording-upload-1440');
  await expectAccessible(page);
  await page.setViewportSize({ width: 375, height: 900 });
  await expectNoSidewaysScroll(page);
  await snap(page, 'studio-live-recording-upload-375');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(card).toContainText('Recording attached');
  // Published under the class's name: members find it in the catalogue.
  const search = await page.request.get(`/api/studio/live/recordings?q=${encodeURIComponent(RECORDED)}`);
  expect((await search.json()).videos.map((v: { title: string }) => v.title)).toContain(
    `${RECORDED} (${addDays(nextMonday(), 3)})`,
  );
});
