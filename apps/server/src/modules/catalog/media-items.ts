import { type Image, type MediaItem, mediaStatusOf, POSTER_WIDTHS, slugify } from '@releve/contracts';
import type { MediaRow } from './catalog.repository';

/**
 * A media row as the snapshot keeps it: tags and content type interned (the same strings shared by
 * every item). MediaItem answers are built from it when asked for, so 50,000 classes cost one small
 * object each.
 */
export type MediaRecord = MediaRow;

/** Shares equal strings, so 50,000 items carrying "barre" hold one "barre". */
export class StringInterner {
  private readonly seen = new Map<string, string>();
  intern(value: string): string {
    const found = this.seen.get(value);
    if (found !== undefined) return found;
    this.seen.set(value, value);
    return value;
  }
  internAll(values: string[]): string[] {
    return values.map((value) => this.intern(value));
  }
}

/**
 * Turns a freshly read row into the snapshot's record in place: no copy of 50,000 objects. A content
 * type Relevé does not know is kept: the web app decides whether the default screen can show it.
 */
export function toMediaRecord(row: MediaRow, interner: StringInterner): MediaRecord {
  row.contentType = interner.intern(row.contentType);
  row.tags = interner.internAll(row.tags);
  row.cardTags = interner.internAll(row.cardTags);
  if (row.genre !== null) row.genre = interner.intern(row.genre);
  if (row.rating !== null) row.rating = interner.intern(row.rating);
  return row as MediaRecord;
}

/** `/media/posters/{posterId}/{width}.{webp|jpg}`, served by the posters route. */
export function posterUrl(posterId: string, width: number, format: 'webp' | 'jpg'): string {
  return `/media/posters/${posterId}/${width}.${format}`;
}

/** The poster shown by default: the 640 px JPEG. */
export function posterImage(posterId: string | null): string | null {
  return posterId ? posterUrl(posterId, 640, 'jpg') : null;
}

/** Every width in WebP, then every width in JPEG, so a client builds one srcset per type. */
export function posterImages(posterId: string | null): Image[] {
  if (!posterId) return [];
  return [
    ...POSTER_WIDTHS.map((width) => ({
      src: posterUrl(posterId, width, 'webp'),
      width,
      type: 'image/webp' as const,
    })),
    ...POSTER_WIDTHS.map((width) => ({
      src: posterUrl(posterId, width, 'jpg'),
      width,
      type: 'image/jpeg' as const,
    })),
  ];
}

/** `provider:id` offers, comma separated; a leading `!` marks a premier offer. */
export function mediaOffersOf(productIds: string | null): MediaItem['mediaOffers'] {
  if (!productIds) return [];
  return productIds
    .split(',')
    .map((offer) => offer.trim())
    .filter((offer) => offer !== '' && offer !== '!')
    .map((offer) =>
      offer.startsWith('!') ? { offerId: offer.slice(1), premier: true } : { offerId: offer, premier: false },
    );
}

export function mediaLink(id: string, title: string): string {
  const slug = slugify(title);
  return slug ? `/m/${id}/${slug}` : `/m/${id}`;
}

/**
 * Each record's link, made once: a record never changes (a new snapshot brings new records), and the
 * slug's regular expressions cost more than the rest of a media item (favorites and the week plan
 * build one per class at each call).
 */
const links = new WeakMap<MediaRecord, string>();
function linkOf(record: MediaRecord): string {
  let link = links.get(record);
  if (link === undefined) {
    link = mediaLink(record.id, record.title);
    links.set(record, link);
  }
  return link;
}

/** What a favorite or a class taken shows of a class: a small part of the item, built at each call. */
export type MediaSummary = Pick<MediaItem, 'mediaid' | 'title' | 'image' | 'duration' | 'link'>;

export function toMediaSummary(record: MediaRecord): MediaSummary {
  return {
    mediaid: record.id,
    title: record.title,
    image: posterImage(record.posterId),
    duration: record.durationSeconds,
    link: linkOf(record),
  };
}

/** The spec's media item, as the video platform shaped it; `feedid` names the playlist it was read from. */
export function toMediaItem(
  record: MediaRecord,
  feedid: string | null,
  now: number,
  freelyPlayable: boolean,
): MediaItem {
  const image = posterImage(record.posterId);
  return {
    mediaid: record.id,
    title: record.title,
    description: record.description,
    duration: record.durationSeconds,
    pubdate: record.pubdate,
    image,
    cardImage: image,
    backgroundImage: record.backgroundPosterId ? posterUrl(record.backgroundPosterId, 1280, 'jpg') : null,
    // WebP keeps a logo's transparency.
    channelLogoImage: record.channelLogoPosterId ? posterUrl(record.channelLogoPosterId, 320, 'webp') : null,
    images: posterImages(record.posterId),
    genre: record.genre,
    rating: record.rating,
    tags: record.tags.join(','),
    cardTags: record.cardTags,
    productIds: record.productIds,
    mediaOffers: mediaOffersOf(record.productIds),
    contentType: record.contentType,
    mediaStatus: mediaStatusOf(record.eventState, record.scheduledStart, record.scheduledEnd, now),
    scheduledStart: record.scheduledStart?.toISOString() ?? null,
    scheduledEnd: record.scheduledEnd?.toISOString() ?? null,
    seriesId: record.seriesId,
    seasonNumber: record.seasonNumber,
    episodeNumber: record.episodeNumber,
    trailerId: record.trailerId,
    liveChannelsId: record.liveChannelId,
    markdown: record.body,
    feedid,
    link: linkOf(record),
    freelyPlayable,
  };
}

/**
 * When the status of some item next changes on its own (a scheduled start or end passing), so
 * answers computed before then can be dropped; Infinity when nothing is scheduled.
 */
export function nextStatusChange(records: readonly MediaRecord[], now: number): number {
  let next = Number.POSITIVE_INFINITY;
  for (const record of records) {
    if (record.eventState !== 'pre-live' && record.eventState !== 'unpublished-live') continue;
    for (const time of [record.scheduledStart, record.scheduledEnd]) {
      const at = time?.getTime();
      if (at !== undefined && at > now && at < next) next = at;
    }
  }
  return next;
}
