import type { DemoClass } from './classes';
import { generalPoster, topicPosters } from './media-pools';
import type { Random } from './random';
import type { PlaylistItemRow, PlaylistRow } from './rows';
import { teachers } from './vocabulary/phrases';
import { levelLabels, levels, topics } from './vocabulary/topics';

export const FREE_LIBRARY_ID = 'free-library';
export const TRENDING_ID = 'trending';
export const SAMPLER_ID = 'sampler';
/** Every class: the site config's recommendations playlist, which related items are drawn from. */
export const RECOMMENDED_ID = 'recommended';

/** The studio's browsing playlists, by role, for collections and home shelves to refer to. */
export interface DemoPlaylists {
  rows: PlaylistRow[];
  items: PlaylistItemRow[];
  byTopic: Map<string, string>;
  bestOfTopic: Map<string, string>;
  byLevel: string[];
  byTeacher: string[];
  quick: string;
  long: string;
  staffPicks: string;
  newThisWeek: string;
  seasonal: Record<SeasonalKey, string>;
}

export type SeasonalKey = 'spring' | 'movies' | 'nutcracker' | 'candyCane' | 'thanksgiving' | 'favourites';

const seasonalPlans: Record<SeasonalKey, [title: string, description: string, topicTags: string[]]> = {
  spring: [
    'Spring Into Barre',
    'Fresh, light barre classes for longer days.',
    ['ballet-barre', 'port-de-bras'],
  ],
  movies: [
    'Movie Night Musicals',
    'Dance numbers inspired by the great screen musicals.',
    ['musical-theatre', 'jazz'],
  ],
  nutcracker: [
    'Nutcracker Season',
    'Snowflakes, sweets and sugar plums: holiday ballet classes.',
    ['centre-work', 'pointe'],
  ],
  candyCane: [
    'Candy Cane Cardio',
    'Festive cardio to balance the festive treats.',
    ['dance-fitness', 'cardio-barre'],
  ],
  thanksgiving: [
    'Thanksgiving Burn',
    'Strength and cardio for the long weekend.',
    ['strength', 'cardio-barre'],
  ],
  favourites: [
    'Studio Favourites',
    'The classes our members come back to again and again.',
    ['ballet-barre', 'stretching'],
  ],
};

export function generatePlaylists(
  random: Random,
  nextId: () => string,
  classes: readonly DemoClass[],
): DemoPlaylists {
  const rows: PlaylistRow[] = [];
  const items: PlaylistItemRow[] = [];
  const manual = (
    id: string,
    title: string,
    description: string,
    posterId: string,
    picked: readonly DemoClass[],
    freeTier: string | null = null,
  ) => {
    rows.push({ id, title, description, kind: 'manual', freeTier, posterId });
    picked.forEach((item, position) => {
      items.push({ playlistId: id, position, mediaId: item.row.id });
    });
    return id;
  };
  const tagged = (title: string, description: string, tags: string[], posterId: string) => {
    const id = nextId();
    rows.push({ id, title, description, kind: 'tags', tags, posterId });
    return id;
  };
  const ofTopics = (tags: readonly string[]) => classes.filter((item) => tags.includes(item.topic.tag));
  const newestFirst = [...classes].sort((a, b) => b.row.publishedAt.getTime() - a.row.publishedAt.getTime());
  const members = classes.filter((item) => !item.free);

  const byTopic = new Map(
    topics.map((topic) => [
      topic.tag,
      tagged(
        `${topic.label} Classes`,
        `Every ${topic.label.toLowerCase()} class, newest first.`,
        [topic.tag],
        topicPosters(topic.tag)[0] as string,
      ),
    ]),
  );
  const bestOfTopic = new Map(
    topics.map((topic) => [
      topic.tag,
      manual(
        nextId(),
        `Best of ${topic.label}`,
        `Hand-picked ${topic.label.toLowerCase()} classes to start with.`,
        topicPosters(topic.tag)[1] as string,
        random.sample(ofTopics([topic.tag]), 15),
      ),
    ]),
  );
  const byLevel = levels.map((level) =>
    tagged(
      `${levelLabels[level]} Classes`,
      `Classes for ${level} dancers.`,
      [level],
      generalPoster('Library'),
    ),
  );
  const byTeacher = teachers.map((name) =>
    tagged(
      `Classes with ${name}`,
      `Every class ${name} teaches at Pirouette House.`,
      [name],
      generalPoster('Library'),
    ),
  );
  const quickClasses = classes.filter((item) => item.row.durationSeconds < 15 * 60);
  const longClasses = classes.filter((item) => item.row.durationSeconds >= 60 * 60);
  const quick = manual(
    nextId(),
    'Quick Classes Under 15 Minutes',
    'Short on time? Every one of these fits in a coffee break.',
    generalPoster('Trending'),
    random.sample(quickClasses, 40),
  );
  const long = manual(
    nextId(),
    'Long Weekend Classes',
    'An hour or more, for when you have time to dance properly.',
    generalPoster('Library'),
    random.sample(longClasses, 30),
  );
  const staffPicks = manual(
    nextId(),
    'Staff Picks',
    'Our teachers’ own favourite classes.',
    generalPoster('Welcome'),
    random.sample(members, 24),
  );
  const newThisWeek = manual(
    nextId(),
    'New This Week',
    'Fresh from the studio.',
    generalPoster('Trending'),
    newestFirst.slice(0, 20),
  );
  const seasonal = Object.fromEntries(
    Object.entries(seasonalPlans).map(([key, [title, description, tags]]) => [
      key,
      manual(nextId(), title, description, generalPoster('Seasonal'), random.sample(ofTopics(tags), 18)),
    ]),
  ) as Record<SeasonalKey, string>;

  const free = classes.filter((item) => item.free);
  manual(
    FREE_LIBRARY_ID,
    'Free Class Library',
    'Classes anyone can watch, no membership needed.',
    generalPoster('Free'),
    free,
    'free',
  );
  manual(
    SAMPLER_ID,
    'Member Sampler',
    'A taste of the member library, open to everyone.',
    generalPoster('Free'),
    random.sample(members, 12),
    'sampler',
  );
  rows.push({
    id: RECOMMENDED_ID,
    title: 'Recommended for You',
    description: 'Classes picked to go with the one you are looking at.',
    kind: 'tags',
    tags: topics.map((topic) => topic.tag),
    posterId: generalPoster('Library'),
  });
  manual(
    TRENDING_ID,
    'Trending Now',
    'What members are dancing this week.',
    generalPoster('Trending'),
    random.sample(newestFirst.slice(0, 600), 30),
  );

  return {
    rows,
    items,
    byTopic,
    bestOfTopic,
    byLevel,
    byTeacher,
    quick,
    long,
    staffPicks,
    newThisWeek,
    seasonal,
  };
}
