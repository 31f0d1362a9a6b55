import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * A test clip made with ffmpeg in `folder`: a moving test picture with a tone, H.264 and AAC. Short and
 * small by default (the packaging of a 240p clip is one rendition); a spec that must see packaging under
 * way asks for a longer, larger one.
 */
export function makeClip(
  folder: string,
  name: string,
  { seconds = 3, size = '426x240', rate = 25 }: { seconds?: number; size?: string; rate?: number } = {},
): string {
  const file = path.join(folder, name);
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', `testsrc2=size=${size}:rate=${rate}:duration=${seconds}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=48000:duration=${seconds}`],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-shortest', file],
  ]);
  return file;
}

const b64 = (text: string) => Buffer.from(text).toString('base64');

/**
 * Uploads a file over tus in one PATCH, as the console's uploader does with a small file (decision 039),
 * with `request`'s session; answers the draft class it became and its video asset.
 */
export async function uploadOverTus(
  request: APIRequestContext,
  base: string,
  file: string,
): Promise<{ mediaId: string; assetId: string }> {
  const data = readFileSync(file);
  const headers = { origin: base, 'tus-resumable': '1.0.0' };
  const created = await request.post('/api/studio/uploads', {
    headers: {
      ...headers,
      'upload-length': String(data.length),
      'upload-metadata': `filename ${b64(path.basename(file))},filetype ${b64('video/mp4')}`,
    },
  });
  expect(created.status()).toBe(201);
  const location = created.headers().location as string;
  const patched = await request.patch(new URL(location, base).pathname, {
    headers: { ...headers, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    data,
  });
  expect(patched.status()).toBe(204);
  const uploads = (await (await request.get('/api/studio/uploads')).json()) as {
    uploads: { filename: string; mediaId: string | null }[];
  };
  const mediaId = uploads.uploads.find((one) => one.filename === path.basename(file))?.mediaId;
  if (!mediaId) throw new Error('the upload made no class');
  const answer = (await (await request.get(`/api/studio/classes/${mediaId}`)).json()) as {
    class: { video: { id: string } | null };
  };
  const assetId = answer.class.video?.id;
  if (!assetId) throw new Error('the upload made no video');
  return { mediaId, assetId };
}

/** Nothing on the page is wider than the window (no sideways scrolling). */
export async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

/** Each element lies within the window's width and none overlaps another (their bounding boxes). */
export async function expectSideBySideOrStacked(page: Page, elements: Locator[]) {
  const innerWidth = await page.evaluate(() => window.innerWidth);
  const boxes = [];
  for (const element of elements) {
    const box = await element.boundingBox();
    if (!box) throw new Error(`${element} is not on the page`);
    expect(box.x, `${element} starts within the window`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${element} ends within the window`).toBeLessThanOrEqual(innerWidth + 0.5);
    boxes.push({ element, box });
  }
  for (const [i, a] of boxes.entries()) {
    for (const b of boxes.slice(i + 1)) {
      const apart =
        a.box.x + a.box.width <= b.box.x + 0.5 ||
        b.box.x + b.box.width <= a.box.x + 0.5 ||
        a.box.y + a.box.height <= b.box.y + 0.5 ||
        b.box.y + b.box.height <= a.box.y + 0.5;
      expect(apart, `${a.element} and ${b.element} do not overlap`).toBe(true);
    }
  }
}
