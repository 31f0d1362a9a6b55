import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { SpawnedServer } from '@releve/server/spawn';
import { signInAsDemo } from '../support/accounts';
import { test as base, expect, expectAccessible, snap, spawnServer } from '../support/fixtures';

/*
 * The site config keys that once did nothing (issue 32 item 11, decision 033): home rows from
 * `content[]` with their colours and featured flag, the sidebar's `menu[]`, the banner, and the
 * search and continue-watching switches; the keys Relevé does not serve are refused by name.
 */
// One demo studio for the file: its tests run one after the other in one worker.
base.describe.configure({ mode: 'default', timeout: 120_000 });

const studio = {
  id: 'keystudo',
  siteName: 'Keys Studio',
  styling: { footerText: '© Keys Studio' },
  content: [
    { contentId: 'trending', title: 'Start here', featured: true, type: 'playlist' },
    { type: 'continue_watching', title: 'Pick up where you left off', backgroundColor: '#fde8ef' },
    { contentId: 'free-library', title: 'Free for everyone', type: 'playlist', backgroundColor: '#1f2a44' },
    { contentId: 'sampler', title: 'Member sampler', type: 'playlist' },
  ],
  menu: [
    { label: 'Free Library', contentId: 'free-library' },
    { label: 'Trending', contentId: 'trending' },
  ],
  features: { searchPlaylist: 'search', continueWatchingList: 'continue-watching' },
};
/** The same studio with both switches off, chosen with ?app-config=. */
const switchedOff = { ...studio, id: 'keysoff1', features: {} };

/**
 * This file's own server (a demo studio with the configs above), one per worker; its pages go there,
 * and no other server is started for them.
 */
const test = base.extend<object, { keysServer: SpawnedServer }>({
  keysServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern
    async ({}, use) => {
      const server = await spawnServer({
        env: {
          DEMO_STUDIO: 'true',
          DEFAULT_CONFIG_SOURCE: 'keystudo',
          ALLOWED_CONFIG_SOURCES: 'keysoff1,adsconfg,analytic',
        },
        configs: {
          keystudo: studio,
          keysoff1: switchedOff,
          adsconfg: { id: 'adsconfg', siteName: 'Ads', adSchedule: 'abc123' },
          analytic: { id: 'analytic', siteName: 'Analytics', analyticsToken: 'tok-1' },
        },
      });
      // The banner: one of the demo's own posters (configs are read on each request).
      const initial = await (await fetch(`${server.url}/api/initial-data`)).json();
      const tile = (
        initial.featuredContent as { images: { src: string; width: number; type: string }[] }[]
      )[0];
      const banner = tile?.images.find((image) => image.type === 'image/jpeg' && image.width === 1280)?.src;
      expect(banner).toBeTruthy();
      // The Trending link's filter: a tag its first class carries, and one no class does.
      const trending = await (await fetch(`${server.url}/api/v2/playlists/trending?page_limit=20`)).json();
      const tag = (trending.playlist[0].tags as string).split(',')[0]?.trim();
      expect(tag).toBeTruthy();
      const menu = studio.menu.map((item) =>
        item.contentId === 'trending' ? { ...item, filterTags: `${tag}, nosuchtag` } : item,
      );
      writeFileSync(
        path.join(server.dataDir, 'configs', 'keystudo.json'),
        JSON.stringify({ ...studio, menu, assets: { banner } }),
      );
      await use(server);
      await server.stop();
    },
    // A demo studio seeds its catalogue before it answers: give it time on a busy machine.
    { scope: 'worker', timeout: 240_000 },
  ],
  baseURL: async ({ keysServer }, use) => use(keysServer.url),
});

const shelf = (page: Page, title: string) =>
  page.getByTestId('shelf').filter({ has: page.getByRole('heading', { level: 2, name: title }) });

