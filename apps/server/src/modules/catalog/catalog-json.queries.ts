import { schema } from '@releve/db';
import { sql } from 'drizzle-orm';

/*
 * The catalogue repository's two big reads, as JSON: used by catalog.repository.ts only.
 */
const { mediaItem, playlistItem } = schema;

/** A media item as the catalogue reads it; the video asset (so any stream location) is never read. */
export interface MediaRow {
  id: string;
  title: string;
  description: string;
  durationSeconds: number;
  /** Publication time in seconds since the epoch. */
  pubdate: number;
  contentType: string;
  genre: string | null;
  rating: string | null;
  tags: string[];
  cardTags: string[];
  productIds: string | null;
  posterId: string | null;
  backgroundPosterId: string | null;
  seriesId: string | null;
  seasonNumber: number | null;
  episodeNumber: number | null;
  trailerId: string | null;
  liveChannelId: string | null;
  eventState: string | null;
  scheduledStart: Date | null;
  scheduledEnd: Date | null;
  body: string | null;
  channelLogoPosterId: string | null;
}

type Json = string | number | null | string[];
const orNullDate = (value: Json) => (typeof value === 'string' ? new Date(value) : null);

/*
 * Media rows come as JSON arrays of arrays: PGlite decodes a result field by field in JavaScript
 * (about 0.8 s for 5,000 rows of 22 columns here), while one JSON text and JSON.parse take a fifth
 * of that; PostgreSQL is quick either way. Columns go by position, so the list in the query and the
 * decoder below change together.
 *
 * A page of rows per statement, in id order, not the whole table at once: PGlite builds the text in
 * its WebAssembly memory, which grows to the largest answer and never shrinks, so one text of
 * 50,000 rows kept the server that much larger for good (decision 019).
 */
export const MEDIA_PAGE_ROWS = 5_000;

/**
 * The next `limit` media rows after `afterId` (from the first when null) that members see at `now`, as
 * one JSON text: drafts are the studio's, and a class scheduled for later is left out until its time
 * (decision 038).
 */
export function mediaPageAsJson(afterId: string | null, limit: number, now: Date) {
  const after = afterId === null ? sql`true` : sql`${mediaItem.id} > ${afterId}`;
  // The page is a subquery named as the table, so the columns below read from it.
  return sql`select coalesce(json_agg(json_build_array(
  ${mediaItem.id}, ${mediaItem.title}, ${mediaItem.description}, ${mediaItem.durationSeconds},
  floor(extract(epoch from ${mediaItem.publishedAt}))::bigint, ${mediaItem.contentType}, ${mediaItem.genre},
  ${mediaItem.rating}, ${mediaItem.tags}, ${mediaItem.cardTags}, ${mediaItem.productIds}, ${mediaItem.posterId},
  ${mediaItem.backgroundPosterId}, ${mediaItem.seriesId}, ${mediaItem.seasonNumber}, ${mediaItem.episodeNumber},
  ${mediaItem.trailerId}, ${mediaItem.liveChannelId}, ${mediaItem.eventState}, ${mediaItem.scheduledStart},
  ${mediaItem.scheduledEnd}, ${mediaItem.body}, ${mediaItem.channelLogoPosterId}) order by ${mediaItem.id}), '[]')::text as rows
  from (select * from ${mediaItem} where ${after} and ${mediaItem.state} = 'published'
    and ${mediaItem.publishedAt} <= ${now.toISOString()}::timestamptz order by ${mediaItem.id} limit ${limit}) as ${mediaItem}`;
}

export function toMediaRow(row: Json[]): MediaRow {
  const [id, title, description, duration, pubdate, contentType, genre, rating, tags, cardTags, ...rest] =
    row;
  const [productIds, posterId, backgroundPosterId, seriesId, season, episode, ...more] = rest;
  const [trailerId, liveChannelId, eventState, scheduledStart, scheduledEnd, body, channelLogoPosterId] =
    more;
  return {
    id: id as string,
    title: title as string,
    description: description as string,
    durationSeconds: duration as number,
    pubdate: pubdate as number,
    contentType: contentType as string,
    genre: genre as string | null,
    rating: rating as string | null,
    tags: tags as string[],
    cardTags: cardTags as string[],
    productIds: productIds as string | null,
    posterId: posterId as string | null,
    backgroundPosterId: backgroundPosterId as string | null,
    seriesId: seriesId as string | null,
    seasonNumber: season as number | null,
    episodeNumber: episode as number | null,
    trailerId: trailerId as string | null,
    liveChannelId: liveChannelId as string | null,
    eventState: eventState as string | null,
    scheduledStart: orNullDate(scheduledStart ?? null),
    scheduledEnd: orNullDate(scheduledEnd ?? null),
    body: body as string | null,
    channelLogoPosterId: (channelLogoPosterId ?? null) as string | null,
  };
}

/** Playlist items the same way: programs and hand-made playlists hold thousands of them. */
export const playlistItemsAsJson = sql`select coalesce(json_agg(json_build_array(
  ${playlistItem.playlistId}, ${playlistItem.mediaId}, ${playlistItem.unlocked})
  order by ${playlistItem.playlistId}, ${playlistItem.position}), '[]')::text as rows from ${playlistItem}`;
