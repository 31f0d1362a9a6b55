import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PLAYBACK_TOKEN_SECONDS } from '@releve/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtInConfigDir } from '../../config/site-configs';
import { writeSiteConfig } from '../../testing/test-app';
import { createPlaybackTestApp, type PlaybackTestApp, signFor } from './testing/playback-test-app';

let t: PlaybackTestApp;
beforeAll(async () => {
  t = await createPlaybackTestApp();
});
afterAll(() => t.close());

const refused = { statusCode: 403, error: 'Forbidden', message: 'Unauthorized', entitled: false };

describe('POST /api/media/:mediaId/sign', () => {
  it('signs a free class for a visitor and gives the visitor an HttpOnly viewer cookie', async () => {
    const { res, body } = await signFor(t, 'barre001');
    expect(res.statusCode).toBe(200);
    expect(body.entitled).toBe(true);
    expect(body.token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(String(res.headers['set-cookie'])).toMatch(
      /^releve\.viewer=[A-Za-z0-9_-]{22}; Path=\/; Max-Age=31536000; HttpOnly; SameSite=Lax$/,
    );
  });

  it('keeps the visitor id the visitor already has', async () => {
    const cookie = 'releve.viewer=AAAAAAAAAAAAAAAAAAAAAA';
    const { res, body } = await signFor(t, 'barre001', cookie);
    expect(res.headers['set-cookie']).toBeUndefined();
    const grant = t.tokensAt(Date.now()).verify(body.token as string);
    expect(grant).toMatchObject({
      ok: true,
      grant: { mediaId: 'barre001', viewerId: 'v:AAAAAAAAAAAAAAAAAAAAAA' },
    });
  });

  it('refuses member classes to visitors and to accounts without a membership', async () => {
    for (const cookie of [undefined, t.nonMember.cookie]) {
      const { res, body } = await signFor(t, 'pointe01', cookie);
      expect(res.statusCode).toBe(403);
      expect(body).toEqual(refused);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('signs member classes for members, bound to the member for 15 minutes', async () => {
    const before = Math.floor(Date.now() / 1000);
    const { res, body } = await signFor(t, 'pointe01', t.member.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
    const verified = t.tokensAt(Date.now()).verify(body.token as string);
    if (!verified.ok) throw new Error('token did not verify');
    expect(verified.grant).toMatchObject({ mediaId: 'pointe01', viewerId: `u:${t.member.userId}` });
    expect(verified.grant.expiresAt - before).toBeGreaterThanOrEqual(PLAYBACK_TOKEN_SECONDS);
    expect(verified.grant.expiresAt - before).toBeLessThanOrEqual(PLAYBACK_TOKEN_SECONDS + 1);
  });

  it('never signs scheduled media, even for members', async () => {
    const { res, body } = await signFor(t, 'live0001', t.member.cookie);
    expect(res.statusCode).toBe(403);
    expect(body).toEqual(refused);
  });

  it('answers 404 for unknown media and media without a video, 409 for a video still packaging', async () => {
    const unknown = await signFor(t, 'nosuch01', t.member.cookie);
    expect(unknown.res.statusCode).toBe(404);
    expect(unknown.body.message).toBe('MediaItem not found');
    const noVideo = await signFor(t, 'stretch1', t.member.cookie);
    expect(noVideo.res.statusCode).toBe(404);
    const packaging = await signFor(t, 'barre002', t.member.cookie);
    expect(packaging.res.statusCode).toBe(409);
    // Entitlement is decided before the video is looked at: a visitor learns nothing about it.
    expect((await signFor(t, 'barre002')).res.statusCode).toBe(403);
  });

  it('answers the DRM variant the same way, and checks the policy id', async () => {
    const drm = (mediaId: string, policy: string, cookie?: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/media/${mediaId}/sign/drm/${policy}`,
        headers: cookie ? { cookie } : {},
      });
    const ok = await drm('pointe01', 'Widevine_1', t.member.cookie);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().entitled).toBe(true);
    expect((await drm('pointe01', 'Widevine_1')).json()).toEqual(refused);
    expect((await drm('pointe01', 'bad.policy', t.member.cookie)).statusCode).toBe(400);
  });

  it('follows the studio access model: under "free" a visitor plays member classes', async () => {
    const config = JSON.parse(readFileSync(path.join(builtInConfigDir, 'relevedm.json'), 'utf8'));
    writeSiteConfig(t.dataDir, 'relevedm', { ...config, contentProtection: { accessModel: 'free' } });
    try {
      expect((await signFor(t, 'pointe01')).res.statusCode).toBe(200);
      // Scheduled media still never plays.
      expect((await signFor(t, 'live0001')).res.statusCode).toBe(403);
    } finally {
      rmSync(path.join(t.dataDir, 'configs'), { recursive: true, force: true });
    }
    expect((await signFor(t, 'pointe01')).res.statusCode).toBe(403);
  });
});
