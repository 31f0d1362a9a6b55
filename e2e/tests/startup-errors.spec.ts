import type { SpawnedServer } from '@releve/server/spawn';
import { failChunkContaining } from '../support/chunks';
import { expect, expectAccessible, snap, spawnServer, test } from '../support/fixtures';

// These tests start a server of their own (about 10 s on a busy machine) on top of what they do.
test.describe.configure({ timeout: 90_000 });

const offers = { monthlyOffer: 'm', yearlyOffer: 'y' };

test.describe('start-up failures', () => {
  let broken: SpawnedServer;
  test.beforeAll(async () => {
    test.setTimeout(120_000); // a hook's own limit: a demo studio seeds its catalogue, schedule and promotions first
    broken = await spawnServer({
      env: { ALLOWED_CONFIG_SOURCES: 'badschma,bothintg,emptycfg,missing1' },
      configs: {
        badschma: { id: 'badschma', siteName: 'Broken', styling: { highlightColor: 'pink' }, colour: 'x' },
        bothintg: { id: 'bothintg', siteName: 'Both', integrations: { sandbox: offers, stripe: offers } },
        emptycfg: 'null',
      },
    });
  });
  test.afterAll(() => broken?.stop());

  test('a config that breaks the schema shows the invalid config page with each problem', async ({
    page,
  }) => {
    await page.goto(`${broken.url}/?app-config=badschma`);
    const errorPage = page.getByTestId('invalid-config');
    await expect(errorPage.getByRole('heading', { name: 'Invalid config' })).toBeVisible();
    await expect(errorPage).toContainText('The config does not match the schema.');
    await expect(errorPage).toContainText('styling.highlightColor: must be a hex colour such as #aa3355');
    await expect(errorPage).toContainText('colour');
    await snap(page, 'invalid-config-1440');
    await expectAccessible(page);
  });

  test('the chosen config is remembered for the next visit', async ({ page }) => {
    await page.goto(`${broken.url}/?app-config=badschma`);
    await expect(page.getByTestId('invalid-config')).toBeVisible();
    await page.goto(`${broken.url}/`);
    await expect(page.getByTestId('invalid-config')).toBeVisible();
    await page.goto(`${broken.url}/?app-config=`);
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  });

  test('both payment integrations are refused', async ({ page }) => {
    await page.goto(`${broken.url}/?app-config=bothintg`);
    await expect(page.getByTestId('invalid-config')).toContainText(
      'Invalid client integration. You cannot have both Sandbox and Stripe integrations enabled at the same time.',
    );
  });

  test('an empty config says no config was found; a missing one that it failed to load', async ({ page }) => {
    await page.goto(`${broken.url}/?app-config=emptycfg`);
    await expect(page.getByTestId('invalid-config')).toContainText('No config found');
    await page.goto(`${broken.url}/?app-config=missing1`);
    await expect(page.getByTestId('invalid-config')).toContainText(
      'Failed to load the config. Please check the config path and the file availability.',
    );
  });

  test('a source that is not allowed falls back to the default', async ({ page }) => {
    await page.goto(`${broken.url}/?app-config=notallow`);
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  });

  test('settings with no usable source show the invalid settings page', async ({ page }) => {
    const server = await spawnServer({ env: { DEFAULT_CONFIG_SOURCE: '' } });
    try {
      await page.goto(server.url);
      const errorPage = page.getByTestId('invalid-settings');
      await expect(errorPage.getByRole('heading', { name: 'Invalid settings' })).toBeVisible();
      await expect(errorPage).toContainText('No usable config sources');
      await snap(page, 'invalid-settings-375');
    } finally {
      await server.stop();
    }
  });

  test('a server that cannot be reached shows the load-failure message', async ({ page }) => {
    // The page as a cache or a failing server would send it: without its first data (decision 016),
    // so the app asks for the settings, which fail.
    await page.route(
      (url) => url.pathname === '/',
      async (route) => {
        const answer = await route.fetch({
          headers: { ...route.request().headers(), 'accept-encoding': 'identity' },
        });
        const body = (await answer.text()).replace(
          /<script type="application\/json" id="first-data">[\s\S]*?<\/script>/,
          '',
        );
        await route.fulfill({ response: answer, body });
      },
    );
    await page.route('**/api/settings', (route) => route.fulfill({ status: 503, body: 'down' }));
    await page.goto('/');
    await expect(page.getByTestId('load-failed')).toContainText('Oops, something went wrong!');
    await expect(page.getByTestId('load-failed')).toContainText(
      "We weren't able to load from our servers. Please try again later or contact support if the problem persists.",
    );
  });

  test('translations that fail to load show the translation failure message', async ({ page }) => {
    await failChunkContaining(page, 'Skip to content'); // the English texts' chunk
    await page.goto('/');
    await expect(page.getByTestId('translation-failed')).toContainText(
      'Unable to load translations. Check your language settings and try again later. If the problem persists contact technical support.',
    );
  });
});
