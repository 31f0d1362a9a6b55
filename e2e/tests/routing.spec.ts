import { failChunkContaining } from '../support/chunks';
import { expect, test } from '../support/fixtures';
import { testRedirect } from '../support/redirects';

test.describe('status codes and redirects', () => {
  test('an unknown path answers 404 and says the page does not exist', async ({ page }) => {
    const response = await page.goto('/this/is/not/here');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: "This page doesn't exist." })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  test('an in-app link to an unknown path shows the same page', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => {
      window.history.pushState(null, '', '/nowhere');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { name: "This page doesn't exist." })).toBeVisible();
  });

  const redirects: [string, string][] = [
    ['/black-friday', '/pricing'],
    ['/u/anything-else', '/u/my-account'],
  ];
  for (const [from, to] of redirects) testRedirect(from, to);

  test('security headers come with every page', async ({ request }) => {
    for (const url of ['/', '/pricing', '/nope']) {
      const headers = (await request.get(url)).headers();
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(headers['strict-transport-security']).toContain('max-age=');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });
});

test.describe('query parameters', () => {
  test('error=invalid-trial shows the banner', async ({ page }) => {
    await page.goto('/pricing?error=invalid-trial');
    await expect(page.getByTestId('invalid-trial-banner')).toHaveText(
      "Sorry, it looks like you've already completed a free trial.",
    );
  });

  test('pk is stored, then removed from the URL', async ({ page }) => {
    await page.goto('/pricing?pk=on-demand-annual&t=0');
    // Signed out, the purchase asks for an account first (issue 31, item 17).
    await expect(page).toHaveURL(
      (url) =>
        url.pathname === '/pricing' && !url.searchParams.has('pk') && url.searchParams.get('t') === '0',
    );
    expect(await page.evaluate(() => localStorage.getItem('releve.purchased-product-key'))).toBe(
      'on-demand-annual',
    );
  });

  test('u= opens the account dialog; Escape closes it', async ({ page }) => {
    await page.goto('/pricing?u=login');
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/pricing$/);
  });

  test('the dialog cannot be closed while email is in the URL', async ({ page }) => {
    await page.goto('/?u=create-account&email=dancer%40example.test');
    const dialog = page.getByRole('dialog', { name: 'Create account' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(0);
  });

  test('mid travels as the impersonation header on API calls', async ({ page }) => {
    await page.goto('/?mid=user-42');
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    const headerSent = page.waitForRequest((request) => request.url().endsWith('/api/settings'));
    await page.reload();
    expect((await headerSent).headers()['x-impersonate']).toBe('user-42');
  });
});

test('a page whose code cannot load shows the generic error page inside the layout', async ({ page }) => {
  await failChunkContaining(page, 'pricing.lead'); // the pricing page's own text key
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { name: 'An error occurred' })).toBeVisible();
  await expect(page.getByText('Try refreshing this page or come back later.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});
