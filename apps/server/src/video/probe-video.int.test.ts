import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runTool } from './ffmpeg';
import { probeWithFfmpeg, probeWithFfprobe } from './probe-video';
import { findVideoTools, packagedFfmpeg } from './video-tools';

const work = mkdtempSync(path.join(tmpdir(), 'releve-probe-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const tools = findVideoTools();
const ffmpegs = [...new Set([tools.ffmpeg, packagedFfmpeg()].filter((found) => found !== undefined))];
const input = path.join(work, 'source.mp4');

beforeAll(async () => {
  await runTool(tools.ffmpeg, [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc2=size=854x480:rate=30000/1001:duration=5'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=44100:duration=5'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-shortest', input],
  ]);
}, 60_000);

describe.each(ffmpegs)('probing with %s alone', (ffmpeg) => {
  it('reads what ffprobe reads', async () => {
    const probed = await probeWithFfmpeg(ffmpeg, input);
    expect(probed).toMatchObject({ width: 854, height: 480, hasAudio: true });
    expect(probed.framesPerSecond).toBeCloseTo(29.97, 1);
    expect(probed.durationSeconds).toBeCloseTo(5, 0);
    if (tools.ffprobe) {
      const reference = await probeWithFfprobe(tools.ffprobe, input);
      expect(probed).toMatchObject({ width: reference.width, height: reference.height, hasAudio: true });
      expect(probed.durationSeconds).toBeCloseTo(reference.durationSeconds, 1);
      expect(Math.round(probed.framesPerSecond * 2)).toBe(Math.round(reference.framesPerSecond * 2));
    }
  });

  it('fails with ffmpeg’s reason on a file that is no video', async () => {
    const broken = path.join(work, 'broken.mp4');
    writeFileSync(broken, 'not a video at all');
    await expect(probeWithFfmpeg(ffmpeg, broken)).rejects.toThrow(/^ffmpeg failed: .*Invalid data found/);
  });
});
