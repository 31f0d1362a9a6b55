import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { VideoProgress } from '@releve/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runTool } from './ffmpeg';
import { planLadder } from './hls-ladder';
import { type PackagedHls, packageHls } from './package-hls';
import { h264CodecByTrace, keyframeTimes, streamCodecs } from './testing/inspect-media';
import { thumbnailInterval, thumbnailsVtt } from './thumbnail-sprites';
import { FfmpegMissingError, findVideoTools, packagedFfmpeg, type VideoTools } from './video-tools';

const work = mkdtempSync(path.join(tmpdir(), 'releve-hls-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const systemTools = (() => {
  try {
    return findVideoTools({ configured: '', packaged: () => undefined });
  } catch (error) {
    if (error instanceof FfmpegMissingError) return undefined;
    throw error;
  }
})();
const npmFfmpeg = packagedFfmpeg();
/**
 * Every ffmpeg Relevé may run here: the static 4.1 build npm installs (with no ffprobe: the source is
 * probed by ffmpeg itself), pinned explicitly since Debian's comes first on PATH, and Debian's (5.1).
 */
const builds: { name: string; tools: VideoTools }[] = [
  ...(npmFfmpeg
    ? [{ name: 'the npm-installed ffmpeg 4.1', tools: { ffmpeg: npmFfmpeg, from: 'npm package' as const } }]
    : []),
  ...(systemTools ? [{ name: `the system's ffmpeg (${systemTools.ffmpeg})`, tools: systemTools }] : []),
];

it('has an ffmpeg to test with', () => {
  expect(builds.length).toBeGreaterThan(0);
});

describe('planLadder', () => {
  it('climbs from 240p to the source height, at most 1080p, never upscaling', () => {
    expect(planLadder(2160).map((rung) => rung.name)).toEqual(['240p', '360p', '540p', '720p', '1080p']);
    expect(planLadder(720).map((rung) => rung.name)).toEqual(['240p', '360p', '540p', '720p']);
    expect(planLadder(600).map((rung) => rung.name)).toEqual(['240p', '360p', '540p']);
    expect(planLadder(241).map((rung) => rung.name)).toEqual(['240p']);
    expect(planLadder(181).map((rung) => rung.name)).toEqual(['180p']);
  });

  it("starts with a rendition under hls.js's first bandwidth guess (500 kbit/s, 0.95 of it used)", () => {
    const [first] = planLadder(1080);
    expect(((first?.videoBitrate ?? 0) + (first?.audioBitrate ?? 0)) * 1.1).toBeLessThan(475_000);
  });
});

describe.each(builds)('packaging with $name', ({ tools }) => {
  let packaged: PackagedHls;
  const out = path.join(work, tools.from.replace(' ', '-'));
  beforeAll(async () => {
    // 10 s of 960x540 at 24 fps with a tone: enough for two renditions and three segments.
    const input = path.join(work, `${tools.from.replace(' ', '-')}-source.mp4`);
    await runTool(tools.ffmpeg, [
      ...['-hide_banner', '-loglevel', 'error', '-y'],
      ...['-f', 'lavfi', '-i', 'testsrc2=size=960x540:rate=24:duration=10'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=330:sample_rate=48000:duration=10'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-shortest', input],
    ]);
    packaged = await packageHls({
      input,
      outputDir: out,
      preset: 'ultrafast',
      tools,
      onProgress: (progress) => progressSeen.push(progress),
      onRenditions: (ready) => {
        // What the master playlist names when each rendition is announced.
        const master = readFileSync(path.join(out, 'master.m3u8'), 'utf8');
        announced.push({
          ready,
          listed: [...master.matchAll(/^(\w+)\/index\.m3u8$/gm)].map((m) => m[1] ?? ''),
        });
      },
    });
  }, 120_000);
  const progressSeen: VideoProgress[] = [];
  const announced: { ready: string[]; listed: string[] }[] = [];

  it('makes the renditions lowest first, the master playlist naming each as it is ready', () => {
    expect(announced).toEqual([
      { ready: ['240p'], listed: ['240p'] },
      { ready: ['240p', '360p'], listed: ['240p', '360p'] },
      { ready: ['240p', '360p', '540p'], listed: ['240p', '360p', '540p'] },
    ]);
  });

  it('reports progress rendition by rendition, the whole never going back, reaching 100', () => {
    const renditions = progressSeen.filter((p) => p.stage === 'rendition');
    expect(new Set(renditions.map((p) => p.rendition))).toEqual(new Set(['240p', '360p', '540p']));
    const percents = renditions.map((p) => p.percent);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(percents.at(-1)).toBe(100);
    expect(renditions.every((p) => p.renditionCount === 3 && p.renditionPercent <= 100)).toBe(true);
    expect(progressSeen.some((p) => p.stage === 'previews')).toBe(true);
  });

  describe('packageHls', () => {
    it('writes a master playlist naming every rendition, with H.264 and AAC codecs', async () => {
      expect(packaged.renditions.map((rung) => [rung.name, rung.width, rung.height])).toEqual([
        ['240p', 426, 240],
        ['360p', 640, 360],
        ['540p', 960, 540],
      ]);
      const master = readFileSync(path.join(out, 'master.m3u8'), 'utf8');
      expect(master.match(/#EXT-X-STREAM-INF/g)).toHaveLength(3);
      expect(master).toContain('RESOLUTION=640x360');
      expect(master).toContain('360p/index.m3u8');
      // The codecs are the streams' own, as ffmpeg's header trace reads them from the first segment.
      for (const rung of packaged.renditions) {
        const avc = await h264CodecByTrace(tools.ffmpeg, path.join(out, rung.name, 'seg000.ts'));
        expect(master).toContain(
          `RESOLUTION=${rung.width}x${rung.height},FRAME-RATE=24.000,CODECS="${avc},mp4a.40.2"`,
        );
      }
    });

    it.each(['240p', '360p', '540p'])(
      'cuts %s into a half-second first segment, then 1.5 s, 2 s and 4 s ones, starting on keyframes every 2 s',
      async (name) => {
        const playlist = path.join(out, name, 'index.m3u8');
        const durations = [...readFileSync(playlist, 'utf8').matchAll(/#EXTINF:([\d.]+)/g)].map((m) =>
          Number(m[1]),
        );
        expect(durations).toHaveLength(5);
        [0.5, 1.5, 2, 4, 2].forEach((seconds, i) => {
          expect(Math.abs((durations[i] as number) - seconds)).toBeLessThan(0.1);
        });

        const segment = path.join(out, name, 'seg000.ts');
        expect(await streamCodecs(tools.ffmpeg, segment)).toEqual(['aac', 'h264']);

        const times = await keyframeTimes(tools.ffmpeg, playlist);
        expect(times).toHaveLength(6);
        [0, 0.5, 2, 4, 6, 8].forEach((seconds, i) => {
          expect(times[i]).toBeCloseTo(seconds, 1);
        });
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
      const sprite = await sharp(path.join(out, 'thumbnails', 'sprite-000.jpg')).metadata();
      expect(sprite).toMatchObject({ format: 'jpeg', width: 5 * 160, height: 90 });
    });
  });
});

describe('timeline preview intervals', () => {
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
