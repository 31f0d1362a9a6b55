import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SpawnedServer } from '@releve/server/spawn';
import { signInAsDemo } from '../support/accounts';
import { expect, expectAccessible, snap, spawnServer, test } from '../support/fixtures';

// These tests start a server of their own (about 10 s on a busy machine) on top of what they do.
test.describe.configure({ timeout: 90_000 });

const demoConfig = JSON.parse(
  readFileSync(new URL('../../apps/server/site-configs/relevedm.json', import.meta.url), 'utf8'),
);

/** The studio's help page, on another origin (another port), as a help desk's hosted chat page is. */
function startHelpDesk(): Promise<Server> {
  const desk = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end('<!doctype html><title>Help desk</title><h1>Chat with Pirouette House</h1>');
  });
  return new Promise((resolve) => desk.listen(0, '127.0.0.1', () => resolve(desk)));
}

test.describe('help panel', () => {
  let desk: Server;
  let studio: SpawnedServer;
  test.beforeAll(async () => {
    test.setTimeout(120_000); // a demo studio seeds its catalogue before it answers
    desk = await startHelpDesk();
    const helpUrl = `http://127.0.0.1:${(desk.address() as AddressInfo).port}/chat`;
    studio = await spawnServer({
      env: { DEMO_STUDIO: 'true' },
      configs: { relevedm: { ...demoConfig, custom: { ...demoConfig.custom, helpUrl } } },
    });
  });
  test.afterAll(async () => {
    await studio?.stop();
    desk?.close();
  });

  test("a member opens the studio's help page in a panel of 80% of the window, and closes it", async ({
    browser,
  }) => {
    const context = await browser.newContext({ baseURL: studio.url, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await signInAsDemo(page);
    await page.getByRole('button', { name: 'Get Help' }).click();
    const panel = page.getByTestId('help-panel');
    await expect(panel).toBeVisible();
    // The page's CSP lets this one origin be framed (the fixture fails the test on a CSP violation).
    await expect(
      page
        .frameLocator('iframe[title="The studio\'s help"]')
        .getByRole('heading', { name: 'Chat with Pirouette House' }),
    ).toBeVisible();
    const box = await panel.boundingBox();
    expect(Math.round(box?.height ?? 0)).toBe(720);
    await snap(page, 'help-panel-1440');
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: 'Get Help' })).toBeFocused();

    // Not on small screens, nor over a playing class.
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(page.getByRole('button', { name: 'Get Help' })).toBeHidden();
    await context.close();
  });
});
