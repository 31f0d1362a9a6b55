import { createHash } from 'node:crypto';

/** A CDN in front of the private bucket (MEDIA_BASE_URL, decision 059) that checks Relevé's folder tokens. */
export interface MediaCdn {
  /** e.g. https://media.studio.example (no trailing slash). */
  baseUrl: string;
  secret: string;
}

/**
 * The token that opens one video's folder until `expires` (Unix seconds): nginx's `secure_link` form,
 * base64url(md5("{expires}/hls/{assetId}/ {secret}")), checked at the CDN by
 * `secure_link $arg_s,$arg_e; secure_link_md5 "$secure_link_expires/hls/$folder/ SECRET";`
 * with `$folder` taken from the path. A token for one folder opens no other.
 */
export function folderToken(secret: string, assetId: string, expires: number): string {
  return createHash('md5').update(`${expires}/hls/${assetId}/ ${secret}`).digest('base64url');
}

/**
 * A media playlist or timeline-previews index with each segment or sprite named by its CDN address,
 * carrying the folder token that ends with the playback token (`dir`: the file's folder in the
 * package, '' for the package's root). Playlists themselves stay on Relevé, checked at each request.
 */
export function pointAtCdn(
  text: string,
  options: { cdn: MediaCdn; assetId: string; dir: string; expires: number },
): string {
  const { cdn, assetId, dir, expires } = options;
  const query = `e=${expires}&s=${folderToken(cdn.secret, assetId, expires)}`;
  const folder = `${cdn.baseUrl}/hls/${assetId}/${dir ? `${dir}/` : ''}`;
  return text
    .split('\n')
    .map((line) => {
      const trimmed = line.trim();
      // Tags, cue times, the WebVTT header and nested playlists are left as they are.
      if (!trimmed || trimmed.startsWith('#') || trimmed.includes('-->') || trimmed.startsWith('WEBVTT'))
        return line;
      if (!/^[A-Za-z0-9_./-]+(?:#[A-Za-z0-9=,]+)?$/.test(trimmed) || trimmed.includes('..')) return line;
      const [file, fragment] = trimmed.split('#');
      if (file?.endsWith('.m3u8')) return line;
      return `${folder}${file}?${query}${fragment ? `#${fragment}` : ''}`;
    })
    .join('\n');
}
