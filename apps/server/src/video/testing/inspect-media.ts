import { FfmpegError, spawnTool } from '../ffmpeg';

/**
 * Test helpers that read media with ffmpeg alone, so the tests run with the npm-installed ffmpeg
 * (which has no ffprobe) as well as with Debian's.
 */

/** The codec of every stream of a file, sorted: e.g. `['aac', 'h264']`. */
export async function streamCodecs(ffmpeg: string, file: string): Promise<string[]> {
  const { stderr } = await spawnTool(ffmpeg, ['-hide_banner', '-nostdin', '-i', file], {
    stderrChars: 64_000,
    keep: 'head',
  });
  const codecs = [...stderr.matchAll(/^\s*Stream #0:\d+.*?: (?:Video|Audio|Subtitle|Data): (\w+)/gm)];
  if (codecs.length === 0) throw new FfmpegError(ffmpeg, `no streams in ${file}: ${stderr.slice(-300)}`);
  return codecs.map((match) => match[1] as string).sort();
}

/** The presentation times, in seconds, of the video's keyframes (of a file or an HLS playlist). */
export async function keyframeTimes(ffmpeg: string, file: string): Promise<number[]> {
  const { code, stderr } = await spawnTool(
    ffmpeg,
    [
      '-hide_banner',
      '-nostdin',
      '-skip_frame',
      'nokey',
      '-i',
      file,
      '-map',
      '0:v:0',
      '-vf',
      'showinfo',
      '-f',
      'null',
      '-',
    ],
    { stderrChars: 1_000_000, keep: 'head' },
  );
  if (code !== 0) throw new FfmpegError(ffmpeg, stderr.slice(-300));
  return [...stderr.matchAll(/\bn: *\d+ pts: *-?\d+ pts_time:(-?[\d.]+)/g)].map((match) => Number(match[1]));
}

/** `avc1.PPCCLL` of the first H.264 frame, from the SPS fields ffmpeg's `trace_headers` prints. */
export async function h264CodecByTrace(ffmpeg: string, file: string): Promise<string> {
  const { stderr } = await spawnTool(
    ffmpeg,
    [
      '-hide_banner',
      '-nostdin',
      '-i',
      file,
      '-map',
      '0:v:0',
      '-frames:v',
      '1',
      '-c',
      'copy',
      '-bsf:v',
      'trace_headers',
      '-f',
      'null',
      '-',
    ],
    { stderrChars: 200_000, keep: 'head' },
  );
  const field = (name: string) => {
    const match = stderr.match(new RegExp(`\\b${name}\\s+[01]+ = (\\d+)`));
    if (!match) throw new FfmpegError(ffmpeg, `no ${name} in the header trace of ${file}`);
    return Number(match[1]);
  };
  const flags = [0, 1, 2, 3, 4, 5].reduce(
    (byte, i) => byte | (field(`constraint_set${i}_flag`) << (7 - i)),
    0,
  );
  const hex = (value: number) => value.toString(16).padStart(2, '0');
  return `avc1.${hex(field('profile_idc'))}${hex(flags)}${hex(field('level_idc'))}`;
}
