import type { Rendition } from '@releve/contracts/offline-rules';

/*
 * What a download needs of the HLS playlists Relevé packages (decision 064): the master's renditions,
 * a master naming only the one kept, and the files a rendition's playlist names.
 */

const lines = (text: string) => text.split(/\r?\n/).map((line) => line.trim());

/** The master playlist's renditions: each `#EXT-X-STREAM-INF` and the URI on the line after it. */
export function renditionsOf(master: string): Rendition[] {
  const all = lines(master);
  const found: Rendition[] = [];
  all.forEach((line, index) => {
    if (!line.startsWith('#EXT-X-STREAM-INF:')) return;
    const uri = all.slice(index + 1).find((next) => next && !next.startsWith('#'));
    if (!uri) return;
    const bandwidth = Number(/[:,]BANDWIDTH=(\d+)/.exec(line)?.[1] ?? 0);
    const height = /RESOLUTION=\d+x(\d+)/.exec(line)?.[1];
    found.push({ uri, bandwidth, ...(height && { height: Number(height) }) });
  });
  return found;
}

/** The master playlist with only the rendition `uri`: offline, the player has no other to switch to. */
export function keepRendition(master: string, uri: string): string {
  const all = lines(master);
  const kept: string[] = [];
  for (let index = 0; index < all.length; index++) {
    const line = all[index] as string;
    if (line.startsWith('#EXT-X-STREAM-INF:')) {
      const next = all[index + 1];
      if (next === uri) kept.push(line, next);
      index += 1;
    } else if (line) kept.push(line);
  }
  return `${kept.join('\n')}\n`;
}

/** The files a media playlist names (segments, and an initialisation map), relative to its folder. */
export function filesOf(playlist: string): string[] {
  const files: string[] = [];
  for (const line of lines(playlist)) {
    if (!line) continue;
    if (line.startsWith('#EXT-X-MAP:')) {
      const uri = /URI="([^"]+)"/.exec(line)?.[1];
      if (uri) files.push(uri);
    } else if (!line.startsWith('#')) files.push(line);
  }
  return files.filter((file) => !/^[a-z]+:|^\/|(^|\/)\.\.(\/|$)/i.test(file));
}

/** `360p/index.m3u8`'s folder joined to a file it names: `360p/seg000.ts`. */
export const besidePlaylist = (playlistUri: string, file: string) =>
  playlistUri.includes('/') ? `${playlistUri.slice(0, playlistUri.lastIndexOf('/') + 1)}${file}` : file;
