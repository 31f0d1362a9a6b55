import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Puts the signed-in member's player settings back to the defaults (normal speed, no mirror): they are
 * saved per member, and the worker's demo studio is shared by every spec it runs, so a spec that
 * counts speed steps or toggles the mirror must not start from what another left.
 */
export async function resetPlayerSettings(page: Page) {
  const reset = await page.request.post('/api/users/me/player-preferences', {
    data: { mirror: false, playbackRate: 1, monoAudio: false },
  });
  expect(reset.status(), await reset.text()).toBe(200);
}

/** The player's video element: its main picture (not the camera angle shown beside it). */
export const video = (page: Page) =>
  page.getByTestId('player').locator('video:not([data-testid="angle-beside"])');

/** Jumps to the last second of the playing class and plays it, so it ends. */
export async function playToTheEnd(page: Page) {
  await expect(page.getByTestId('player')).toHaveAttribute('data-status', 'ready', { timeout: 15_000 });
  // The player is ready before the video knows its length (NaN until its metadata loads): wait for it,
  // or the seek throws (seen in CI just after the queue opened the next class).
  await expect
    .poll(() => video(page).evaluate((element: HTMLVideoElement) => Number.isFinite(element.duration)))
    .toBe(true);
  await video(page).evaluate(async (element: HTMLVideoElement) => {
    element.currentTime = Math.max(0, element.duration - 1);
    await element.play();
  });
}

/** Opens a class of the free library in play mode, ready and knowing its length. */
export async function openFreeClass(page: Page) {
  const items = (await (await page.request.get('/api/v2/playlists/free-library?page_limit=100')).json())
    .playlist as { link: string; mediaStatus: string; contentType: string }[];
  const item = items.find((one) => one.mediaStatus === 'VOD' && one.contentType === 'video');
  if (!item) throw new Error('no free class in the demo studio');
  await page.goto(`${item.link}?play=1`);
  await expect(page.getByTestId('player')).toHaveAttribute('data-status', 'ready', { timeout: 15_000 });
  await expect
    .poll(() => video(page).evaluate((element: HTMLVideoElement) => Number.isFinite(element.duration)))
    .toBe(true);
}
