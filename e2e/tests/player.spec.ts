import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { signInAsDemo } from '../support/accounts';
import { expect, expectAccessible, snap, test } from '../support/fixtures';
import { playToTheEnd, resetPlayerSettings, video } from '../support/player';

/*
 * The player on the demo studio: a member's class really plays, the dancer's tools change what the
 * video element does, progress brings the member back where they left; a visitor meets the paywall
 * on a member class and plays a class of the free library. The demo clips last 10 to 12 s.
 */
test.use({ demoStudio: true });

interface Item {
  mediaid: string;
  title: string;
  link: string;
  mediaStatus: string;
  contentType: string;
}

const playlistItems = async (request: APIRequestContext, playlistId: string): Promise<Item[]> =>
  (await (await request.get(`/api/v2/playlists/${playlistId}?page_limit=100`)).json()).playlist;

/** A class of the free library (everyone may play it). */
async function freeClass(request: APIRequestContext): Promise<Item> {
  const items = await playlistItems(request, 'free-library');
  const item = items.find((one) => one.mediaStatus === 'VOD' && one.contentType === 'video');
  if (!item) throw new Error('no free class in the demo studio');
  return item;
}

/**
 * A members-only class: in a browse playlist, not in a free or sampler one, and none of `touched` (the
 * classes the member already has progress in: the worker's demo studio is shared by every spec it runs).
 */
async function memberClass(request: APIRequestContext, touched = new Set<string>()): Promise<Item> {
  const initial = await (await request.get('/api/initial-data')).json();
  const free = new Set<string>();
  for (const id of [...initial.freePlaylists, ...initial.samplerPlaylists] as string[]) {
    for (const item of await playlistItems(request, id)) free.add(item.mediaid);
  }
  for (const group of initial.sections as { playlistIds: string[] }[]) {
    for (const id of group.playlistIds) {
      const item = (await playlistItems(request, id)).find(
        (one) =>
          !free.has(one.mediaid) &&
          !touched.has(one.mediaid) &&
          one.mediaStatus === 'VOD' &&
          one.contentType === 'video',
      );
      if (item) return item;
    }
  }
  throw new Error('no members-only class in the demo studio');
}

const currentTime = (target: Locator) => target.evaluate((element: HTMLVideoElement) => element.currentTime);

/** The video advances by itself: it really plays. */
async function expectPlaying(target: Locator, beyond = 0.5) {
  await expect.poll(() => currentTime(target), { timeout: 15_000 }).toBeGreaterThan(beyond);
}

/** Play mode opened without a click: the browser may refuse to start with sound, then the big Play button shows. */
async function startPlayMode(page: Page) {
  await expect(page.getByTestId('player')).toHaveAttribute('data-status', 'ready');
  if (await video(page).evaluate((element: HTMLVideoElement) => element.paused)) {
    await page.getByTestId('player').getByRole('button', { name: 'Play', exact: true }).first().click();
  }
}

/** Plays the open class from its last second, so it ends at once. */

