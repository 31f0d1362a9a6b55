/*
 * The catalogue's constants and pure rules, free of zod so the web app's first script can use them.
 */

/** Poster widths (viewing.md §9); every poster exists at each, as WebP and JPEG. */
export const POSTER_WIDTHS = [320, 640, 1280] as const;
/** Items per playlist page unless `page_limit` says otherwise. */
export const PLAYLIST_PAGE_SIZE = 20;
/** Most items one playlist page may hold. */
export const PLAYLIST_PAGE_MAX = 500;
/** Items this new or newer carry the newly-added tag. */
export const NEWLY_ADDED_DAYS = 7;

export const mediaStatuses = ['LIVE', 'SCHEDULED', 'VOD'] as const;
export type MediaStatus = (typeof mediaStatuses)[number];

/** `/m/{id}/{slug}`: the slug is the title in lowercase words joined by dashes. */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}

/** Program video key: `prog:{course}:{section}:{playlistIndex}:{videoIndex}:{videoId}`. */
export function programVideoKey(
  courseId: string,
  sectionId: string,
  playlistIndex: number,
  videoIndex: number,
  videoId: string,
): string {
  return `prog:${courseId}:${sectionId}:${playlistIndex}:${videoIndex}:${videoId}`;
}

export function parseProgramVideoKey(key: string) {
  const parts = key.split(':');
  if (parts.length !== 6 || parts[0] !== 'prog') return undefined;
  const [, courseId, sectionId, playlistIndex, videoIndex, videoId] = parts as [string, ...string[]];
  const p = Number(playlistIndex);
  const v = Number(videoIndex);
  if (!Number.isInteger(p) || !Number.isInteger(v) || p < 0 || v < 0) return undefined;
  return { courseId, sectionId, playlistIndex: p, videoIndex: v, videoId };
}

/** Newly added: published 7 days ago or less (viewing.md §5). */
export function isNewlyAdded(pubdateSeconds: number, now = Date.now()): boolean {
  const age = now - pubdateSeconds * 1000;
  return age >= 0 && age <= NEWLY_ADDED_DAYS * 86_400_000;
}

/**
 * Media status (viewing.md §4): LIVE when the event is live-published, or its start has passed and its
 * end is still ahead; SCHEDULED before going live or when unpublished; VOD otherwise.
 */
export function mediaStatusOf(
  eventState: string | null,
  scheduledStart: Date | null,
  scheduledEnd: Date | null,
  now = Date.now(),
): MediaStatus {
  if (eventState === 'live-published') return 'LIVE';
  if (eventState === 'pre-live' || eventState === 'unpublished-live') {
    const started = scheduledStart !== null && scheduledStart.getTime() <= now;
    const ongoing = scheduledEnd === null || scheduledEnd.getTime() > now;
    return started && ongoing && eventState === 'pre-live' ? 'LIVE' : 'SCHEDULED';
  }
  return 'VOD';
}

/** Only LIVE and VOD media can be played. */
export const isPlayableStatus = (status: MediaStatus) => status !== 'SCHEDULED';
