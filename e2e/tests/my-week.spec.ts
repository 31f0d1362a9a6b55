import type { APIRequestContext, Page } from '@playwright/test';
import { signInAsDemo } from '../support/accounts';
import { expect, expectAccessible, snap, test } from '../support/fixtures';
import { playToTheEnd } from '../support/player';

/*
 * My Week Plan on the demo studio: a member plans her week from class pages, moves and removes
 * classes with Undo, resets the plan, and plays today's classes as the My Week queue.
 */
test.use({ demoStudio: true });

interface Item {
  mediaid: string;
  title: string;
  link: string;
  mediaStatus: string;
  contentType: string;
}

const dayKeys = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

/** Three playable classes of the studio's first browse playlist. */
async function threeClasses(request: APIRequestContext): Promise<Item[]> {
  const initial = await (await request.get('/api/initial-data')).json();
  const playlistId = (initial.sections as { playlistIds: string[] }[])[0]?.playlistIds[0] as string;
  const items: Item[] = (await (await request.get(`/api/v2/playlists/${playlistId}?page_limit=100`)).json())
    .playlist;
  const playable = items.filter((one) => one.mediaStatus === 'VOD' && one.contentType === 'video');
  if (playable.length < 3) throw new Error('the demo playlist has fewer than three classes');
  return playable.slice(0, 3);
}

/** The member's plan as the server has it. */
const serverPlan = async (page: Page): Promise<Record<string, string[]>> =>
  (await (await page.request.get('/api/users/me/my-week-plan')).json()).myWeekPlan.classesByDay;

/** "Wednesday" of the browser's today plus `offset` days. */
const weekdayIn = (page: Page, offset: number) =>
  page.evaluate(
    (days) => new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-US', { weekday: 'long' }),
    offset,
  );

async function addToMyWeek(page: Page, item: Item, weekday: string) {
  await page.goto(item.link);
  await page.getByRole('button', { name: 'Add to My Week' }).click();
  const menu = page.getByRole('menu', { name: 'Add to My Week' });
  await expect(menu.getByRole('menuitem')).toHaveCount(7);
  await menu.getByRole('menuitem', { name: new RegExp(`^${weekday}`) }).click();
  await expect(page.getByTestId('add-to-week-status')).toHaveText(`Added to ${weekday}`);
}

