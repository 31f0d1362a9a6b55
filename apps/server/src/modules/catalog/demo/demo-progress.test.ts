import { describe, expect, it } from 'vitest';
import { demoProgressLines } from './demo-progress';

describe('demoProgressLines', () => {
  it('tells a first start what it is making, counts at most every 10 s, and where the result is kept', () => {
    const lines: string[] = [];
    let clock = 0;
    const report = demoProgressLines((line) => lines.push(line), { now: () => clock });
    report({ step: 'generating', posters: 60, clips: 20, using: 'ffmpeg /x/ffmpeg (npm package)' });
    for (let done = 1; done <= 80; done++) {
      clock += 1_000;
      report({ step: 'made', done, total: 80, milliseconds: clock });
    }
    report({ step: 'ready', generated: true, milliseconds: 80_400, dir: '/r/.cache/demo-studio/v2-abc' });
    expect(lines).toEqual([
      'Demo studio: making 60 posters and 20 video clips, once for this checkout (a minute or two); ffmpeg /x/ffmpeg (npm package)...',
      ...[10, 20, 30, 40, 50, 60, 70].map((done) => `Demo studio: ${done} of 80 made (${done} s)`),
      'Demo studio: posters and clips made in 80 s; later starts reuse them from /r/.cache/demo-studio/v2-abc',
    ]);
  });

  it('says when it reuses them, or waits for another process making them', () => {
    const lines: string[] = [];
    const report = demoProgressLines((line) => lines.push(line));
    report({ step: 'waiting' });
    report({ step: 'ready', generated: false, milliseconds: 3, dir: '/r/.cache/demo-studio/v2-abc' });
    expect(lines).toEqual([
      'Demo studio: another process is making the posters and clips; waiting for it...',
      'Demo studio: posters and clips reused from /r/.cache/demo-studio/v2-abc',
    ]);
  });
});
