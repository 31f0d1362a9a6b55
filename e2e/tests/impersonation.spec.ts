import type { SpawnedServer } from '@releve/server/spawn';
import { newEmail, PASSWORD, registerThroughDialog } from '../support/accounts';
import { expect, expectAccessible, snap, spawnServer, test } from '../support/fixtures';

// These tests start a server of their own (about 10 s on a busy machine) on top of what they do.
test.describe.configure({ timeout: 90_000 });

test.describe('admin impersonation', () => {
  let demo: SpawnedServer;
  test.beforeAll(async () => {
    test.setTimeout(120_000); // a hook's own limit: a demo studio seeds its catalogue, schedule and promotions first
    demo = await spawnServer({ env: { DEMO_STUDIO: 'true' } });
  });
  test.afterAll(() => demo?.stop());

  test('an admin acts as a member with ?mid=, sees a banner, and stops', async ({ page, browser }) => {
    // A member registers in a browser of their own.
    const memberContext = await browser.newContext({ baseURL: demo.url });
    const memberPage = await memberContext.newPage();
    const email = newEmail('impersonated');
    await registerThroughDialog(memberPage, email, PASSWORD, { first: 'Pierina', last: 'Legnani' });
    const memberId = (await (await memberPage.request.get('/api/users/me')).json()).user.id as string;
    await memberContext.close();

    await page.goto(`${demo.url}/?u=login`);
    const login = page.getByRole('dialog', { name: 'Sign in' });
    await login.getByLabel('E-mail').fill('admin@demo.releve.test');
    await login.getByLabel('Password', { exact: true }).fill('dance-demo-2026');
    await login.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();

    await page.goto(`${demo.url}/pricing?mid=act:${memberId}`);
    const banner = page.getByTestId('impersonation-banner');
    await expect(banner).toContainText(`You are acting as Pierina Legnani (user ${memberId})`);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByText('Hi, Pierina')).toBeVisible();
    await snap(page, 'impersonation-1440');
    await expectAccessible(page);

    // The target stays for the tab's other pages, until stopped.
    await page.goto(`${demo.url}/library`);
    await expect(banner).toBeVisible();
    await banner.getByRole('link', { name: 'Stop acting as this member' }).click();
    await expect(banner).toBeHidden();
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByText('Hi, Lise')).toBeVisible();
  });

  test('a member who is not an admin is refused', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: demo.url });
    const page = await context.newPage();
    await registerThroughDialog(page, newEmail('not-admin'));
    await page.goto('/?mid=someone-else');
    await expect(page.getByTestId('impersonation-banner')).toContainText(
      'Only admins may act as another user',
    );
    await context.close();
  });
});
