import type { DemoClass } from './classes';
import { generalPoster, topicPosters } from './media-pools';
import { type DemoPlaylists, FREE_LIBRARY_ID, SAMPLER_ID, TRENDING_ID } from './playlists';
import type { Random } from './random';
import { DAY_MS, type DailyClassRow, type FeaturedContentRow, type HomeShelfRow } from './rows';

/** Class of the Day runs from this many days back ... */
export const DAILY_CLASSES_PAST_DAYS = 7;
/** ... to this many days ahead. */
export const DAILY_CLASSES_FUTURE_DAYS = 365;

export function generateFeatured(): FeaturedContentRow[] {
  const tiles: Omit<FeaturedContentRow, 'position'>[] = [
    {
      id: 'feat-ballet-basics',
      title: 'Start with Ballet Basics',
      description: 'Your first steps in ballet, one short lesson at a time.',
      posterId: topicPosters('ballet-barre')[0] as string,
      path: '/programs/ballet-basics',
      showTo: 'all',
    },
    {
      id: 'feat-free-library',
      title: 'Free Classes for Everyone',
      description: 'No membership needed: press play.',
      posterId: generalPoster('Free'),
      path: `/p/${FREE_LIBRARY_ID}`,
      showTo: 'non-member',
    },
    {
      id: 'feat-trial',
      title: 'Try 7 Days Free',
      description: 'The whole library, every program, no commitment.',
      posterId: generalPoster('Welcome'),
      path: '/pricing',
      showTo: 'non-member',
    },
    {
      id: 'feat-trending',
      title: 'Trending This Week',
      description: 'What the studio is dancing right now.',
      posterId: generalPoster('Trending'),
      path: `/p/${TRENDING_ID}`,
      showTo: 'all-members',
    },
    {
      id: 'feat-live',
      title: 'Join Tonight’s Live Class',
      description: 'Dance with us live from Studio One.',
      posterId: generalPoster('Live'),
      path: '/live-class',
      showTo: 'live-member',
    },
    {
      id: 'feat-week-plan',
      title: 'Plan Your Week',
      description: 'Pick your classes for the week ahead.',
      posterId: topicPosters('stretching')[0] as string,
      path: '/my-week',
      showTo: 'on-demand-member',
    },
    {
      id: 'feat-pointe',
      title: 'Journey to Pointe',
      description: 'Build the strength for your first pair of pointe shoes.',
      posterId: topicPosters('pointe')[0] as string,
      path: '/programs/journey-to-pointe',
      showTo: 'on-demand-member',
    },
    {
      id: 'feat-calendar',
      title: 'The 2026 Studio Calendar',
      description: 'Twelve months of dancers, printed on heavy paper.',
      posterId: generalPoster('Seasonal'),
      path: 'https://shop.pirouette-house.example/calendar',
      showTo: 'all',
    },
  ];
  return tiles.map((tile, position) => ({ ...tile, position }));
}

/** Every row type of the home page at least once, several playlist rows among them. */
export function generateHomeShelves(playlists: DemoPlaylists): HomeShelfRow[] {
  const rows: [name: string, type: string, itemId: string | null][] = [
    ['Featured', 'featured', null],
    ['Class of the Day', 'daily-classes', null],
    ['Continue Watching', 'continue-watching', null],
    ['Live Now', 'live-class-hero', null],
    ['Trending Now', 'playlist', TRENDING_ID],
    ['Ballet Basics', 'program', 'ballet-basics'],
    ['My Week Plan', 'my-week-plan', null],
    ['Free Classes', 'playlist', FREE_LIBRARY_ID],
    ['New This Week', 'playlist', playlists.newThisWeek],
    ['Programs', 'programs', null],
    ['Keep Going', 'keep-going', null],
    ['Quick Classes', 'playlist', playlists.quick],
    ['New Year Sale', 'new-year-sale', null],
    ['Your Favorites', 'favorites', null],
    ['Sticky Buns', 'program', 'sticky-buns'],
    ['Explore the Classes', 'sections', null],
    ['Where to Begin', 'playlists', null],
    ['Member Sampler', 'playlist', SAMPLER_ID],
    ['Best of Ballet Barre', 'playlist', playlists.bestOfTopic.get('ballet-barre') ?? null],
    ['Watch Again', 'watch-again', null],
    ['Staff Picks', 'playlist', playlists.staffPicks],
  ];
  // The hand-picked playlists' row (decision 044), in the studio's order.
  const begin = [FREE_LIBRARY_ID, playlists.quick, playlists.staffPicks];
  return rows.map(([name, type, itemId], position) => ({
    name,
    type,
    itemId,
    position,
    ...(type === 'playlists' && { itemIds: begin }),
  }));
}

/** `YYYY-MM-DD` of a UTC day (the studio's time zone is UTC). */
export const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Class of the Day for every day from a week ago to a year ahead; no class twice in a row. */
export function generateDailyClasses(
  random: Random,
  classes: readonly DemoClass[],
  now: Date,
): DailyClassRow[] {
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  // Classes of 15 to 45 minutes suit a daily habit.
  const suitable = classes.filter(
    (item) => item.row.durationSeconds >= 15 * 60 && item.row.durationSeconds <= 45 * 60,
  );
  const picks = random.sample(suitable, DAILY_CLASSES_PAST_DAYS + DAILY_CLASSES_FUTURE_DAYS + 1);
  const rows: DailyClassRow[] = [];
  for (let offset = -DAILY_CLASSES_PAST_DAYS; offset <= DAILY_CLASSES_FUTURE_DAYS; offset++) {
    const pick = picks[(offset + DAILY_CLASSES_PAST_DAYS) % picks.length] as DemoClass;
    rows.push({ day: utcDay(today + offset * DAY_MS), mediaId: pick.row.id });
  }
  return rows;
}
