import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { SpawnedServer } from '@releve/server/spawn';
import { signInAsDemo } from '../support/accounts';
import { expect, expectAccessible, snap, test } from '../support/fixtures';
import { expectNoSidewaysScroll, makeClip } from '../support/studio';

/*
 * The console's uploads (decision 039): the owner uploads a clip made here with ffmpeg and follows it to
 * its packaging states; a text file renamed .mp4 is refused with its reason; an upload cut off half way
 * by the server stopping resumes after the restart from what the server kept, without sending the
 * first half again.
 */
test.use({ demoStudio: true });
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const OWNER = 'admin@demo.releve.test';
let clips: string;

test.beforeAll(() => {
  clips = mkdtempSync(path.join(tmpdir(), 'releve-e2e-uploads-'));
  const ffmpeg = (...args: string[]) =>
    execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args]);
  makeClip(clips, 'Morning barre.mp4', { seconds: 4, size: '640x360' });
  // About 100 MB (uncompressed pictures): three 32 MiB chunks and a bit, long enough to stop half way.
  ffmpeg(
    ...['-f', 'lavfi', '-i', 'testsrc=size=640x360:rate=25', '-frames:v', '290'],
    ...['-c:v', 'rawvideo', '-pix_fmt', 'yuv420p'],
    path.join(clips, 'Long rehearsal.mkv'),
  );
  writeFileSync(path.join(clips, 'Warm-up notes.mp4'), 'Barre: pliés, tendus, dégagés.\n'.repeat(40));
});
test.afterAll(() => rmSync(clips, { recursive: true, force: true }));

async function openUploads(page: Page, width = 1440) {
  await page.setViewportSize({ width, height: 900 });
  await signInAsDemo(page, OWNER);
  await page.goto('/studio/uploads');
  await expect(page.getByTestId('upload-limits')).toHaveText(
    'Up to 20 GB a file. An upload left unfinished is kept 24 hours.',
  );
}

const rowOf = (page: Page, name: string) => page.getByTestId('upload-row').filter({ hasText: name });

test('the owner uploads a clip and follows it to its packaging states; its draft class is a click away', async ({
  page,
}) => {
  await openUploads(page);
  await snap(page, 'studio-uploads-empty-1440');
  await page.getByLabel('Choose videos').setInputFiles(path.join(clips, 'Morning barre.mp4'));
  const row = rowOf(page, 'Morning barre.mp4');
  await expect(row).toHaveAttribute('data-state', 'done', { timeout: 30_000 });
  await expect(row.getByTestId('upload-state')).toHaveText(/^(Queued|Packaging|Watchable|Ready)/, {
    timeout: 30_000,
  });
  await expect(row.getByTestId('upload-state')).toHaveText(/^(Watchable|Ready)$/, { timeout: 90_000 });
  const edit = row.getByRole('link', { name: 'Edit class' });
  await expect(edit).toHaveAttribute('href', /^\/studio\/classes\/[A-Za-z0-9]{8}$/);
  await snap(page, 'studio-uploads-1440');
  await expectAccessible(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoSidewaysScroll(page);
  await snap(page, 'studio-uploads-375');
});

test('a text file renamed .mp4 is refused with its reason', async ({ page }) => {
  await openUploads(page);
  await page.getByLabel('Choose videos').setInputFiles(path.join(clips, 'Warm-up notes.mp4'));
  const row = rowOf(page, 'Warm-up notes.mp4');
  await expect(row).toHaveAttribute('data-state', 'failed', { timeout: 30_000 });
  await expect(row.getByTestId('upload-error')).toHaveText(
    'Warm-up notes.mp4 is not a video: its content is not a video format (whatever its name says)',
  );
  await snap(page, 'studio-uploads-refused-1440');
});

test('an upload cut off half way by the server stopping resumes after the restart from what the server kept', async ({
  page,
  server,
}) => {
  await openUploads(page);
  // Sent at about 12 MB/s, so the server can be stopped with part of the file on it.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 12 * 1024 * 1024,
  });
  const patches: { offset: number; at: number }[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PATCH' && request.url().includes('/api/studio/uploads/')) {
      patches.push({ offset: Number(request.headers()['upload-offset']), at: Date.now() });
    }
  });
  await page.getByLabel('Choose videos').setInputFiles(path.join(clips, 'Long rehearsal.mkv'));
  const row = rowOf(page, 'Long rehearsal.mkv');
  // Once a chunk or more is on the server (the second PATCH has begun), it stops: killed mid-chunk.
  await expect.poll(() => patches.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
  await expect(row.getByTestId('upload-figures')).toContainText('MB/s');
  await snap(page, 'studio-uploads-progress-1440');
  let restarted: SpawnedServer | undefined;
  try {
    await server.halt('SIGKILL');
    const stoppedAt = Date.now();
    const keptBefore = Math.max(...patches.map((patch) => patch.offset));
    restarted = await server.restart();
    await expect(row).toHaveAttribute('data-state', 'done', { timeout: 120_000 });
    const after = patches.filter((patch) => patch.at > stoppedAt);
    expect(after.length).toBeGreaterThan(0);
    // The first half is not sent again: every PATCH after the restart starts at or past what the
    // server had received before it stopped.
    for (const patch of after) expect(patch.offset).toBeGreaterThanOrEqual(keptBefore);
    expect(after[0]?.offset).toBeGreaterThan(0);
    await expect(row.getByTestId('upload-state')).toHaveText(/^(Queued|Packaging|Watchable|Ready)/, {
      timeout: 30_000,
    });
  } finally {
    await restarted?.stop();
  }
});
