import { expect, spawnServer, test } from '../support/fixtures';

// These tests start a server of their own (about 10 s on a busy machine) on top of what they do.
test.describe.configure({ timeout: 90_000 });

test('social sign-in buttons appear only for providers the studio configured', async ({ page, browser }) => {
  await page.goto('/?u=login');
  const plain = page.getByRole('dialog', { name: 'Sign in' });
  await expect(plain.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(plain.getByRole('button', { name: /Continue with/ })).toHaveCount(0);

  const studio = await spawnServer({
    env: { GOOGLE_CLIENT_ID: 'studio-client', GOOGLE_CLIENT_SECRET: 'studio-secret' },
  });
  const context = await browser.newContext({ baseURL: studio.url });
  try {
    const other = await context.newPage();
    // The provider is not reachable from here: answer its page locally to see where the button leads.
    await other.route('https://accounts.google.com/**', (route) => route.fulfill({ body: 'provider page' }));
    await other.goto('/pricing?u=login');
    const dialog = other.getByRole('dialog', { name: 'Sign in' });
    await expect(dialog.getByRole('button', { name: 'Continue with Facebook' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(other).toHaveURL(/^https:\/\/accounts\.google\.com\/.*client_id=studio-client/);
  } finally {
    await context.close();
    await studio.stop();
  }
});
