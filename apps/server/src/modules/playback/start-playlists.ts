import { playbackPaths, START_PLAYLISTS_MAX_BYTES, utf8Bytes } from '@releve/contracts';
import type { Storage } from '../../storage/storage';
import { type MediaCdn, pointAtCdn } from './media-cdn';
import { PACKAGE_FILE } from './package-files';

/**
 * The start playlists of a ready package (decision 041): the master playlist and the media playlist
 * of the rendition it names first (the ladder's lowest, which players start on), as stored. The sign
 * answer carries them so the player need not ask for them, two round trips before its first segment.
 */
export interface StartPlaylistTexts {
  /** Each playlist's name in the package (`master.m3u8`, `240p/index.m3u8`) and its text. */
  files: { name: string; text: string }[];
  bytes: number;
}

const MASTER = 'master.m3u8';

/**
 * The URI of the master playlist's first variant (the line after its first `#EXT-X-STREAM-INF`), when
 * it names a media playlist of the package itself (a relative `{rendition}/{name}.m3u8`); else undefined.
 */
export function firstRenditionOf(master: string): string | undefined {
  const lines = master.split(/\r?\n/).map((line) => line.trim());
  const tag = lines.findIndex((line) => line.startsWith('#EXT-X-STREAM-INF:'));
  if (tag < 0) return undefined;
  const uri = lines.slice(tag + 1).find((line) => line !== '' && !line.startsWith('#'));
  if (!uri || PACKAGE_FILE.exec(uri)?.[1] !== 'm3u8' || !uri.includes('/')) return undefined;
  return uri;
}

/**
 * Reads an asset's start playlists from storage: undefined when either is missing, when the master
 * names no media playlist of the package, or when the two weigh over START_PLAYLISTS_MAX_BYTES
 * (a long class's playlist: the player then asks for them as before).
 */
export async function readStartPlaylists(
  storage: Pick<Storage, 'get'>,
  assetId: string,
): Promise<StartPlaylistTexts | undefined> {
  const master = (await storage.get(`hls/${assetId}/${MASTER}`))?.toString('utf8');
  if (master === undefined) return undefined;
  const first = firstRenditionOf(master);
  if (!first) return undefined;
  const start = (await storage.get(`hls/${assetId}/${first}`))?.toString('utf8');
  if (start === undefined) return undefined;
  const files = [
    { name: MASTER, text: master },
    { name: first, text: start },
  ];
  const bytes = files.reduce((sum, file) => sum + utf8Bytes(file.text), 0);
  if (bytes > START_PLAYLISTS_MAX_BYTES) return undefined;
  return { files, bytes };
}

/**
 * The start playlists with the media playlist's segments named at the CDN (decision 059); none when
 * the longer text passes START_PLAYLISTS_MAX_BYTES (the player then asks the play route for them).
 */
export function pointStartAtCdn(
  texts: StartPlaylistTexts,
  options: { cdn: MediaCdn; assetId: string; expires: number },
): StartPlaylistTexts | undefined {
  const files = texts.files.map(({ name, text }) =>
    name.includes('/')
      ? { name, text: pointAtCdn(text, { ...options, dir: name.slice(0, name.lastIndexOf('/')) }) }
      : { name, text },
  );
  const bytes = files.reduce((sum, file) => sum + utf8Bytes(file.text), 0);
  return bytes > START_PLAYLISTS_MAX_BYTES ? undefined : { files, bytes };
}

/** The playlists keyed by the signed paths the token gives them: what the player will ask for. */
export function signedPlaylists(token: string, texts: StartPlaylistTexts): Record<string, string> {
  return Object.fromEntries(texts.files.map(({ name, text }) => [playbackPaths.file(token, name), text]));
}
