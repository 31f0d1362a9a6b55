import { expect, expectAccessible, snap, test } from '../support/fixtures';

test.describe('app shell', () => {
  test('home at 1440 px: sidebar, header for visitors, no bottom bar', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('Pirouette House');
    const sidebar = page.getByRole('navigation', { name: 'Main' });
    await expect(sidebar).toBeVisible();
    for (const item of ['Home', 'My Week Plan', 'Live Schedule', 'Search', 'Library']) {
      await expect(sidebar.getByRole('link', { name: item, exact: false }).first()).toBeVisible();
    }
    await expect(sidebar.getByRole('img', { name: 'Members only' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Pricing' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByPlaceholder('search for a video...')).toBeVisible();
    await expect(page.getByTestId('bottom-bar')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    await snap(page, 'shell-home-1440');
    await expectAccessible(page);
  });

  test('home at 375 px: drawer menu and the bottom bar', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    const bottomBar = page.getByTestId('bottom-bar');
    await expect(bottomBar).toBeVisible();
    for (const item of ['Home', 'Classes', 'Programs', 'Trending']) {
      await expect(bottomBar.getByRole('link', { name: item })).toBeVisible();
    }
    await expect(bottomBar.getByRole('link', { name: 'Favorites' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('banner').getByRole('link', { name: 'Pricing' })).toBeInViewport({
      ratio: 1,
    });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const sidebar = page.getByRole('navigation', { name: 'Main' });
    await expect(sidebar).toBeHidden();
    await snap(page, 'shell-home-375');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(sidebar).toBeVisible();
    await snap(page, 'shell-menu-375');
    await sidebar.getByRole('link', { name: 'Library' }).click();
    await expect(page).toHaveURL(/\/library$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Library' })).toBeVisible();
    await expect(sidebar).toBeHidden();
  });

  test('the bottom bar hides when the window is 375 px tall or less', async ({ page }) => {
    await page.setViewportSize({ width: 700, height: 375 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await expect(page.getByTestId('bottom-bar')).toBeHidden();
    await page.setViewportSize({ width: 700, height: 376 });
    await expect(page.getByTestId('bottom-bar')).toBeVisible();
  });

  test('the sidebar remembers the one open section', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    const programs = page.getByRole('button', { name: /Programs/ });
    const classes = page.getByRole('button', { name: 'Classes' });
    await expect(programs).toHaveAttribute('aria-expanded', 'true');
    await classes.click();
    await expect(classes).toHaveAttribute('aria-expanded', 'true');
    await expect(programs).toHaveAttribute('aria-expanded', 'false');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Classes' })).toHaveAttribute('aria-expanded', 'true');
  });

  test('the site config colours the page', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    const highlight = await page.evaluate(() =>
      document.documentElement.style.getPropertyValue('--color-highlight'),
    );
    expect(highlight).toBe('#b03a6f');
  });

  test('pages keep the site name in the title and use their layout', async ({ page }) => {
    await page.goto('/pricing');
    await expect(page).toHaveTitle('Pricing - Pirouette House');
    await page.goto('/vita');
    await expect(page.getByRole('heading', { level: 1, name: 'On-Demand Membership' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await page.goto('/programs/ballet-basics/sections/s1/p/0/v/1');
    await expect(page.getByRole('link', { name: /Back to program/ })).toHaveAttribute(
      'href',
      '/programs/ballet-basics',
    );
    await snap(page, 'layout-program-player-1440');
  });

  test('the header search goes to the search page', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await page.getByPlaceholder('search for a video...').fill('plié');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=pli%C3%A9&page=1$/);
  });
});
