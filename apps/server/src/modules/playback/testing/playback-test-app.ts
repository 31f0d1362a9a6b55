import { readFileSync } from 'node:fs';
import path from 'node:path';
import { schema } from '@releve/db';
import { eq } from 'drizzle-orm';
import { loadEnv } from '../../../config/env';
import { createStorage } from '../../../storage/create-storage';
import { registerUser, type SignedIn } from '../../../testing/accounts';
import type { TestApp } from '../../../testing/test-app';
import { createCatalogTestApp } from '../../catalog/testing/catalog-test-app';
import { PlaybackTokens } from '../playback-token';

/** The fixture's package for asset001: a few fake files, each with bytes of its own. */
export const packageFiles: Record<string, string> = {
  'master.m3u8': '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=900000\n360p/index.m3u8\n',
  '360p/index.m3u8': '#EXTM3U\n#EXTINF:4.0,\nseg000.ts\n#EXT-X-ENDLIST\n',
  '360p/seg000.ts': 'segment-zero-bytes',
  'thumbnails.vtt': 'WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nthumbnails/sprite-000.jpg#xywh=0,0,160,90\n',
  'thumbnails/sprite-000.jpg': 'jpeg-bytes',
  'poster.jpg': 'poster-bytes',
};

export const CHAPTERS = 'WEBVTT\n\n00:00:00.000 --> 00:00:30.000\nPliés\n';

export interface PlaybackTestApp extends TestApp {
  member: SignedIn;
  otherMember: SignedIn;
  nonMember: SignedIn;
  /** Tokens signed with the server's own secret, at a chosen time. */
  tokensAt(nowMs: number): PlaybackTokens;
}

/**
 * The catalogue fixture, with asset001's files in storage and chapters, a second asset still
 * packaging (barre002), and three accounts: two members and one without products. In the fixture,
 * barre001 is free (free playlist), pointe01 is for members, live0001 is scheduled, stretch1 has no video.
 */
export async function createPlaybackTestApp(
  envOverrides: Record<string, string> = {},
): Promise<PlaybackTestApp> {
  const t = await createCatalogTestApp(envOverrides);
  // The server's own storage (local disk, or the bucket the environment names).
  const storage = await createStorage(loadEnv({ DATA_DIR: t.dataDir, ...envOverrides }));
  for (const [name, body] of Object.entries(packageFiles)) {
    await storage.put(`hls/asset001/${name}`, Buffer.from(body));
  }
  const { db } = t.database;
  await db
    .update(schema.videoAsset)
    .set({ chaptersVtt: CHAPTERS })
    .where(eq(schema.videoAsset.id, 'asset001'));
  await db.insert(schema.videoAsset).values({
    id: 'asset002',
    status: 'packaging',
    width: 1280,
    height: 720,
    durationSeconds: 60,
  });
  await db
    .update(schema.mediaItem)
    .set({ videoAssetId: 'asset002' })
    .where(eq(schema.mediaItem.id, 'barre002'));
  await db
    .update(schema.mediaItem)
    .set({ videoAssetId: 'asset001' })
    .where(eq(schema.mediaItem.id, 'live0001'));
  await t.app.catalog.invalidate();

  const member = await registerUser(t.app, 'odile.play@example.test');
  const otherMember = await registerUser(t.app, 'kitri.play@example.test');
  const nonMember = await registerUser(t.app, 'clara.play@example.test');
  for (const account of [member, otherMember]) {
    await t.app.membership.grant(account.userId, { type: 'on-demand', days: 30, source: 'test' });
  }
  const secret = readFileSync(path.join(t.dataDir, 'playback-secret'), 'utf8').trim();
  return {
    ...t,
    member,
    otherMember,
    nonMember,
    tokensAt: (nowMs) => new PlaybackTokens(secret, () => nowMs),
  };
}

/** Signs a media for whoever the headers say; returns the answer and its parsed body. */
export async function signFor(t: TestApp, mediaId: string, cookie?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/media/${mediaId}/sign`,
    headers: cookie ? { cookie } : {},
  });
  return {
    res,
    body: res.json() as {
      entitled: boolean;
      token?: string;
      message?: string;
      playlists?: Record<string, string>;
    },
  };
}

/** The visitor cookie a sign answer set, ready for a Cookie header. */
export function visitorCookieOf(setCookie: string | string[] | undefined): string {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const found = all.find((cookie) => cookie.startsWith('releve.viewer='));
  if (!found) throw new Error('no visitor cookie was set');
  return found.split(';')[0] as string;
}
