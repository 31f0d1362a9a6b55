import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { signInAsDemo } from '../support/accounts';
import { expect, expectAccessible, snap, test } from '../support/fixtures';
import { video } from '../support/player';

/*
 * A program's lesson player on the demo studio: a visitor plays a free lesson and meets a locked
 * one as a thumbnail to pricing; a member finishes a lesson, sees "Keep going!" lead to the next,
 * and finds the lesson marked completed on the program page. The demo clips last 10 to 12 s.
 */
test.use({ demoStudio: true });

const PROGRAM = 'ballet-basics';
const wide = { width: 1440, height: 900 };
const narrow = { width: 375, height: 740 };

interface CourseLessons {
  sections: { id: string; playlists: { videos: { id: string; title: string; unlocked: boolean }[] }[] }[];
}

/** The program's first section: its first module opens with free lessons (the demo seed unlocks two). */
async function firstSection(request: APIRequestContext) {
  const { courses } = (await (await request.get('/api/courses')).json()) as {
    courses: (CourseLessons & { id: string })[];
  };
  const course = courses.find((one) => one.id === PROGRAM);
  const section = course?.sections[0];
  const videos = section?.playlists[0]?.videos ?? [];
  if (!section || !videos[0]?.unlocked || videos.length < 3 || videos[2]?.unlocked) {
    throw new Error('the demo program has not the free lessons this test expects');
  }
  const path = (videoIndex: number) => `/programs/${PROGRAM}/sections/${section.id}/p/0/v/${videoIndex}`;
  return { section, videos, path };
}

const currentTime = (target: Locator) => target.evaluate((element: HTMLVideoElement) => element.currentTime);

async function startPlaying(page: Page) {
  const player = page.getByTestId('player');
  await expect(player).toHaveAttribute('data-status', 'ready', { timeout: 20_000 });
  await player.getByRole('button', { name: 'Play', exact: true }).first().click();
  await expect.poll(() => currentTime(video(page)), { timeout: 15_000 }).toBeGreaterThan(0.5);
}

test('a visitor plays a free lesson; a locked one is a thumbnail leading to pricing', async ({
  page,
  request,
}) => {
  test.slow();
  const { videos, path } = await firstSection(request);
  await page.setViewportSize(wide);
  await page.goto(path(0));
  await expect(page.getByRole('heading', { level: 1, name: videos[0]?.title })).toBeVisible();
  await expect(page.getByTestId('lesson-position')).toHaveText(`1 of ${videos.length}`);
  await expect(page.getByRole('link', { name: /^Previous lesson/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Start 7-Day Free Trial' })).toHaveAttribute(
    'href',
    '/pricing',
  );
  await expect(page.getByRole('link', { name: /Back to program/ })).toHaveAttribute(
    'href',
    `/programs/${PROGRAM}`,
  );
  const list = page.getByRole('navigation', { name: /^Lessons in / }).last();
  await expect(list.getByRole('link', { name: videos[0]?.title })).toHaveAttribute('aria-current', 'page');
  await startPlaying(page);
  await snap(page, 'lesson-free-1440');
  await expectAccessible(page);

  await page.setViewportSize(narrow);
  await expect(page.getByTestId('player')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await snap(page, 'lesson-free-375');

  // Next leads on through the section; the third lesson is for members.
  await page.getByRole('link', { name: /^Next lesson/ }).click();
  await expect(page).toHaveURL(path(1));
  await page.getByRole('link', { name: /^Next lesson/ }).click();
  await expect(page).toHaveURL(path(2));
  const locked = page.getByRole('link', { name: new RegExp(`^Members only: ${videos[2]?.title}`) });
  await expect(locked).toBeVisible();
  await expect(page.getByTestId('player')).toHaveCount(0);
  await expect(locked.locator('img')).toHaveJSProperty('complete', true);
  await snap(page, 'lesson-locked-375');
  await page.setViewportSize(wide);
  // The wider poster of the srcset arrives after the resize.
  await page.waitForLoadState('networkidle');
  await snap(page, 'lesson-locked-1440');
  await expectAccessible(page);
  await locked.click();
  await expect(page).toHaveURL('/pricing');
});

test('a member finishes a lesson: completed, "Keep going!" to the next, marked on the program page', async ({
  page,
  request,
}) => {
  test.slow();
  const { section, videos, path } = await firstSection(request);
  await page.setViewportSize(wide);
  await signInAsDemo(page);
  await page.goto(path(0));
  await expect(page.getByRole('heading', { level: 1, name: videos[0]?.title })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start 7-Day Free Trial' })).toHaveCount(0);
  await startPlaying(page);
  // Near the end: the clip finishes by itself.
  await video(page).evaluate((element: HTMLVideoElement) => {
    element.currentTime = Math.max(0, element.duration - 1);
  });
  const bar = page.getByTestId('lesson-completed');
  await expect(bar).toBeVisible({ timeout: 20_000 });
  await expect(bar).toContainText('Completed');
  const list = page.getByRole('navigation', { name: /^Lessons in / }).last();
  await expect(list.getByRole('link', { name: `${videos[0]?.title} (Completed)` })).toBeVisible();
  await snap(page, 'lesson-completed-1440');
  await expectAccessible(page);

  await bar.getByRole('link', { name: 'Keep going!' }).click();
  await expect(page).toHaveURL(path(1));
  await expect(page.getByRole('heading', { level: 1, name: videos[1]?.title })).toBeVisible();
  await expect(page.getByTestId('lesson-position')).toHaveText(`2 of ${videos.length}`);
  // The program remembers where the member is (section state, saved after 1 s).
  await expect
    .poll(
      async () => {
        const profile = await (await page.request.get('/api/users/me')).json();
        return profile.user.programState[PROGRAM]?.sectionState;
      },
      { timeout: 10_000 },
    )
    .toMatchObject({
      lastSectionId: section.id,
      [section.id]: { playlistIndex: 0, videoIndex: 1, videoId: videos[1]?.id },
    });

  // The saved progress is the server's: a fresh load of the program page shows it.
  await page.goto(`/programs/${PROGRAM}`);
  const done = page.getByRole('link', { name: new RegExp(`^Completed ${videos[0]?.title}`) }).first();
  await expect(done).toBeVisible({ timeout: 15_000 });
  await expect(done).toHaveAttribute('data-status', 'completed');
  await page.setViewportSize(narrow);
  await snap(page, 'lesson-program-status-375');
});
