import type { APIRequestContext, Page } from '@playwright/test';
import { signInAsDemo } from '../support/accounts';
import { expect, expectAccessible, snap, test } from '../support/fixtures';

/*
 * The member's library on the demo studio: favorites, progress and continue watching, classes taken
 * and Watch Again, and what visitors meet instead. Ids are random per catalogue, so each test finds
 * its classes through the public API first.
 */
test.use({ demoStudio: true });

interface Item {
  mediaid: string;
  title: string;
  duration: number;
  link: string;
  seriesId: string | null;
  contentType: string;
}

/** Plain classes (no series, episodes or pages) from the studio's home playlists. */
async function findClasses(request: APIRequestContext, count: number): Promise<Item[]> {
  const initial = await (await request.get('/api/initial-data')).json();
  const playlistIds = (initial.homeShelves as { type: string; itemId: string | null }[]).flatMap((shelf) =>
    shelf.type === 'playlist' && shelf.itemId ? [shelf.itemId] : [],
  );
  const found = new Map<string, Item>();
  for (const playlistId of playlistIds) {
    const answer = await (await request.get(`/api/v2/playlists/${playlistId}?page_limit=40`)).json();
    for (const item of answer.playlist as Item[]) {
      if (item.contentType === 'video' && !item.seriesId && item.duration > 0) found.set(item.mediaid, item);
    }
    if (found.size >= count) return [...found.values()].slice(0, count);
  }
  throw new Error(`the demo studio has fewer than ${count} plain classes on its home playlists`);
}

/** A home row by its title, scrolling down (rows load 6 at first, 4 more as one nears the end) until it shows. */
async function homeRow(page: Page, title: string) {
  const row = page.getByTestId('shelf').filter({ has: page.getByRole('heading', { level: 2, name: title }) });
  await expect
    .poll(
      async () => {
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        return row.count();
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThan(0);
  await row.scrollIntoViewIfNeeded();
  return row;
}

test('a member favorites a class and finds it on /favorites and on home, then takes it out', async ({
  page,
  request,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1440, height: 900 });
  const [item] = await findClasses(request, 1);
  await signInAsDemo(page);

  await page.goto(item!.link);
  const favorite = page.getByRole('button', { name: 'Favorite' });
  await expect(favorite).toBeEnabled();
  if ((await favorite.getAttribute('aria-pressed')) === 'true') {
    await favorite.click();
    await expect(favorite).toHaveAttribute('aria-pressed', 'false');
  }
  await favorite.click();
  await expect(favorite).toHaveAttribute('aria-pressed', 'true');
  await expect(
    page.getByRole('status').filter({ hasText: `${item!.title} is in your favorites` }),
  ).toBeAttached();
  await snap(page, 'library-favorite-button-1440');

  await page.goto('/favorites');
  const grid = page.getByRole('list', { name: 'Your favorite classes' });
  await expect(grid.getByRole('link', { name: item!.title })).toHaveAttribute('href', item!.link);
  await snap(page, 'library-favorites-1440');
  await expectAccessible(page);

  await page.goto('/');
  const row = await homeRow(page, 'Your Favorites');
  await expect(row.getByRole('link', { name: item!.title })).toBeVisible();
  await snap(page, 'library-home-favorites-1440');

  await page.goto(item!.link);
  await page.getByRole('button', { name: 'Favorite' }).click();
  await expect(page.getByRole('button', { name: 'Favorite' })).toHaveAttribute('aria-pressed', 'false');
  await page.goto('/favorites');
  await expect(page.getByRole('link', { name: item!.title })).toHaveCount(0);
});

test('saved progress puts a class in Continue Watching, which resumes it; a class taken shows in Watch Again', async ({
  page,
  request,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1440, height: 900 });
  const [, watching, taken] = await findClasses(request, 3);
  await signInAsDemo(page);
  // The player saves progress this way; the page's own session makes the calls.
  const saved = await page.request.post(`/api/users/me/video-state/${watching!.mediaid}`, {
    data: { lastTime: Math.round(watching!.duration * 0.4), duration: watching!.duration },
  });
  expect(saved.status()).toBe(204);
  const recorded = await page.request.post('/api/users/me/watched-videos', {
    data: { mediaId: taken!.mediaid },
  });
  expect(recorded.status()).toBe(200);

  await page.goto('/');
  const continueRow = await homeRow(page, 'Continue Watching');
  const card = continueRow.getByRole('link', { name: watching!.title });
  await expect(card).toHaveAttribute('href', `${watching!.link}?play=1`);
  await snap(page, 'library-home-continue-1440');
  await expectAccessible(page);
  const againRow = await homeRow(page, 'Watch Again');
  await expect(againRow.getByRole('link', { name: taken!.title })).toBeVisible();

  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByText(/\d+ class(es)? taken/)).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/watch-again');
  const today = page.getByTestId('watched-day').first();
  await expect(today.getByRole('heading', { level: 2 })).toHaveText('Today');
  await expect(today.getByRole('link', { name: taken!.title })).toBeVisible();
  await snap(page, 'library-watch-again-1440');
  await expectAccessible(page);

  await page.goto('/');
  await (await homeRow(page, 'Continue Watching')).getByRole('link', { name: watching!.title }).click();
  await expect(page).toHaveURL(`${watching!.link}?play=1`);
});

test('at 375 px a member’s favorites and classes taken fit the phone', async ({ page, request }) => {
  test.slow();
  await page.setViewportSize({ width: 375, height: 760 });
  const classes = await findClasses(request, 4);
  await signInAsDemo(page);
  for (const item of classes) {
    const added = await page.request.post('/api/users/me/bookmarks', { data: { mediaId: item.mediaid } });
    expect(added.status()).toBe(200);
  }
  await page.request.post('/api/users/me/watched-videos', { data: { mediaId: classes[0]!.mediaid } });

  await page.goto('/favorites');
  const grid = page.getByRole('list', { name: 'Your favorite classes' });
  // The four just added, newest first, before the demo member's own (issue 32, item 14).
  for (const item of classes) await expect(grid.getByRole('link', { name: item.title })).toBeVisible();
  expect(await grid.getByRole('link').count()).toBeGreaterThanOrEqual(4);
  // Two columns on the smallest screens.
  const [first, second] = await grid
    .getByRole('listitem')
    .evaluateAll((items) => items.slice(0, 2).map((item) => item.getBoundingClientRect().top));
  expect(first).toBe(second);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await snap(page, 'library-favorites-375');
  await expectAccessible(page);

  await page.goto('/watch-again');
  await expect(page.getByTestId('watched-day').first()).toBeVisible();
  await snap(page, 'library-watch-again-375');
  await expectAccessible(page);

  await page.goto(classes[0]!.link);
  await expect(page.getByRole('button', { name: 'Favorite' })).toHaveAttribute('aria-pressed', 'true');
  await snap(page, 'library-favorite-button-375');
});

test('a visitor clicking Favorite goes to pricing, and the library pages say what to do', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 760 });
  const [item] = await findClasses(request, 1);
  await page.goto(item!.link);
  await page.getByRole('link', { name: 'Favorite' }).click();
  await expect(page).toHaveURL(/\/pricing$/);

  await page.goto('/favorites');
  await expect(page.getByRole('heading', { name: 'Favorites are for members' })).toBeVisible();
  await snap(page, 'library-favorites-visitor-375');
  await expectAccessible(page);
  await page.goto('/watch-again');
  await expect(
    page.getByRole('heading', { name: 'Sign in to see the classes you have taken.' }),
  ).toBeVisible();
});
