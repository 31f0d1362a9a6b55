import { z } from 'zod';

/*
 * Playback (viewing.md §4, §7 content signing): the player asks for a token, then loads the HLS
 * manifest and segments with it. Tokens are short-lived, signed, and bound to one member and one media.
 */

/** A playback token lives at most 15 minutes; the web app reuses one for as long. */
export const PLAYBACK_TOKEN_SECONDS = 15 * 60;
export const UNAUTHORIZED = 'Unauthorized';

/**
 * The start playlists a sign answer may carry (decision 041): at most this many bytes of playlist
 * text (UTF-8), all of them together; a package whose two start playlists are larger sends none.
 */
export const START_PLAYLISTS_MAX_BYTES = 64 * 1024;

/** A playlist's signed path: `/media/play/{token}/master.m3u8` or `/media/play/{token}/240p/index.m3u8`. */
const SIGNED_PLAYLIST_PATH =
  /^\/media\/play\/[A-Za-z0-9_.-]+\/(?:[A-Za-z0-9_-]{1,32}\/)?[A-Za-z0-9_-]{1,64}\.m3u8$/;

/** Bytes of a text in UTF-8, as it travels. */
export const utf8Bytes = (text: string): number => new TextEncoder().encode(text).byteLength;

/**
 * POST /api/media/{mediaId}/sign and /api/media/{mediaId}/sign/drm/{policy}. With a ready video,
 * `playlists` holds the text of the master playlist and of the first (start) rendition's media
 * playlist, keyed by the signed paths the player would ask for them at (decision 041): the player
 * answers those two requests from memory. Every key carries the answer's own token; absent while the
 * video is only watchable (its playlists still change) or when the two weigh over
 * START_PLAYLISTS_MAX_BYTES.
 */
export const signAnswerSchema = z
  .object({
    entitled: z.boolean(),
    token: z.string(),
    playlists: z.record(z.string().regex(SIGNED_PLAYLIST_PATH), z.string()).optional(),
  })
  .superRefine((answer, context) => {
    if (!answer.playlists) return;
    const prefix = `/media/play/${answer.token}/`;
    let bytes = 0;
    for (const [path, text] of Object.entries(answer.playlists)) {
      if (!path.startsWith(prefix)) {
        context.addIssue({
          code: 'custom',
          path: ['playlists', path],
          message: 'must be signed with the token',
        });
      }
      bytes += utf8Bytes(text);
    }
    if (bytes > START_PLAYLISTS_MAX_BYTES) {
      context.addIssue({
        code: 'custom',
        path: ['playlists'],
        message: `must weigh at most ${START_PLAYLISTS_MAX_BYTES} bytes`,
      });
    }
  });
export type SignAnswer = z.infer<typeof signAnswerSchema>;

/** Where the player loads a video: every relative URL inside the manifests carries the token. */
export const playbackPaths = {
  sign: (mediaId: string) => `/api/media/${encodeURIComponent(mediaId)}/sign`,
  manifest: (token: string) => `/media/play/${token}/master.m3u8`,
  /** A file of the package, by its name in it (`240p/index.m3u8`). */
  file: (token: string, name: string) => `/media/play/${token}/${name}`,
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
