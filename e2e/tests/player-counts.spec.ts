import type { Locator } from '@playwright/test';
import { signInAsDemo } from '../support/accounts';
import { expect, expectAccessible, snap, test } from '../support/fixtures';
import { openFreeClass, resetPlayerSettings, video } from '../support/player';

/*
 * Counts on the music (issue 38): every demo clip has a tempo (96 to 144 beats a minute, its first "1"
 * half a second in). A member shows the counts, sees them move with the music, and loops one 8-count
 * phrase: playback stays inside that phrase and starts it again on its "1".
 */
test.use({ demoStudio: true });

const currentTime = (target: Locator) => target.evaluate((element: HTMLVideoElement) => element.currentTime);

for (const width of [1440, 375]) {
  test(`a member loops one 8-count phrase of the music at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 760 });
    await signInAsDemo(page);
    await resetPlayerSettings(page);
    await openFreeClass(page);
    const player = page.getByTestId('player');
    const clip = video(page);
    await clip.evaluate((element: HTMLVideoElement) => {
      element.pause();
      element.currentTime = 0.5;
    });

    const countsButton = player.getByRole('button', { name: 'Counts' });
    await countsButton.click();
    await expect(countsButton).toHaveAttribute('aria-pressed', 'true');
    const panel = page.getByTestId('counts');
    await expect(panel).toBeVisible();
    // At the first "1", phrase 1.
    await expect(page.getByTestId('count-now')).toHaveText('1');
    await expect(panel.getByText('Phrase 1')).toBeVisible();
    const bpm = Number((await panel.getByText(/beats a minute/).textContent())?.match(/\d+/)?.[0]);
    expect(bpm).toBeGreaterThanOrEqual(96);
    const beat = 60 / bpm;
    const phrase = 8 * beat;

    // Three beats on: the count is 4, still phrase 1.
    await clip.evaluate(
      (element: HTMLVideoElement, at) => {
        element.currentTime = at;
      },
      0.5 + 3.2 * beat,
    );
    await expect(page.getByTestId('count-now')).toHaveText('4');

    // The panel sits inside the player, below its back button and clear of its control bar.
    const box = await panel.boundingBox();
    const playerBox = await player.boundingBox();
    const bar = await player.getByRole('button', { name: 'Play', exact: true }).last().boundingBox();
    const back = await player.getByRole('button', { name: 'Back to the class' }).boundingBox();
    expect(box && playerBox && bar && back).toBeTruthy();
    if (box && playerBox && bar && back) {
      expect(box.x).toBeGreaterThanOrEqual(playerBox.x);
      expect(box.x + box.width).toBeLessThanOrEqual(playerBox.x + playerBox.width);
      expect(box.y + box.height).toBeLessThanOrEqual(bar.y);
      expect(box.y).toBeGreaterThanOrEqual(back.y + back.height);
    }
    await snap(page, `player-counts-${width}`);
    if (width === 1440) await expectAccessible(page);

    // Loop this 8-count: from the phrase's "1" (0.5 s) to the next "1".
    await panel.getByRole('button', { name: 'Loop this 8-count' }).click();
    await expect(player.getByText(/^Loop 0:00 – 0:0\d$/)).toBeVisible({ visible: width > 479 });
    await expect.poll(() => currentTime(clip)).toBeLessThan(0.5 + beat);
    await clip.evaluate((element: HTMLVideoElement) => element.play());
    const samples: number[] = [];
    for (let i = 0; i < Math.ceil((phrase + 1.5) / 0.2); i++) {
      samples.push(await currentTime(clip));
      await page.waitForTimeout(200);
    }
    expect(Math.min(...samples)).toBeGreaterThanOrEqual(0.45);
    expect(Math.max(...samples)).toBeLessThan(0.5 + phrase + 0.4);
    // It went back to the "1" at least once.
    expect(samples.some((time, i) => i > 0 && time < (samples[i - 1] ?? 0) - phrase / 2)).toBe(true);

    // The click on each count can be switched on (Web Audio; the page stays quiet of errors).
    const click = panel.getByRole('button', { name: 'Click on each count' });
    await click.click();
    await expect(click).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('c');
    await expect(panel).toHaveCount(0);
  });
}
