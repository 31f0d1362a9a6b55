import { z } from 'zod';

/*
 * What members do with the catalogue (viewing.md §3, §4, §7, §9): favorites (bookmarks), progress
 * (video state), classes taken (watched videos), program state, and the player settings that follow them.
 */

/** Continue watching shows items watched more than 5% and less than 95%. */
export const CONTINUE_WATCHING_MIN = 0.05;
export const CONTINUE_WATCHING_MAX = 0.95;
/** Resume only strictly between these shares of the duration (the spec's minimum and maximum bounds). */
export const RESUME_MIN = CONTINUE_WATCHING_MIN;
export const RESUME_MAX = CONTINUE_WATCHING_MAX;
/** Almost complete at 95%, once per item. */
export const ALMOST_COMPLETE = 0.95;
/** The autoplay-next prompt shows when fewer seconds than this remain, once per item. */
export const AUTOPLAY_PROMPT_SECONDS = 10;
/** Favorites and history shelves hold at most 25; See All shows past 20. */
export const PERSONAL_SHELF_CAP = 25;
export const PERSONAL_SEE_ALL_OVER = 20;
/** Keep going: at most 50 items, none older than 30 days. */
export const KEEP_GOING_MAX = 50;
export const KEEP_GOING_DAYS = 30;
/** Watch Again: 5 dates on the first page, 4 more per load, newest first. */
export const WATCH_AGAIN_FIRST_DATES = 5;
export const WATCH_AGAIN_MORE_DATES = 4;
/** Progress and section state are saved at most once a second. */
export const SAVE_DEBOUNCE_MS = 1000;
/** Local watch history (visitors) keeps this many items. */
export const HISTORY_MAX = 50;
/** Playback speed: 0.25x to 2x in steps of 0.05. */
export const PLAYBACK_RATE_MIN = 0.25;
export const PLAYBACK_RATE_MAX = 2;
export const PLAYBACK_RATE_STEP = 0.05;

const mediaIdSchema = z.string().trim().min(1).max(64);
/** A media id, or a program video key `prog:course:section:playlistIndex:videoIndex:videoId`. */
export const videoKeySchema = z.string().trim().min(1).max(300);

export const bookmarkSchema = z.object({
  jwId: z.string(),
  title: z.string(),
  videoThumbnail: z.string().nullable(),
  duration: z.number(),
  /** Milliseconds since the epoch. */
  dateAdded: z.number(),
  pageUrl: z.string(),
});
export type Bookmark = z.infer<typeof bookmarkSchema>;

/** GET /api/users/{id}/bookmarks */
export const bookmarksAnswerSchema = z.object({ bookmarks: z.array(bookmarkSchema) });
/** POST and DELETE /api/users/{id}/bookmarks */
export const bookmarkBodySchema = z.object({
  mediaId: mediaIdSchema,
  pageUrl: z.string().max(2000).default(''),
});
export const bookmarkAnswerSchema = z.object({ bookmark: bookmarkSchema });

export const watchedVideoSchema = z.object({
  jwId: z.string(),
  title: z.string(),
  videoThumbnail: z.string().nullable(),
  duration: z.number(),
  dateAdded: z.number(),
});
export type WatchedVideo = z.infer<typeof watchedVideoSchema>;

/** GET /api/users/{id}/watched-videos: newest first. */
export const watchedVideosAnswerSchema = z.object({ videos: z.array(watchedVideoSchema) });
/** POST /api/users/{id}/watched-videos */
export const watchedVideoBodySchema = z.object({
  mediaId: mediaIdSchema,
  programId: z.string().max(120).nullish(),
});
export const watchedVideoAnswerSchema = z.object({ video: watchedVideoSchema });

export const videoStateSchema = z.object({
  mediaId: z.string(),
  lastTime: z.number(),
  duration: z.number(),
  completed: z.boolean(),
  programId: z.string().nullable(),
  /** ISO time. */
  updatedAt: z.string(),
});
export type VideoState = z.infer<typeof videoStateSchema>;

