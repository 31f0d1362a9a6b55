import { z } from 'zod';
import { musicCountsSchema, tempoSuggestionSchema } from './music-counts';

/**
 * A class's video as the studio console sees it (decision 040). The states, in order:
 * `uploading` (studio-upload's tus upload; its percent is the upload's) → `queued` (waiting for the
 * packaging worker, with its place in the queue) → `packaging` (rendition by rendition, lowest first)
 * → `watchable` (the first rendition is ready: members may play it at that quality while the others
 * are made) → `ready`; or `failed`, with the reason in words and a Retry.
 */
export const VIDEO_STATES = ['uploading', 'queued', 'packaging', 'watchable', 'ready', 'failed'] as const;
export const packagingStateSchema = z.enum(VIDEO_STATES);
export type PackagingState = z.infer<typeof packagingStateSchema>;

/** The states members may play: the package's master playlist lists the renditions ready so far. */
export const PLAYABLE_VIDEO_STATES: readonly PackagingState[] = ['watchable', 'ready'];
export const isPlayableVideoState = (state: string): boolean =>
  (PLAYABLE_VIDEO_STATES as readonly string[]).includes(state);

/** What the packaging is doing now. */
export const PACKAGING_STAGES = ['probing', 'rendition', 'previews', 'finishing'] as const;

/** A packaging's progress, measured from ffmpeg's `-progress` output against the probed duration. */
export const videoProgressSchema = z.object({
  stage: z.enum(PACKAGING_STAGES),
  /** The rendition being made (`240p`), while stage is `rendition`. */
  rendition: z.string().nullable(),
  /** 1-based: the rendition's place in the ladder, and the ladder's length. */
  renditionNumber: z.number().int(),
  renditionCount: z.number().int(),
  /** 0 to 100: of the rendition being made, and of the whole packaging (renditions weighed by cost). */
  renditionPercent: z.number(),
  percent: z.number(),
  /** ffmpeg's speed for this rendition, in seconds of video per second (2.5 = 2.5x real time). */
  speed: z.number().nullable(),
  /** From the speed so far over the whole packaging; null until there is a speed to go by. */
  secondsLeft: z.number().nullable(),
});
export type VideoProgress = z.infer<typeof videoProgressSchema>;

/** One video, as the console's Video panel and Uploads page show it. */
export const studioVideoSchema = z.object({
  assetId: z.string(),
  state: packagingStateSchema,
  /** The class that plays it (or will, for a replacement: `replacesMediaId`). */
  mediaId: z.string().nullable(),
  replacesMediaId: z.string().nullable(),
  /** 1 = next to be packaged; only for `queued`. */
  queuePosition: z.number().int().nullable(),
  progress: videoProgressSchema.nullable(),
  /** Renditions members may play now (`240p`, `360p`...). */
  readyRenditions: z.array(z.string()),
  /** Why packaging failed, in words; only for `failed`. */
  error: z.string().nullable(),
  durationSeconds: z.number(),
  width: z.number(),
  height: z.number(),
  /** The file name of the captions uploaded, or null. */
  captionsName: z.string().nullable(),
  /** The chapters' marks, from the asset's chapters track. */
  chapters: z.array(z.object({ start: z.number(), title: z.string() })),
  /** The music's counts the studio set (none: the player shows no counts). */
  musicCounts: musicCountsSchema.nullable(),
  /** The tempo the packaging heard, for the studio to confirm or correct. */
  tempoSuggestion: tempoSuggestionSchema.nullable(),
  /** A camera angle of that video (decision 063): the class's own video it was filmed beside, and its name. */
  angleOf: z.string().nullable(),
  angleLabel: z.string().nullable(),
  updatedAt: z.string(),
});
export type StudioVideo = z.infer<typeof studioVideoSchema>;

/** GET .../angles: a class's video's camera angles, each as the console sees any video. */
export const studioAnglesSchema = z.object({ angles: z.array(studioVideoSchema) });
export type StudioAngles = z.infer<typeof studioAnglesSchema>;

/**
 * GET /api/studio/events (server-sent events, one stream per console tab): first `event: snapshot`
 * (every video not yet ready, and those ready in the last day), then `event: video` for each change,
 * made by any server process. Heartbeat comments every 20 s; EventSource reconnects by itself and
 * gets a fresh snapshot.
 */
export const studioSnapshotEventSchema = z.object({
  type: z.literal('snapshot'),
  videos: z.array(studioVideoSchema),
});
export const studioVideoEventSchema = z.object({ type: z.literal('video'), video: studioVideoSchema });
export const studioEventSchema = z.discriminatedUnion('type', [
  studioSnapshotEventSchema,
  studioVideoEventSchema,
]);
export type StudioEvent = z.infer<typeof studioEventSchema>;

