import { catalogReferenceProblems } from '../catalog-references';
import { assignAddedDates } from './added-dates';
import { type DemoBrowse, generateBrowse } from './browse';
import { type DemoClass, generateClasses } from './classes';
import { generateDailyClasses, generateFeatured, generateHomeShelves } from './home';
import { type DemoMagazine, generateMagazines } from './magazines';
import { DEMO_CLIP_HEIGHT, DEMO_CLIP_WIDTH, demoAngles, demoClips } from './media-pools';
import { FREE_LIBRARY_ID, generatePlaylists } from './playlists';
import { type DemoFile, generatePrograms } from './programs';
import { createIdSource, createRandom } from './random';
import type {
  CollectionPlaylistRow,
  CollectionRow,
  DailyClassRow,
  FeaturedContentRow,
  HomeShelfRow,
  MediaRow,
  PlaylistItemRow,
  PlaylistRow,
  ProgramResourceRow,
  ProgramRow,
  ProgramSectionRow,
  PromotedGroupCollectionRow,
  PromotedGroupRow,
  SeasonRow,
  SectionCollectionRow,
  SectionPlaylistRow,
  SectionRow,
  SeriesRow,
  VideoAssetRow,
} from './rows';
import { generateSeries } from './series';
import { generateSpecials } from './specials';

export const DEFAULT_DEMO_CLASSES = 5_000;
export const DEFAULT_DEMO_SEED = 20_260_101;

export interface DemoCatalogOptions {
  /** How many classes (content type `video`, not counting program-only or live items); default 5,000. */
  classes?: number;
  /** The moment pubdates, live events and Class of the Day are placed around; default: now. */
  now?: Date;
  seed?: number;
}

/** Every row of the demo studio, table by table, plus the files its rows name (resource PDFs, magazine pages). */
export interface DemoCatalog {
  videoAssets: VideoAssetRow[];
  media: MediaRow[];
  series: SeriesRow[];
  seasons: SeasonRow[];
  playlists: PlaylistRow[];
  playlistItems: PlaylistItemRow[];
  collections: CollectionRow[];
  collectionPlaylists: CollectionPlaylistRow[];
  sections: SectionRow[];
  sectionPlaylists: SectionPlaylistRow[];
  sectionCollections: SectionCollectionRow[];
  programs: ProgramRow[];
  programSections: ProgramSectionRow[];
  programResources: ProgramResourceRow[];
  promotedGroups: PromotedGroupRow[];
  promotedGroupCollections: PromotedGroupCollectionRow[];
  featured: FeaturedContentRow[];
  homeShelves: HomeShelfRow[];
  dailyClasses: DailyClassRow[];
  files: DemoFile[];
  /** The digital magazine's issues, with what each page shows (the server draws them as PNGs). */
  magazines: DemoMagazine[];
  /** Ids of the studio's classes, in generation order (for tests and benchmarks). */
  classIds: string[];
}

/**
 * The demo studio, computed without touching a database: the same options always give the same rows.
 * Each part draws from its own random stream, so changing one part leaves the others as they were.
 */
export function generateDemoCatalog(options: DemoCatalogOptions = {}): DemoCatalog {
  const count = options.classes ?? DEFAULT_DEMO_CLASSES;
  if (!Number.isInteger(count) || count < 100) throw new Error('The demo studio needs at least 100 classes');
  const now = options.now ?? new Date();
  const seed = options.seed ?? DEFAULT_DEMO_SEED;
  const stream = (part: number) => createRandom(seed * 31 + part);
  const nextId = createIdSource(stream(1), ['free-library', 'trending', 'sampler']);

  const specials = generateSpecials(stream(2), nextId, now);
  const series = generateSeries(stream(3), nextId, now, specials.trailerIds);
  const classes = generateClasses(stream(4), nextId, count, now);
  // A few classes show a trailer button: one class in twenty.
  classes.forEach((item, index) => {
    if (index % 20 === 7)
      item.row.trailerId = specials.trailerIds[index % specials.trailerIds.length] ?? null;
  });
  const playlists = generatePlaylists(stream(5), nextId, classes);
  // The hub lists its shelves as `shelf:{playlistId}` tags, in order.
  const hub = specials.media.find((item) => item.id === specials.hubId);
  if (hub) {
    hub.tags = [
      'hub',
      ...[FREE_LIBRARY_ID, playlists.newThisWeek, playlists.staffPicks, playlists.quick].map(
        (id) => `shelf:${id}`,
      ),
    ];
  }
  const programs = generatePrograms(stream(6), nextId, classes);
  const browse: DemoBrowse = generateBrowse(playlists);

  const catalog: DemoCatalog = {
    videoAssets: demoClips
      .map((clip) => ({
        id: clip.id,
        status: 'ready',
        width: DEMO_CLIP_WIDTH,
        height: DEMO_CLIP_HEIGHT,
        durationSeconds: clip.seconds,
        createdAt: now,
      }))
      .concat(
        demoAngles.map((angle) => ({
          id: angle.id,
          status: 'ready',
          width: DEMO_CLIP_WIDTH,
          height: DEMO_CLIP_HEIGHT,
          durationSeconds: angle.seconds,
          createdAt: now,
          angleOf: angle.angleOf,
          angleLabel: angle.label,
        })),
      ),
    media: [...specials.media, ...series.media, ...classes.map((item: DemoClass) => item.row)],
    series: series.series,
    seasons: series.seasons,
    playlists: [...playlists.rows, ...programs.playlists],
    playlistItems: [...playlists.items, ...programs.playlistItems],
    collections: browse.collections,
    collectionPlaylists: browse.collectionPlaylists,
    sections: [...browse.sections, ...programs.sections],
    sectionPlaylists: [...browse.sectionPlaylists, ...programs.sectionPlaylists],
    sectionCollections: browse.sectionCollections,
    programs: programs.programs,
    programSections: programs.programSections,
    programResources: programs.resources,
    promotedGroups: browse.promotedGroups,
    promotedGroupCollections: browse.promotedGroupCollections,
    featured: generateFeatured(),
    homeShelves: generateHomeShelves(playlists),
    dailyClasses: generateDailyClasses(stream(7), classes, now),
    files: programs.files,
    magazines: generateMagazines(now),
    classIds: classes.map((item) => item.row.id),
  };
  assignAddedDates(stream(8), catalog, now);
  // The seed names only what it writes: a dangling name would be dropped without a word by the pages.
  const problems = catalogReferenceProblems(catalog);
  if (problems.length > 0) throw new Error(`The demo catalogue names what it lacks:\n${problems.join('\n')}`);
  return catalog;
}
