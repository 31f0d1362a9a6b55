import type { Page } from '@playwright/test';
import { signInAsDemo } from '../support/accounts';
import { expect, expectAccessible, snap, test } from '../support/fixtures';

/*
 * Browsing the demo studio: programs, a program's tabs and lessons, collections, sections and the
 * Classes page, as a visitor and as a member, at 375 px and 1440 px.
 */
test.use({ demoStudio: true });

const wide = { width: 1440, height: 900 };
const narrow = { width: 375, height: 740 };

const noSideScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );

test.describe('programs', () => {
  test('a visitor lists the programs by group, drafts last with a badge', async ({ page }) => {
    await page.setViewportSize(wide);
    await page.goto('/programs');
    await expect(page.getByRole('heading', { level: 1, name: 'Programs' })).toBeVisible();
    const startHere = page.getByRole('region', { name: 'Start Here' });
    await expect(startHere.getByRole('link', { name: /Ballet Basics/ })).toHaveAttribute(
      'href',
      '/programs/ballet-basics',
    );
    const technique = page.getByRole('region', { name: 'Ballet Technique' });
    const cards = technique.getByRole('link');
    await expect(cards.last()).toContainText('Draft');
    await expect(technique.getByText('Draft')).toHaveCount(1);
    await snap(page, 'browse-programs-1440');
    await expectAccessible(page);

    await page.setViewportSize(narrow);
    await expect(startHere.getByRole('link').first()).toBeVisible();
    await noSideScroll(page);
    await snap(page, 'browse-programs-375');
  });

  test('a program shows its totals, collapses and expands, and sends locked lessons to pricing', async ({
    page,
  }) => {
    // axe over every lesson of a program is slow on a busy machine.
    test.slow();
    await page.setViewportSize(wide);
    await page.goto('/programs');
    await page
      .getByRole('region', { name: 'Start Here' })
      .getByRole('link', { name: /Gentle Return/ })
      .click();
    await expect(page).toHaveURL(/\/programs\/gentle-return$/);
    await expect(page.getByRole('heading', { level: 1, name: /Gentle Return/ })).toBeVisible();

    const totals = page.getByRole('list', { name: 'Program totals' }).getByRole('listitem');
    await expect(totals).toHaveText([/^\d+ sections?$/, /^\d+ modules?$/, /^\d+ lessons?$/, /\d+ (h|min)/]);

    const tabs = page.getByRole('tablist', { name: 'Program views' }).getByRole('tab');
    await expect(tabs).toHaveText(['Program', 'Description']);

    const sectionToggles = page.locator('button[aria-expanded]').filter({ hasText: /lessons?$/ });
    const firstSection = sectionToggles.first();
    await expect(firstSection).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('button', { name: 'Collapse all' }).click();
    for (const toggle of await sectionToggles.all())
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('link', { name: /Not started/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Expand all' }).click();
    await expect(firstSection).toHaveAttribute('aria-expanded', 'true');
    await firstSection.click();
    await expect(firstSection).toHaveAttribute('aria-expanded', 'false');
    await firstSection.click();

    const lessons = page.getByRole('link', { name: /Not started/ });
    const freeLesson = lessons.filter({ hasText: 'Free' }).first();
    await expect(freeLesson).toHaveAttribute(
      'href',
      /^\/programs\/gentle-return\/sections\/[^/]+\/p\/\d+\/v\/\d+$/,
    );
    await snap(page, 'browse-program-1440');
    await expectAccessible(page);

    const locked = lessons.filter({ has: page.getByRole('img', { name: 'Members only' }) }).first();
    await locked.click();
    await expect(page).toHaveURL(/\/pricing$/);
  });

  test('the tabs follow the keyboard and the URL; Resources only when the program has some', async ({
    page,
  }) => {
    await page.setViewportSize(narrow);
    await page.goto('/programs/ballet-basics?view=description');
    const description = page.getByRole('tab', { name: 'Description' });
    await expect(description).toHaveAttribute('aria-selected', 'true');
    // The description's links are for members: a visitor's lead to pricing.
    await expect(page.getByRole('tabpanel').getByRole('link', { name: /free library/ })).toHaveAttribute(
      'href',
      '/pricing',
    );
    await description.focus();
    await page.keyboard.press('ArrowRight');
    const resources = page.getByRole('tab', { name: 'Resources' });
    await expect(resources).toBeFocused();
    await expect(page).toHaveURL(/view=resources/);
    const panel = page.getByRole('tabpanel');
    // The program's first resource is a free taster, open to everyone; the others are for members.
    await expect(panel.getByText('Free', { exact: true })).toHaveCount(1);
    await expect(panel.getByRole('link', { name: /^Download / })).toHaveCount(1);
    await expect(panel.getByRole('img', { name: 'Members only' }).first()).toBeVisible();
    await noSideScroll(page);
    await snap(page, 'browse-program-resources-375');
    await expectAccessible(page);

    await page.goto('/programs/gentle-return?view=resources');
    await expect(page.getByRole('heading', { level: 1, name: /Gentle Return/ })).toBeVisible();
    await expect(page.getByRole('tab')).toHaveText(['Program', 'Description']);
    await expect(page.getByRole('tab', { name: 'Program' })).toHaveAttribute('aria-selected', 'true');
    await page.setViewportSize(narrow);
    await snap(page, 'browse-program-375');
  });

  test('a member opens every lesson and may download resources', async ({ page }) => {
    await page.setViewportSize(wide);
    await signInAsDemo(page);
    await page.goto('/programs/ballet-basics');
    const lessons = page.getByRole('link', { name: /Not started/ });
    await expect(lessons.first()).toBeVisible();
    await expect(page.getByRole('tabpanel').getByRole('img', { name: 'Members only' })).toHaveCount(0);
    const hrefs = await lessons.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.every((href) => href?.startsWith('/programs/ballet-basics/sections/'))).toBe(true);
    await page.getByRole('tab', { name: 'Description' }).click();
    await expect(page.getByRole('tabpanel').getByRole('link', { name: 'free library' })).toHaveAttribute(
      'href',
      '/p/free-library',
    );
    await page.getByRole('tab', { name: 'Resources' }).click();
    await expect(page.getByRole('link', { name: 'Download Ballet Basics Glossary' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download Practice Calendar' })).toHaveCount(0);
  });

  test('an unknown program is the not-found page', async ({ page }) => {
    const response = await page.goto('/programs/no-such-program');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('not-found')).toBeVisible();
  });
});

test.describe('collections, sections and playlists', () => {
  test('a collection shows each playlist as a block linking to the playlist', async ({ page }) => {
    await page.setViewportSize(wide);
    await page.goto('/p/col-quick-picks');
    await expect(page.getByRole('heading', { level: 1, name: 'Quick Picks' })).toBeVisible();
    const blocks = page.getByTestId('playlist-block');
    await expect(blocks.first().getByRole('heading', { level: 2 })).not.toBeEmpty();
    const firstBlock = blocks.first();
    await expect(firstBlock.getByRole('listitem')).toHaveCount(4);
    const seeAll = firstBlock.getByRole('link', { name: /^See all of / });
    await snap(page, 'browse-collection-1440');
    await expectAccessible(page);
    await seeAll.click();
    await expect(page).toHaveURL(/\/p\/[^/]+$/);
    await expect(
      page
        .getByRole('list')
        .filter({ has: page.getByRole('link', { name: /min/ }) })
        .first(),
    ).toBeVisible();
  });

  test('a section filters by collection with chips; at 375 px a dropdown, only for several collections', async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize(wide);
    await page.goto('/p/sec-ballet');
    await expect(page.getByRole('heading', { level: 1, name: 'Ballet' })).toBeVisible();
    const chips = page.getByRole('group', { name: 'Filter by collection' });
    await expect(chips.getByRole('button')).toHaveText(['All', 'Ballet Technique', 'Best of the Studio']);
    await expect(page.getByLabel('Collection')).toBeHidden();
    await chips.getByRole('button', { name: 'Best of the Studio' }).click();
    await expect(chips.getByRole('button', { name: 'Best of the Studio' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByTestId('playlist-block').first().getByRole('heading', { level: 2 })).toHaveText(
      /Best of/,
    );
    await snap(page, 'browse-section-1440');
    await expectAccessible(page);

    await page.setViewportSize(narrow);
    await expect(chips).toBeHidden();
    const dropdown = page.getByLabel('Collection');
    await expect(dropdown).toBeVisible();
    await dropdown.selectOption({ label: 'Ballet Technique' });
    await expect(page.getByTestId('playlist-block').first().getByRole('heading', { level: 2 })).toHaveText(
      'Ballet Barre Classes',
    );
    await noSideScroll(page);
    await snap(page, 'browse-section-375');
    await expectAccessible(page);

    await page.goto('/p/sec-fitness');
    await expect(page.getByRole('heading', { level: 1, name: 'Fitness' })).toBeVisible();
    await expect(page.getByTestId('playlist-block').first()).toBeVisible();
    await expect(page.getByLabel('Collection')).toHaveCount(0);
  });

  test('a playlist loads more as the member scrolls, and the list view is remembered', async ({ page }) => {
    await page.setViewportSize(wide);
    await page.goto('/p/free-library');
    const grid = page.getByRole('list', { name: 'Free Class Library' });
    await expect(grid.getByRole('link').first()).toBeVisible();
    const firstPage = await grid.getByRole('link').count();
    expect(firstPage).toBeLessThanOrEqual(40);
    // Scrolling to the end loads page after page until the playlist is whole and Load more is gone.
    await expect
      .poll(
        async () => {
          await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
          return page.getByRole('button', { name: /Load more|Loading more/ }).count();
        },
        { timeout: 30_000 },
      )
      .toBe(0);
    expect(await grid.getByRole('link').count()).toBeGreaterThan(firstPage);
    await page.getByRole('button', { name: 'List view' }).click();
    await expect(grid).toHaveAttribute('data-layout', 'list');
    await page.reload();
    await expect(page.getByRole('list', { name: 'Free Class Library' })).toHaveAttribute(
      'data-layout',
      'list',
    );
    await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
    await snap(page, 'browse-playlist-list-1440');
    await expectAccessible(page);
    await page.setViewportSize(narrow);
    await noSideScroll(page);
    await snap(page, 'browse-playlist-list-375');
  });

  test('unknown playlists, collections and sections are the playlist-not-found page', async ({ page }) => {
    for (const path of ['/p/no-such-playlist', '/p/col-nothing', '/p/sec-nothing']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Playlist not found' })).toBeVisible();
    }
  });
});

test.describe('classes page', () => {
  test('filters sections by group: chips at 1440 px, the Filter by menu at 375 px', async ({ page }) => {
    await page.setViewportSize(wide);
    await page.goto('/sections');
    await expect(page.getByRole('heading', { level: 1, name: 'Classes' })).toBeVisible();
    const cards = page.getByRole('list', { name: 'Classes', exact: true }).getByRole('link');
    const all = await cards.count();
    expect(all).toBeGreaterThan(1);
    const chips = page.getByRole('group', { name: 'Filter by group' });
    await expect(chips.getByRole('button').first()).toHaveText('Show All');
    await chips.getByRole('button', { name: 'Studio Essentials' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Classes - Studio Essentials' })).toBeVisible();
    await expect(page).toHaveURL(/group=/);
    const filtered = page.getByRole('list', { name: 'Classes - Studio Essentials' }).getByRole('link');
    await expect(filtered.first()).toBeVisible();
    expect(await filtered.count()).toBeLessThan(all);
    await snap(page, 'browse-classes-1440');
    await expectAccessible(page);

    await page.setViewportSize(narrow);
    await expect(chips).toBeHidden();
    const menuButton = page.getByRole('button', { name: 'Filter by' });
    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await snap(page, 'browse-classes-menu-375');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Show All', exact: true }).last().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Classes', exact: true })).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('list', { name: 'Classes', exact: true }).getByRole('link')).toHaveCount(all);
    await noSideScroll(page);
    await snap(page, 'browse-classes-375');
  });

  test('grid or list, chosen once, stays chosen after a reload', async ({ page }) => {
    await page.setViewportSize(wide);
    await page.goto('/sections');
    const list = page.getByRole('list', { name: 'Classes' });
    await expect(list).toHaveAttribute('data-layout', 'grid');
    await page.getByRole('button', { name: 'List view' }).click();
    await expect(list).toHaveAttribute('data-layout', 'list');
    await page.reload();
    await expect(page.getByRole('list', { name: 'Classes' })).toHaveAttribute('data-layout', 'list');
    await page.goto('/programs');
    await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
  });
});
