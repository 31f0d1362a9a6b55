import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PLAYBACK_TOKEN_SECONDS } from '@releve/contracts';
import { schema } from '@releve/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHAPTERS,
  createPlaybackTestApp,
  type PlaybackTestApp,
  packageFiles,
  signFor,
  visitorCookieOf,
} from './testing/playback-test-app';

let t: PlaybackTestApp;
let memberToken: string;
beforeAll(async () => {
  t = await createPlaybackTestApp();
  memberToken = (await signFor(t, 'pointe01', t.member.cookie)).body.token as string;
});
afterAll(() => t.close());

const play = (token: string, file: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url: `/media/play/${token}/${file}`, headers: cookie ? { cookie } : {} });

/** Everything a player asks for, from the manifest to a segment. */
const requests = [
  'master.m3u8',
  '360p/index.m3u8',
  '360p/seg000.ts',
  'thumbnails/sprite-000.jpg',
  'chapters.vtt',
];

describe('GET /media/play/:token/*', () => {
  it('serves the package to the member the token was made for, with the right types', async () => {
    const expected: Record<string, [string, string]> = {
      'master.m3u8': ['application/vnd.apple.mpegurl', packageFiles['master.m3u8'] as string],
      '360p/index.m3u8': ['application/vnd.apple.mpegurl', packageFiles['360p/index.m3u8'] as string],
      '360p/seg000.ts': ['video/mp2t', packageFiles['360p/seg000.ts'] as string],
      'thumbnails.vtt': ['text/vtt; charset=utf-8', packageFiles['thumbnails.vtt'] as string],
      'thumbnails/sprite-000.jpg': ['image/jpeg', packageFiles['thumbnails/sprite-000.jpg'] as string],
      'poster.jpg': ['image/jpeg', packageFiles['poster.jpg'] as string],
      'chapters.vtt': ['text/vtt; charset=utf-8', CHAPTERS],
    };
    for (const [file, [type, body]] of Object.entries(expected)) {
      const res = await play(memberToken, file, t.member.cookie);
      expect(res.statusCode, `${file} ${res.body}`).toBe(200);
      expect(res.headers['content-type'], file).toBe(type);
      expect(res.body, file).toBe(body);
    }
  });

  it('is cached privately, never past the token life', async () => {
    const res = await play(memberToken, '360p/seg000.ts', t.member.cookie);
    const maxAge = Number(/^private, max-age=(\d+)$/.exec(String(res.headers['cache-control']))?.[1]);
    expect(maxAge).toBeGreaterThan(PLAYBACK_TOKEN_SECONDS - 60);
    expect(maxAge).toBeLessThanOrEqual(PLAYBACK_TOKEN_SECONDS);

    const almostOver = Date.now() - (PLAYBACK_TOKEN_SECONDS - 7) * 1000;
    const late = t.tokensAt(almostOver).issue('pointe01', `u:${t.member.userId}`).token;
    const lateRes = await play(late, '360p/seg000.ts', t.member.cookie);
    expect(lateRes.statusCode).toBe(200);
    expect(Number(/max-age=(\d+)/.exec(String(lateRes.headers['cache-control']))?.[1])).toBeLessThanOrEqual(
      7,
    );
  });

  it('refuses an expired token on the manifest and on every segment', async () => {
    const expired = t
      .tokensAt(Date.now() - (PLAYBACK_TOKEN_SECONDS + 1) * 1000)
      .issue('pointe01', `u:${t.member.userId}`).token;
    for (const file of requests) {
      const res = await play(expired, file, t.member.cookie);
      expect(res.statusCode, file).toBe(403);
      expect(res.json().message, file).toBe('Playback token expired');
    }
  });

  it('refuses a tampered token on the manifest and on every segment', async () => {
    const [payload, signature] = memberToken.split('.') as [string, string];
    const otherMedia = Buffer.from(
      JSON.stringify([1, 'barre001', `u:${t.member.userId}`, Math.floor(Date.now() / 1000) + 600]),
    ).toString('base64url');
    const flipped = `${signature.slice(0, 5)}${signature[5] === 'x' ? 'y' : 'x'}${signature.slice(6)}`;
    for (const token of [`${otherMedia}.${signature}`, `${payload}.${flipped}`, payload, 'not-a-token']) {
      for (const file of requests) {
        const res = await play(token, file, t.member.cookie);
        expect(res.statusCode, `${token} ${file}`).toBe(403);
        expect(res.json().message).toBe('Unauthorized');
      }
    }
  });

  it("refuses another member's token, and a member token without its session, on every request", async () => {
    for (const cookie of [
      t.otherMember.cookie,
      t.nonMember.cookie,
      undefined,
      'releve.viewer=AAAAAAAAAAAAAAAAAAAAAA',
    ]) {
      for (const file of requests) {
        const res = await play(memberToken, file, cookie);
        expect(res.statusCode, `${cookie} ${file}`).toBe(403);
      }
    }
  });

  it('plays a free class for the visitor who signed it, and for no other browser', async () => {
    const signed = await signFor(t, 'barre001');
    const token = signed.body.token as string;
    const cookie = visitorCookieOf(signed.res.headers['set-cookie']);
    for (const file of requests) expect((await play(token, file, cookie)).statusCode, file).toBe(200);
    for (const other of [undefined, 'releve.viewer=BBBBBBBBBBBBBBBBBBBBBB', t.member.cookie]) {
      for (const file of requests) expect((await play(token, file, other)).statusCode, file).toBe(403);
    }
  });

  it('lets no visitor play member content: no token is signed, and a visitor cookie cannot pass for a member', async () => {
    const signed = await signFor(t, 'pointe01');
    expect(signed.res.statusCode).toBe(403);
    expect(signed.body.token).toBeUndefined();
    // A visitor who writes a member's id into the visitor cookie is still not that member.
    const forged = `releve.viewer=${t.member.userId.padEnd(22, 'A').slice(0, 22)}`;
    expect((await play(memberToken, '360p/seg000.ts', forged)).statusCode).toBe(403);
  });

  it('serves only package file names: no traversal, no hidden folders, no other assets', async () => {
    const hls = path.join(t.dataDir, 'files', 'hls');
    mkdirSync(path.join(hls, 'other'), { recursive: true });
    writeFileSync(path.join(hls, 'other', 'seg000.ts'), 'someone else');
    mkdirSync(path.join(hls, 'asset001', '.building'), { recursive: true });
    writeFileSync(path.join(hls, 'asset001', '.building', 'seg000.ts'), 'half made');
    for (const file of [
      '..%2Fother%2Fseg000.ts',
      '360p%2F..%2F..%2Fother%2Fseg000.ts',
      '360p/../../other/seg000.ts',
      '.building/seg000.ts',
      '360p/extra/seg000.ts',
      '360p/seg000.exe',
      'master.m3u8%00.ts',
      '',
    ]) {
      const res = await play(memberToken, file, t.member.cookie);
      // 400 for the NUL byte, refused before any route sees it (plugins/hostile-input.ts).
      expect([400, 403, 404], file).toContain(res.statusCode);
      expect(res.body).not.toContain('someone else');
      expect(res.body).not.toContain('half made');
    }
    expect((await play(memberToken, '360p/seg999.ts', t.member.cookie)).statusCode).toBe(404);
  });

  it('stops serving once the media no longer has a ready video', async () => {
    const token = (await signFor(t, 'cardio01', t.member.cookie)).res.statusCode;
    expect(token).toBe(404); // cardio01 has no video at all
    await t.database.db
      .update(schema.videoAsset)
      .set({ status: 'failed' })
      .where(eq(schema.videoAsset.id, 'asset001'));
    t.app.playback.forgetVideos();
    expect((await play(memberToken, 'master.m3u8', t.member.cookie)).statusCode).toBe(404);
    await t.database.db
      .update(schema.videoAsset)
      .set({ status: 'ready' })
      .where(eq(schema.videoAsset.id, 'asset001'));
    t.app.playback.forgetVideos();
  });
});