test('a member plans her week, moves and removes with Undo, resets, and plays the day', async ({ page }) => {
  // Three class pages, two undo toasts waited out, an axe scan at two widths and two clips played to
  // their end: well over a minute on a busy machine.
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsDemo(page);
  const [first, second, third] = await threeClasses(page.request);
  if (!first || !second || !third) throw new Error('three classes expected');
  expect((await page.request.delete('/api/users/me/clear-my-week-plan')).ok()).toBe(true);
  const todayKey = await page.evaluate((keys) => keys[new Date().getDay()] as string, dayKeys);
  const tomorrowKey = dayKeys[(dayKeys.indexOf(todayKey) + 1) % 7] as string;
  const today = await weekdayIn(page, 0);
  const tomorrow = await weekdayIn(page, 1);

  // A live class she reserved tomorrow shows on its day too.
  const live = await reserveTomorrowsClass(page);

  // Plan: two classes today, one tomorrow. The menu lists the weekdays from today.
  await page.goto(first.link);
  await page.getByRole('button', { name: 'Add to My Week' }).click();
  await expect(page.getByRole('menuitem').first()).toHaveText(`${today} (Today)`);
  await expect(page.getByRole('menuitem').nth(1)).toHaveText(tomorrow);
  await page.getByRole('button', { name: 'Add to My Week' }).click();
  await expect(page.getByRole('menu')).toHaveCount(0);
  await addToMyWeek(page, first, today);
  await addToMyWeek(page, second, today);
  await addToMyWeek(page, third, tomorrow);
  expect(await serverPlan(page)).toMatchObject({
    [todayKey]: [first.mediaid, second.mediaid],
    [tomorrowKey]: [third.mediaid],
  });

  await page.goto('/my-week');
  const days = page.getByTestId('week-day');
  await expect(days).toHaveCount(7);
  await expect(days.nth(0).getByRole('heading', { level: 2 })).toHaveText('Today');
  await expect(days.nth(1).getByRole('heading', { level: 2 })).toHaveText('Tomorrow');
  await expect(days.nth(2).getByRole('heading', { level: 2 })).toHaveText(
    /^[A-Z][a-z]{2}, [A-Z][a-z]+ \d{1,2}$/,
  );
  const todayCard = days.nth(0);
  const tomorrowCard = days.nth(1);
  await expect(todayCard.getByTestId('week-recorded')).toHaveCount(2);
  // The day counts the live classes she reserved for today too (another spec of the run may have
  // reserved one of today's for member@ in the shared demo studio).
  await expect
    .poll(async () => {
      const live = await todayCard.getByTestId('week-live').count();
      return new RegExp(`${2 + live} classes · Total \\d`).test((await todayCard.textContent()) ?? '');
    })
    .toBe(true);
  if (live) await expect(tomorrowCard.getByTestId('week-live')).toContainText(live);
  await expect(days.nth(3)).toContainText('Nothing planned yet.');
  await snap(page, 'my-week-1440');
  await expectAccessible(page);

  // Edit: move the first class down, and tomorrow's class to the day after.
  await page.getByRole('button', { name: 'Options' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await todayCard.getByRole('button', { name: `Move Down ${first.title}` }).click();
  await expect(todayCard.getByTestId('week-recorded').first()).toContainText(second.title);
  await expect.poll(async () => (await serverPlan(page))[todayKey]).toEqual([second.mediaid, first.mediaid]);
  const moveSelect = tomorrowCard.getByRole('combobox', { name: `Move to another day: ${third.title}` });
  // Neither today nor the class's own day is offered.
  await expect(moveSelect.locator('option')).toHaveCount(6);
  await expect(moveSelect.locator('option', { hasText: 'Today' })).toHaveCount(0);
  await expect(moveSelect.locator('option', { hasText: 'Tomorrow' })).toHaveCount(0);
  const dayAfterKey = dayKeys[(dayKeys.indexOf(todayKey) + 2) % 7] as string;
  await moveSelect.selectOption(dayAfterKey);
  await expect(days.nth(2).getByTestId('week-recorded')).toContainText(third.title);
  await expect.poll(async () => (await serverPlan(page))[dayAfterKey]).toEqual([third.mediaid]);
  await page.setViewportSize({ width: 375, height: 740 });
  await snap(page, 'my-week-edit-375');
  await expectAccessible(page);
  await page.setViewportSize({ width: 1440, height: 900 });

  // Remove with Undo: the class comes back and the server never lost it.
  const toast = page.getByTestId('week-plan-toast');
  await todayCard.getByRole('button', { name: `Remove ${first.title}` }).click();
  await expect(toast).toContainText(`Removed from ${today}`);
  await expect(toast).toContainText(first.title);
  await expect(todayCard.getByTestId('week-recorded')).toHaveCount(1);
  await snap(page, 'my-week-undo-1440');
  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect(toast).toHaveCount(0);
  await expect(todayCard.getByTestId('week-recorded')).toHaveCount(2);
  expect((await serverPlan(page))[todayKey]).toEqual([second.mediaid, first.mediaid]);
  // Removed for good once the 4 s toast closes by itself.
  await todayCard.getByRole('button', { name: `Remove ${first.title}` }).click();
  await expect(toast).toBeVisible();
  expect((await serverPlan(page))[todayKey]).toContain(first.mediaid);
  await expect(toast).toHaveCount(0, { timeout: 6_000 });
  await expect.poll(async () => (await serverPlan(page))[todayKey]).toEqual([second.mediaid]);
  if (live) {
    await tomorrowCard.getByRole('button', { name: `Remove ${live}` }).click();
    await expect(toast).toContainText(`Removed ${tomorrow} Live Class`);
    await toast.getByRole('button', { name: 'Undo' }).click();
    await expect(tomorrowCard.getByTestId('week-live')).toHaveCount(1);
  }
  await page.getByRole('button', { name: 'Done' }).click();

  // Reset, undone; the plan stays on the server.
  await page.getByRole('button', { name: 'Options' }).click();
  await page.getByRole('menuitem', { name: 'Reset My Week Plan' }).click();
  await expect(toast).toContainText('Cleared My Week Plan');
  await expect(page.getByTestId('week-recorded')).toHaveCount(0);
  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByTestId('week-recorded')).toHaveCount(2);

  // Play today's classes: one left today, add the first back, then the queue plays both and goes home.
  await addToMyWeek(page, first, today);
  await page.goto('/my-week');
  await page.getByRole('link', { name: "Play Today's Classes" }).click();
  await expect(page).toHaveURL(new RegExp(`/m/${second.mediaid}.*myweek=1`));
  await playToTheEnd(page);
  const countdown = page.getByTestId('my-week-toast');
  await expect(countdown).toContainText(/Next Class in [1-5]/);
  await countdown.getByRole('button', { name: 'Skip' }).click();
  await page.waitForURL((url) => url.pathname.startsWith(`/m/${first.mediaid}`), { timeout: 10_000 });
  await playToTheEnd(page);
  await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });
  // The home row shows today's real plan (the seventh row: past the first six, a scroll away).
  await expect(page.getByTestId('class-of-the-day')).toBeVisible();
  const row = page.getByTestId('my-week-row');
  const more = page.getByRole('button', { name: 'Show more rows' });
  if ((await row.count()) === 0 && (await more.count()) > 0) await more.scrollIntoViewIfNeeded();
  await expect(row.getByTestId('week-recorded')).toHaveCount(2);
  // Both were watched to their end today: done.
  await expect(row.getByTestId('week-recorded').getByText('Done', { exact: true })).toHaveCount(2);
  await row.scrollIntoViewIfNeeded();
  await snap(page, 'my-week-home-row-1440');

  // Reset for good: the 5 s toast closes and the plan is empty on the server.
  await page.goto('/my-week');
  await page.getByRole('button', { name: 'Options' }).click();
  await page.getByRole('menuitem', { name: 'Reset My Week Plan' }).click();
  await expect(toast).toContainText('Cleared My Week Plan');
  await expect(toast).toHaveCount(0, { timeout: 7_000 });
  await expect.poll(async () => Object.values(await serverPlan(page)).flat()).toEqual([]);
});

