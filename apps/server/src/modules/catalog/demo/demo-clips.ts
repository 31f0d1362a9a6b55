import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DemoClip } from '@releve/db/seed';
import { runTool } from '../../../video/ffmpeg';
import { packageVideo } from '../../../video/package-video';
import { findVideoTools, type VideoTools } from '../../../video/video-tools';

const FALLBACK_FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';

/**
 * A bold sans font file for the burned-in titles (DejaVu from fonts-dejavu-core, via fontconfig); none
 * on a machine without fonts, whose clips then carry no text.
 */
export function titleFont(): string | undefined {
  try {
    const found = execFileSync('fc-match', ['-f', '%{file}', 'DejaVu Sans:bold'], {
      encoding: 'utf8',
    }).trim();
    if (found && existsSync(found)) return found;
  } catch {
    // No fontconfig: try Debian's usual path below.
  }
  return existsSync(FALLBACK_FONT) ? FALLBACK_FONT : undefined;
}

/**
 * The clip's 1280x720 source: its colour, a square sliding across, the title, a running clock and a
 * tone, all from ffmpeg's lavfi sources (no input files). The text goes through files so that no
 * title ever needs filter-graph escaping.
 */
export function clipSourceArgs(
  clip: DemoClip,
  font: string | undefined,
  titleFile: string,
  output: string,
): string[] {
  const seconds = String(clip.seconds);
  const filters = [
    `drawbox=x='mod(t*180,iw-240)':y=ih*0.12:w=240:h=240:color=0x${clip.accent}@0.85:t=fill`,
    `drawbox=x=0:y=ih*0.62:w=iw:h=ih*0.38:color=black@0.35:t=fill`,
    ...(font
      ? [
          `drawtext=fontfile=${font}:textfile=${titleFile}:fontsize=72:fontcolor=white:x=(w-tw)/2:y=h*0.68`,
          `drawtext=fontfile=${font}:text='%{pts\\:hms}':fontsize=34:fontcolor=0x${clip.accent}:x=(w-tw)/2:y=h*0.84`,
        ]
      : []),
  ].join(',');
  return [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `color=c=0x${clip.background}:size=1280x720:rate=24:duration=${seconds}`,
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=${clip.toneHz}:sample_rate=48000:duration=${seconds}`,
    '-vf',
    filters,
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-crf',
    '20',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-shortest',
    output,
  ];
}

/**
 * Generates one clip and packages it into `outputDir` through the same packaging as uploads
 * (packageVideo, which the package-video job calls): renditions, poster and timeline previews.
 */
export async function makeDemoClip(
  clip: DemoClip,
  outputDir: string,
  tools: VideoTools = findVideoTools(),
): Promise<void> {
  const work = await mkdtemp(path.join(tmpdir(), `releve-${clip.id}-`));
  try {
    const titleFile = path.join(work, 'title.txt');
    await writeFile(titleFile, clip.title);
    const source = path.join(work, 'source.mp4');
    await runTool(tools.ffmpeg, clipSourceArgs(clip, titleFont(), titleFile, source));
    // ultrafast: these are throwaway test pictures, and the first start should not wait long.
    await packageVideo({ input: source, outputDir, tools, preset: 'ultrafast', maxHeight: 720 });
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Names how packages are made: a cache of packaged clips keyed by it is remade when the ladder changes. */
export { PACKAGING_VERSION } from '../../../video/hls-ladder';
