import type { APIRequestContext, Page } from '@playwright/test';
import { signInAsDemo } from '../support/accounts';
import { expect, expectAccessible, snap, test } from '../support/fixtures';

/*
 * Issue 32, item 4: a series and each of its episodes have the detail page's actions (viewing.md §2):
 * the series its trailer, share and favorite; the selected episode (an episode's own address selects
 * it) its start, favorite and Add to My Week. On the demo studio, as its annual member (other files
 * use the plain member's favorites and week).
 */
test.use({ demoStudio: true });

const MEMBER = 'annual@demo.releve.test';

interface SeriesAnswer {
  series_id: string;
  media_id: string;
  title: string;
}
interface Episode {
  media_item: { mediaid: string; title: string; link: string };
}

/** The first series of the sitemap, its own item's trailer and its first two episodes. */
async function findSeries(request: APIRequestContext) {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const id = /\/s\/([^<]+)<\/loc>/.exec(sitemap)?.[1];
  if (!id) throw new Error('the demo studio has no series');
  const series = (await (await request.get(`/api/apps/series/${id}`)).json()) as SeriesAnswer;
  const own = (await (await request.get(`/api/v2/media/${series.media_id}`)).json()).playlist[0];
  const episodes = (await (await request.get(`/api/apps/series/${id}/episodes?page_limit=2`)).json())
    .episodes as Episode[];
  return { series, trailerId: own.trailerId as string | null, episodes: episodes.map((e) => e.media_item) };
}

/** The member's favorites' ids, as the server has them. */
async function favoriteIds(page: Page): Promise<string[]> {
  const answer = await (await page.request.get('/api/users/me/bookmarks')).json();
  return (answer.bookmarks as { jwId: string }[]).map((bookmark) => bookmark.jwId);
}

/** The member's week plan, as the server has it: each class with its day. */
async function planned(page: Page): Promise<{ videoId: string; day: string }[]> {
  const profile = await (await page.request.get('/api/users/me')).json();
  return Object.entries(profile.user.myWeekPlan.classesByDay as Record<string, string[]>).flatMap(
    ([day, ids]) => ids.map((videoId) => ({ videoId, day })),
  );
}

test('a member favorites a series and its episode, adds the episode to My Week, and opens the series trailer', async ({
  page,
}) => {
  const { series, trailerId, episodes } = await findSeries(page.request);
  const [first, second] = episodes;
  if (!first || !second) throw new Error('the demo series has fewer than two episodes');
  expect(trailerId).not.toBeNull();
  await signInAsDemo(page, MEMBER);

  // An episode's own address is its series' page with that episode selected.
  await page.goto(second.link);
  await expect(page).toHaveURL(new RegExp(`/s/${series.series_id}\\?e=${second.mediaid}$`));
  await expect(page.getByTestId('selected-episode')).toContainText(second.title);
  const episodePart = page.getByRole('region', { name: 'Selected episode' });
  await expect(episodePart.getByTestId('play-button')).toBeVisible();

  const favoriteEpisode = episodePart.getByRole('button', { name: 'Favorite episode' });
  await expect(favoriteEpisode).toHaveAttribute('aria-pressed', 'false');
  await favoriteEpisode.click();
  await expect(favoriteEpisode).toHaveAttribute('aria-pressed', 'true');

  const favoriteSeries = page.getByRole('button', { name: 'Favorite series' });
  await favoriteSeries.click();
  await expect(favoriteSeries).toHaveAttribute('aria-pressed', 'true');
  expect(await favoriteIds(page)).toEqual(expect.arrayContaining([second.mediaid, series.media_id]));

  await episodePart.getByRole('button', { name: 'Add to My Week' }).click();
  await page.getByRole('menuitem').first().click();
  await expect(episodePart.getByTestId('add-to-week-status')).toHaveText(/^Added to /);
  await expect
    .poll(async () => (await planned(page)).map((entry) => entry.videoId))
    .toContain(second.mediaid);

  // Another episode selected: its own favorite state, the series' unchanged.
  await page.goto(first.link);
  await expect(page.getByTestId('selected-episode')).toContainText(first.title);
  await expect(page.getByRole('button', { name: 'Favorite episode' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect(page.getByRole('button', { name: 'Favorite series' })).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Series trailer' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

  // Taken out again, so the member's favorites and week are as they were.
  for (const entry of (await planned(page)).filter((one) => one.videoId === second.mediaid)) {
    const origin = new URL(page.url()).origin;
    const removed = await page.request.delete('/api/users/me/my-week-plan', {
      data: entry,
      headers: { origin },
    });
    expect(removed.status()).toBe(200);
  }
  await page.getByRole('button', { name: 'Favorite series' }).click();
  await expect(page.getByRole('button', { name: 'Favorite series' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await page.goto(second.link);
  await page.getByRole('button', { name: 'Favorite episode' }).click();
  await expect(page.getByRole('button', { name: 'Favorite episode' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});

for (const width of [375, 1440] as const) {
  test(`the series page's actions fit at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 375 ? 760 : 900 });
    const { series } = await findSeries(page.request);
    await signInAsDemo(page, MEMBER);
    await page.goto(`/s/${series.series_id}`);
    const episodePart = page.getByRole('region', { name: 'Selected episode' });
    await expect(episodePart.getByTestId('play-button')).toBeVisible();
    for (const name of ['Favorite episode', 'Add to My Week', 'Series trailer', 'Share', 'Favorite series']) {
      const box = await page.getByRole('button', { name, exact: true }).boundingBox();
      expect(box, name).not.toBeNull();
      expect((box?.x ?? 0) + (box?.width ?? 0), name).toBeLessThanOrEqual(width);
    }
    await snap(page, `series-actions-${width}`);
  });
}
