import { existsSync } from 'node:fs';
import { HttpError } from '../../plugins/errors';
import type { LocalDiskStorage } from '../../storage/local-disk-storage';
import { runToolBuffer } from '../../video/ffmpeg';
import { findVideoTools } from '../../video/video-tools';

export interface GrabFrameOptions {
  storage: LocalDiskStorage;
  /** The uploaded source, when it is still kept: the best picture there is. */
  sourceKey: string | null;
  assetId: string;
  /** Else the highest rendition packaged (`1080p`). */
  topRendition: string | null;
  seconds: number;
  ffmpegPath?: string;
}

/** One frame of a video as a PNG: from its source, or else from its highest rendition. */
export async function grabFrame(options: GrabFrameOptions): Promise<Buffer> {
  const source = options.sourceKey ? options.storage.pathOf(options.sourceKey) : undefined;
  const input =
    source && existsSync(source)
      ? source
      : options.topRendition
        ? options.storage.pathOf(`hls/${options.assetId}/${options.topRendition}/index.m3u8`)
        : undefined;
  if (!input || !existsSync(input)) throw new HttpError(409, 'The video has no picture to take a frame from');
  const { ffmpeg } = findVideoTools({ configured: options.ffmpegPath });
  const frame = await runToolBuffer(ffmpeg, [
    ...['-hide_banner', '-loglevel', 'error', '-ss', options.seconds.toFixed(3), '-i', input],
    ...['-frames:v', '1', '-f', 'image2pipe', '-c:v', 'png', 'pipe:1'],
  ]);
  if (frame.length === 0) throw new HttpError(400, 'There is no frame at that moment');
  return frame;
}
