import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { START_PLAYLISTS_MAX_BYTES, signAnswerSchema } from '@releve/contracts';
import { schema } from '@releve/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPlaybackTestApp,
  type PlaybackTestApp,
  packageFiles,
  signFor,
  visitorCookieOf,
} from './testing/playback-test-app';

/*
 * Decision 041: a ready video's sign answer carries its master playlist and its start rendition's
 * media playlist, keyed by the signed paths the player asks for, exactly as the play route serves them.
 */

let t: PlaybackTestApp;
beforeAll(async () => {
  t = await createPlaybackTestApp();
});
afterAll(() => t.close());

const packageDir = () => path.join(t.dataDir, 'files', 'hls', 'asset001');
const play = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

async function setStatus(status: string) {
  await t.database.db.update(schema.videoAsset).set({ status }).where(eq(schema.videoAsset.id, 'asset001'));
  t.app.playback.forgetVideos();
}

/** Changes a file of asset001's package for the length of `run`. */
async function withFile(name: string, body: string, run: () => Promise<void>) {
  const file = path.join(packageDir(), name);
  const before = readFileSync(file);
  writeFileSync(file, body);
  try {
    await run();
  } finally {
    writeFileSync(file, before);
  }
}

describe('the start playlists in the sign answer', () => {
  it('carries a ready video’s master and start playlists, keyed by the signed paths hls.js will ask for', async () => {
    const { res, body } = await signFor(t, 'pointe01', t.member.cookie);
    expect(res.statusCode).toBe(200);
    expect(signAnswerSchema.safeParse(body).success).toBe(true);
    const token = body.token as string;
    const masterPath = `/media/play/${token}/master.m3u8`;
    const startPath = `/media/play/${token}/360p/index.m3u8`;
    expect(body.playlists).toEqual({
      [masterPath]: packageFiles['master.m3u8'],
      [startPath]: packageFiles['360p/index.m3u8'],
    });
    // hls.js resolves the master's first variant against the master's own URL: the second key.
    const masterUrl = new URL(masterPath, 'http://releve.test');
    const firstVariant = String(body.playlists?.[masterPath])
      .split('\n')
      .find((line) => line && !line.startsWith('#')) as string;
    expect(new URL(firstVariant, masterUrl).pathname).toBe(startPath);
    // Each is exactly the file its signed path serves, to the same member, with the same token.
    for (const [url, text] of Object.entries(body.playlists ?? {})) {
      const served = await play(url, t.member.cookie);
      expect(served.statusCode, url).toBe(200);
      expect(served.headers['content-type']).toBe('application/vnd.apple.mpegurl');
      expect(served.body, url).toBe(text);
    }
  });

  it('gives a visitor the playlists under the visitor’s own token, served to that visitor only', async () => {
    const { res, body } = await signFor(t, 'barre001');
    const cookie = visitorCookieOf(res.headers['set-cookie']);
    const urls = Object.keys(body.playlists ?? {});
    expect(urls).toEqual([
      `/media/play/${body.token}/master.m3u8`,
      `/media/play/${body.token}/360p/index.m3u8`,
    ]);
    for (const url of urls) {
      expect((await play(url, cookie)).body).toBe(body.playlists?.[url]);
      // The answer holds nothing its token does not already open, and only for its own viewer.
      expect((await play(url, t.member.cookie)).statusCode).toBe(403);
    }
  });

  it('leaves them out while the video is only watchable (its playlists still change), though it plays', async () => {
    await setStatus('watchable');
    try {
      const { res, body } = await signFor(t, 'pointe01', t.member.cookie);
      expect(res.statusCode).toBe(200);
      expect(body.playlists).toBeUndefined();
      expect(Object.keys(body)).toEqual(['entitled', 'token']);
      expect((await play(`/media/play/${body.token}/master.m3u8`, t.member.cookie)).statusCode).toBe(200);
    } finally {
      await setStatus('ready');
    }
    expect((await signFor(t, 'pointe01', t.member.cookie)).body.playlists).toBeDefined();
  });

  it('leaves them out when the two weigh over the cap, and keeps them when they weigh exactly the cap', async () => {
    const master = packageFiles['master.m3u8'] as string;
    // A long class's playlist stands in: a header and padding, to the byte.
    const header = '#EXTM3U\n';
    const atCap = `${header}${'#'.repeat(START_PLAYLISTS_MAX_BYTES - Buffer.byteLength(master) - header.length - 1)}\n`;
    expect(Buffer.byteLength(master) + Buffer.byteLength(atCap)).toBe(START_PLAYLISTS_MAX_BYTES);
    await withFile('360p/index.m3u8', atCap, async () => {
      const { body } = await signFor(t, 'pointe01', t.member.cookie);
      expect(Object.keys(body.playlists ?? {})).toHaveLength(2);
    });
    await withFile('360p/index.m3u8', `${atCap}#`, async () => {
      const { res, body } = await signFor(t, 'pointe01', t.member.cookie);
      expect(res.statusCode).toBe(200);
      expect(body.playlists).toBeUndefined();
    });
  });

  it('leaves them out when the master names no playlist of the package', async () => {
    for (const master of [
      '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=900000\nhttps://elsewhere.example/360p/index.m3u8\n',
      '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=900000\n../asset002/360p/index.m3u8\n',
      '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=900000\n360p/missing.m3u8\n',
      '#EXTM3U\n',
    ]) {
      await withFile('master.m3u8', master, async () => {
        const { res, body } = await signFor(t, 'pointe01', t.member.cookie);
        expect(res.statusCode, master).toBe(200);
        expect(body.playlists, master).toBeUndefined();
      });
    }
  });
});
