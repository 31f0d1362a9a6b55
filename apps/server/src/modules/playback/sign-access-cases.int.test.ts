import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import {
  type AccessCaseViewer,
  accessCaseProducts,
  type PlaybackAccessCase,
  playbackAccessCases,
} from '@releve/contracts/playback-access-cases';
import { schema } from '@releve/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtInConfigDir } from '../../config/site-configs';
import { registerUser } from '../../testing/accounts';
import { writeSiteConfig } from '../../testing/test-app';
import { createPlaybackTestApp, type PlaybackTestApp, signFor } from './testing/playback-test-app';

/*
 * The shared table of contracts/playback-access-cases, signed by the real route: the web app's paywall
 * test runs the same table, so both sides answer each case alike.
 */

let t: PlaybackTestApp;
const cookies = new Map<AccessCaseViewer, string | undefined>();
const demoConfig = JSON.parse(readFileSync(path.join(builtInConfigDir, 'relevedm.json'), 'utf8'));
// pointe01 has a ready video in the fixture; each case rewrites its catalogue facts.
const MEDIA_ID = 'pointe01';

beforeAll(async () => {
  t = await createPlaybackTestApp();
  cookies.set('visitor', undefined);
  for (const [viewer, types] of Object.entries(accessCaseProducts)) {
    const account = await registerUser(t.app, `${viewer}.cases@example.test`);
    for (const type of types) {
      await t.app.membership.grant(account.userId, { type, days: 30, source: 'test' });
    }
    cookies.set(viewer as AccessCaseViewer, account.cookie);
  }
});
afterAll(() => {
  rmSync(path.join(t.dataDir, 'configs'), { recursive: true, force: true });
  return t.close();
});

/** Puts the case's media facts and access model in place, as the catalogue and the site config. */
async function arrange({ accessModel, media }: PlaybackAccessCase) {
  const { db } = t.database;
  const live = media.mediaStatus === 'LIVE';
  const scheduled = media.mediaStatus === 'SCHEDULED';
  await db
    .update(schema.mediaItem)
    .set({
      contentType: media.contentType,
      productIds: media.productIds,
      eventState: live ? 'live-published' : scheduled ? 'pre-live' : null,
      scheduledStart: scheduled ? new Date('2099-01-01T18:00:00Z') : null,
      scheduledEnd: scheduled ? new Date('2099-01-01T19:00:00Z') : null,
    })
    .where(eq(schema.mediaItem.id, MEDIA_ID));
  const inSampler = and(
    eq(schema.playlistItem.playlistId, 'sampler'),
    eq(schema.playlistItem.mediaId, MEDIA_ID),
  );
  await db.delete(schema.playlistItem).where(inSampler);
  if (media.freelyPlayable) {
    await db.insert(schema.playlistItem).values({ playlistId: 'sampler', position: 9, mediaId: MEDIA_ID });
  }
  await t.app.catalog.invalidate();
  writeSiteConfig(t.dataDir, 'relevedm', { ...demoConfig, contentProtection: { accessModel } });
}

describe('the sign route answers the shared access table', () => {
  it.each(playbackAccessCases.map((c) => [c.name, c] as const))('%s', async (_name, accessCase) => {
    await arrange(accessCase);
    const { res, body } = await signFor(t, MEDIA_ID, cookies.get(accessCase.viewer));
    expect(res.json(), `status ${res.statusCode}`).toMatchObject(
      accessCase.expected.allowed ? { entitled: true } : { entitled: false, message: 'Unauthorized' },
    );
    expect(res.statusCode).toBe(accessCase.expected.allowed ? 200 : 403);
    expect(body.entitled).toBe(accessCase.expected.allowed);
  });
});
