import path from 'node:path';
import type { PutOptions } from './storage';

const TYPES: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.m4s': 'video/iso.segment',
  '.mp4': 'video/mp4',
  '.vtt': 'text/vtt; charset=utf-8',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.pdf': 'application/pdf',
  '.json': 'application/json',
  '.csv': 'text/csv; charset=utf-8',
  '.zip': 'application/zip',
};

/**
 * Keys are immutable (decision 059: a new poster or rendition is a new key), so a stored object may
 * be kept by any private cache for a year. `private`: a CDN or shared cache in front of the bucket
 * never keeps one for others on its own (the CDN set-up in docs/operations.md says what it may keep).
 */
export const STORED_CACHE_CONTROL = 'private, max-age=31536000, immutable';

/** The Content-Type and Cache-Control a file is written with: from its key's extension unless given. */
export function storedHeadersOf(key: string, options: PutOptions = {}): Required<PutOptions> {
  return {
    contentType: options.contentType ?? TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream',
    cacheControl: options.cacheControl ?? STORED_CACHE_CONTROL,
  };
}
