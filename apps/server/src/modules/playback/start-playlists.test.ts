import { START_PLAYLISTS_MAX_BYTES } from '@releve/contracts';
import { describe, expect, it } from 'vitest';
import { firstRenditionOf, readStartPlaylists, signedPlaylists } from './start-playlists';

const master = [
  '#EXTM3U',
  '#EXT-X-VERSION:6',
  '#EXT-X-INDEPENDENT-SEGMENTS',
  '#EXT-X-STREAM-INF:BANDWIDTH=400400,RESOLUTION=426x240,CODECS="avc1.4d4015,mp4a.40.2"',
  '240p/index.m3u8',
  '#EXT-X-STREAM-INF:BANDWIDTH=985600,RESOLUTION=640x360,CODECS="avc1.4d401e,mp4a.40.2"',
  '360p/index.m3u8',
  '',
].join('\n');

describe('firstRenditionOf', () => {
  it('names the first variant of the master playlist (the ladder’s lowest rung)', () => {
    expect(firstRenditionOf(master)).toBe('240p/index.m3u8');
    expect(firstRenditionOf(master.replaceAll('\n', '\r\n'))).toBe('240p/index.m3u8');
  });

  it('names nothing that is not a media playlist inside the package', () => {
    for (const uri of [
      'https://cdn.example/240p/index.m3u8',
      '../other/240p/index.m3u8',
      '240p/seg000.ts',
      'index.m3u8',
      '/240p/index.m3u8',
      '240p/index.m3u8?x=1',
    ]) {
      expect(firstRenditionOf(`#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1\n${uri}\n`), uri).toBeUndefined();
    }
    expect(firstRenditionOf('#EXTM3U\n#EXTINF:4,\nseg000.ts\n')).toBeUndefined();
  });
});

describe('readStartPlaylists', () => {
  const storage = (files: Record<string, string>) => ({
    get: async (key: string) => (key in files ? Buffer.from(files[key] as string) : undefined),
  });
  const start = '#EXTM3U\n#EXTINF:0.5,\nseg000.ts\n#EXT-X-ENDLIST\n';

  it('reads the master and the start playlist, and keys them by the paths a token signs', async () => {
    const texts = await readStartPlaylists(
      storage({ 'hls/a1/master.m3u8': master, 'hls/a1/240p/index.m3u8': start }),
      'a1',
    );
    expect(texts?.bytes).toBe(master.length + start.length);
    expect(signedPlaylists('tok.sig', texts as NonNullable<typeof texts>)).toEqual({
      '/media/play/tok.sig/master.m3u8': master,
      '/media/play/tok.sig/240p/index.m3u8': start,
    });
  });

  it('reads none when a file is missing or the two weigh over the cap', async () => {
    expect(await readStartPlaylists(storage({ 'hls/a1/master.m3u8': master }), 'a1')).toBeUndefined();
    expect(await readStartPlaylists(storage({}), 'a1')).toBeUndefined();
    const long = 'x'.repeat(START_PLAYLISTS_MAX_BYTES - master.length + 1);
    expect(
      await readStartPlaylists(
        storage({ 'hls/a1/master.m3u8': master, 'hls/a1/240p/index.m3u8': long }),
        'a1',
      ),
    ).toBeUndefined();
  });
});
