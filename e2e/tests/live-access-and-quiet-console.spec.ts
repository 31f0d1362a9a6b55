import type { APIRequestContext, ConsoleMessage, Page } from '@playwright/test';
import { signInAsDemo } from '../support/accounts';
import { pathBySlug } from '../support/catalog-pages';
import { expect, test } from '../support/fixtures';

/*
 * One access rule on both sides, and a visitor's quiet console, on the demo studio's catalogue
 * (ids are random per catalogue, so the tests find what they need through public answers first).
 */
test.use({ demoStudio: true });

/** The page of the demo's live class on air now. */
const liveClassOnAir = (request: APIRequestContext) => pathBySlug(request, 'live-morning-barre');

/** Every console error the page logs (a failed request shows up there as one). */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
  });
  return errors;
}

test('a live member plays the LIVE class the server signs for them: no paywall', async ({ page }) => {
  const path = await liveClassOnAir(page.request);
  await signInAsDemo(page, 'live@demo.releve.test');
  const signed = page.waitForResponse((response) => /\/api\/media\/[A-Za-z0-9]+\/sign$/.test(response.url()));
  await page.goto(`${path}?play=1`);
  expect((await signed).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto(path);
  await expect(page.getByTestId('play-button')).toHaveText(/Start|Continue|Watch Again/);
  await expect(page.getByTestId('paywall')).toHaveCount(0);
  // The page itself offers no sign-up (the sidebar still may: a live member is not a member).
  await expect(page.getByRole('main').getByText('Members only')).toHaveCount(0);
  await expect(page.getByRole('main').getByText('Start 7-Day Free Trial')).toHaveCount(0);
});

test('a visitor is offered sign-up on the same class, which the server refuses to sign', async ({ page }) => {
  const path = await liveClassOnAir(page.request);
  const item = path.split('/')[2] as string;
  expect((await page.request.post(`/api/media/${item}/sign`)).status()).toBe(403);
  await page.goto(path);
  await expect(page.getByTestId('paywall')).toBeVisible();
});

test("a visitor's pages log no console error", async ({ page }) => {
  const errors = consoleErrors(page);
  const profileCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/users/me') profileCalls.push(request.url());
  });
  const path = await liveClassOnAir(page.request);
  for (const url of ['/', '/pricing', '/programs', path]) {
    await page.goto(url);
    await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
  }
  await page.getByRole('link', { name: 'Pricing' }).first().click();
  await expect(page).toHaveURL(/\/pricing/);
  expect(profileCalls).toEqual([]);
  expect(errors).toEqual([]);
});