test('a member plays a class; mirror, speed and the A-B loop change the video; coming back resumes', async ({
  page,
  request,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsDemo(page);
  await resetPlayerSettings(page);
  // A class member@ has not begun (another spec of this worker may have played one to its end).
  const touched = new Set(
    Object.keys((await (await page.request.get('/api/users/me/video-state')).json()).videoState),
  );
  const item = await memberClass(request, touched);
  await page.goto(item.link);
  // The package files the video asks the network for, by their name in the package.
  const fetched: string[] = [];
  page.on('request', (request) => {
    const file = /^\/media\/play\/[^/]+\/(.+\.(?:m3u8|ts))$/.exec(new URL(request.url()).pathname)?.[1];
    if (file) fetched.push(file);
  });
  await page.getByTestId('play-button').click();
  await expect(page).toHaveURL(`${item.link}?play=1`);
  const player = page.getByTestId('player');
  const clip = video(page);
  await expectPlaying(clip);
  // Decision 041: the sign answer carried the master playlist and the start rendition's playlist, so
  // the first thing the player fetched was the start rendition's first segment, and neither playlist.
  expect(fetched[0]).toMatch(/^\w+\/seg000\.ts$/);
  const startRendition = (fetched[0] as string).split('/')[0];
  expect(fetched).not.toContain('master.m3u8');
  expect(fetched).not.toContain(`${startRendition}/index.m3u8`);
  await expect(page.getByTestId('paywall')).toHaveCount(0);
  // The clip is short: held here, it cannot end (and count as taken) while the tools are tried.
  await clip.evaluate((element: HTMLVideoElement) => element.pause());

  // Mirror: the picture flips (and the button says it is on).
  const mirror = player.getByRole('button', { name: 'Mirror' });
  await mirror.click();
  await expect(mirror).toHaveAttribute('aria-pressed', 'true');
  expect(await clip.evaluate((element) => getComputedStyle(element).transform)).toBe(
    'matrix(-1, 0, 0, 1, 0, 0)',
  );

  // Speed: two steps faster with ], pitch kept.
  await player.focus();
  await page.keyboard.press(']');
  await page.keyboard.press(']');
  await expect.poll(() => clip.evaluate((element: HTMLVideoElement) => element.playbackRate)).toBe(1.1);
  expect(await clip.evaluate((element: HTMLVideoElement) => element.preservesPitch)).toBe(true);
  await expect(player.getByText('1.1x')).toBeVisible();

  // The A-B loop: from 1 s to 3 s, playback keeps jumping back to A.
  await clip.evaluate((element: HTMLVideoElement) => {
    element.currentTime = 1;
    return element.play();
  });
  await page.keyboard.press('a');
  await expect.poll(() => currentTime(clip)).toBeGreaterThan(3);
  // B lands a moment after this reading (and playback may already have jumped back by the next one).
  const b = await currentTime(clip);
  await page.keyboard.press('b');
  await expect(player.getByText(/^Loop 0:01 – 0:0\d$/)).toBeVisible();
  const samples: number[] = [];
  for (let i = 0; i < 16; i++) {
    samples.push(await currentTime(clip));
    await page.waitForTimeout(250);
  }
  expect(Math.max(...samples)).toBeLessThan(b + 1);
  expect(samples.some((time, i) => i > 0 && time < (samples[i - 1] ?? 0) - 0.5)).toBe(true);
  await page.keyboard.press('a');
  await expect(player.getByText(/^Loop /)).toHaveCount(0);
  await page.keyboard.press('k');
  await expect.poll(() => clip.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);

  await page.keyboard.press('?');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
  await snap(page, 'player-member-1440');
  await expectAccessible(page);
  await page.keyboard.press('Escape');

  // Halfway, paused: the progress is saved; leaving and coming back resumes there.
  const duration = await clip.evaluate((element: HTMLVideoElement) => element.duration);
  await clip.evaluate((element: HTMLVideoElement) => {
    element.currentTime = element.duration / 2;
    element.pause();
  });
  await expect
    .poll(async () => {
      const states = (await (await page.request.get('/api/users/me/video-state')).json()).videoState;
      return states[item.mediaid]?.lastTime ?? 0;
    })
    .toBeGreaterThan(duration * 0.4);
  await page.goto('/');
  await page.goto(item.link);
  await expect(page.getByTestId('play-button')).toHaveText('Continue');
  await page.getByTestId('play-button').click();
  await expect.poll(() => currentTime(video(page))).toBeGreaterThan(duration * 0.4);
  // The member's settings came along: mirror on, 1.1x.
  await expect(page.getByTestId('player').getByRole('button', { name: 'Mirror' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect
    .poll(() => video(page).evaluate((element: HTMLVideoElement) => element.playbackRate))
    .toBe(1.1);

  await page.setViewportSize({ width: 375, height: 740 });
  await page.getByTestId('player').hover();
  await snap(page, 'player-member-375');
  await expectAccessible(page);

  // Put the member's settings back for the other tests.
  await page.request.post('/api/users/me/player-preferences', { data: { mirror: false, playbackRate: 1 } });
});

test('a visitor meets the paywall on a member class, even in play mode', async ({ page, request }) => {
  const item = await memberClass(request);
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(`${item.link}?play=1`);
  const paywall = page.getByTestId('paywall');
  await expect(paywall).toBeVisible();
  await expect(paywall.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByTestId('player')).toHaveCount(0);
  const sign = await request.post(`/api/media/${item.mediaid}/sign`, { data: {} });
  expect(sign.status()).toBe(403);
  await snap(page, 'player-paywall-375');
  await expectAccessible(page);
});

test('a visitor plays a class of the free library, inline and in play mode', async ({ page, request }) => {
  const item = await freeClass(request);
  const events: { kind: string; playbackId: string; status: number }[] = [];
  page.on('requestfinished', async (sent) => {
    if (!sent.url().endsWith('/api/player-events')) return;
    events.push({ ...sent.postDataJSON(), status: (await sent.response())?.status() ?? 0 });
  });
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(item.link);
  await page.getByRole('button', { name: `Play ${item.title}` }).click();
  await expect(page).toHaveURL(item.link);
  await expectPlaying(video(page));
  // Analytics: start at once, the view ping after 5 s of viewing, each once per playback, stored (204).
  await expect.poll(() => events.map((event) => event.kind), { timeout: 15_000 }).toContain('view');
  const firstPlayback = events.filter((event) => event.playbackId === events[0]?.playbackId);
  expect(firstPlayback.filter((event) => event.kind === 'start')).toHaveLength(1);
  expect(firstPlayback.filter((event) => event.kind === 'view')).toHaveLength(1);
  expect(events.every((event) => event.status === 204)).toBe(true);
  await snap(page, 'player-free-inline-375');
  await expectAccessible(page);

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${item.link}?play=1`);
  await startPlayMode(page);
  await expectPlaying(video(page));
  await page.getByTestId('player').hover();
  await snap(page, 'player-free-cinema-1440');
  await page.getByRole('button', { name: 'Back to the class' }).click();
  await expect(page).toHaveURL(item.link);
  await expect(page.getByTestId('player')).toHaveCount(0);
});

test('an episode offers the next episode of its series near the end, and goes on to it', async ({
  page,
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const seriesId = sitemap.match(/\/s\/([^<]+)<\/loc>/)?.[1];
  expect(seriesId, 'the demo studio has a series').toBeTruthy();
  const { episodes } = await (await request.get(`/api/apps/series/${seriesId}/episodes?page_limit=2`)).json();
  const [first, second] = (episodes as { media_item: Item }[]).map((episode) => episode.media_item);
  if (!first || !second) throw new Error('the demo series has fewer than two episodes');

  await signInAsDemo(page);
  await page.goto(`${first.link}?play=1`);
  await startPlayMode(page);
  await expectPlaying(video(page), 0.2);
  // Under 10 s left (the demo clips are short): the next episode is offered, and the end plays it.
  await expect(page.getByText(`Up next: ${second.title}`)).toBeVisible();
  // An episode's page is its series' page (`e=`); the next one plays there at once.
  const onSecond = page.waitForURL(
    (url) => url.searchParams.get('e') === second.mediaid && url.searchParams.get('play') === '1',
    { timeout: 15_000 },
  );
  await playToTheEnd(page);
  await onSecond;
  await expect(page.getByText(new RegExp(`Selected episode: .* · ${second.title}$`))).toBeVisible();
});

test('the My Week queue counts down to the next class; Cancel stops it; after the last class, home', async ({
  page,
  request,
}) => {
  // It plays three classes to their end and waits out two countdowns: about 20 s on a quiet machine.
  test.slow();
  const initial = await (await request.get('/api/initial-data')).json();
  const playlistId = (initial.sections as { playlistIds: string[] }[])[0]?.playlistIds[0] as string;
  const [first, second] = (await playlistItems(request, playlistId)).filter(
    (one) => one.mediaStatus === 'VOD' && one.contentType === 'video',
  );
  if (!first || !second) throw new Error('the demo playlist has fewer than two classes');
  const toast = page.getByTestId('my-week-toast');

  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsDemo(page);
  // The queue is today's part of the member's real plan: these two classes, in this order.
  const today = await page.evaluate(
    () => ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'][new Date().getDay()],
  );
  expect((await page.request.delete('/api/users/me/clear-my-week-plan')).ok()).toBe(true);
  for (const item of [first, second]) {
    const added = await page.request.post('/api/users/me/my-week-plan', {
      data: { videoId: item.mediaid, day: today },
    });
    expect(added.ok()).toBe(true);
  }
  await page.goto(`${first.link}?play=1&myweek=1`);
  await playToTheEnd(page);
  await expect(toast).toContainText(/Next Class in [1-5]/);
  await toast.getByRole('button', { name: 'Cancel' }).click();
  await expect(toast).toHaveCount(0);
  // Cancelled: the queue stays on this class past the countdown.
  await page.waitForTimeout(6_000);
  expect(new URL(page.url()).pathname).toBe(new URL(first.link, page.url()).pathname);

  await playToTheEnd(page);
  await expect(toast).toContainText(/Next Class in [1-5]/);
  await snap(page, 'player-my-week-toast-1440');
  // The count ends: the next class of the queue opens in play mode.
  await page.waitForURL((url) => url.pathname.startsWith(`/m/${second.mediaid}`), { timeout: 10_000 });
  // The last class of the queue ends: back home.
  await playToTheEnd(page);
  await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });
});
