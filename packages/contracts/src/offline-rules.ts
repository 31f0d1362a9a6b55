/*
 * Offline classes (decision 064): where the studio allows it, a member downloads one rendition of a
 * class into the browser and plays it without a network while a licence lasts. The licence is the
 * server's word that the member may play the class now (the playback access rules); it is renewed
 * whenever the member is online and lapses after the studio's number of days offline.
 * Kept free of zod: the service worker and the player's chunk use these rules.
 */

/** Days a download plays offline after its licence was last renewed, unless the studio says. */
export const DEFAULT_OFFLINE_DAYS = 30;
export const MAX_OFFLINE_DAYS = 365;
const DAY_MS = 24 * 60 * 60 * 1000;
/** A licence younger than this is not renewed again at start-up (one call a day per download). */
export const LICENCE_RENEW_AFTER_MS = 12 * 60 * 60 * 1000;

/** The site config's switch (`downloads`): no class, every class, or the classes it lists (by media id). */
export interface DownloadsSettings {
  classes: 'none' | 'all' | string[];
  offlineDays: number;
}
export const DOWNLOADS_OFF: DownloadsSettings = { classes: 'none', offlineDays: DEFAULT_OFFLINE_DAYS };

/** Whether the studio lets members download this class (the server refuses, the player hides the button). */
export function downloadAllowed(settings: DownloadsSettings | undefined, mediaId: string): boolean {
  const classes = settings?.classes ?? 'none';
  if (classes === 'all') return true;
  if (classes === 'none') return false;
  return classes.includes(mediaId);
}

/** When a licence issued at `issuedAt` (ms) stops playing offline. */
export function licenceExpiry(issuedAt: number, offlineDays: number): number {
  return issuedAt + offlineDays * DAY_MS;
}

export interface OfflineLicence {
  mediaId: string;
  /** Milliseconds since the epoch. */
  issuedAt: number;
  expiresAt: number;
}

/**
 * What a stored licence allows at `now`: `play` (and `renew` too once it is half a day old), or
 * `expired`. A licence issued in the future (the clock was set back to stretch it) is expired.
 */
export function licenceState(licence: OfflineLicence, now: number): 'play' | 'renew' | 'expired' {
  if (now >= licence.expiresAt || now < licence.issuedAt - DAY_MS) return 'expired';
  return now - licence.issuedAt >= LICENCE_RENEW_AFTER_MS ? 'renew' : 'play';
}

/** The licence's refusal when the studio does not allow this class offline. */
export const DOWNLOAD_NOT_ALLOWED = 'The studio does not allow this class to be downloaded';

/** The renditions a member chooses between: the smallest, or the best at most this many lines. */
export const DOWNLOAD_QUALITIES = ['small', 'good'] as const;
export type DownloadQuality = (typeof DOWNLOAD_QUALITIES)[number];
const GOOD_MAX_HEIGHT = 720;

export interface Rendition {
  /** Its playlist, as the master playlist names it (`360p/index.m3u8`). */
  uri: string;
  bandwidth: number;
  height?: number;
}

/** The rendition a quality takes: `small` the least bandwidth, `good` the tallest up to 720 lines. */
export function pickRendition(renditions: Rendition[], quality: DownloadQuality): Rendition | undefined {
  const byBandwidth = [...renditions].sort((a, b) => a.bandwidth - b.bandwidth);
  if (quality === 'small') return byBandwidth[0];
  const fitting = byBandwidth.filter((rendition) => (rendition.height ?? 0) <= GOOD_MAX_HEIGHT);
  return fitting.at(-1) ?? byBandwidth[0];
}

/**
 * Where a download's files are kept and played from: under the play path with a token no server
 * issues (`~` is not in base64url), so the player plays it as any source and the service worker
 * answers it from the browser's cache.
 */
export const OFFLINE_TOKEN_PREFIX = 'offline~';
export const offlineToken = (mediaId: string) => `${OFFLINE_TOKEN_PREFIX}${encodeURIComponent(mediaId)}`;

export const downloadPaths = {
  licence: (mediaId: string) => `/api/downloads/${encodeURIComponent(mediaId)}/licence`,
} as const;
