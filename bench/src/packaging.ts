/**
 * Packaging bench (issue 33, decision 040): how fast a 1080p class is packaged, through the same
 * packaging as uploads (packageVideo, x264 `veryfast`): the real-time factor (seconds of video per
 * second of work), and the time to Watchable (the first rendition playable) and to Ready as shares of
 * the source's duration. Watchable must come before half of Ready. The source (testsrc2 with a tone,
 * 1920x1080 at 30 fps) is made once with ffmpeg and kept in the temp folder.
 *
 * Usage: npx tsx bench/src/packaging.ts [--seconds 60] [--json]
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { packageVideo } from '@releve/server/package-video';
import { PACKAGING_BARS } from './bars';
import { isMainModule, type Log } from './measure';

const run = promisify(execFile);

export interface PackagingResult {
  sourceSeconds: number;
  renditions: string[];
  /** Wall seconds from the start to the first rendition playable, and to the whole package. */
  watchableSeconds: number;
  readySeconds: number;
  /** Seconds of video per second of work. */
  realTimeFactor: number;
  /** Of the source's duration. */
  watchableShare: number;
  readyShare: number;
  /** Watchable's time over Ready's: the bar is at most 0.5. */
  watchableOfReady: number;
  /** The estimates of time left made along the way, against what it really took (seconds). */
  estimates: { atPercent: number; estimated: number; actual: number }[];
  pass: boolean;
}

async function source1080p(seconds: number, log: Log): Promise<string> {
  const file = path.join(tmpdir(), `releve-bench-1080p-${seconds}s.mp4`);
  if (existsSync(file)) return file;
  log(`Making a ${seconds} s 1080p source...`);
  const making = `${file}.making.mp4`;
  await run(process.env.FFMPEG_PATH || 'ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', `testsrc2=size=1920x1080:rate=30:duration=${seconds}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=48000:duration=${seconds}`],
    ...[
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-crf',
      '20',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      '-shortest',
    ],
    making,
  ]);
  renameSync(making, file);
  return file;
}

export async function measurePackaging({
  seconds = PACKAGING_BARS.sourceSeconds,
  log = (line: string) => console.error(line),
}: {
  seconds?: number;
  log?: Log;
} = {}): Promise<PackagingResult> {
  const input = await source1080p(seconds, log);
  const out = mkdtempSync(path.join(tmpdir(), 'releve-bench-package-'));
  try {
    log(`Packaging ${seconds} s of 1080p...`);
    const started = performance.now();
    let watchable: number | undefined;
    const estimates: { at: number; percent: number; estimated: number }[] = [];
    let nextEstimate = 20;
    const packaged = await packageVideo({
      input,
      outputDir: path.join(out, 'hls', 'bench'),
      onRenditions: () => {
        watchable ??= performance.now();
      },
      onProgress: (progress) => {
        if (progress.secondsLeft !== null && progress.percent >= nextEstimate) {
          estimates.push({
            at: performance.now(),
            percent: progress.percent,
            estimated: progress.secondsLeft,
          });
          nextEstimate += 20;
        }
      },
    });
    const ended = performance.now();
    const readySeconds = (ended - started) / 1000;
    const watchableSeconds = ((watchable ?? ended) - started) / 1000;
    const duration = packaged.durationSeconds;
    const result: PackagingResult = {
      sourceSeconds: duration,
      renditions: packaged.renditions.map((rung) => rung.name),
      watchableSeconds,
      readySeconds,
      realTimeFactor: duration / readySeconds,
      watchableShare: watchableSeconds / duration,
      readyShare: readySeconds / duration,
      watchableOfReady: watchableSeconds / readySeconds,
      estimates: estimates.map((e) => ({
        atPercent: Math.round(e.percent),
        estimated: e.estimated,
        actual: Math.round((ended - e.at) / 1000),
      })),
      pass: false,
    };
    result.pass = result.watchableOfReady <= PACKAGING_BARS.maxWatchableShareOfReady;
    return result;
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      seconds: { type: 'string', default: String(PACKAGING_BARS.sourceSeconds) },
      json: { type: 'boolean', default: false },
    },
  });
  const r = await measurePackaging({ seconds: Math.max(2, Number(values.seconds)) });
  console.log(`${r.sourceSeconds.toFixed(1)} s of 1080p into ${r.renditions.join(', ')}`);
  console.log(`real-time factor: ${r.realTimeFactor.toFixed(2)}x (ready in ${r.readySeconds.toFixed(1)} s)`);
  console.log(
    `watchable after ${r.watchableSeconds.toFixed(1)} s (${r.watchableShare.toFixed(3)} of the duration), ready after ${r.readySeconds.toFixed(1)} s (${r.readyShare.toFixed(3)})`,
  );
  console.log(
    `watchable at ${(r.watchableOfReady * 100).toFixed(1)}% of ready (bar: at most ${PACKAGING_BARS.maxWatchableShareOfReady * 100}%)`,
  );
  for (const e of r.estimates)
    console.log(`at ${e.atPercent}%: estimated ${e.estimated} s left, took ${e.actual} s`);
  console.log(r.pass ? 'PASS' : 'FAIL');
  if (values.json) console.log(JSON.stringify(r));
  process.exitCode = r.pass ? 0 : 1;
}

if (isMainModule(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
