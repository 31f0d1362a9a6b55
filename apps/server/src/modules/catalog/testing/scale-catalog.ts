import { type Db, schema } from '@releve/db';

/**
 * A large, plain catalogue for measuring the snapshot and the routes at scale (5,000 or 50,000
 * classes) when the demo studio's seed is not wanted: realistic proportions (tags, tag and hand
 * playlists, programs, series, shelves), not realistic words.
 */
const TOPICS = [
  'barre',
  'ballet',
  'stretch',
  'cardio',
  'pointe',
  'adagio',
  'allegro',
  'jumps',
  'turns',
  'core',
  'arms',
  'feet',
  'posture',
  'flexibility',
  'strength',
  'balance',
  'jazz',
  'contemporary',
  'mobility',
  'recovery',
  'beginner',
  'intermediate',
  'advanced',
  'quick',
];
const BATCH = 1_000;
const id8 = (prefix: string, n: number) => `${prefix}${n.toString(36).padStart(8 - prefix.length, '0')}`;

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += BATCH) await insert(rows.slice(start, start + BATCH));
}

export async function insertScaleCatalog(db: Db, classes: number, today = new Date()): Promise<void> {
  const now = today.getTime();
  const media = Array.from({ length: classes }, (_, n) => ({
    id: id8('c', n),
    title: `${TOPICS[n % TOPICS.length]} class number ${n}`,
    description: `A ${5 + (n % 71)} minute class working on ${TOPICS[n % TOPICS.length]} and ${TOPICS[(n * 7) % TOPICS.length]}, with a warm-up, centre work and a cool-down at the end.`,
    durationSeconds: (5 + (n % 71)) * 60,
    publishedAt: new Date(now - n * 3_600_000 * 9),
    tags: [TOPICS[n % TOPICS.length]!, TOPICS[(n * 7) % TOPICS.length]!, TOPICS[20 + (n % 4)]!],
    productIds: '!sandbox:on-demand',
    posterId: `poster${(n % 40).toString().padStart(2, '0')}`,
  }));
  await insertInBatches(media, (batch) => db.insert(schema.mediaItem).values(batch));

  const seriesCount = 10;
  const episodes = Array.from({ length: seriesCount }, (_, s) => [
    {
      id: id8('s', s),
      title: `Series ${s}`,
      contentType: 'series',
      seriesId: `series-${s}`,
      publishedAt: today,
    },
    ...Array.from({ length: 24 }, (_, e) => ({
      id: id8(`e${s}`, e),
      title: `Series ${s} episode ${e}`,
      contentType: 'episode',
      seriesId: `series-${s}`,
      seasonNumber: 1 + Math.floor(e / 8),
      episodeNumber: 1 + (e % 8),
      publishedAt: today,
    })),
  ]).flat();
  await insertInBatches(episodes, (batch) => db.insert(schema.mediaItem).values(batch));
  await db
    .insert(schema.series)
    .values(Array.from({ length: seriesCount }, (_, s) => ({ id: `series-${s}`, mediaId: id8('s', s) })));

  const handPlaylists = Array.from({ length: 30 }, (_, p) => ({
    id: `hand-${p}`,
    title: `Hand picked ${p}`,
  }));
  await db
    .insert(schema.playlist)
    .values([
      ...TOPICS.map((topic) => ({ id: `topic-${topic}`, title: topic, kind: 'tags', tags: [topic] })),
      { id: 'trending', title: 'Trending', kind: 'tags', tags: ['turns', 'jumps', 'quick'] },
      ...handPlaylists,
    ]);
  const items = handPlaylists.flatMap((playlist, p) =>
    Array.from({ length: 40 }, (_, position) => ({
      playlistId: playlist.id,
      position,
      mediaId: media[(p * 131 + position * 17) % classes]!.id,
      unlocked: position === 0,
    })),
  );
  await insertInBatches(items, (batch) => db.insert(schema.playlistItem).values(batch));

  await db.insert(schema.section).values([
    ...Array.from({ length: 8 }, (_, s) => ({
      id: `sec-topic-${s}`,
      name: `Topic group ${s}`,
      listed: true,
      position: s,
    })),
    ...Array.from({ length: 25 }, (_, p) => ({ id: `sec-prog-${p}`, name: `Program ${p} month` })),
  ]);
  await db.insert(schema.sectionPlaylist).values([
    ...Array.from({ length: 8 }, (_, s) =>
      [0, 1, 2].map((position) => ({
        sectionId: `sec-topic-${s}`,
        position,
        playlistId: `topic-${TOPICS[s * 3 + position]}`,
      })),
    ).flat(),
    ...Array.from({ length: 25 }, (_, p) => ({
      sectionId: `sec-prog-${p}`,
      position: 0,
      playlistId: `hand-${p}`,
    })),
  ]);
  await db.insert(schema.program).values(
    Array.from({ length: 25 }, (_, p) => ({
      id: `program-${p}`,
      name: `Program ${p}`,
      type: p === 24 ? 'draft' : 'program',
      position: p,
    })),
  );
  await db.insert(schema.programSection).values(
    Array.from({ length: 25 }, (_, p) => ({
      programId: `program-${p}`,
      position: 0,
      sectionId: `sec-prog-${p}`,
    })),
  );
  await db.insert(schema.homeShelf).values([
    { name: 'Featured', type: 'featured', position: 0 },
    { name: 'Trending', type: 'playlist', itemId: 'trending', position: 1 },
    ...handPlaylists.slice(0, 10).map((playlist, n) => ({
      name: playlist.title,
      type: 'playlist',
      itemId: playlist.id,
      position: 2 + n,
    })),
  ]);
  await db.insert(schema.dailyClass).values(
    Array.from({ length: 14 }, (_, d) => ({
      day: new Date(now + (d - 3) * 86_400_000).toISOString().slice(0, 10),
      mediaId: media[d % classes]!.id,
    })),
  );
}
