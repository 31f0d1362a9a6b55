import type { Page } from '@playwright/test';
import { expect, snap, test } from '../support/fixtures';

/*
 * The search results page as a member reads it (issue 32): each result's poster beside a readable
 * title at every width, whatever order the style sheets end up in.
 */
test.use({ demoStudio: true });

interface HitBoxes {
  row: { x: number; width: number };
  poster: { x: number; width: number; height: number };
  text: { x: number; width: number };
  titleHeight: number;
  titleLineHeight: number;
}

/** The boxes of each result on the page: its row (the link), its poster frame, its text and title. */
function hitBoxes(page: Page): Promise<HitBoxes[]> {
  return page.getByRole('list', { name: 'Results' }).evaluate((list) =>
    Array.from(list.querySelectorAll('li > a')).map((link) => {
      const [poster, text] = Array.from(link.children) as HTMLElement[];
      const title = text?.firstElementChild as HTMLElement;
      const box = (element: Element | undefined) => element?.getBoundingClientRect() ?? new DOMRect();
      return {
        row: { x: box(link).x, width: box(link).width },
        poster: { x: box(poster).x, width: box(poster).width, height: box(poster).height },
        text: { x: box(text).x, width: box(text).width },
        titleHeight: box(title).height,
        titleLineHeight: Number.parseFloat(getComputedStyle(title).lineHeight),
      };
    }),
  );
}

for (const width of [375, 1280, 1920]) {
  for (const address of ['/search?q=plie', '/q/plie']) {
    test(`${address} at ${width} px: each poster at most a third of its row, the title on two lines at most`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(address);
      const results = page.getByRole('list', { name: 'Results' });
      await expect(results.getByRole('listitem')).toHaveCount(10);
      // The posters' boxes have their size before the images arrive (aspect ratio), so no wait for them.
      const hits = await hitBoxes(page);
      expect(hits).toHaveLength(10);
      for (const hit of hits) {
        expect(hit.poster.width, 'the poster shows').toBeGreaterThan(80);
        expect(hit.poster.width, 'the poster at most about a third of the row').toBeLessThanOrEqual(
          hit.row.width * 0.34,
        );
        expect(hit.text.x, 'the text beside the poster').toBeGreaterThanOrEqual(
          hit.poster.x + hit.poster.width,
        );
        expect(hit.text.width, 'the text has most of the row').toBeGreaterThanOrEqual(hit.row.width * 0.5);
        expect(hit.titleHeight, 'the title on one or two lines').toBeLessThanOrEqual(
          hit.titleLineHeight * 2 + 1,
        );
      }
      if (address === '/search?q=plie' && (width === 375 || width === 1280)) {
        await snap(page, `search-results-layout-${width}`);
      }
    });
  }
}

test('the search page at 1440 px and 375 px, looked at', async ({ page }) => {
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/search?q=barre');
    await expect(page.getByRole('list', { name: 'Results' }).getByRole('listitem')).toHaveCount(10);
    const firstPoster = page.getByRole('list', { name: 'Results' }).locator('img').first();
    await expect(firstPoster).toHaveJSProperty('complete', true);
    await snap(page, `search-page-${width}`);
  }
});

test('a common word pages on past page 10 (issue 32): the count goes on as the member does', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/search?q=barre&s=videos&page=10');
  const results = page.getByRole('list', { name: 'Results' });
  await expect(results.getByRole('listitem')).toHaveCount(10);
  await expect(page.getByText(/^\d+\+ results found$/)).toHaveText('190+ results found');
  const pages = page.getByRole('navigation', { name: 'Pages of results' });
  await expect(pages.getByRole('button', { name: 'Page 19' })).toBeVisible();
  const firstOnPage10 = await results.getByRole('link').first().textContent();
  await pages.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=11$/);
  await expect(pages.getByRole('button', { name: 'Page 11' })).toHaveAttribute('aria-current', 'page');
  await expect(results.getByRole('link').first()).not.toHaveText(firstOnPage10 ?? '');
  await expect(results.getByRole('listitem')).toHaveCount(10);
  await expect(pages.getByRole('button', { name: 'Next' })).toBeEnabled();
});

test('a search the server does not answer stops spinning after 2 s, says so and searches again (issue 32)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  // The server hangs on every search until the test lets them through.
  let hang = true;
  const held: (() => Promise<void>)[] = [];
  await page.route('**/api/search?**', async (route) => {
    if (hang) held.push(() => route.continue().catch(() => {}));
    else await route.continue();
  });
  const asked = Date.now();
  await page.goto('/search?q=barre&s=videos');
  await expect(page.getByRole('status').filter({ hasText: 'Searching...' })).toBeAttached();
  const heading = page.getByRole('heading', { name: 'Something went wrong with your search' });
  await expect(heading).toBeVisible({ timeout: 6_000 });
  // Not before the stall threshold (2,000 ms after the search was asked; the page asked after it loaded).
  expect(Date.now() - asked).toBeGreaterThanOrEqual(2_000);
  await expect(page.getByText('Checking your connection and searching again')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Searching...' })).toHaveCount(0);
  await snap(page, 'search-stalled-1440');

  hang = false;
  await page.getByRole('button', { name: 'Search again' }).click();
  await expect(page.getByRole('list', { name: 'Results' }).getByRole('listitem')).toHaveCount(10);
  await expect(heading).toBeHidden();
  await Promise.all(held.map((release) => release()));
});

test('the header box says a stalled search failed and offers to search again (issue 32)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  let hang = true;
  await page.route('**/api/search?**', async (route) => {
    if (!hang) await route.continue();
  });
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search' });
  await box.fill('barre');
  await expect(page.getByText('Searching...')).toBeVisible();
  await expect(page.getByText('Something went wrong with your search')).toBeVisible({ timeout: 6_000 });
  hang = false;
  await page.getByRole('button', { name: 'Search again' }).click();
  await expect(page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first()).toBeVisible();
});

test('a member picks two sources in the header box; "See more results" then names none (issue 32)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search' });
  await box.fill('barre');
  const suggestions = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(suggestions.getByRole('option').first()).toBeVisible();
  const chips = page.getByRole('group', { name: 'Filter results' });
  await chips.getByRole('button', { name: 'Programs' }).click();
  await chips.getByRole('button', { name: 'Videos' }).click();
  await expect(chips.getByRole('button', { name: 'Programs' })).toHaveAttribute('aria-pressed', 'true');
  await expect(chips.getByRole('button', { name: 'Videos' })).toHaveAttribute('aria-pressed', 'true');
  await expect(chips.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
  await expect(suggestions.getByRole('group')).toHaveCount(2);
  await expect(suggestions.getByRole('group', { name: 'Programs' })).toBeVisible();
  await expect(suggestions.getByRole('group', { name: 'Videos' })).toBeVisible();
  await snap(page, 'search-two-sources-1440');
  await page.getByRole('button', { name: 'See more results' }).click();
  await expect(page).toHaveURL(/\/search\?q=barre&page=1$/);
});
