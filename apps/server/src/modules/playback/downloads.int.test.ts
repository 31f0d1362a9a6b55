import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { DOWNLOAD_NOT_ALLOWED, licenceAnswerSchema } from '@releve/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtInConfigDir } from '../../config/site-configs';
import { writeSiteConfig } from '../../testing/test-app';
import { createPlaybackTestApp, type PlaybackTestApp, packageFiles } from './testing/playback-test-app';

let t: PlaybackTestApp;
beforeAll(async () => {
  t = await createPlaybackTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;

const licence = (mediaId: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/downloads/${mediaId}/licence`,
    headers: { ...(cookie ? { cookie } : {}), origin: 'http://localhost:3000' },
  });

/** Runs `check` with the studio's config changed by `downloads`, then puts the built-in one back. */
async function withDownloads(downloads: object, check: () => Promise<void>) {
  const config = JSON.parse(readFileSync(path.join(builtInConfigDir, 'relevedm.json'), 'utf8'));
  writeSiteConfig(t.dataDir, 'relevedm', { ...config, downloads });
  try {
    await check();
  } finally {
    rmSync(path.join(t.dataDir, 'configs'), { recursive: true, force: true });
  }
}

describe('POST /api/downloads/:mediaId/licence', () => {
  it('gives a member a licence for the studio days offline, with a token that fetches the files', async () => {
    const before = Date.now();
    const res = await licence('pointe01', t.member.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const answer = licenceAnswerSchema.parse(res.json());
    expect(answer.mediaId).toBe('pointe01');
    expect(answer.issuedAt).toBeGreaterThanOrEqual(before);
    expect(answer.expiresAt - answer.issuedAt).toBe(30 * DAY);
    const file = await t.app.inject({
      url: `/media/play/${answer.token}/360p/seg000.ts`,
      headers: { cookie: t.member.cookie },
    });
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe(packageFiles['360p/seg000.ts']);
    // The token is the member's: another member's browser cannot fetch with it.
    const other = await t.app.inject({
      url: `/media/play/${answer.token}/360p/seg000.ts`,
      headers: { cookie: t.otherMember.cookie },
    });
    expect(other.statusCode).toBe(403);
  });

  it('asks for a session: a visitor gets no licence, even for a free class', async () => {
    expect((await licence('barre001')).statusCode).toBe(401);
    expect((await licence('barre001', t.member.cookie)).statusCode).toBe(200);
  });

  it('follows the playback rules: refused to an account without access, and once access ends', async () => {
    const refused = await licence('pointe01', t.nonMember.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Unauthorized');

    expect((await licence('pointe01', t.otherMember.cookie)).statusCode).toBe(200);
    await t.app.membership.revoke(t.otherMember.userId);
    const ended = await licence('pointe01', t.otherMember.cookie);
    expect(ended.statusCode).toBe(403);
    expect(ended.json().message).toBe('Unauthorized');
  });

  it('refuses what cannot be kept: no such class, no video, a video still packaging, a scheduled class', async () => {
    expect((await licence('no-such-class', t.member.cookie)).statusCode).toBe(404);
    expect((await licence('stretch1', t.member.cookie)).statusCode).toBe(404);
    expect((await licence('barre002', t.member.cookie)).statusCode).toBe(409);
    expect((await licence('live0001', t.member.cookie)).statusCode).toBe(403);
  });

  it('follows the studio switch: none, the classes listed, and its days offline', async () => {
    await withDownloads({ classes: 'none' }, async () => {
      const res = await licence('pointe01', t.member.cookie);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(DOWNLOAD_NOT_ALLOWED);
    });
    await withDownloads({ classes: ['pointe01'], offlineDays: 3 }, async () => {
      const res = await licence('pointe01', t.member.cookie);
      expect(res.statusCode).toBe(200);
      const answer = licenceAnswerSchema.parse(res.json());
      expect(answer.expiresAt - answer.issuedAt).toBe(3 * DAY);
      expect((await licence('barre001', t.member.cookie)).json().message).toBe(DOWNLOAD_NOT_ALLOWED);
    });
  });
});
