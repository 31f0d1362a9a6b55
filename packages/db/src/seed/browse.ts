import { generalPoster, topicPosters } from './media-pools';
import type { DemoPlaylists } from './playlists';
import type {
  CollectionPlaylistRow,
  CollectionRow,
  PromotedGroupCollectionRow,
  PromotedGroupRow,
  SectionCollectionRow,
  SectionPlaylistRow,
  SectionRow,
} from './rows';

/** Collections (`col-`), the Classes page's sections (`sec-`) and the sidebar's promoted groups. */
export interface DemoBrowse {
  collections: CollectionRow[];
  collectionPlaylists: CollectionPlaylistRow[];
  sections: SectionRow[];
  sectionCollections: SectionCollectionRow[];
  sectionPlaylists: SectionPlaylistRow[];
  promotedGroups: PromotedGroupRow[];
  promotedGroupCollections: PromotedGroupCollectionRow[];
}

const topicGroups = {
  ballet: [
    'ballet-barre',
    'centre-work',
    'adagio',
    'port-de-bras',
    'turns',
    'jumps',
    'pointe',
    'floor-barre',
    'character-dance',
  ],
  fitness: ['dance-fitness', 'cardio-barre', 'strength'],
  flexibility: ['stretching', 'flexibility', 'mobility', 'yoga-for-dancers', 'recovery'],
  styles: ['jazz', 'contemporary', 'lyrical', 'musical-theatre', 'ballroom-basics'],
};