test('content[] draws home: the banner, a featured playlist carousel, coloured rows, in order', async ({
  page,
}) => {
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const banner = page.getByTestId('home-banner');
    await expect(banner).toBeVisible();
    await expect(banner).toHaveAttribute('alt', 'Keys Studio');
    await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    // A fixed shape across the home column: 4:1 from 768 px, 2:1 on phones.
    const box = await banner.boundingBox();
    const main = await page.locator('main').boundingBox();
    expect(box && main).toBeTruthy();
    expect(box!.width).toBeGreaterThan(main!.width * 0.8);
    expect(box!.width / box!.height).toBeCloseTo(width >= 768 ? 4 : 2, 1);

    // The featured row is its playlist as the one-tile carousel, under its own title, below the banner.
    const carousel = page.getByTestId('featured-carousel');
    await expect(carousel).toHaveAttribute('aria-label', 'Start here');
    await expect(carousel.getByRole('button', { name: /Show slide/ }).first()).toBeVisible();
    expect((await carousel.boundingBox())!.y).toBeGreaterThan(box!.y + box!.height - 1);

    // A visitor has nothing to continue: that row is left out. The coloured row reads on its colour.
    await expect(shelf(page, 'Pick up where you left off')).toHaveCount(0);
    const free = page.getByTestId('coloured-row').filter({ has: shelf(page, 'Free for everyone') });
    await expect(free).toHaveCSS('background-color', 'rgb(31, 42, 68)');
    await expect(free.getByRole('heading', { level: 2 })).toHaveCSS('color', 'rgb(255, 255, 255)');
    await expect(free.getByRole('listitem').first()).toBeVisible();
    await expect(shelf(page, 'Member sampler')).toBeVisible();
    // The catalogue's own rows are gone: the config's rows replaced them.
    await expect(page.getByTestId('class-of-the-day')).toHaveCount(0);
    await expect(shelf(page, 'Trending Now')).toHaveCount(0);
    await snap(page, `site-config-home-${width}`);
    await free.scrollIntoViewIfNeeded();
    await snap(page, `site-config-home-rows-${width}`);
  }
  await expectAccessible(page);
});

test('a member with a class under way sees the coloured continue-watching row; not with the switch off', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await signInAsDemo(page);
  const answer = await (await page.request.get(`/api/v2/playlists/trending?page_limit=1`)).json();
  const watching = answer.playlist[0] as { mediaid: string; title: string; duration: number };
  const saved = await page.request.post(`/api/users/me/video-state/${watching.mediaid}`, {
    data: { lastTime: Math.round(watching.duration * 0.4), duration: watching.duration },
  });
  expect(saved.status()).toBe(204);

  await page.goto('/');
  const row = page.getByTestId('coloured-row').filter({ has: shelf(page, 'Pick up where you left off') });
  await expect(row.getByRole('link', { name: watching.title })).toBeVisible();
  await expect(row).toHaveCSS('background-color', 'rgb(253, 232, 239)');
  await expect(row.getByRole('heading', { level: 2 })).toHaveCSS('color', 'rgb(34, 28, 34)');
  await snap(page, 'site-config-continue-on-1440');

  await page.goto(`/?app-config=keysoff1`);
  await expect(page.getByTestId('featured-carousel')).toBeVisible();
  await expect(shelf(page, 'Free for everyone')).toBeVisible();
  await expect(shelf(page, 'Pick up where you left off')).toHaveCount(0);
  await snap(page, 'site-config-continue-off-1440');
});

