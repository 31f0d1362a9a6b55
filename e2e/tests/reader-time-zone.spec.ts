import type { Page } from '@playwright/test';
import { signInAsDemo } from '../support/accounts';
import { pathBySlug } from '../support/catalog-pages';
import { expect, snap, test } from '../support/fixtures';

/*
 * Issue 32, item 2: a page the server drew must not depend on the server's zone. Read in two zones
 * whose day differs from UTC's at complementary hours (UTC+14 from 10:00 UTC, UTC-11 before 11:00
 * UTC), so at any hour one of them reads another day than the server: React's hydration error #418
 * (or any other console error) fails the test.
 */
test.use({ demoStudio: true });

const zones = ['Pacific/Kiritimati', 'Pacific/Pago_Pago'] as const;

/** Every console error and page error, a failed hydration among them. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  return errors;
}

/** "Dec 1, 2026, 5:00 PM UTC", as lib/reader-time writes a moment in a zone. */
const inZone = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone,
  }).format(new Date(iso));

for (const timezoneId of zones) {
  test.describe(`a reader in ${timezoneId}`, () => {
    test.use({ timezoneId });

    test('sees a scheduled class start in UTC (named) at first paint, then in her zone; no Start, no console error', async ({
      page,
    }) => {
      const errors = consoleErrors(page);
      const path = await pathBySlug(page.request, 'live-centre-and-turns');
      const mediaId = path.split('/')[2] as string;
      const item = (await (await page.request.get(`/api/v2/media/${mediaId}`)).json()).playlist[0];
      expect(item.mediaStatus).toBe('SCHEDULED');

      // The server's first paint: the start in UTC, saying so.
      const html = await (await page.request.get(path)).text();
      expect(html).toContain(`This class starts ${inZone(item.scheduledStart, 'UTC')}.`);

      await page.goto(path);
      const readerTime = inZone(item.scheduledStart, timezoneId);
      await expect(page.getByTestId('scheduled-note')).toHaveText(
        `This class starts ${readerTime}. Start appears here once it begins.`,
      );
      // Issue 32, item 3: no Start that leads nowhere; what a member can do before the start instead.
      await expect(page.getByTestId('scheduled-start')).toHaveText(`Starts ${readerTime}`);
      await expect(page.getByTestId('play-button')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Add to My Week' })).toBeVisible();
      await expect(page.getByTestId('favorite-button')).toBeVisible();
      expect(errors).toEqual([]);
    });

    test("the home page's Class of the Day and a member's My Week draw without a console error", async ({
      page,
    }) => {
      const errors = consoleErrors(page);
      await page.goto('/');
      await expect(page.getByTestId('class-of-the-day')).toBeVisible();
      await signInAsDemo(page);
      await page.goto('/my-week');
      const firstDay = page.getByTestId('week-day').first();
      await expect(firstDay.getByRole('heading', { level: 2 })).toHaveText('Today');
      const readerWeekday = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: timezoneId })
        .format(new Date())
        .toLowerCase();
      await expect(firstDay).toHaveAttribute('data-day', readerWeekday);
      await page.goto('/');
      await expect(page.getByTestId('class-of-the-day')).toBeVisible();
      expect(errors).toEqual([]);
    });

    test("a member's notifications are dated in her zone, without a console error", async ({ page }) => {
      const errors = consoleErrors(page);
      await signInAsDemo(page, 'annual@demo.releve.test');
      const answer = await (await page.request.get('/api/user-notifications?page=1&limit=50')).json();
      const recording = (answer.notifications as { type: string; createdAt: string }[]).find(
        (one) => one.type === 'recording-available',
      );
      if (!recording) throw new Error('the demo annual member has no recording notification');
      const parts = Object.fromEntries(
        new Intl.DateTimeFormat('en-US', {
          year: 'numeric',
          month: 'long',
          day: 'numeric',
          hour: 'numeric',
          minute: '2-digit',
          hour12: true,
          timeZone: timezoneId,
        })
          .formatToParts(new Date(recording.createdAt))
          .map((part) => [part.type, part.value]),
      );
      const readerDate = `${parts.month} ${parts.day}, ${parts.year} ${parts.hour}:${parts.minute} ${parts.dayPeriod}`;
      await page.goto('/notifications');
      await expect(page.locator(`time[datetime="${recording.createdAt}"]`).first()).toHaveText(readerDate);
      expect(errors).toEqual([]);
    });
  });
}

for (const width of [375, 1440] as const) {
  test(`a scheduled class page at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 375 ? 760 : 900 });
    const path = await pathBySlug(page.request, 'live-stretch-and-restore');
    await signInAsDemo(page);
    await page.goto(path);
    await expect(page.getByTestId('scheduled-start')).toBeVisible();
    const chip = await page.getByTestId('scheduled-start').boundingBox();
    expect(chip && chip.x + chip.width).toBeLessThanOrEqual(width);
    await snap(page, `scheduled-class-${width}`);
  });
}
