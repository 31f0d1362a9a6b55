import { clipForTopic, generalPoster, topicPosters } from './media-pools';
import type { Random } from './random';
import { DAY_MS, MEMBER_OFFER, type MediaRow, type SeasonRow, type SeriesRow } from './rows';

interface SeriesPlan {
  title: string;
  description: string;
  topic: string;
  genre: string;
  seasons: readonly string[];
  /** Episode titles are drawn from these, in order. */
  episodes: readonly string[];
}

const seriesPlans: readonly SeriesPlan[] = [
  {
    title: 'Ballet Vocabulary A to Z',
    description: 'One ballet term per episode: what it means, where it comes from and how to dance it.',
    topic: 'centre-work',
    genre: 'Ballet',
    seasons: ['A to F', 'G to O', 'P to Z'],
    episodes: [
      'Arabesque',
      'Assemblé',
      'Battement',
      'Cabriole',
      'Changement',
      'Développé',
      'Échappé',
      'Fondu',
      'Frappé',
      'Glissade',
      'Grand Jeté',
      'Jeté',
      'Passé',
      'Pas de Bourrée',
      'Pas de Chat',
      'Piqué',
      'Plié',
      'Relevé',
      'Rond de Jambe',
      'Sissonne',
      'Soutenu',
      'Temps Levé',
      'Tendu',
      'Tour en l’Air',
    ],
  },
  {
    title: 'Inside the Studio',
    description:
      'Behind the scenes at Pirouette House: rehearsals, costumes and the people who make the classes.',
    topic: 'contemporary',
    genre: 'Documentary',
    seasons: ['Opening Night', 'On Tour'],
    episodes: [
      'Meet the Teachers',
      'A Day at the Barre',
      'The Costume Room',
      'Notes from the Pianist',
      'Building a Class',
      'Rehearsal Week',
      'Opening Night Nerves',
      'Packing the Shoes',
      'Backstage in Lisbon',
      'Class on the Road',
      'The Last Bow',
      'Home Again',
    ],
  },
  {
    title: 'Pointe Shoe Stories',
    description: 'Fittings, breaking in, darning and ribbons: everything about the shoes that lift a dancer.',
    topic: 'pointe',
    genre: 'Ballet',
    seasons: ['Fitting and Breaking In', 'Care and Craft', 'Shoes on Stage', 'Questions from Members'],
    episodes: [
      'Your First Fitting',
      'Boxes and Shanks',
      'Breaking In Gently',
      'Sewing Ribbons',
      'Elastics That Stay Put',
      'Darning the Platform',
      'Making Shoes Last',
      'Quiet Shoes',
      'Shoes for Performances',
      'Changing Brands',
      'Toe Pads and Spacers',
      'Your Questions Answered',
      'When to Retire a Pair',
      'A Visit to the Maker',
    ],
  },
  {
    title: 'Choreography Diaries',
    description: 'Watch a new piece grow from the first idea to the final run, one rehearsal at a time.',
    topic: 'lyrical',
    genre: 'Dance Styles',
    seasons: ['The First Piece', 'The Second Piece'],
    episodes: [
      'Choosing the Music',
      'First Phrases',
      'Finding the Shape',
      'Spacing',
      'Cutting and Keeping',
      'The Run-through',
      'Lighting the Stage',
      'Premiere',
      'A Blank Page Again',
      'Working in Pairs',
      'Costume Fittings',
      'Final Rehearsal',
    ],
  },
];

export interface DemoSeries {
  media: MediaRow[];
  series: SeriesRow[];
  seasons: SeasonRow[];
}

/** Series with 2-4 seasons of episodes, each series' page being its own `series` media item. */
export function generateSeries(
  random: Random,
  nextId: () => string,
  now: Date,
  trailerIds: string[],
): DemoSeries {
  const out: DemoSeries = { media: [], series: [], seasons: [] };
  seriesPlans.forEach((plan, planIndex) => {
    const seriesId = nextId();
    const mediaId = nextId();
    const startedMs = now.getTime() - (400 + planIndex * 150) * DAY_MS;
    out.media.push({
      id: mediaId,
      title: plan.title,
      description: plan.description,
      publishedAt: new Date(startedMs),
      contentType: 'series',
      genre: plan.genre,
      tags: ['series', plan.topic],
      posterId: generalPoster('Series'),
      backgroundPosterId: random.pick(topicPosters(plan.topic)),
      seriesId,
      trailerId: trailerIds[planIndex % trailerIds.length] ?? null,
      productIds: MEMBER_OFFER,
    });
    out.series.push({ id: seriesId, mediaId });
    let episodeTitle = 0;
    plan.seasons.forEach((seasonTitle, seasonIndex) => {
      const seasonNumber = seasonIndex + 1;
      out.seasons.push({ seriesId, seasonNumber, title: seasonTitle });
      const episodeCount = Math.max(3, Math.floor(plan.episodes.length / plan.seasons.length));
      for (let episodeNumber = 1; episodeNumber <= episodeCount; episodeNumber++) {
        const title = plan.episodes[episodeTitle++ % plan.episodes.length] as string;
        const minutes = random.int(6, 25);
        out.media.push({
          id: nextId(),
          title,
          description: `${plan.title}, season ${seasonNumber}, episode ${episodeNumber}: ${title}.`,
          durationSeconds: minutes * 60 + random.int(0, 59),
          publishedAt: new Date(startedMs + (seasonIndex * 60 + episodeNumber * 7) * DAY_MS),
          contentType: 'episode',
          genre: plan.genre,
          tags: ['episode', plan.topic],
          posterId: random.pick(topicPosters(plan.topic)),
          seriesId,
          seasonNumber,
          episodeNumber,
          // The first episode of each series is free to watch: a taste for visitors.
          productIds: seasonNumber === 1 && episodeNumber === 1 ? null : MEMBER_OFFER,
          videoAssetId: clipForTopic(plan.topic).id,
        });
      }
    });
  });
  return out;
}
