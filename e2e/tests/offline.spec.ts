import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { newEmail, registerThroughDialog, signInAsDemo } from '../support/accounts';
import { expect, openApp, snap, test } from '../support/fixtures';
import { video } from '../support/player';

/*
 * Offline classes (decision 064) on the demo studio, which lets members download every class: a new
 * member given a week of access by the owner downloads a class, goes offline (the browser's own
 * emulation), opens its page again and plays it from the download, then comes back online and finds
 * the progress saved. Once the owner ends her access the licence is refused and the download deleted.
 * The only spec that lets the app's service worker run (the shared config blocks it).
 */
test.use({ demoStudio: true, serviceWorkers: 'allow' });
test.describe.configure({ timeout: 120_000 });

const OWNER = 'admin@demo.releve.test';

interface Item {
  mediaid: string;
  title: string;
  link: string;
  mediaStatus: string;
  contentType: string;
  productIds?: string;
}

/** A members-only class of the demo studio. */
async function memberClass(request: APIRequestContext): Promise<Item> {
  const initial = await (await request.get('/api/initial-data')).json();
  for (const group of initial.sections as { playlistIds: string[] }[])
    for (const id of group.playlistIds) {
      const answer = await (await request.get(`/api/v2/playlists/${id}?page_limit=50`)).json();
      const item = (answer.playlist as Item[]).find(
        (one) => one.productIds && one.mediaStatus === 'VOD' && one.contentType === 'video',
      );
      if (item) return item;
    }
  throw new Error('the demo studio has no members-only class');
}

/** A new member with a week of free access from the owner (the fixture's page, signed in). */
async function grantedMember(browser: Browser, owner: Page, label: string) {
  await signInAsDemo(owner, OWNER);
  const memberContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const member = await memberContext.newPage();
  await openApp(member, '/');
  await registerThroughDialog(member, newEmail(label));
  const userId = (await (await member.request.get('/api/users/me')).json()).user.id as string;
  const grant = await owner.request.post(`/api/studio/members/${userId}/grants`, {
    data: { type: 'on-demand', days: 7, reason: 'Trying offline classes', key: randomUUID() },
  });
  expect(grant.status(), await grant.text()).toBe(200);
  return { member, memberContext, userId };
}

/** Waits for the app's service worker to control the page (it registers after the page's load). */
async function controlledByServiceWorker(page: Page) {
  await expect
    .poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), { timeout: 30_000 })
    .toBe(true);
}

/** Downloads the class of the page in the quality chosen, and waits until it is kept whole. */
async function download(page: Page, quality: 'Small' | 'Good') {
  await page.getByTestId('download-button').click();
  await page
    .getByRole('group', { name: 'Download for offline' })
    .getByRole('button', { name: quality })
    .click();
  await expect(page.getByTestId('download-done')).toBeVisible({ timeout: 30_000 });
}

test('a member downloads a class, plays it offline, and her progress is saved once back online', async ({
  browser,
  page,
}) => {
  const { member, memberContext } = await grantedMember(browser, page, 'offline');
  await controlledByServiceWorker(member);
  const item = await memberClass(member.request);
  await openApp(member, item.link);
  await download(member, 'Small');
  await snap(member, 'offline-downloaded-1440');

  // The Downloads page lists it with its size and how long it plays offline.
  await openApp(member, '/downloads');
  const row = member.getByTestId('download-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(item.title);
  await expect(row).toContainText(/Small · [\d.]+ (KB|MB)/);
  await expect(row).toContainText(/Plays offline until/);
  await expect(member.getByTestId('downloads-space')).toContainText(/used by downloads/);
  await snap(member, 'offline-downloads-1440');
  await member.setViewportSize({ width: 375, height: 800 });
  await snap(member, 'offline-downloads-375');
  await member.setViewportSize({ width: 1440, height: 900 });

  // Seen once online, the class page opens again without a network, says so, and plays the download.
  await openApp(member, item.link);
  await memberContext.setOffline(true);
  await openApp(member, `${item.link}?play=1`);
  await expect(member.getByTestId('offline-banner')).toContainText('You are offline');
  await expect(member.getByTestId('player')).toHaveAttribute('data-status', 'ready', { timeout: 15_000 });
  await video(member).evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play();
  });
  await expect
    .poll(() => video(member).evaluate((element: HTMLVideoElement) => element.currentTime), {
      timeout: 15_000,
    })
    .toBeGreaterThan(3);
  await snap(member, 'offline-playing-1440');
  const watched = await video(member).evaluate((element: HTMLVideoElement) => {
    element.pause();
    return element.currentTime;
  });
  // The save the network refused waits in the browser.
  await expect
    .poll(() => member.evaluate(() => localStorage.getItem('releve.offline-progress') ?? ''))
    .toContain(item.mediaid);

  // Back online: the saved progress reaches the account.
  await memberContext.setOffline(false);
  await expect
    .poll(
      async () => {
        const states = (await (await member.request.get('/api/users/me/video-state')).json()).videoState;
        return (states[item.mediaid]?.lastTime as number | undefined) ?? 0;
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThan(watched - 1.5);
  await expect(member.getByTestId('offline-banner')).toContainText('Back online');
  await memberContext.close();
});

test('once her access ends, the licence is refused and the download deleted', async ({
  browser,
  page: owner,
}) => {
  const { member, memberContext, userId } = await grantedMember(browser, owner, 'lapsed');
  await controlledByServiceWorker(member);
  const item = await memberClass(member.request);
  await openApp(member, item.link);
  await download(member, 'Good');

  const detail = await (await owner.request.get(`/api/studio/members/${userId}`)).json();
  const product = (detail.products as { id: number; running: boolean }[]).find((one) => one.running);
  if (!product) throw new Error('the grant gave no running product');
  const revoke = await owner.request.post(`/api/studio/members/${userId}/products/${product.id}/revoke`, {
    data: { reason: 'Offline test: access ends' },
  });
  expect(revoke.status(), await revoke.text()).toBe(200);

  const licence = await member.request.post(`/api/downloads/${item.mediaid}/licence`);
  expect(licence.status()).toBe(403);
  // Online, the Downloads page renews every licence: the refused one's files are deleted.
  await openApp(member, '/downloads');
  await expect(member.getByText('No downloads yet')).toBeVisible({ timeout: 15_000 });
  await expect(member.getByTestId('download-row')).toHaveCount(0);
  const kept = await member.evaluate(
    async () => (await (await caches.open('releve-downloads')).keys()).length,
  );
  expect(kept).toBe(0);
  await memberContext.close();
});
