import type Hls from 'hls.js/light';
import type { HlsConfig } from 'hls.js/light';
import { StartPlaylists, startPlaylistLoader } from './start-playlists';

/*
 * How the player sets hls.js up for a fast start (quality.md: first frame <= 600 ms at 4 Mbit/s and
 * 150 ms RTT, no stall; decisions 040 and 041). The video-start bench bundles this module, so it
 * measures what members get.
 */

/** The rendition to start on: the master playlist's first, the ladder's lowest (hls-ladder.ts). */
export const START_LEVEL = 0;
/**
 * Segments loaded at the start rendition before ABR may climb: its 0.5 s first segment alone says
 * little of the line, and climbing right after it left a 0.5 s buffer to a big 1.5 s segment (a stall).
 * With the second (1.5 s) one also at the start rung, 2 s are buffered before the first switch.
 */
export const START_RUNG_SEGMENTS = 2;

export type HlsClass = typeof Hls;

/**
 * The player's hls.js configuration: start at the lowest rendition with no bandwidth probe, load the
 * first segment while the media source opens, and, given the sign answer's start playlists, answer
 * them from memory.
 */
export function playerHlsConfig(
  HlsJs: HlsClass,
  playlists?: Record<string, string>,
  /** Where to start, in seconds: another camera angle of the class starts where the last one was. */
  startPosition?: number,
): Partial<HlsConfig> {
  const start = playlists ? new StartPlaylists(playlists) : undefined;
  return {
    ...(startPosition !== undefined && { startPosition }),
    startLevel: START_LEVEL,
    testBandwidth: false,
    startFragPrefetch: true,
    capLevelToPlayerSize: true,
    // Up to 30 s ahead is plenty for a class and keeps memory low on phones.
    maxBufferLength: 30,
    backBufferLength: 30,
    ...(start && start.size > 0 && { pLoader: startPlaylistLoader(HlsJs.DefaultConfig.loader, start) }),
  };
}

/**
 * Keeps ABR on the start rendition for START_RUNG_SEGMENTS main segments: after each of the first
 * ones loads, the next is asked for at the same level (hls.js's `nextAutoLevel` holds for one segment).
 * A member who picked a level by hand is left alone.
 */
export function holdStartRung(hls: Hls, HlsJs: HlsClass, segments = START_RUNG_SEGMENTS): void {
  let loaded = 0;
  const onLoaded = (_event: unknown, data: { frag: { type: string; level: number } }) => {
    if (data.frag.type !== 'main') return;
    loaded += 1;
    if (loaded < segments && hls.autoLevelEnabled) {
      hls.nextAutoLevel = data.frag.level;
    } else {
      hls.off(HlsJs.Events.FRAG_LOADED, onLoaded);
    }
  };
  hls.on(HlsJs.Events.FRAG_LOADED, onLoaded);
}

/** A configured hls.js instance, not yet given a source or a video element. */
export function createPlayerHls(
  HlsJs: HlsClass,
  playlists?: Record<string, string>,
  startPosition?: number,
): Hls {
  const hls = new HlsJs(playerHlsConfig(HlsJs, playlists, startPosition));
  holdStartRung(hls, HlsJs);
  return hls;
}
