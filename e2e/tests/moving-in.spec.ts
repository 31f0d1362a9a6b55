import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runAdminCommand, type SpawnedServer } from '@releve/server/spawn';
import { waitForMail } from '../support/accounts';
import { expect, expectAccessible, openApp, snap, spawnServer, test } from '../support/fixtures';

// These tests start a server of their own (about 10 s on a busy machine) on top of what they do.
test.describe.configure({ timeout: 90_000 });

const nextYear = new Date().getUTCFullYear() + 1;

test.describe('moving in from another platform', () => {
  let studio: SpawnedServer;
  test.beforeAll(async () => {
    test.setTimeout(120_000); // a hook's own limit: a demo studio seeds its catalogue, schedule and promotions first
    studio = await spawnServer({
      prepare: async (env) => {
        const dataDir = env.DATA_DIR ?? '';
        // The CLI refuses a PGlite folder that does not exist (a typo guard); the server would create it.
        mkdirSync(env.DATABASE_URL ? dataDir : path.join(dataDir, 'pglite'), { recursive: true });
        const csv = path.join(dataDir, 'members.csv');
        writeFileSync(
          csv,
          `email,first_name,last_name,product,paid_until\nodile@example.test,Odile,Swan,on-demand,${nextYear}-06-30\n`,
        );
        await runAdminCommand(env, ['import-members', csv]);
      },
    });
  });
  test.afterAll(() => studio?.stop());

  test('an imported member claims the account through /migrate and account-connect', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: studio.url });
    const page = await context.newPage();
    await openApp(page, '/migrate');
    await expect(page.getByRole('heading', { level: 1, name: 'Moving to Pirouette House' })).toBeVisible();
    await snap(page, 'migrate-1440');
    await expectAccessible(page);
    await page.getByLabel('E-mail').fill('odile@example.test');
    await page.getByRole('button', { name: 'Send me the link' }).click();
    await expect(page.getByText('If we moved a membership for odile@example.test')).toBeVisible();

    const mail = await waitForMail(studio.dataDir, 'odile@example.test');
    expect(mail.subject).toBe('Claim your account');
    const link = /https?:\/\/\S+\/account-connect\?\S+/.exec(mail.text)?.[0];
    expect(link).toContain('e=odile%40example.test');
    await openApp(page, link!);
    await expect(page.getByRole('heading', { level: 1, name: 'Connect your account' })).toBeVisible();
    await expect(page.getByLabel('E-mail')).toHaveValue('odile@example.test');
    await page.getByRole('button', { name: 'Connect my account' }).click();
    await expect(page.getByText('Please enter your email and password')).toBeVisible();
    await expectAccessible(page);

    await page.getByLabel('Choose a password').fill('Swan-lake-2027');
    await page.getByRole('button', { name: 'Connect my account' }).click();
    // A member on her first visit: home sends her to the welcome questionnaire.
    await expect(page).toHaveURL(/\/welcome$/);
    await page.getByRole('button', { name: 'Skip' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByText('Hi, Odile')).toBeVisible();
    // The imported pass made her a member: nothing is locked.
    await expect(page.getByRole('img', { name: 'Members only' })).toHaveCount(0);

    // The link worked once.
    await page.getByRole('button', { name: 'Log out' }).click();
    await openApp(page, link!);
    await page.getByLabel('Choose a password').fill('Other-pass-2028');
    await page.getByRole('button', { name: 'Connect my account' }).click();
    // The spent link cannot set the password: the connected account was not updated (§8).
    await expect(page.getByText('Failed to updated your connected account')).toBeVisible();
    await context.close();
  });
});
