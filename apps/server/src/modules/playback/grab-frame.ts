import { HttpError } from '../../plugins/errors';
import type { LocalCopy, Storage } from '../../storage/storage';
import { runToolBuffer } from '../../video/ffmpeg';
import { findVideoTools } from '../../video/video-tools';

export interface GrabFrameOptions {
  storage: Storage;
  /** The uploaded source, when it is still kept: the best picture there is. */
  sourceKey: string | null;
  assetId: string;
  /** Else the highest rendition packaged (`1080p`). */
  topRendition: string | null;
  seconds: number;
  ffmpegPath?: string;
}

/**
 * One frame of a video as a PNG: from its source, or else from the segment of its highest rendition
 * that holds the moment (each segment starts on a keyframe and stands alone). ffmpeg reads a file on
 * this machine: on object storage, a downloaded copy of the one file it needs.
 */
export async function grabFrame(options: GrabFrameOptions): Promise<Buffer> {
  let input: LocalCopy | undefined;
  let seconds = options.seconds;
  if (options.sourceKey) input = await options.storage.localCopy(options.sourceKey);
  if (!input && options.topRendition) {
    const folder = `hls/${options.assetId}/${options.topRendition}`;
    const playlist = (await options.storage.get(`${folder}/index.m3u8`))?.toString('utf8');
    const segment = playlist ? segmentAt(playlist, seconds) : undefined;
    if (segment) {
      input = await options.storage.localCopy(`${folder}/${segment.file}`);
      seconds = Math.max(0, seconds - segment.startsAt);
    }
  }
  if (!input) throw new HttpError(409, 'The video has no picture to take a frame from');
  try {
    const { ffmpeg } = findVideoTools({ configured: options.ffmpegPath });
    const frame = await runToolBuffer(ffmpeg, [
      ...['-hide_banner', '-loglevel', 'error', '-ss', seconds.toFixed(3), '-i', input.path],
      ...['-frames:v', '1', '-f', 'image2pipe', '-c:v', 'png', 'pipe:1'],
    ]);
    if (frame.length === 0) throw new HttpError(400, 'There is no frame at that moment');
    return frame;
  } finally {
    await input.release();
  }
}

/** The media playlist's segment playing at `seconds` (the last one past the end), with its start. */
export function segmentAt(playlist: string, seconds: number): { file: string; startsAt: number } | undefined {
  let startsAt = 0;
  let duration = 0;
  let last: { file: string; startsAt: number } | undefined;
  for (const line of playlist.split('\n').map((text) => text.trim())) {
    const extinf = /^#EXTINF:([\d.]+)/.exec(line);
    if (extinf) duration = Number(extinf[1]);
    else if (line && !line.startsWith('#')) {
      if (!/^[A-Za-z0-9_-][A-Za-z0-9._-]*$/.test(line)) return undefined;
      last = { file: line, startsAt };
      if (seconds < startsAt + duration) return last;
      startsAt += duration;
    }
  }
  return last;
}
