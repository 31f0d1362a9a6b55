import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { APP_READY_ATTRIBUTE } from '@releve/contracts/viewport';
import { spawnServer } from '@releve/server/spawn';
import { signInAsDemo } from '../support/accounts';
import { expect, expectAccessible, snap, test } from '../support/fixtures';
import { expectNoSidewaysScroll, makeClip, uploadOverTus } from '../support/studio';

/*
 * Packaging with honest progress (decision 040): an owner uploads a clip (tus, as the Uploads page
 * does) and watches its video panel go from Queued through Packaging (a progress bar naming the
 * rendition) to Ready; the panels (Poster, Chapters, Captions) work on it; screenshots at 375 and 1440.
 */
test.use({ demoStudio: true });
test.describe.configure({ mode: 'serial', timeout: 240_000 });

const OWNER = 'admin@demo.releve.test';
let clips: string;

test.beforeAll(() => {
  clips = mkdtempSync(path.join(tmpdir(), 'releve-e2e-clip-'));
});
test.afterAll(() => rmSync(clips, { recursive: true, force: true }));

/** 10 s of 1280x720: four renditions, long enough that its packaging is seen under way. */
const progressClip = () => makeClip(clips, 'adagio.mp4', { seconds: 10, size: '1280x720', rate: 30 });

async function openVideo(page: Page, assetId: string) {
  await page.goto(`/studio/videos/${assetId}`);
  await expect(page.getByTestId('video-panel')).toBeVisible();
}

test('an owner watches an uploaded clip packaged: Queued or Packaging with its rendition, then Ready', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsDemo(page, OWNER);
  const { assetId } = await uploadOverTus(page.request, baseURL as string, progressClip());
  await openVideo(page, assetId);
  const state = page.getByTestId('video-state');
  // Seen under way: the bar names the rendition being made and its share of the whole.
  await expect(state).toHaveText(/^(Queued|Packaging|Watchable)/, { timeout: 60_000 });
  const bar = page.getByRole('progressbar', { name: /^Making \d+p \(\d of \d\)$/ });
  await expect(bar).toBeVisible({ timeout: 60_000 });
  await expect(bar).toHaveAttribute('aria-valuetext', /\d+%/);
  await snap(page, 'studio-video-packaging-1440');
  await expect(state).toHaveText('Ready', { timeout: 180_000 });
  await expect(page.getByText(/Ready in 240p, 360p, 540p, 720p/)).toBeVisible();
  await expectAccessible(page);
  await snap(page, 'studio-video-ready-1440');

  // Chapters: two marks, saved; the same list comes back from the server.
  await page.getByRole('button', { name: 'Add a chapter' }).click();
  await page.getByRole('button', { name: 'Add a chapter' }).click();
  const titles = page.getByRole('textbox', { name: 'Title' });
  await titles.nth(0).fill('Pliés');
  await titles.nth(1).fill('Tendus');
  await page.getByRole('button', { name: 'Save chapters' }).click();
  await expect(page.getByText('Chapters saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: /Chapter 2, Tendus, at / })).toBeVisible();

  // Captions: a broken file is refused with its reason, a good one is kept.
  const captions = page.getByLabel('Upload a WebVTT file');
  await captions.setInputFiles({
    name: 'bad.vtt',
    mimeType: 'text/vtt',
    buffer: Buffer.from('1\n00:00:01,000 --> 00:00:02,000\nSRT\n'),
  });
  await expect(
    page.getByText('These captions cannot be used: A WebVTT file starts with the line WEBVTT'),
  ).toBeVisible();
  await captions.setInputFiles({
    name: 'adagio-en.vtt',
    mimeType: 'text/vtt',
    buffer: Buffer.from('WEBVTT\n\n00:00:01.000 --> 00:00:04.000\nFirst position\n'),
  });
  await expect(page.getByText('Current captions: adagio-en.vtt')).toBeVisible();

  // Poster: a frame from the preview sprite.
  await page.getByRole('button', { name: 'Frame at 0:04' }).click();
  await expect(page.getByText('Poster saved.')).toBeVisible();

  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoSidewaysScroll(page);
  await snap(page, 'studio-video-ready-375');
});

test('a packaging that fails shows its reason in words, and Retry packages it', async ({ browser }) => {
  // An ffmpeg that refuses to cut segments while a flag file exists (the fault), and is itself otherwise.
  const work = mkdtempSync(path.join(tmpdir(), 'releve-e2e-ffmpeg-'));
  const flag = path.join(work, 'fail');
  const ffmpeg = path.join(work, 'ffmpeg');
  writeFileSync(
    ffmpeg,
    `#!/bin/sh\nif [ -e "${flag}" ] && echo "$*" | grep -q -- "-segment_times"; then\n  echo "Invalid data found when processing input" >&2\n  exit 1\nfi\nexec ffmpeg "$@"\n`,
  );
  chmodSync(ffmpeg, 0o755);
  writeFileSync(flag, '');
  const server = await spawnServer({ env: { DEMO_STUDIO: 'true', FFMPEG_PATH: ffmpeg } });
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    const ready = () => page.waitForSelector(`html[${APP_READY_ATTRIBUTE}]`, { state: 'attached' });
    await page.goto('/');
    await ready();
    await signInAsDemo(page, OWNER);
    // Only a package is needed here: the small default clip (one 240p rendition).
    const { assetId } = await uploadOverTus(page.request, server.url, makeClip(clips, 'allegro.mp4'));
    await page.goto(`/studio/videos/${assetId}`);
    await ready();
    const state = page.getByTestId('video-state');
    await expect(state).toHaveText('Failed', { timeout: 90_000 });
    await expect(page.getByTestId('video-error')).toHaveText(
      /^The file is not a video ffmpeg can read, or it is cut short \(ffmpeg failed: .*Invalid data found/,
    );
    await expectAccessible(page);
    await snap(page, 'studio-video-failed-1440');

    rmSync(flag);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(state).toHaveText(/^(Queued|Packaging|Watchable|Ready)/);
    await expect(state).toHaveText('Ready', { timeout: 180_000 });
  } finally {
    await context.close();
    await server.stop();
    rmSync(work, { recursive: true, force: true });
  }
});