test('a member adds her plan to a calendar app from My Account, turns on reminders, and turns the feed off', async ({
  page,
  request,
}) => {
  // Two axe scans and the account page's sections: past 30 s on a busy machine.
  test.slow();
  await page.setViewportSize({ width: 375, height: 740 });
  await signInAsDemo(page);
  await page.goto('/u/my-account');
  const section = page.getByRole('region', { name: 'My Week Plan calendar' });
  await section.getByRole('button', { name: 'Create calendar address' }).click();
  const address = section.getByLabel('Calendar address');
  await expect(address).toHaveValue(/\/api\/calendar\/[\w-]{32}\.ics$/);
  const feedUrl = new URL(await address.inputValue());
  // A calendar app sends no cookies (the request fixture has none): the address alone opens the plan.
  const feed = await request.get(feedUrl.pathname);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toContain('text/calendar');
  expect(await feed.text()).toContain('BEGIN:VCALENDAR');

  const reminders = section.getByRole('checkbox', { name: /reminder an hour before each live class/ });
  await reminders.check();
  await expect(reminders).toBeChecked();
  await snap(page, 'my-week-calendar-375');
  await expectAccessible(page);
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'My Week Plan calendar' }).getByRole('checkbox'),
  ).toBeChecked();

  await page.getByRole('button', { name: 'Turn off calendar' }).click();
  await expect(page.getByRole('button', { name: 'Create calendar address' })).toBeVisible();
  expect((await request.get(feedUrl.pathname)).status()).toBe(404);
  await reminders.uncheck();
  await expect(reminders).not.toBeChecked();
});

/** Reserves tomorrow's first class of the live schedule (in the browser's zone); its name, if any. */
async function reserveTomorrowsClass(page: Page): Promise<string | undefined> {
  const { startDate, tz } = await page.evaluate(() => {
    const day = new Date(Date.now() + 86_400_000);
    const mm = String(day.getMonth() + 1).padStart(2, '0');
    const dd = String(day.getDate()).padStart(2, '0');
    return {
      startDate: `${mm}-${dd}-${day.getFullYear()}`,
      tz: Intl.DateTimeFormat().resolvedOptions().timeZone,
    };
  });
  const schedule = await (
    await page.request.get(`/api/schedule/classes?startDate=${startDate}&endDate=${startDate}&tz=${tz}`)
  ).json();
  const chosen = (schedule.classes as { id: string; name: string }[])[0];
  if (!chosen) return undefined;
  const reserved = await page.request.post('/api/rsvps', { data: { classId: chosen.id } });
  expect(reserved.ok()).toBe(true);
  return chosen.name;
}
