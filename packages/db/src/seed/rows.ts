import type * as schema from '../schema/catalog';

/** The rows of each catalogue table, as the seed writes them. */
export type MediaRow = typeof schema.mediaItem.$inferInsert;
export type VideoAssetRow = typeof schema.videoAsset.$inferInsert;
export type SeriesRow = typeof schema.series.$inferInsert;
export type SeasonRow = typeof schema.seriesSeason.$inferInsert;
export type PlaylistRow = typeof schema.playlist.$inferInsert;
export type PlaylistItemRow = typeof schema.playlistItem.$inferInsert;
export type CollectionRow = typeof schema.collection.$inferInsert;
export type CollectionPlaylistRow = typeof schema.collectionPlaylist.$inferInsert;
export type SectionRow = typeof schema.section.$inferInsert;
export type SectionPlaylistRow = typeof schema.sectionPlaylist.$inferInsert;
export type SectionCollectionRow = typeof schema.sectionCollection.$inferInsert;
export type ProgramRow = typeof schema.program.$inferInsert;
export type ProgramSectionRow = typeof schema.programSection.$inferInsert;
export type ProgramResourceRow = typeof schema.programResource.$inferInsert;
export type PromotedGroupRow = typeof schema.promotedGroup.$inferInsert;
export type PromotedGroupCollectionRow = typeof schema.promotedGroupCollection.$inferInsert;
export type FeaturedContentRow = typeof schema.featuredContent.$inferInsert;
export type HomeShelfRow = typeof schema.homeShelf.$inferInsert;
export type DailyClassRow = typeof schema.dailyClass.$inferInsert;
export type MagazineRow = typeof schema.magazine.$inferInsert;

/** Offer that unlocks member-only classes in the demo (the sandbox payment provider's on-demand product). */
export const MEMBER_OFFER = 'sandbox:on-demand';
/** Offer that unlocks live events. */
export const LIVE_OFFER = 'sandbox:live';

export const DAY_MS = 86_400_000;