/** POST /api/users/{id}/video-state/{videoKey} */
export const videoStateBodySchema = z.object({
  mediaId: mediaIdSchema.optional(),
  lastTime: z.number().min(0).max(1_000_000),
  duration: z.number().positive().max(1_000_000),
  completed: z.boolean().optional(),
  programId: z.string().max(120).nullish(),
});
/** GET /api/users/{id}/video-state: every video the member has progress in, by video key. */
export const videoStatesAnswerSchema = z.object({ videoState: z.record(z.string(), videoStateSchema) });

/** POST /api/users/{id}/programs/{programId}/section-state */
export const sectionStateBodySchema = z.object({
  sectionState: z.record(z.string(), z.unknown()).refine((value) => JSON.stringify(value).length <= 20_000, {
    message: 'Section state is too large',
  }),
});
export const programStateSchema = z.object({
  sectionState: z.record(z.string(), z.unknown()),
  updatedAt: z.string(),
});
export const programStatesAnswerSchema = z.object({ programState: z.record(z.string(), programStateSchema) });

export const playerPreferencesSchema = z.object({
  mirror: z.boolean(),
  playbackRate: z.number().min(PLAYBACK_RATE_MIN).max(PLAYBACK_RATE_MAX),
  monoAudio: z.boolean(),
});
export type PlayerPreferences = z.infer<typeof playerPreferencesSchema>;
/** POST /api/users/{id}/player-preferences: any subset. */
export const playerPreferencesBodySchema = playerPreferencesSchema.partial();

/** Share of a video watched, 0 to 1. */
export const progressOf = (lastTime: number, duration: number) =>
  duration > 0 ? Math.min(1, Math.max(0, lastTime / duration)) : 0;

/** Continue watching: strictly between 5% and 95%. */
export const isInProgress = (progress: number) =>
  progress > CONTINUE_WATCHING_MIN && progress < CONTINUE_WATCHING_MAX;

/** Where to start a video: at progress x duration when resuming is allowed, else from the start. */
export function resumeTime(progress: number, duration: number): number {
  return progress > RESUME_MIN && progress < RESUME_MAX ? progress * duration : 0;
}

/** A member who never changed the player's settings gets these. */
export const defaultPlayerPreferences: PlayerPreferences = {
  mirror: false,
  playbackRate: 1,
  monoAudio: false,
};
/** GET and POST /api/users/{id}/player-preferences */
export const playerPreferencesAnswerSchema = z.object({ preferences: playerPreferencesSchema });

/** The member's library calls; `userId` is `me` or, for an admin, a member's id. */
export const libraryPaths = {
  bookmarks: (userId = 'me') => `/api/users/${encodeURIComponent(userId)}/bookmarks`,
  watchedVideos: (userId = 'me') => `/api/users/${encodeURIComponent(userId)}/watched-videos`,
  videoStates: (userId = 'me') => `/api/users/${encodeURIComponent(userId)}/video-state`,
  videoState: (videoKey: string, userId = 'me') =>
    `/api/users/${encodeURIComponent(userId)}/video-state/${encodeURIComponent(videoKey)}`,
  sectionState: (programId: string, userId = 'me') =>
    `/api/users/${encodeURIComponent(userId)}/programs/${encodeURIComponent(programId)}/section-state`,
  /** Which of a program's sections are open to the member, and what opens the others (decision 042). */
  programLocks: (programId: string, userId = 'me') =>
    `/api/users/${encodeURIComponent(userId)}/programs/${encodeURIComponent(programId)}/locks`,
  playerPreferences: (userId = 'me') => `/api/users/${encodeURIComponent(userId)}/player-preferences`,
} as const;

const sectionLockSchema = z.discriminatedUnion('reason', [
  z.object({ locked: z.literal(true), reason: z.literal('date'), opensAt: z.string() }),
  z.object({
    locked: z.literal(true),
    reason: z.literal('days'),
    days: z.number().int(),
    opensAt: z.string().nullable(),
  }),
  z.object({
    locked: z.literal(true),
    reason: z.literal('after-previous'),
    previousSectionId: z.string(),
    previousSectionName: z.string(),
  }),
]);

/**
 * GET /api/users/{id}/programs/{programId}/locks: the server's decision for each section of the program
 * (decision 042), by section id; a section not listed is open.
 */
export const programLocksSchema = z.object({
  programId: z.string(),
  startedAt: z.string().nullable(),
  locked: z.record(z.string(), sectionLockSchema),
});
export type ProgramLocks = z.infer<typeof programLocksSchema>;
