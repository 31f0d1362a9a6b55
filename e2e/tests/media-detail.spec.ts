import type { APIRequestContext, Page } from '@playwright/test';
import { signInAsDemo } from '../support/accounts';
import { expect, expectAccessible, snap, test } from '../support/fixtures';

/*
 * The class page and the series page as a visitor uses them, on the demo studio's catalogue. Ids are
 * random per catalogue, so each test finds what it needs through the public API first.
 */
test.use({ demoStudio: true });

interface Item {
  mediaid: string;
  title: string;
  description: string;
  link: string;
  trailerId: string | null;
  productIds: string | null;
}
interface SeriesAnswer {
  series_id: string;
  title: string;
  episode_count: number;
  seasons: { season_number: number; season_title: string; episode_count: number }[];
}

const widths = [375, 1440] as const;

/** Every playlist the browse pages show (collections' and sections'). */
async function browsePlaylistIds(request: APIRequestContext): Promise<string[]> {
  const initial = await (await request.get('/api/initial-data')).json();
  const ids = new Set<string>();
  for (const group of [...initial.collections, ...initial.sections]) {
    for (const id of group.playlistIds as string[]) ids.add(id);
  }
  return [...ids];
}

/** A members-only class with a trailer, and a playlist it is in (the `r` context). */
async function findLockedClassWithTrailer(request: APIRequestContext) {
  for (const playlistId of await browsePlaylistIds(request)) {
    const answer = await (await request.get(`/api/v2/playlists/${playlistId}?page_limit=100`)).json();
    const item = (answer.playlist as Item[]).find((candidate) => candidate.trailerId && candidate.productIds);
    if (item) return { item, playlistId, playlistTitle: answer.title as string };
  }
  throw new Error('the demo studio has no members-only class with a trailer');
}

/** A series with more than one season and more episodes than one page (20) holds. */
async function findSeriesWithSeasons(request: APIRequestContext): Promise<SeriesAnswer> {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const ids = [...sitemap.matchAll(/\/s\/([^<]+)<\/loc>/g)].map((match) => match[1] as string);
  for (const id of ids) {
    const series = (await (await request.get(`/api/apps/series/${id}`)).json()) as SeriesAnswer;
    if (series.seasons.length > 1 && series.episode_count > 20) return series;
  }
  throw new Error('the demo studio has no series with seasons and over 20 episodes');
}

const seasonLabel = (season: SeriesAnswer['seasons'][number]) =>
  /^season\b/i.test(season.season_title)
    ? season.season_title
    : `Season ${season.season_number}: ${season.season_title}`;

/** The page shares through the clipboard: no native share sheet, and clipboard access granted. */
async function withoutNativeShare(page: Page, origin: string) {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
  await page.addInitScript(() => Object.defineProperty(navigator, 'share', { value: undefined }));
}