test('menu[] puts the studio links in the sidebar, on phones in the drawer, each to its playlist', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  const sidebar = page.getByRole('navigation', { name: 'Main' });
  const links = sidebar.getByRole('link', { name: /^(Free Library|Trending)$/ });
  await expect(links).toHaveText(['Free Library', 'Trending']);
  await expect(links.first()).toHaveAttribute('href', '/p/free-library');
  // Below the Library link, in the order the config gives.
  const library = await sidebar.getByRole('link', { name: 'Library', exact: true }).boundingBox();
  expect((await links.first().boundingBox())!.y).toBeGreaterThan(library!.y);
  await snap(page, 'site-config-menu-1440');
  await links.nth(1).click();
  await expect(page).toHaveURL(`/p/trending`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.setViewportSize({ width: 375, height: 760 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu' }).click();
  const free = sidebar.getByRole('link', { name: 'Free Library' });
  // The drawer slides in: once it has, the studio's links are in it.
  await expect.poll(async () => (await sidebar.boundingBox())?.x).toBe(0);
  await expect(free).toBeInViewport();
  await snap(page, 'site-config-menu-375');
  await free.click();
  await expect(page).toHaveURL(`/p/free-library`);
  await expectAccessible(page);
});

test('features.searchPlaylist turns the search box, the Search link and the search pages on and off', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  const sidebar = page.getByRole('navigation', { name: 'Main' });
  await expect(page.getByPlaceholder('search for a video...')).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Search' })).toBeVisible();
  await snap(page, 'site-config-search-on-1440');

  await page.goto(`/?app-config=keysoff1`);
  await expect(page.getByTestId('featured-carousel')).toBeVisible();
  await expect(page.getByPlaceholder('search for a video...')).toHaveCount(0);
  await expect(sidebar.getByRole('link', { name: 'Search' })).toHaveCount(0);
  // The header keeps its shape: the account links stay at the right edge.
  const header = await page.locator('header').boundingBox();
  const signIn = await page.getByRole('link', { name: 'Sign in' }).boundingBox();
  expect(signIn!.x + signIn!.width).toBeGreaterThan(header!.x + header!.width - 40);
  await snap(page, 'site-config-search-off-1440');
  // In the app, the search page is not there either: it falls back to home.
  await page.evaluate(() => {
    history.pushState(null, '', '/search?q=barre');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL('/?q=barre');
  await expect(page.getByTestId('featured-carousel')).toBeVisible();
});

test('the footer links the about page', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 760 });
  await page.goto('/');
  const about = page.getByRole('contentinfo').getByRole('link', { name: 'About' });
  await about.scrollIntoViewIfNeeded();
  await snap(page, 'site-config-footer-375');
  await about.click();
  await expect(page).toHaveURL(`/o/about`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a config asking for ads or an analytics token is refused, naming the key', async ({ page }) => {
  await page.goto(`/?app-config=adsconfg`);
  await expect(page.getByTestId('invalid-config')).toContainText(
    'adSchedule: Relevé serves no ads: remove this key',
  );
  await page.goto(`/?app-config=analytic`);
  await expect(page.getByTestId('invalid-config')).toContainText(
    'analyticsToken: Relevé records its own analytics and takes no analytics token: remove this key',
  );
  await snap(page, 'site-config-refused-1440');
});

test("menu[].filterTags filter the linked playlist's classes by tag", async ({ page, request }) => {
  const trending = await (await request.get('/api/v2/playlists/trending?page_limit=20')).json();
  const classes = trending.playlist as { title: string; tags: string }[];
  const tag = classes[0]!.tags.split(',')[0]!.trim();
  const untagged = classes.find((item) => !item.tags.split(',').some((own) => own.trim() === tag));

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/p/trending');
  const filter = page.getByRole('group', { name: 'Filter by tag' });
  await expect(filter.getByRole('button')).toHaveText(['Show All', tag, 'nosuchtag']);
  const grid = page.getByRole('list', { name: trending.title });
  await expect(grid.getByRole('link', { name: classes[0]!.title }).first()).toBeVisible();
  await filter.getByRole('button', { name: tag, exact: true }).click();
  await expect(filter.getByRole('button', { name: tag, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(grid.getByRole('link', { name: classes[0]!.title }).first()).toBeVisible();
  if (untagged) await expect(grid.getByRole('link', { name: untagged.title })).toHaveCount(0);
  await snap(page, 'site-config-filter-tags-1440');
  await filter.getByRole('button', { name: 'nosuchtag' }).click();
  await expect(page.getByText('No classes of this playlist are tagged nosuchtag.')).toBeVisible();

  // Phones get the same chips, wrapping within the page.
  await page.setViewportSize({ width: 375, height: 760 });
  for (const chip of await filter.getByRole('button').all()) {
    const box = await chip.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  }
  await filter.getByRole('button', { name: 'Show All' }).click();
  await expect(grid.getByRole('link', { name: classes[0]!.title }).first()).toBeVisible();
  await snap(page, 'site-config-filter-tags-375');
  await expectAccessible(page);

  // A playlist no menu link filters has no tag filter.
  await page.goto('/p/free-library');
  await expect(page.getByRole('group', { name: 'Filter by tag' })).toHaveCount(0);
});
