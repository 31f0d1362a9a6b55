import type { Page } from '@playwright/test';
import type { InitialData } from '@releve/contracts';
import { signInAsDemo } from '../support/accounts';
import { expect, expectAccessible, snap, test } from '../support/fixtures';

test.use({ demoStudio: true });

const shelves = (page: Page) => page.getByTestId('shelf');
/** Rows of every kind: shelves, the carousel, the Class of the Day, promo banners, today's live classes. */
const rowCount = (page: Page) =>
  page
    .locator(
      'main [data-testid="shelf"], main [data-testid="featured-carousel"], main [data-testid="class-of-the-day"], main [data-testid="promo-banner"], main [data-testid="live-today"]',
    )
    .count();

test.describe('home', () => {
  test('a visitor at 1440 px sees the carousel and rows, scrolls for more, and opens a card', async ({
    page,
  }) => {
    // An axe scan, a scroll that loads rows and a navigation: past 30 s on a busy machine.
    test.slow();
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    const carousel = page.getByTestId('featured-carousel');
    await expect(carousel).toBeVisible();
    await expect(carousel.getByRole('button', { name: /Show slide/ }).first()).toBeVisible();
    // Visitors see the tiles for everyone and for non-members, never a members-only one.
    await expect(carousel.getByRole('button', { name: /Free Classes for Everyone/ })).toHaveCount(1);
    await expect(carousel.getByRole('button', { name: /Trending This Week/ })).toHaveCount(0);

    const hero = page.getByTestId('class-of-the-day');
    await expect(hero.getByRole('link', { name: "Take Today's Class" })).toHaveAttribute(
      'href',
      /^\/m\/\w+\/[\w-]+\?play=1$/,
    );

    await expect(shelves(page).first().getByRole('link').first()).toBeVisible();
    await expect.poll(() => rowCount(page)).toBe(6);
    await snap(page, 'home-1440');
    await expectAccessible(page);

    // Scrolling near the end brings 4 more rows.
    await page.getByRole('button', { name: 'Show more rows' }).scrollIntoViewIfNeeded();
    await expect.poll(() => rowCount(page)).toBeGreaterThan(6);

    // The first playlist row: title and See All lead to the playlist; a card opens its class.
    const row = shelves(page).first();
    const title = row.getByRole('heading', { level: 2 }).getByRole('link');
    await expect(title).toHaveAttribute('href', /^\/(p|programs|sections)/);
    const card = row.locator('a[href^="/m/"]').first();
    await card.scrollIntoViewIfNeeded();
    const href = await card.getAttribute('href');
    await card.click();
    await expect(page).toHaveURL(new RegExp(`${href?.replace('?', '\\?')}$`));
  });

  test('a row far down the page opens its list at the top; Back goes back down the page', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    await expect(shelves(page).first().getByRole('link').first()).toBeVisible();
    for (let step = 0; step < 4; step++) await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1500);
    // The first row title now on screen that leads to its list.
    const titles = page.locator('main [data-testid="shelf"] h2 a');
    const onScreen = await titles.evaluateAll((links) =>
      links.findIndex((link) => {
        const { top, bottom } = link.getBoundingClientRect();
        return top >= 0 && bottom <= window.innerHeight;
      }),
    );
    expect(onScreen).toBeGreaterThanOrEqual(0);
    const title = titles.nth(onScreen);
    const href = await title.getAttribute('href');
    await title.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // Back is the browser's: it returns down the page (as far as the rows drawn by then reach).
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test('the carousel and rows at 375 px, without sideways scrolling of the page', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    const carousel = page.getByTestId('featured-carousel');
    await expect(carousel).toBeVisible();
    await expect(shelves(page).first().getByRole('link').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await snap(page, 'home-375');
    await expectAccessible(page);
    // The row scrolls by touch: its track is wider than the screen.
    const track = shelves(page).first().locator('ul').first();
    const widths = await track.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(widths.scroll).toBeGreaterThan(widths.client);
    await page.mouse.wheel(0, 1200);
    await snap(page, 'home-375-rows');
  });

  test('the featured carousel moves on by itself, and the dots choose a slide', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const dots = page.getByTestId('featured-carousel').getByRole('button', { name: /Show slide/ });
    await expect(dots.first()).toHaveAttribute('aria-current', 'true');
    // Keep the pointer away: hovering pauses it.
    await page.mouse.move(5, 795);
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true', { timeout: 8_000 });
    await dots.last().click();
    await expect(dots.last()).toHaveAttribute('aria-current', 'true');
  });

  test('a member sees the member tiles and no Class of the Day lock', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAsDemo(page, 'member@demo.releve.test');
    await page.goto('/');
    const carousel = page.getByTestId('featured-carousel');
    await expect(carousel.getByRole('button', { name: /Trending This Week/ })).toHaveCount(1);
    await expect(carousel.getByRole('button', { name: /Free Classes for Everyone/ })).toHaveCount(0);
    await snap(page, 'home-member-1440');
  });
});