for (const width of widths) {
  test.describe(`at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: width === 375 ? 760 : 900 });
    });

    test('a visitor opens a class: details, related classes, share, trailer, and the paywall', async ({
      page,
      request,
      server,
    }) => {
      // A long walk through the page; a shared, busy machine needs more than the default 30 s.
      test.slow();
      const { item, playlistId, playlistTitle } = await findLockedClassWithTrailer(request);
      await withoutNativeShare(page, server.url);

      // The slug is put right without an extra history entry.
      await page.goto(`/m/${item.mediaid}?r=${playlistId}`);
      await expect(page).toHaveURL(`${item.link}?r=${playlistId}`);
      await expect(page.getByRole('heading', { level: 1, name: item.title })).toBeVisible();
      await expect(page).toHaveTitle(`${item.title} - Pirouette House`);
      await expect(page.getByText(item.description.slice(0, 40))).toBeAttached();

      const related = page.getByRole('list', { name: `More from ${playlistTitle}` });
      await expect(related.getByRole('link').first()).toBeVisible();
      await expect(related.getByRole('link', { name: item.title, exact: true })).toHaveCount(0);

      // Share copies the page's address and says so for 2 seconds.
      await page.getByRole('button', { name: 'Share' }).click();
      await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${server.url}${item.link}`);
      await expect(page.getByRole('button', { name: 'Share' })).toBeVisible({ timeout: 3_000 });

      // The trailer opens in a modal; Escape closes it and focus returns to the button.
      const trailerButton = page.getByRole('button', { name: 'Trailer' });
      await trailerButton.click();
      const dialog = page.getByRole('dialog', { name: /trailer/i });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
      await snap(page, `media-trailer-${width}`);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(trailerButton).toBeFocused();

      await expect(page.getByTestId('paywall')).toBeVisible();
      await expect(page.getByTestId('paywall').getByRole('link', { name: 'Sign in' })).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 0));
      await snap(page, `media-class-${width}`);
      await expectAccessible(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      const play = page.getByTestId('play-button');
      await expect(play).toHaveText('Start 7-Day Free Trial');
      await play.click();
      await expect(page).toHaveURL(/\/pricing$/);
    });

    test('a visitor browses a series by season and loads more episodes', async ({ page, request }) => {
      const series = await findSeriesWithSeasons(request);
      await page.goto(`/s/${series.series_id}`);
      await expect(page.getByRole('heading', { level: 1, name: series.title })).toBeVisible();
      await expect(page.getByTestId('selected-episode')).toContainText('S1 E1');

      const all = page.getByRole('button', { name: 'All seasons' });
      await expect(all).toHaveAttribute('aria-pressed', 'true');
      const episodes = page.getByRole('list', { name: 'Episodes' });
      await expect(episodes.getByRole('link')).toHaveCount(20);
      await page.getByRole('button', { name: 'Load more' }).click();
      await expect(episodes.getByRole('link')).toHaveCount(Math.min(40, series.episode_count));

      const second = series.seasons[1] as SeriesAnswer['seasons'][number];
      const chip = page.getByRole('button', { name: seasonLabel(second) });
      await chip.click();
      await expect(chip).toHaveAttribute('aria-pressed', 'true');
      await expect(all).toHaveAttribute('aria-pressed', 'false');
      await expect(episodes.getByRole('link')).toHaveCount(Math.min(20, second.episode_count));
      await expect(episodes.getByRole('link').first()).toContainText(`S${second.season_number} E1`);

      // Choosing an episode selects it for the play button.
      await episodes.getByRole('link').nth(1).click();
      await expect(page).toHaveURL(/[?&]e=/);
      await expect(page.getByTestId('selected-episode')).toContainText(`S${second.season_number} E2`);
      await expect(episodes.getByRole('link', { name: /Selected/ })).toHaveCount(1);
      await page.evaluate(() => window.scrollTo(0, 0));
      await snap(page, `media-series-${width}`);
      await expectAccessible(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });

    test('an unknown class shows the not-found page', async ({ page }) => {
      const response = await page.goto('/m/zzzz0000/no-such-class');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Video not found' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Go to Home' })).toBeVisible();
      await snap(page, `media-not-found-${width}`);
      await expectAccessible(page);
    });
  });
}

test('a member starts a class: Start, no paywall, the page in play mode', async ({ page, request }) => {
  // The class now really plays while axe walks the page: a busy machine needs the slow allowance.
  test.slow();
  await page.setViewportSize({ width: 1440, height: 900 });
  const { item } = await findLockedClassWithTrailer(request);
  await signInAsDemo(page);

  await page.goto(item.link);
  const play = page.getByTestId('play-button');
  await expect(play).toHaveText('Start');
  await expect(page.getByTestId('paywall')).toHaveCount(0);
  await play.click();
  await expect(page).toHaveURL(`${item.link}?play=1`);
  await expect(page.getByTestId('player')).toBeVisible();
  await snap(page, 'media-member-1440');
  await expectAccessible(page);
});
