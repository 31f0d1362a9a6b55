import { describe, expect, it } from 'vitest';
import { segmentAt } from './grab-frame';
import { folderToken, pointAtCdn } from './media-cdn';

const cdn = { baseUrl: 'https://cdn.test', secret: 's'.repeat(32) };

describe('pointAtCdn', () => {
  it('names segments at the CDN and leaves tags, nested playlists and odd lines alone', () => {
    const playlist = [
      '#EXTM3U',
      '#EXTINF:4.0,',
      'seg000.ts',
      '../other/seg.ts',
      'https://elsewhere.test/x.ts',
      '360p/index.m3u8',
      '',
    ].join('\n');
    const token = folderToken(cdn.secret, 'a1', 100);
    expect(pointAtCdn(playlist, { cdn, assetId: 'a1', dir: '240p', expires: 100 }).split('\n')).toEqual([
      '#EXTM3U',
      '#EXTINF:4.0,',
      `https://cdn.test/hls/a1/240p/seg000.ts?e=100&s=${token}`,
      '../other/seg.ts',
      'https://elsewhere.test/x.ts',
      '360p/index.m3u8',
      '',
    ]);
  });

  it('keeps a sprite cue fragment after the token, and never points at another folder', () => {
    const vtt = 'WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nthumbnails/sprite-000.jpg#xywh=0,0,160,90\n';
    const out = pointAtCdn(vtt, { cdn, assetId: 'a1', dir: '', expires: 7 });
    expect(out).toContain(
      `https://cdn.test/hls/a1/thumbnails/sprite-000.jpg?e=7&s=${folderToken(cdn.secret, 'a1', 7)}#xywh=0,0,160,90`,
    );
    expect(folderToken(cdn.secret, 'a1', 7)).not.toBe(folderToken(cdn.secret, 'a2', 7));
    expect(folderToken(cdn.secret, 'a1', 7)).not.toBe(folderToken(cdn.secret, 'a1', 8));
  });
});

describe('segmentAt', () => {
  const playlist =
    '#EXTM3U\n#EXTINF:0.5,\nseg000.ts\n#EXTINF:1.5,\nseg001.ts\n#EXTINF:4.0,\nseg002.ts\n#EXT-X-ENDLIST\n';
  it('finds the segment playing at a moment, with its start', () => {
    expect(segmentAt(playlist, 0)).toEqual({ file: 'seg000.ts', startsAt: 0 });
    expect(segmentAt(playlist, 1.2)).toEqual({ file: 'seg001.ts', startsAt: 0.5 });
    expect(segmentAt(playlist, 3)).toEqual({ file: 'seg002.ts', startsAt: 2 });
    expect(segmentAt(playlist, 99)).toEqual({ file: 'seg002.ts', startsAt: 2 });
  });
  it('names no file outside the rendition', () => {
    expect(segmentAt('#EXTINF:1,\n../../secret.ts\n', 0)).toBeUndefined();
  });
});
