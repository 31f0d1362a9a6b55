import { describe, expect, it } from 'vitest';
import { playbackPaths, START_PLAYLISTS_MAX_BYTES, signAnswerSchema, utf8Bytes } from './playback';

const token = 'eyJ2IjoxfQ.c2lnbmF0dXJl';
const master = '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=400400\n240p/index.m3u8\n';
const start = '#EXTM3U\n#EXTINF:0.5,\nseg000.ts\n#EXT-X-ENDLIST\n';

describe('signAnswerSchema', () => {
  it('takes an answer without playlists (a watchable video, or playlists over the cap)', () => {
    expect(signAnswerSchema.parse({ entitled: true, token })).toEqual({ entitled: true, token });
  });

  it('takes the start playlists keyed by the paths the token signs', () => {
    const playlists = {
      [playbackPaths.manifest(token)]: master,
      [playbackPaths.file(token, '240p/index.m3u8')]: start,
    };
    expect(signAnswerSchema.parse({ entitled: true, token, playlists }).playlists).toEqual(playlists);
    expect(Object.keys(playlists)).toEqual([
      `/media/play/${token}/master.m3u8`,
      `/media/play/${token}/240p/index.m3u8`,
    ]);
  });

  it('refuses playlists keyed by another token, by something not a playlist, or off the play path', () => {
    for (const key of [
      playbackPaths.manifest('other.token'),
      playbackPaths.file(token, '240p/seg000.ts'),
      playbackPaths.file(token, '../master.m3u8'),
      `https://elsewhere.example/media/play/${token}/master.m3u8`,
      `/api/media/play/${token}/master.m3u8`,
    ]) {
      expect(
        signAnswerSchema.safeParse({ entitled: true, token, playlists: { [key]: master } }).success,
        key,
      ).toBe(false);
    }
  });

  it('refuses playlists weighing over the cap, counted in UTF-8 bytes', () => {
    const half = START_PLAYLISTS_MAX_BYTES / 2;
    const fits = {
      [playbackPaths.manifest(token)]: 'a'.repeat(half),
      [playbackPaths.file(token, '240p/index.m3u8')]: 'b'.repeat(half),
    };
    expect(signAnswerSchema.safeParse({ entitled: true, token, playlists: fits }).success).toBe(true);
    // One two-byte character more than the cap allows.
    const over = { ...fits, [playbackPaths.manifest(token)]: `${'a'.repeat(half - 1)}é` };
    expect(utf8Bytes(`${'a'.repeat(half - 1)}é`)).toBe(half + 1);
    expect(signAnswerSchema.safeParse({ entitled: true, token, playlists: over }).success).toBe(false);
  });
});
