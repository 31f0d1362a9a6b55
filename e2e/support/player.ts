import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The player's video element. */
export const video = (page: Page) => page.getByTestId('player').locator('video');

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
