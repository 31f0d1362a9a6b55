import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../storage/local-disk-storage';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 0xff, 0xd9]);
const webp = Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1');
beforeAll(async () => {
  t = await createTestApp();
  const storage = createLocalStorage(t.dataDir);
  await storage.put('posters/pbarre01/640.jpg', jpeg);
  await storage.put('posters/pbarre01/1280.webp', webp);
  await storage.put('avatars/secret.jpg', jpeg);
});
afterAll(() => t.close());

describe('GET /media/posters/:posterId/:file', () => {
  it('serves a stored poster with its type and a year-long immutable cache, to anyone', async () => {
    const res = await t.app.inject({ url: '/media/posters/pbarre01/640.jpg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-length']).toBe(String(jpeg.length));
    expect(res.rawPayload.equals(jpeg)).toBe(true);
    const webpRes = await t.app.inject({ url: '/media/posters/pbarre01/1280.webp' });
    expect(webpRes.headers['content-type']).toBe('image/webp');
    expect(webpRes.rawPayload.equals(webp)).toBe(true);
  });

  it('answers 404 for a missing poster and for any name that is not a poster file', async () => {
    for (const url of [
      '/media/posters/pbarre01/320.jpg',
      '/media/posters/nothere1/640.jpg',
      '/media/posters/pbarre01/641.jpg',
      '/media/posters/pbarre01/640.png',
      '/media/posters/pbarre01/640.jpg.tmp',
      '/media/posters/pbarre01/.640.jpg',
      '/media/posters/..%2Favatars/secret.jpg',
      '/media/posters/..%2F..%2Favatars%2Fsecret.jpg/640.jpg',
      '/media/posters/..%2Favatars%2Fsecret.jpg%00/640.jpg',
      `/media/posters/${'a'.repeat(65)}/640.jpg`,
    ]) {
      const res = await t.app.inject({ url });
      // A NUL byte is refused (400) before any route sees it (plugins/hostile-input.ts).
      expect([url, res.statusCode]).toEqual([url, url.includes('%00') ? 400 : 404]);
      expect(res.headers['content-type'], url).not.toMatch(/^image\//);
    }
  });
});
