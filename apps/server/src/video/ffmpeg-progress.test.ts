import { describe, expect, it } from 'vitest';
import { type FfmpegProgress, progressReader, secondsLeft } from './ffmpeg-progress';

const block = (lines: string) => `${lines.trim().replace(/^\s+/gm, '')}\n`;

describe('progressReader', () => {
  it('reads one report per block, however the output is cut into chunks', () => {
    const seen: FfmpegProgress[] = [];
    const read = progressReader((progress) => seen.push(progress));
    const output =
      block(`frame=1
        out_time_us=0
        out_time_ms=0
        out_time=00:00:00.000000
        speed=N/A
        progress=continue`) +
      block(`frame=75
        out_time_us=2960078
        out_time_ms=2960078
        out_time=00:00:02.960078
        speed=49.4x
        progress=end`);
    for (let at = 0; at < output.length; at += 7) read(output.slice(at, at + 7));
    expect(seen).toEqual([
      { outSeconds: 0, speed: null, ended: false },
      { outSeconds: 2.960078, speed: 49.4, ended: true },
    ]);
  });

  it('takes out_time_ms as microseconds (as ffmpeg 4.1 writes it, without out_time_us)', () => {
    const seen: FfmpegProgress[] = [];
    progressReader((progress) => seen.push(progress))('out_time_ms=1500000\nspeed=1.5x\nprogress=continue\n');
    expect(seen).toEqual([{ outSeconds: 1.5, speed: 1.5, ended: false }]);
  });

  it('falls back to the clock form, and counts a negative start time as 0', () => {
    const seen: FfmpegProgress[] = [];
    const read = progressReader((progress) => seen.push(progress));
    read('out_time_us=N/A\nout_time=01:02:03.500000\nspeed= 2x\nprogress=continue\n');
    read('out_time_us=-23220\nprogress=continue\n');
    expect(seen).toEqual([
      { outSeconds: 3723.5, speed: 2, ended: false },
      { outSeconds: 0, speed: null, ended: false },
    ]);
  });

  it('ignores a block that says nothing of time', () => {
    const seen: FfmpegProgress[] = [];
    progressReader((progress) => seen.push(progress))('frame=3\nprogress=continue\n');
    expect(seen).toEqual([]);
  });
});

describe('secondsLeft', () => {
  it('applies the speed so far to the work left', () => {
    // A quarter done in 10 s: three quarters take 30 s more.
    expect(secondsLeft(25, 100, 10)).toBe(30);
    expect(secondsLeft(100, 100, 40)).toBe(0);
  });

  it('says nothing before there is a speed to go by', () => {
    expect(secondsLeft(0, 100, 5)).toBeNull();
    expect(secondsLeft(10, 100, 0.5)).toBeNull();
  });
});