export const studioVideoPaths = {
  events: '/api/studio/events',
  video: (assetId: string) => `/api/studio/videos/${encodeURIComponent(assetId)}`,
  retry: (assetId: string) => `/api/studio/videos/${encodeURIComponent(assetId)}/retry`,
  posterFrame: (assetId: string) => `/api/studio/videos/${encodeURIComponent(assetId)}/poster-frame`,
  posterImage: (assetId: string) => `/api/studio/videos/${encodeURIComponent(assetId)}/poster-image`,
  captions: (assetId: string) => `/api/studio/videos/${encodeURIComponent(assetId)}/captions`,
  chapters: (assetId: string) => `/api/studio/videos/${encodeURIComponent(assetId)}/chapters`,
  counts: (assetId: string) => `/api/studio/videos/${encodeURIComponent(assetId)}/counts`,
  /** DELETE: a camera angle (decision 063) goes, with its files. */
  angle: (assetId: string) => `/api/studio/videos/${encodeURIComponent(assetId)}/angle`,
  /** GET: the camera angles filmed beside a class's video, oldest first (the console's Angles panel). */
  angles: (assetId: string) => `/api/studio/videos/${encodeURIComponent(assetId)}/angles`,
  /** The video's master playlist for the console's own player (the Counts panel's tap-along). */
  previewVideo: (assetId: string) => `/api/studio/videos/${encodeURIComponent(assetId)}/previews/master.m3u8`,
  /** The preview sprite's WebVTT index and images, for the poster's frame picker. */
  previews: (assetId: string) => `/api/studio/videos/${encodeURIComponent(assetId)}/previews/thumbnails.vtt`,
} as const;

/** POST .../poster-frame: the frame at this second (of the preview sprite's timeline) becomes the poster. */
export const posterFrameSchema = z.strictObject({ seconds: z.number().finite().min(0) });
export type PosterFrame = z.infer<typeof posterFrameSchema>;

/** An uploaded poster image: at most 10 MB, JPEG, PNG or WebP (checked by its content). */
export const POSTER_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** Uploaded captions: at most 1 MB of WebVTT. */
export const CAPTIONS_MAX_BYTES = 1024 * 1024;
export const CHAPTER_TITLE_MAX = 120;
export const CHAPTERS_MAX = 200;

/** One chapter mark: where it starts (seconds) and its title. */
export const chapterMarkSchema = z.strictObject({
  start: z.number().finite().min(0, 'A chapter cannot start before the class does'),
  title: z
    .string()
    .trim()
    .min(1, 'Every chapter needs a title')
    .max(CHAPTER_TITLE_MAX, `A chapter title has at most ${CHAPTER_TITLE_MAX} characters`),
});
export type ChapterMark = z.infer<typeof chapterMarkSchema>;

/**
 * PUT .../chapters: the whole list, sorted by start, no two at the same second (the server also
 * checks each start is within the class's duration).
 */
export const chapterListSchema = z
  .strictObject({
    chapters: z.array(chapterMarkSchema).max(CHAPTERS_MAX, `At most ${CHAPTERS_MAX} chapters`),
  })
  .superRefine(({ chapters }, context) => {
    chapters.forEach((chapter, i) => {
      const previous = chapters[i - 1];
      if (previous && chapter.start <= previous.start) {
        context.addIssue({
          code: 'custom',
          path: ['chapters', i, 'start'],
          message: 'Chapters must be in order, each starting after the one before',
        });
      }
    });
  });
export type ChapterList = z.infer<typeof chapterListSchema>;

export const NOT_RETRYABLE = 'Only a video whose packaging failed can be retried';
export const NO_SOURCE_TO_RETRY = 'The uploaded file is gone: upload the video again';
export const VIDEO_NOT_FOUND = 'No such video';
export const NOT_PACKAGED_YET = 'The video is not watchable yet: wait for its first rendition';
export const chapterPastEnd = (seconds: number) =>
  `A chapter starts after the class ends (${Math.floor(seconds)} s)`;
export const countPastEnd = (seconds: number) =>
  `A tempo or its first count is after the class ends (${Math.floor(seconds)} s)`;
export const POSTER_IMAGE_TYPE = 'The poster must be a JPEG, PNG or WebP image';
export const POSTER_IMAGE_TOO_BIG = 'The poster image is larger than 10 MB';
export const POSTER_IMAGE_TOO_SMALL = 'The poster image must be at least 320 pixels wide';
export const CAPTIONS_TOO_BIG = 'The captions file is larger than 1 MB';
export const POSTER_FRAME_PAST_END = 'That moment is past the end of the class';
