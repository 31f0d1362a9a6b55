import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runTool } from './ffmpeg';
import { planLadder } from './hls-ladder';
import { type PackagedHls, packageHls } from './package-hls';
import { thumbnailInterval, thumbnailsVtt } from './thumbnail-sprites';

const work = mkdtempSync(path.join(tmpdir(), 'releve-hls-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const ffprobeJson = async (args: string[]) =>
  JSON.parse(await runTool('ffprobe', ['-v', 'error', '-of', 'json', ...args]));

let packaged: PackagedHls;
const out = path.join(work, 'out');
beforeAll(async () => {
  // 10 s of 960x540 at 24 fps with a tone: enough for two renditions and three segments.
  const input = path.join(work, 'source.mp4');
  await runTool('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'testsrc2=size=960x540:rate=24:duration=10',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=330:sample_rate=48000:duration=10',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-c:a',
    'aac',
    '-shortest',
    input,
  ]);
  packaged = await packageHls({ input, outputDir: out, preset: 'ultrafast' });
}, 120_000);

describe('planLadder', () => {
  it('climbs from 360p to the source height, at most 1080p, never upscaling', () => {
    expect(planLadder(2160).map((rung) => rung.name)).toEqual(['360p', '540p', '720p', '1080p']);
    expect(planLadder(720).map((rung) => rung.name)).toEqual(['360p', '540p', '720p']);
    expect(planLadder(600).map((rung) => rung.name)).toEqual(['360p', '540p']);
    expect(planLadder(241).map((rung) => rung.name)).toEqual(['240p']);
  });
});

describe('packageHls', () => {
  it('writes a master playlist naming every rendition, with H.264 and AAC codecs', () => {
    expect(packaged.renditions.map((rung) => [rung.name, rung.width, rung.height])).toEqual([
      ['360p', 640, 360],
      ['540p', 960, 540],
    ]);
    const master = readFileSync(path.join(out, 'master.m3u8'), 'utf8');
    expect(master.match(/#EXT-X-STREAM-INF/g)).toHaveLength(2);
    expect(master).toContain('RESOLUTION=640x360');
    expect(master).toContain('360p/index.m3u8');
    expect(master).toMatch(/CODECS="avc1\.[0-9a-f]+,mp4a\.40\.2"/);
  });

  it.each(['360p', '540p'])(
    'cuts %s into 4-second segments that start on keyframes every 2 s',
    async (name) => {
      const playlist = path.join(out, name, 'index.m3u8');
      const durations = [...readFileSync(playlist, 'utf8').matchAll(/#EXTINF:([\d.]+)/g)].map((m) =>
        Number(m[1]),
      );
      expect(durations.length).toBeGreaterThanOrEqual(2);
      for (const duration of durations.slice(0, -1)) {
        expect(duration).toBeGreaterThanOrEqual(4);
        expect(duration).toBeLessThanOrEqual(6);
      }
      expect(durations.at(-1)).toBeLessThanOrEqual(6);

      const segment = path.join(out, name, 'seg000.ts');
      const streams = await ffprobeJson(['-show_streams', segment]);
      const codecs = streams.streams.map((stream: { codec_name: string }) => stream.codec_name).sort();
      expect(codecs).toEqual(['aac', 'h264']);

      const frames = await ffprobeJson([
        '-select_streams',
        'v:0',
        '-skip_frame',
        'nokey',
        '-show_entries',
        'frame=pts_time',
        playlist,
      ]);
      const times = frames.frames.map((frame: { pts_time: string }) => Number(frame.pts_time));
      expect(times.length).toBe(5);
      for (let i = 1; i < times.length; i++) expect(times[i] - times[i - 1]).toBeCloseTo(2, 1);
    },
  );

  it('writes a poster frame and reports the source', () => {
    expect(readFileSync(path.join(out, packaged.poster)).subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect(packaged).toMatchObject({ width: 960, height: 540 });
    expect(packaged.durationSeconds).toBeCloseTo(10, 0);
  });
});

describe('timeline previews', () => {
  it('lays keyframe previews every 2 s into a sprite, indexed by a WebVTT file whose tiles exist', async () => {
    const vtt = readFileSync(path.join(out, packaged.thumbnails), 'utf8');
    expect(vtt.startsWith('WEBVTT\n')).toBe(true);
    const cues = [...vtt.matchAll(/([\d:.]+) --> ([\d:.]+)\n(\S+)#xywh=(\d+),(\d+),(\d+),(\d+)/g)];
    // 10 s with a keyframe every 2 s: previews at 0, 2, 4, 6 and 8 s, the last ending with the video.
    expect(cues.map((cue) => cue[1])).toEqual([
      '00:00:00.000',
      '00:00:02.000',
      '00:00:04.000',
      '00:00:06.000',
      '00:00:08.000',
    ]);
    expect(cues.at(-1)?.[2]).toMatch(/^00:00:(09\.9|10\.0)/);
    expect(cues.map((cue) => [cue[3], cue[4], cue[5], cue[6], cue[7]])).toEqual(
      [0, 1, 2, 3, 4].map((i) => ['thumbnails/sprite-000.jpg', String(i * 160), '0', '160', '90']),
    );
    const sprite = await ffprobeJson(['-show_streams', path.join(out, 'thumbnails', 'sprite-000.jpg')]);
    expect(sprite.streams[0]).toMatchObject({ codec_name: 'mjpeg', width: 5 * 160, height: 90 });
  });

  it('spaces previews further apart on long videos, in whole keyframe intervals', () => {
    expect(thumbnailInterval(10, 2)).toBe(2);
    expect(thumbnailInterval(400, 2)).toBe(2);
    expect(thumbnailInterval(401, 2)).toBe(4);
    expect(thumbnailInterval(3_600, 2)).toBe(18);
  });

  it('numbers tiles across sprites of 10 by 10', () => {
    const vtt = thumbnailsVtt(101, 2, 202, { width: 160, height: 90 });
    expect(vtt).toContain('00:03:18.000 --> 00:03:20.000\nthumbnails/sprite-000.jpg#xywh=1440,810,160,90');
    expect(vtt).toContain('00:03:20.000 --> 00:03:22.000\nthumbnails/sprite-001.jpg#xywh=0,0,160,90');
  });
});
