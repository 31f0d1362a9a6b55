import { signInAsDemo } from '../support/accounts';
import { expect, expectAccessible, snap, test } from '../support/fixtures';
import { expectNoSidewaysScroll, expectSideBySideOrStacked } from '../support/studio';

/*
 * Counts on the music from the console (decision 062): the owner plays a class in its video's Counts
 * panel and taps along, the taps give a tempo; she sets the tempo and saves; a member playing a class
 * of that video sees the counts at that tempo.
 */
test.use({ demoStudio: true });

const OWNER = 'admin@demo.releve.test';
// A clip the other specs do not change (each demo clip has a tempo of 96 to 144 beats a minute).
const ASSET = 'demo-clip-20';

test('an owner taps along and sets a class video’s tempo; a member sees its counts', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsDemo(page, OWNER);
  await page.goto(`/studio/videos/${ASSET}`);
  const panel = page.getByTestId('counts-panel');
  await expect(panel.getByRole('heading', { name: 'Counts on the music' })).toBeVisible();
  await expect(panel.getByLabel('Beats a minute')).not.toHaveValue('');

  // The class plays in the panel and the owner taps along. The taps are read from the video's time, so
  // each comes with the class moved to its beat, half a second apart: a loaded machine's click delay
  // (a CI run's clicks took long enough to read 75 beats a minute) cannot change the rhythm.
  const player = panel.getByLabel('The class, to tap along with');
  await expect
    .poll(() => player.evaluate((video: HTMLVideoElement) => video.readyState), { timeout: 15_000 })
    .toBeGreaterThan(0);
  await player.evaluate((video: HTMLVideoElement) => {
    video.muted = true;
    return video.play();
  });
  const tap = panel.getByRole('button', { name: 'Tap on each beat' });
  for (let i = 0; i < 5; i++) {
    await player.evaluate(
      async (video: HTMLVideoElement, at: number) => {
        video.pause();
        const seeked = new Promise((resolve) => video.addEventListener('seeked', resolve, { once: true }));
        video.currentTime = at;
        await seeked;
      },
      1 + i * 0.5,
    );
    await tap.click();
  }
  const tapped = panel.getByText(/^5 taps: [\d.]+ beats a minute/);
  await expect(tapped).toBeVisible();
  const bpm = Number((await tapped.textContent())?.match(/taps: ([\d.]+)/)?.[1]);
  expect(bpm).toBe(120);
  await panel.getByRole('button', { name: 'Use the taps' }).click();
  await expect(panel.getByLabel('Beats a minute')).toHaveValue(String(bpm));

  // The owner settles on 100 and a "1" at the start, and saves.
  await panel.getByLabel('Beats a minute').fill('100');
  await panel.getByLabel('A 1 at (seconds)').fill('0.5');
  await panel.getByRole('button', { name: 'Save counts' }).click();
  await expect(panel.getByRole('status')).toHaveText('Counts saved.');
  await expectSideBySideOrStacked(page, [
    panel.getByLabel('From'),
    panel.getByLabel('Beats a minute'),
    panel.getByLabel('A 1 at (seconds)'),
  ]);
  await panel.scrollIntoViewIfNeeded();
  await snap(page, 'studio-counts-1440');
  await expectAccessible(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoSidewaysScroll(page);
  await expectSideBySideOrStacked(page, [
    panel.getByLabel('From'),
    panel.getByLabel('Beats a minute'),
    panel.getByLabel('A 1 at (seconds)'),
  ]);
  await panel.scrollIntoViewIfNeeded();
  await snap(page, 'studio-counts-375');

  // A member plays a class of that video and sees its counts at 100 beats a minute.
  const { mediaId } = (await (await page.request.get(`/api/studio/videos/${ASSET}`)).json()) as {
    mediaId: string;
  };
  const context = await browser.newContext({ baseURL });
  const member = await context.newPage();
  await signInAsDemo(member);
  await member.goto(`/m/${mediaId}?play=1`);
  await expect(member.getByTestId('player')).toHaveAttribute('data-status', 'ready', { timeout: 15_000 });
  await member.getByTestId('player').getByRole('button', { name: 'Counts' }).click();
  await expect(member.getByTestId('counts').getByText('100 beats a minute')).toBeVisible();
  await context.close();
});
