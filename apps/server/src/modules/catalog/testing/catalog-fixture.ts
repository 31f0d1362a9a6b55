import { type Db, schema } from '@releve/db';

/**
 * A small, exact catalogue for the catalogue's tests, inserted through Drizzle (independent of the
 * demo studio's seed): a few classes, hand-ordered and tag-based playlists, a series with seasons,
 * programs (one a draft), listed and program sections, a collection, featured tiles for several
 * audiences, home shelves and Classes of the Day around `today`.
 */

type MediaInsert = typeof schema.mediaItem.$inferInsert;

export const day = (base: string, offset: number) =>
  new Date(Date.parse(`${base}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);

/** A media row with plain defaults; tests name only what they check. */
export function mediaRow(id: string, overrides: Partial<MediaInsert> = {}): MediaInsert {
  return {
    id,
    title: `Class ${id}`,
    description: `About ${id}.`,
    durationSeconds: 600,
    publishedAt: new Date('2026-01-01T10:00:00Z'),
    contentType: 'video',
    ...overrides,
  };
}

export const fixtureMedia: MediaInsert[] = [
  mediaRow('barre001', {
    title: 'Barre Basics: Pliés & Tendus',
    durationSeconds: 1_800,
    publishedAt: new Date('2026-01-10T10:00:00Z'),
    tags: ['barre', 'beginner'],
    cardTags: ['Beginner'],
    genre: 'Barre',
    productIds: '!sandbox:on-demand,sandbox:day-pass',
    posterId: 'pbarre01',
    backgroundPosterId: 'bbarre01',
    videoAssetId: 'asset001',
  }),
  mediaRow('barre002', {
    title: 'Barre Burn',
    publishedAt: new Date('2026-01-12T10:00:00Z'),
    tags: ['barre', 'cardio'],
  }),
  mediaRow('stretch1', {
    title: 'Deep Stretch',
    durationSeconds: 900,
    publishedAt: new Date('2026-01-05T10:00:00Z'),
    tags: ['stretch'],
  }),
  mediaRow('cardio01', {
    title: 'Cardio Ballet',
    publishedAt: new Date('2026-01-15T10:00:00Z'),
    tags: ['cardio', 'beginner', 'barre'],
  }),
  mediaRow('pointe01', {
    title: 'Pointe Prep',
    publishedAt: new Date('2026-01-01T10:00:00Z'),
    tags: ['pointe'],
    videoAssetId: 'asset001',
  }),
  mediaRow('series01', {
    title: 'Ballet Foundations',
    contentType: 'series',
    seriesId: 'fnd',
    posterId: 'pseries1',
    publishedAt: new Date('2025-12-01T10:00:00Z'),
  }),
  mediaRow('ep1s1e01', { contentType: 'episode', seriesId: 'fnd', seasonNumber: 1, episodeNumber: 1 }),
  mediaRow('ep1s1e02', { contentType: 'episode', seriesId: 'fnd', seasonNumber: 1, episodeNumber: 2 }),
  mediaRow('ep1s2e01', { contentType: 'episode', seriesId: 'fnd', seasonNumber: 2, episodeNumber: 1 }),
  mediaRow('ep1s3e01', { contentType: 'episode', seriesId: 'fnd', seasonNumber: 3, episodeNumber: 1 }),
  mediaRow('live0001', {
    title: 'Live Barre Tomorrow',
    contentType: 'video',
    eventState: 'pre-live',
    scheduledStart: new Date('2099-01-01T18:00:00Z'),
    scheduledEnd: new Date('2099-01-01T19:00:00Z'),
  }),
  mediaRow('page0001', { title: 'Studio Etiquette', contentType: 'page', body: '# Be kind' }),
];

/** Inserts the fixture; `today` (YYYY-MM-DD, UTC) anchors the Classes of the Day. */
export async function insertCatalogFixture(db: Db, today: string): Promise<void> {
  await db
    .insert(schema.videoAsset)
    .values({ id: 'asset001', width: 1280, height: 720, durationSeconds: 60 });
  await db.insert(schema.mediaItem).values(fixtureMedia);
  await db.insert(schema.series).values({ id: 'fnd', mediaId: 'series01' });
  await db.insert(schema.seriesSeason).values([
    { seriesId: 'fnd', seasonNumber: 1, title: 'Getting Started' },
    { seriesId: 'fnd', seasonNumber: 2, title: 'Going Further' },
  ]);
  await db.insert(schema.playlist).values([
    { id: 'beginners', title: 'Beginners', freeTier: 'free', posterId: 'pbeginrs' },
    { id: 'sampler', title: 'Sampler', freeTier: 'sampler' },
    { id: 'barre-tags', title: 'All Barre', kind: 'tags', tags: ['barre'] },
    { id: 'everything', title: 'Everything', kind: 'tags', tags: ['barre', 'stretch', 'cardio', 'pointe'] },
    { id: 'bb-week1', title: 'Week 1' },
    { id: 'bb-week2', title: 'Week 2' },
  ]);
  await db.insert(schema.playlistItem).values([
    { playlistId: 'beginners', position: 0, mediaId: 'cardio01' },
    { playlistId: 'beginners', position: 1, mediaId: 'barre001' },
    { playlistId: 'sampler', position: 0, mediaId: 'stretch1' },
    { playlistId: 'bb-week1', position: 0, mediaId: 'barre001', unlocked: true },
    { playlistId: 'bb-week1', position: 1, mediaId: 'stretch1' },
    { playlistId: 'bb-week2', position: 0, mediaId: 'barre002' },
  ]);
  await db
    .insert(schema.collection)
    .values([{ id: 'col-start', name: 'Start Here', shortDescription: 'First steps', posterId: 'pcolstrt' }]);
  await db.insert(schema.collectionPlaylist).values([
    { collectionId: 'col-start', position: 0, playlistId: 'beginners' },
    { collectionId: 'col-start', position: 1, playlistId: 'sampler' },
  ]);
  await db.insert(schema.section).values([
    { id: 'sec-barre', name: 'Barre', listed: true, position: 0 },
    { id: 'sec-sorted', name: 'Sorted', listed: true, sortPlaylists: true, isPromoted: true, position: 1 },
    { id: 'sec-bb-1', name: 'The First Month', listed: false },
  ]);
  await db.insert(schema.sectionPlaylist).values([
    { sectionId: 'sec-barre', position: 0, playlistId: 'barre-tags' },
    { sectionId: 'sec-barre', position: 1, playlistId: 'beginners' },
    { sectionId: 'sec-sorted', position: 0, playlistId: 'sampler' },
    { sectionId: 'sec-sorted', position: 1, playlistId: 'beginners' },
    { sectionId: 'sec-bb-1', position: 0, playlistId: 'bb-week1' },
    { sectionId: 'sec-bb-1', position: 1, playlistId: 'bb-week2' },
  ]);
  await db
    .insert(schema.sectionCollection)
    .values({ sectionId: 'sec-barre', position: 0, collectionId: 'col-start' });
  await db.insert(schema.program).values([
    { id: 'draft-prog', name: 'Coming Soon', type: 'draft', position: 0 },
    { id: 'ballet-basics', name: 'Ballet Basics', sidebarName: 'Basics', position: 1, posterId: 'pbasics1' },
    { id: 'gentle-return', name: 'Gentle Return', groupName: 'Comebacks', position: 2 },
  ]);
  await db
    .insert(schema.programSection)
    .values({ programId: 'ballet-basics', position: 0, sectionId: 'sec-bb-1' });
  await db.insert(schema.programResource).values({
    id: 'res-guide',
    programId: 'ballet-basics',
    title: 'Practice Guide',
    fileKey: 'resources/res-guide.pdf',
    canDownload: true,
    fileSize: 12_345,
  });
  await db.insert(schema.promotedGroup).values({ id: 'grp-holiday', name: 'Holidays', icon: 'tulip' });
  await db
    .insert(schema.promotedGroupCollection)
    .values({ groupId: 'grp-holiday', position: 0, collectionId: 'col-start' });
  await db.insert(schema.featuredContent).values([
    { id: 'feat-all', title: 'For everyone', path: '/p/beginners', showTo: 'all', position: 0 },
    { id: 'feat-members', title: 'Members', path: '/programs', showTo: 'all-members', position: 1 },
    { id: 'feat-non', title: 'Try us', path: '/pricing', showTo: 'non-member', position: 2 },
    { id: 'feat-off', title: 'Switched off', path: '/', enabled: false, position: 3 },
  ]);
  await db.insert(schema.homeShelf).values([
    { name: 'Featured', type: 'featured', position: 0 },
    { name: 'Class of the Day', type: 'daily-classes', position: 1 },
    { name: 'Beginners', type: 'playlist', itemId: 'beginners', position: 2 },
    { name: 'Programs', type: 'programs', position: 3 },
  ]);
  await db.insert(schema.dailyClass).values([
    { day: day(today, -1), mediaId: 'pointe01' },
    { day: today, mediaId: 'barre001' },
    { day: day(today, 1), mediaId: 'stretch1' },
    { day: day(today, 6), mediaId: 'barre002' },
    { day: day(today, 7), mediaId: 'cardio01' },
  ]);
}