export function generateBrowse(playlists: DemoPlaylists): DemoBrowse {
  const out: DemoBrowse = {
    collections: [],
    collectionPlaylists: [],
    sections: [],
    sectionCollections: [],
    sectionPlaylists: [],
    promotedGroups: [],
    promotedGroupCollections: [],
  };
  const playlistsOf = new Map<string, string[]>();
  const collection = (
    id: string,
    name: string,
    description: string,
    posterId: string,
    playlistIds: string[],
  ) => {
    out.collections.push({
      id,
      name,
      description,
      shortDescription: description.split('. ')[0]?.replace(/\.$/, '') ?? name,
      posterId,
      position: out.collections.length,
    });
    playlistIds.forEach((playlistId, position) => {
      out.collectionPlaylists.push({ collectionId: id, position, playlistId });
    });
    playlistsOf.set(id, playlistIds);
    return id;
  };
  const topicPlaylists = (tags: string[]) => tags.map((tag) => playlists.byTopic.get(tag) as string);

  const technique = collection(
    'col-ballet-technique',
    'Ballet Technique',
    'Barre, centre, turns and jumps. Every part of a ballet class, topic by topic.',
    topicPosters('ballet-barre')[0] as string,
    topicPlaylists(topicGroups.ballet),
  );
  const bestOf = collection(
    'col-best-of',
    'Best of the Studio',
    'Our hand-picked favourites in every topic.',
    generalPoster('Trending'),
    [...playlists.bestOfTopic.values()],
  );
  const fitness = collection(
    'col-dance-fitness',
    'Dance Fitness',
    'Cardio, barre burn and strength. Dance your way fit.',
    topicPosters('dance-fitness')[0] as string,
    topicPlaylists(topicGroups.fitness),
  );
  const flexibility = collection(
    'col-flexibility',
    'Flexibility and Recovery',
    'Stretch, mobilise and recover. Your body will thank you.',
    topicPosters('stretching')[0] as string,
    topicPlaylists(topicGroups.flexibility),
  );
  const styles = collection(
    'col-dance-styles',
    'Dance Styles',
    'Jazz, contemporary, lyrical, musical theatre and ballroom.',
    topicPosters('jazz')[0] as string,
    topicPlaylists(topicGroups.styles),
  );
  const teachers = collection(
    'col-teachers',
    'Our Teachers',
    'Find every class by the teacher you love.',
    generalPoster('Welcome'),
    playlists.byTeacher,
  );
  const byLevel = collection(
    'col-by-level',
    'By Level',
    'Beginner, intermediate or advanced. Pick your pace.',
    generalPoster('Library'),
    playlists.byLevel,
  );
  const quickPicks = collection(
    'col-quick-picks',
    'Quick Picks',
    'Short classes, long classes and staff picks.',
    generalPoster('Trending'),
    [playlists.quick, playlists.long, playlists.staffPicks, playlists.newThisWeek],
  );
  const spring = collection(
    'col-spring',
    'Spring Into Barre',
    'Light, fresh classes for spring.',
    generalPoster('Seasonal'),
    [playlists.seasonal.spring],
  );
  const movies = collection(
    'col-movie-night',
    'Movie Night Musicals',
    'Popcorn ready: numbers from the screen musicals.',
    generalPoster('Seasonal'),
    [playlists.seasonal.movies],
  );
  const nutcracker = collection(
    'col-nutcracker',
    'Nutcracker Season',
    'Holiday ballet classes all December.',
    generalPoster('Seasonal'),
    [playlists.seasonal.nutcracker],
  );
  const candyCane = collection(
    'col-candy-cane',
    'Candy Cane Cardio',
    'Festive workouts for the holidays.',
    generalPoster('Seasonal'),
    [playlists.seasonal.candyCane],
  );
  const thanksgiving = collection(
    'col-thanksgiving',
    'Thanksgiving Burn',
    'Move before the feast.',
    generalPoster('Seasonal'),
    [playlists.seasonal.thanksgiving],
  );
  const favourites = collection(
    'col-studio-favourites',
    'Studio Favourites',
    'The classes members love most.',
    generalPoster('Welcome'),
    [playlists.seasonal.favourites, playlists.staffPicks],
  );

  const sectionPlans: [
    id: string,
    name: string,
    description: string,
    posterId: string,
    collections: string[],
    promoted: boolean,
  ][] = [
    [
      'sec-ballet',
      'Ballet',
      'Classical technique for adult dancers.',
      topicPosters('centre-work')[0] as string,
      [technique, bestOf],
      true,
    ],
    [
      'sec-fitness',
      'Fitness',
      'Dance-inspired workouts.',
      topicPosters('cardio-barre')[0] as string,
      [fitness],
      false,
    ],
    [
      'sec-flexibility',
      'Flexibility',
      'Stretching, mobility and recovery.',
      topicPosters('flexibility')[0] as string,
      [flexibility],
      false,
    ],
    [
      'sec-styles',
      'Dance Styles',
      'Beyond ballet.',
      topicPosters('contemporary')[0] as string,
      [styles],
      false,
    ],
    [
      'sec-teachers-levels',
      'Teachers and Levels',
      'Browse by teacher or by level.',
      generalPoster('Library'),
      [teachers, byLevel],
      false,
    ],
    [
      'sec-quick',
      'Quick Picks',
      'Short, long and our favourites.',
      generalPoster('Trending'),
      // Studio Favourites too: the Studio Essentials group names it, and the Classes page shows a
      // group's collections through the listed sections that hold them.
      [quickPicks, favourites],
      true,
    ],
    [
      'sec-seasonal',
      'Seasonal Specials',
      'Holiday, spring and movie-night classes, while the season lasts.',
      generalPoster('Seasonal'),
      [spring, movies, nutcracker, candyCane, thanksgiving],
      false,
    ],
  ];
  sectionPlans.forEach(([id, name, description, posterId, collectionIds, promoted], position) => {
    out.sections.push({
      id,
      name,
      description,
      posterId,
      listed: true,
      isPromoted: promoted,
      isPromotedTop: position === 0,
      sortPlaylists: id === 'sec-teachers-levels',
      position,
    });
    collectionIds.forEach((collectionId, index) => {
      out.sectionCollections.push({ sectionId: id, position: index, collectionId });
    });
    collectionIds
      .flatMap((collectionId) => playlistsOf.get(collectionId) ?? [])
      .forEach((playlistId, index) => {
        out.sectionPlaylists.push({ sectionId: id, position: index, playlistId });
      });
  });

  const groupPlans: [id: string, name: string, icon: string, collections: string[]][] = [
    ['grp-essentials', 'Studio Essentials', 'ballet', [favourites, quickPicks]],
    ['grp-spring', 'Spring', 'tulip', [spring]],
    ['grp-movie-night', 'Movie Night', 'popcorn', [movies]],
    ['grp-holidays', 'Holidays', 'ornament', [nutcracker, candyCane, thanksgiving]],
  ];
  groupPlans.forEach(([id, name, icon, collectionIds], position) => {
    out.promotedGroups.push({ id, name, icon, position });
    collectionIds.forEach((collectionId, index) => {
      out.promotedGroupCollections.push({ groupId: id, position: index, collectionId });
    });
  });
  return out;
}