test.describe('sidebar', () => {
  test('lists programs by group with drafts last', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    const data = (await (await page.request.get('/api/initial-data')).json()) as InitialData;
    const nav = page.getByRole('navigation', { name: 'Main' });
    const programs = nav.getByRole('button', { name: `Programs (${data.programs.length})` });
    await expect(programs).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${await programs.getAttribute('aria-controls')}`);
    const names = await panel.locator('li li a').allTextContents();
    const drafts = new Set(data.programs.filter((p) => p.type === 'draft').map((p) => p.sidebarName));
    expect(drafts.size).toBeGreaterThan(0);
    expect(names).toHaveLength(data.programs.length);
    // Within each group drafts follow the published programs; groups of drafts only come last.
    const groups: string[][] = [];
    for (const group of await panel.locator(':scope > li:has(ul)').all()) {
      groups.push(await group.locator('a').allTextContents());
    }
    const isDraftOnly = groups.map((names) => names.every((name) => drafts.has(name)));
    const firstDraftOnly = isDraftOnly.indexOf(true);
    if (firstDraftOnly >= 0) expect(isDraftOnly.slice(firstDraftOnly).every(Boolean)).toBe(true);
    for (const names of groups) {
      const firstDraft = names.findIndex((name) => drafts.has(name));
      if (firstDraft >= 0) expect(names.slice(firstDraft).every((name) => drafts.has(name))).toBe(true);
    }
    await snap(page, 'sidebar-programs-1440');
  });

  test('lists the classes and the promoted groups, and remembers the open one', async ({ page }) => {
    // Two page loads, an axe scan and a navigation: more than the default 30 s on a busy machine.
    test.slow();
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    const data = (await (await page.request.get('/api/initial-data')).json()) as InitialData;
    const nav = page.getByRole('navigation', { name: 'Main' });
    const programs = nav.getByRole('button', { name: `Programs (${data.programs.length})` });
    await nav.getByRole('button', { name: 'Classes', exact: true }).click();
    await expect(programs).toHaveAttribute('aria-expanded', 'false');
    const firstSection = data.sections[0];
    if (firstSection) {
      await expect(nav.getByRole('link', { name: firstSection.name, exact: true })).toHaveAttribute(
        'href',
        `/p/${firstSection.id}`,
      );
    }

    expect(data.promotedGroups.length).toBeGreaterThan(0);
    for (const group of data.promotedGroups) {
      await expect(nav.getByRole('button', { name: group.name, exact: true })).toBeVisible();
    }
    const group = data.promotedGroups[0];
    if (!group) throw new Error('no promoted group');
    await nav.getByRole('button', { name: group.name, exact: true }).click();
    const collection = data.collections.find((c) => c.id === group.collectionIds[0]);
    if (!collection) throw new Error('no collection');
    const link = nav.getByRole('link', { name: collection.name, exact: true });
    await expect(link).toHaveAttribute('href', `/p/${collection.id}`);
    await snap(page, 'sidebar-promoted-1440');
    await expectAccessible(page);

    await page.reload();
    await expect(nav.getByRole('button', { name: group.name, exact: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/p/${collection.id}$`));
  });

  test('the drawer at 375 px lists the catalogue too', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'All Programs' })).toBeVisible();
    await snap(page, 'sidebar-375');
    await expectAccessible(page);
  });
});
