import { describe, expect, it } from 'vitest';
import { parseInputDescription } from './probe-video';

// What `ffmpeg -hide_banner -i FILE` prints (on stderr), from the static 4.1 build and Debian's 5.1.
const ffmpeg41 = `Input #0, mov,mp4,m4a,3gp,3g2,mj2, from 't.mp4':
  Metadata:
    major_brand     : isom
    encoder         : Lavf58.24.100
  Duration: 00:00:03.02, start: 0.000000, bitrate: 3733 kb/s
    Stream #0:0(und): Video: h264 (Constrained Baseline) (avc1 / 0x31637661), yuv420p, 960x540 [SAR 1:1 DAR 16:9], 3677 kb/s, 23.98 fps, 23.98 tbr, 24k tbn, 47.95 tbc (default)
    Metadata:
      handler_name    : VideoHandler
    Stream #0:1(und): Audio: aac (LC) (mp4a / 0x6134706D), 48000 Hz, mono, fltp, 71 kb/s (default)
At least one output file must be specified
`;
const ffmpeg51NoAudio = `Input #0, mpegts, from 'seg000.ts':
  Duration: 01:02:03.50, start: 1.400000, bitrate: 1021 kb/s
  Program 1
  Stream #0:0[0x100]: Video: h264 (High) ([27][0][0][0] / 0x001B), yuv420p(tv, bt709, progressive), 1920x1080 [SAR 1:1 DAR 16:9], 25 fps, 25 tbr, 90k tbn
At least one output file must be specified
`;

describe('parseInputDescription', () => {
  it('reads size, length, frame rate and audio from ffmpeg 4.1', () => {
    expect(parseInputDescription(ffmpeg41)).toEqual({
      width: 960,
      height: 540,
      durationSeconds: 3.02,
      framesPerSecond: 23.98,
      hasAudio: true,
    });
  });

  it('reads them from ffmpeg 5.1, without audio, past the colour description', () => {
    expect(parseInputDescription(ffmpeg51NoAudio)).toEqual({
      width: 1920,
      height: 1080,
      durationSeconds: 3723.5,
      framesPerSecond: 25,
      hasAudio: false,
    });
  });

  it('finds no video in an audio file or in an error', () => {
    expect(parseInputDescription(ffmpeg41.replace(/^.*Video:.*$/m, ''))).toBeUndefined();
    expect(parseInputDescription('broken.mp4: Invalid data found when processing input\n')).toBeUndefined();
  });
});
