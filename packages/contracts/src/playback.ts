import { z } from 'zod';

/*
 * Playback (viewing.md §4, §7 content signing): the player asks for a token, then loads the HLS
 * manifest and segments with it. Tokens are short-lived, signed, and bound to one member and one media.
 */

/** A playback token lives at most 15 minutes; the web app reuses one for as long. */
export const PLAYBACK_TOKEN_SECONDS = 15 * 60;
export const UNAUTHORIZED = 'Unauthorized';

/** POST /api/media/{mediaId}/sign and /api/media/{mediaId}/sign/drm/{policy} */
export const signAnswerSchema = z.object({ entitled: z.boolean(), token: z.string() });
export type SignAnswer = z.infer<typeof signAnswerSchema>;

/** Where the player loads a video: every relative URL inside the manifests carries the token. */
export const playbackPaths = {
  sign: (mediaId: string) => `/api/media/${encodeURIComponent(mediaId)}/sign`,
  manifest: (token: string) => `/media/play/${token}/master.m3u8`,
  chapters: (token: string) => `/media/play/${token}/chapters.vtt`,
  /** Timeline preview sprites, indexed by a WebVTT file. */
  thumbnails: (token: string) => `/media/play/${token}/thumbnails.vtt`,
} as const;

export const playerEventKinds = ['start', 'view', 'q25', 'q50', 'q75', 'complete'] as const;
export type PlayerEventKind = (typeof playerEventKinds)[number];
/** The view ping is sent after 5 s of viewing. */
export const VIEW_PING_SECONDS = 5;

/** POST /api/player-events */
export const playerEventBodySchema = z.object({
  mediaId: z.string().trim().min(1).max(64),
  kind: z.enum(playerEventKinds),
  playbackId: z.string().trim().min(8).max(64),
  position: z.number().min(0).max(1_000_000).default(0),
});
