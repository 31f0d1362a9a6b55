/** One kind of classes-list request, and the queries it takes in turn (round after round). */
export interface StudioListQuery {
  kind: string;
  /** A request a studio makes in its work (the bar holds for these), or only by editing an address. */
  typical: boolean;
  /** Query strings of GET /api/studio/classes. */
  searches: string[];
}

const LEVELS = ['beginner', 'intermediate', 'advanced'];
/** What an owner types: title words of the demo studio, a teacher's name, a step with an accent. */
const WORDS = [
  'barre',
  'morning flow',
  'fouettés',
  'kick line',
  'yasmin',
  'shoulder mobility',
  'tune-up',
  'adagio',
];
const PAGE = 25;

const search = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)])).toString();

/**
 * The requests a studio makes of its list: each filter alone, searches with and without a level,
 * each sort either way, deep pages (near the end of all classes and of one level's), 100 a page.
 * `facets` are the studio's own styles and instructors (GET /api/studio/classes/facets).
 */
export function studioListQueries(
  classes: number,
  facets: { styles: { style: string }[]; instructors: string[] },
): StudioListQuery[] {
  const styles = facets.styles.slice(0, 5).map(({ style }) => style);
  const instructors = facets.instructors.slice(0, 5);
  if (styles.length === 0 || instructors.length === 0)
    throw new Error('The studio has no styles or instructors');
  const lastPage = Math.max(1, Math.floor(classes / PAGE) - 1);
  const lastLevelPage = Math.max(1, Math.floor(classes / LEVELS.length / PAGE) - 1);
  return [
    { typical: true, kind: 'no filter (last changed)', searches: [''] },
    { typical: true, kind: 'drafts', searches: [search({ state: 'draft' })] },
    { typical: true, kind: 'scheduled', searches: [search({ state: 'scheduled' })] },
    { typical: true, kind: 'published', searches: [search({ state: 'published' })] },
    { typical: true, kind: 'level', searches: LEVELS.map((level) => search({ level })) },
    { typical: true, kind: 'style', searches: styles.map((style) => search({ style })) },
    { typical: true, kind: 'instructor', searches: instructors.map((instructor) => search({ instructor })) },
    {
      typical: true,
      kind: 'level + style',
      searches: styles.map((style, n) => search({ level: LEVELS[n % 3] as string, style })),
    },
    { typical: true, kind: 'search', searches: WORDS.map((q) => search({ q })) },
    {
      typical: true,
      kind: 'search + level',
      searches: WORDS.map((q, n) => search({ q, level: LEVELS[n % 3] as string })),
    },
    {
      typical: true,
      kind: 'by title',
      searches: [search({ sort: 'title' }), search({ sort: 'title', order: 'desc' })],
    },
    {
      typical: true,
      kind: 'by publication date',
      searches: [search({ sort: 'published' }), search({ sort: 'published', order: 'asc' })],
    },
    {
      typical: true,
      kind: 'by duration',
      searches: [search({ sort: 'duration' }), search({ sort: 'duration', order: 'desc' })],
    },
    {
      typical: true,
      kind: 'by state',
      searches: [search({ sort: 'state' }), search({ sort: 'state', order: 'desc' })],
    },
    {
      typical: true,
      kind: 'deep page',
      searches: [search({ page: lastPage }), search({ page: Math.ceil(lastPage / 2), sort: 'title' })],
    },
    {
      // The UI pages with Next: this far into a filtered list, only an edited address goes.
      typical: false,
      kind: 'deep page of one level',
      searches: LEVELS.map((level) => search({ level, page: lastLevelPage })),
    },
    {
      typical: true,
      kind: '100 a page',
      searches: [search({ pageSize: 100 }), search({ pageSize: 100, page: 3 })],
    },
  ];
}
