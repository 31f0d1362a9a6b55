import type { Page } from '@playwright/test';
import { expect, expectAccessible, snap, test } from '../support/fixtures';

/*
 * Search (issue 15): a visitor searches the demo studio from the header, filters the suggestions to
 * programs, opens the results page, pages through the classes and opens one, at 1440 px and 375 px.
 */
test.use({ demoStudio: true });

const sizes = [
  { name: '1440', viewport: { width: 1440, height: 900 } },
  { name: '375', viewport: { width: 375, height: 740 } },
];

async function openSearchBox(page: Page, narrow: boolean) {
  if (narrow) await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  const box = page.getByRole('combobox', { name: 'Search' });
  await expect(box).toBeVisible();
  return box;
}

for (const { name, viewport } of sizes) {
  test(`a visitor searches from the header and pages through the results at ${name} px`, async ({ page }) => {
    test.slow();
    const narrow = viewport.width < 768;
    await page.setViewportSize(viewport);
    await page.goto('/');
    const box = await openSearchBox(page, narrow);
    await box.click();
    await expect(page.getByRole('navigation', { name: 'Browse classes' })).toBeVisible();

    // A dancer's misspelling finds the program they mean.
    await box.fill('pirouete');
    await expect(page.getByText('Searching...')).toBeVisible();
    const suggestions = page.getByRole('listbox', { name: 'Suggestions' });
    await expect(suggestions.getByRole('option').first()).toBeVisible();
    const chips = page.getByRole('group', { name: 'Filter results' });
    await expect(chips.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await chips.getByRole('button', { name: 'Programs' }).click();
    await expect(suggestions.getByRole('option', { name: /Pirouette Clinic/ })).toBeVisible();
    await expect(suggestions.getByRole('group')).toHaveCount(1);
    await expect(page.getByRole('status').filter({ hasText: /results? found/ })).toHaveText(
      /\d+\+? results? found/,
    );
    await snap(page, `search-suggestions-${name}`);
    await expectAccessible(page);

    // Arrows move through the suggestions; Escape closes them.
    await box.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-activedescendant', /.+/);
    await box.press('Escape');
    await expect(suggestions).toBeHidden();

    // A broader query, its classes on the results page.
    await box.fill('barre');
    await expect(suggestions.getByRole('option').first()).toBeVisible();
    await page.getByRole('group', { name: 'Filter results' }).getByRole('button', { name: 'Videos' }).click();
    await page.getByRole('button', { name: 'See more results' }).click();
    await expect(page).toHaveURL(/\/search\?q=barre&s=videos&page=1$/);
    const results = page.getByRole('list', { name: 'Results' });
    await expect(results.getByRole('listitem')).toHaveCount(10);
    await expect(results.getByText(/^Added on [A-Z][a-z]+ \d{1,2}, \d{4}$/).first()).toBeVisible();
    const pages = page.getByRole('navigation', { name: 'Pages of results' });
    await expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled();
    // First 3 … last 3 counted … (more than 100 match: the pager goes on, issue 32).
    await expect(pages.getByText('…')).toHaveCount(2);
    await snap(page, `search-results-${name}`);
    await expectAccessible(page);

    const firstOnPage1 = await results.getByRole('link').first().textContent();
    await pages.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/page=2$/);
    await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(results.getByRole('link').first()).not.toHaveText(firstOnPage1 ?? '');
    await expect(pages.getByRole('button', { name: 'Previous' })).toBeEnabled();

    // Opening a result records the selection and goes to the class.
    const selection = page.waitForRequest(
      (request) => request.url().endsWith('/api/events/search') && request.method() === 'POST',
    );
    const first = results.getByRole('link').first();
    const href = await first.getAttribute('href');
    expect(href).toMatch(/^\/m\/\w{8}$/);
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${href}`));
    const body = (await selection).postDataJSON();
    expect(body).toMatchObject({ query: 'barre', source: 'videos', itemId: href?.slice(3) });
  });
}

test('/q/{query} shows results by path, and a query that finds nothing says so', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  // A misspelling in the path: the classes about adagio (newest first, by title or by topic).
  await page.goto('/q/adagoi');
  await expect(page.getByRole('searchbox', { name: 'Search the studio' })).toHaveValue('adagoi');
  await expect(page.getByRole('list', { name: 'Results' }).getByRole('listitem')).toHaveCount(10);
  await expect(page.getByText(/^\d+\+? results found$/)).toBeVisible();
  await page.goto('/search?q=zzzzqqq&s=programs');
  await expect(page.getByRole('heading', { name: 'No results found' })).toBeVisible();
  await page.goto('/search');
  await expect(page.getByText(/Start typing to search/)).toBeVisible();
  await snap(page, 'search-empty-1440');
  await expectAccessible(page);
});
