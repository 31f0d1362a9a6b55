import { describe, expect, it } from 'vitest';
import { besidePlaylist, filesOf, keepRendition, renditionsOf } from './hls-lists';

const master = [
  '#EXTM3U',
  '#EXT-X-VERSION:6',
  '#EXT-X-INDEPENDENT-SEGMENTS',
  '#EXT-X-STREAM-INF:BANDWIDTH=440000,RESOLUTION=426x240,FRAME-RATE=25.000,CODECS="avc1.4d401e,mp4a.40.2"',
  '240p/index.m3u8',
  '#EXT-X-STREAM-INF:BANDWIDTH=3080000,RESOLUTION=1280x720,FRAME-RATE=25.000,CODECS="avc1.4d401f,mp4a.40.2"',
  '720p/index.m3u8',
  '',
].join('\n');

describe('the playlists of a download', () => {
  it('reads the renditions of a packaged master playlist', () => {
    expect(renditionsOf(master)).toEqual([
      { uri: '240p/index.m3u8', bandwidth: 440000, height: 240 },
      { uri: '720p/index.m3u8', bandwidth: 3080000, height: 720 },
    ]);
  });

  it('keeps only the chosen rendition in the master playlist', () => {
    const kept = keepRendition(master, '720p/index.m3u8');
    expect(renditionsOf(kept)).toEqual([{ uri: '720p/index.m3u8', bandwidth: 3080000, height: 720 }]);
    expect(kept.startsWith('#EXTM3U\n#EXT-X-VERSION:6\n')).toBe(true);
  });

  it('lists the segments and map a rendition names, never a path out of its folder', () => {
    const playlist = [
      '#EXTM3U',
      '#EXT-X-MAP:URI="init.mp4"',
      '#EXTINF:0.5,',
      'seg000.ts',
      '#EXTINF:4.0,',
      'seg001.ts',
      '../../elsewhere.ts',
      'https://example.test/x.ts',
      '#EXT-X-ENDLIST',
    ].join('\n');
    expect(filesOf(playlist)).toEqual(['init.mp4', 'seg000.ts', 'seg001.ts']);
    expect(besidePlaylist('720p/index.m3u8', 'seg000.ts')).toBe('720p/seg000.ts');
  });
});
