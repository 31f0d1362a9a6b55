import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Rendition } from './hls-ladder';

const TS_PACKET = 188;

/**
 * The RFC 6381 codec of an H.264 stream in an MPEG-TS segment, e.g. `avc1.4d401f`: profile_idc, the
 * constraint flags and level_idc, the three bytes after the sequence parameter set's NAL header. The
 * SPS leads the segment's first video access unit (every segment starts on a keyframe).
 */
export function h264CodecOf(segment: Buffer): string | undefined {
  // The packets' payloads laid end to end: the SPS may straddle two packets.
  const payloads: Buffer[] = [];
  for (let at = 0; at + TS_PACKET <= segment.length; at += TS_PACKET) {
    if (segment[at] !== 0x47) return undefined;
    const flags = segment[at + 3] as number;
    if (!(flags & 0x10)) continue;
    const start = at + 4 + (flags & 0x20 ? 1 + (segment[at + 4] as number) : 0);
    if (start < at + TS_PACKET) payloads.push(segment.subarray(start, at + TS_PACKET));
    if (payloads.length >= 64) break;
  }
  const stream = Buffer.concat(payloads);
  for (
    let i = stream.indexOf(Buffer.from([0, 0, 1]));
    i >= 0;
    i = stream.indexOf(Buffer.from([0, 0, 1]), i + 3)
  ) {
    // nal_unit_type 7 (SPS), forbidden bit 0, any nal_ref_idc.
    if (((stream[i + 3] as number) & 0x9f) === 0x07 && i + 6 < stream.length) {
      return `avc1.${stream.subarray(i + 4, i + 7).toString('hex')}`;
    }
  }
  return undefined;
}

export interface MasterEntry {
  rendition: Rendition;
  width: number;
  framesPerSecond: number;
}

/**
 * Writes `master.m3u8` naming every rendition's playlist, smallest first, with the
 * same BANDWIDTH as ffmpeg's own (the rendition's bitrates plus 10%), its resolution, and its codecs
 * read from its first segment (AAC-LC is what the packaging encodes).
 */
export async function writeMasterPlaylist(
  outputDir: string,
  entries: readonly MasterEntry[],
): Promise<string> {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:6', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const { rendition, width, framesPerSecond } of entries) {
    const segment = await readFile(path.join(outputDir, rendition.name, 'seg000.ts'));
    const video = h264CodecOf(segment);
    if (!video) throw new Error(`No H.264 stream header in ${rendition.name}/seg000.ts`);
    const bandwidth = Math.round((rendition.videoBitrate + rendition.audioBitrate) * 1.1);
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${bandwidth},RESOLUTION=${width}x${rendition.height},FRAME-RATE=${framesPerSecond.toFixed(3)},CODECS="${video},mp4a.40.2"`,
      `${rendition.name}/index.m3u8`,
    );
  }
  const name = 'master.m3u8';
  // Rewritten as renditions are made, while members play it: written aside, then renamed over.
  const aside = path.join(outputDir, `.${name}.writing`);
  await writeFile(aside, `${lines.join('\n')}\n`);
  await rename(aside, path.join(outputDir, name));
  return name;
}
