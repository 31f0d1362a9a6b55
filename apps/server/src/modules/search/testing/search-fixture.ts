import { type Db, schema } from '@releve/db';

type MediaInsert = typeof schema.mediaItem.$inferInsert;

let day = 0;
/** A class published one day after the previous one, so "newest first" is the insertion order reversed. */
export function searchClass(
  id: string,
  title: string,
  tags: string[] = [],
  overrides: Partial<MediaInsert> = {},
) {
  day += 1;
  return {
    id,
    title,
    tags,
    publishedAt: new Date(Date.UTC(2026, 0, 1) + day * 86_400_000),
    contentType: 'video',
    ...overrides,
  } satisfies MediaInsert;
}

/** A catalogue where a dancer's misspellings have one obvious answer each, among near neighbours. */
export const searchMedia: MediaInsert[] = [
  searchClass('balbasic', 'Ballet Basics at the Barre', ['ballet', 'beginner']),
  searchClass('ballet02', 'Ballet Centre Work', ['ballet', 'intermediate']),
  searchClass('barrebrn', 'Barre Burn', ['barre', 'cardio']),
  searchClass('barrestr', 'Barre Stretch for Tight Hips', ['barre', 'stretch']),
  searchClass('stretch1', 'Deep Stretch', ['stretch', 'flexibility']),
  searchClass('pointew1', 'Pointe Work for Strong Feet', ['pointe']),
  searchClass('pointep1', 'Pointe Prep', ['pointe', 'beginner']),
  searchClass('adagio01', 'Adagio: Slow Control', ['adagio', 'balance']),
  searchClass('adage001', 'Grand Allegro Jumps', ['allegro', 'jumps']),
  searchClass('pirouet1', 'Pirouette Clinic', ['turns']),
  searchClass('pilates1', 'Pilates Core', ['pilates', 'core']),
  searchClass('plies001', 'Pliés and Tendus', ['barre', 'beginner']),
  searchClass('cardio01', 'Cardio Dance Party', ['cardio']),
  // Never found: a trailer, a class not yet published, a live class the studio unpublished.
  searchClass('trailer1', 'Ballet Basics Trailer', ['ballet'], { contentType: 'trailer' }),
  searchClass('future01', 'Ballet Tomorrow', ['ballet'], { publishedAt: new Date('2099-01-01T00:00:00Z') }),
  searchClass('unpub001', 'Ballet Unpublished', ['ballet'], { eventState: 'unpublished-live' }),
];

/** Playlists, programs (one a draft, with a module of its own) and collections around the same words. */
export async function insertSearchFixture(db: Db) {
  await db.insert(schema.mediaItem).values(searchMedia);
  await db.insert(schema.playlist).values([
    { id: 'pl-adagio', title: 'Adagio Essentials', tags: ['adagio'], description: 'Slow, controlled work.' },
    {
      id: 'pl-stretch',
      title: 'Stretch Sessions',
      tags: ['stretch'],
      description: 'Flexibility at the barre.',
    },
    { id: 'pl-draftmod', title: 'Secret Ballet Module', description: '' },
  ]);
  await db.insert(schema.section).values({ id: 'sec-draft', name: 'Draft Section' });
  await db
    .insert(schema.sectionPlaylist)
    .values({ sectionId: 'sec-draft', position: 0, playlistId: 'pl-draftmod' });
  await db.insert(schema.program).values([
    { id: 'ballet-basics', name: 'Ballet Basics', shortDescription: 'Start ballet from the first position.' },
    { id: 'pointe-journey', name: 'Journey to Pointe', shortDescription: 'Strong feet, then pointe work.' },
    { id: 'ballet-draft', name: 'Ballet Masterclass', type: 'draft', shortDescription: 'Coming soon.' },
  ]);
  await db
    .insert(schema.programSection)
    .values({ programId: 'ballet-draft', position: 0, sectionId: 'sec-draft' });
  await db.insert(schema.collection).values([
    { id: 'col-barre', name: 'Barre Favourites' },
    { id: 'col-ballet', name: 'Ballet Classics' },
  ]);
}
