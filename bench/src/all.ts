/**
 * `npm run bench -- all` (issue 18, item 7): every bench in turn, each starting its own server, then
 * one markdown report with each figure beside its bar (report.ts, report-sections.ts). A bench that
 * fails is reported as failed and the others still run. Exit 1 when a bar is missed, a figure with a
 * bar could not be measured or a bench failed (unless --no-gate), 2 on bad arguments.
 *
 * Every server is the compiled one `npm start` runs (SPAWN_COMPILED_SERVER), so `npm run build` first.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { repoRoot } from '@releve/server/spawn';
import { STUDIO_LIST_BARS, VIDEO_START_BARS } from './bars';
import { measureInsights } from './insights';
import { measureInsightsActivity } from './insights-activity';
import { insightsActivitySection, insightsSection } from './insights-report';
import { type LibraryResult, measureLibrary } from './library';
import { type FirstPaintFigures, measureFirstPaint } from './lighthouse';
import { describeMachine, gitCommit, readLoadAverage } from './machine';
import { type LoadOptions, progress } from './measure';
import { measurePackaging } from './packaging';
import { measureMemberPages, measureTwoProcesses } from './processes';
import { memberPagesSection, twoProcessesSection } from './processes-report';
import { counted, problemsOf, renderReport, type Section } from './report';
import {
  catalogueSection,
  interactionSection,
  librarySection,
  lighthouseSection,
  memorySection,
  packagingSection,
  searchSection,
  startupSection,
  uploadSection,
  videoStartSection,
} from './report-sections';
import { benchRoutes, type RouteBenchResult } from './route-bench';
import { measureSearch, type SearchResult } from './search';
import { measureStartup } from './startup';
import { measureStudioClasses } from './studio-classes';
import { studioClassesSection } from './studio-classes-report';
import { measureUpload } from './upload';
import { measureVideoStart } from './video-start';

/** The benches, by the names --only and --skip take, in the order they run. */
export const BENCHES = [
  'catalog',
  'library',
  'member-pages',
  'two-processes',
  'search',
  'studio-classes',
  'insights',
  'insights-activity',
  'video',
  'upload',
  'packaging',
  'startup',
  'lighthouse',
  'scale',
] as const;
type Bench = (typeof BENCHES)[number];

const DEFAULT_OUT = path.join(repoRoot, 'bench', 'report.md');
const DEFAULT_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';
const DEFAULT_SCALE_URL = 'postgres://postgres@127.0.0.1:5432/releve_scale';
/** The catalogue and library benches' studio: quality.md's "5,000-class demo". */
const DEMO_CLASSES = 5_000;

const USAGE = `Usage: npm run bench -- all [options]

Runs every bench in turn, each with its own server (the compiled one: run \`npm run build\` first),
and writes one markdown report, each figure beside its bar:
  catalog     catalogue routes vs /api/ping, on PGlite and on PostgreSQL (and the server's memory)
  library     per-member routes vs /api/ping, on PGlite and on PostgreSQL
  member-pages  a PostgreSQL web process's memory after 2,000 member pages (server-rendered)
  two-processes catalogue throughput through a round-robin proxy over two processes on one
              PostgreSQL, as a ratio of one process behind the same proxy
  search      search as you type on the 50,000-class demo studio (PGlite)
  studio-classes  the studio's classes list on the 50,000-class demo studio (PGlite)
  insights    the Money and Members dashboards over a year of billing for --insights-members
              members, on PGlite and on PostgreSQL
  insights-activity  the Classes, Search and Page views dashboards on the demo studio's year, on
              PGlite and on PostgreSQL
  video       video start in Chromium, loopback and 4 Mbit/s, and stalls during playback
  upload      the studio's upload of a 1 GB video through tus vs a plain streaming PUT
  packaging   a 1080p class packaged: real-time factor, time to Watchable and to Ready
  startup     start-up of the compiled server against the sources through tsx
  lighthouse  Lighthouse mobile, INP at 4x CPU slow-down, the JS heap of /
  scale       per-member routes on the seeded scale data set (only with --scale)
Memory has no bench of its own: its figures come from catalog, search and lighthouse.

Options:
  --out FILE          the report (default bench/report.md)
  --duration S        measured seconds per route for catalog and library (default 10)
  --warmup S          unmeasured seconds per route before (default 2)
  --connections N     concurrent connections (default 50)
  --runs N            Lighthouse runs per page and persona, video starts per condition and
                      start-ups of each build (default 5)
  --play-seconds S    playback for the stall count (default ${VIDEO_START_BARS.playSeconds})
  --search-classes N  classes of the search bench's studio (default 50000)
  --queries N         search queries (default 300)
  --list-rounds N     studio classes list requests per kind of query (default 40)
  --insights-members N  members of the insights bench's studio (default 100000)
  --insights-rounds N   requests per dashboard of the insights benches (default 20)
  --postgres URL      PostgreSQL to create the benches' databases on
                      (default: DATABASE_URL, else ${DEFAULT_POSTGRES})
  --scale             also run the library bench on the seeded scale data set (writes a little to it)
  --scale-url URL     that data set (default ${DEFAULT_SCALE_URL}; bench:scale-seed makes it)
  --only a,b          run only these benches
  --skip a,b          run all but these
  --no-gate           exit 0 even when a bar is missed or a bench failed
  --help              show this help`;

class UsageError extends Error {}

interface AllSettings {
  out: string;
  load: LoadOptions;
  runs: number;
  playSeconds: number;
  searchClasses: number;
  queries: number;
  listRounds: number;
  insightsMembers: number;
  insightsRounds: number;
  postgresUrl: string;
  scaleUrl: string;
  benches: Set<Bench>;
  gate: boolean;
}

function wholeNumber(name: string, raw: string | undefined, fallback: number, min: number): number {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new UsageError(`${name} must be a whole number >= ${min}, got "${raw}"`);
  }
  return value;
}

function benchList(name: string, raw: string | undefined): Bench[] | undefined {
  if (raw === undefined) return undefined;
  const names = raw.split(',').map((one) => one.trim());
  for (const one of names) {
    if (!(BENCHES as readonly string[]).includes(one)) {
      throw new UsageError(`${name} takes ${BENCHES.join(', ')}; got "${one}"`);
    }
  }
  return names as Bench[];
}

export function parseAllSettings(argv: string[], env: NodeJS.ProcessEnv = process.env): AllSettings | 'help' {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      out: { type: 'string' },
      duration: { type: 'string' },
      warmup: { type: 'string' },
      connections: { type: 'string' },
      runs: { type: 'string' },
      'play-seconds': { type: 'string' },
      'search-classes': { type: 'string' },
      queries: { type: 'string' },
      'list-rounds': { type: 'string' },
      'insights-members': { type: 'string' },
      'insights-rounds': { type: 'string' },
      postgres: { type: 'string' },
      scale: { type: 'boolean', default: false },
      'scale-url': { type: 'string' },
      only: { type: 'string' },
      skip: { type: 'string' },
      'no-gate': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) return 'help';
  if (positionals.length > 0) throw new UsageError(`"all" takes no routes: ${positionals.join(' ')}`);
  const only = benchList('--only', values.only);
  const skip = benchList('--skip', values.skip) ?? [];
  // The scale data set is opt-in: its run writes to it, and it takes minutes to seed.
  const benches = new Set(
    (only ?? BENCHES.filter((one) => one !== 'scale' || values.scale)).filter((one) => !skip.includes(one)),
  );
  if (benches.size === 0) throw new UsageError('--only and --skip leave no bench to run');
  // npm runs the script in bench/: a relative --out is the caller's, from where they typed it.
  const callerDir = env.INIT_CWD ?? process.cwd();
  return {
    out: values.out ? path.resolve(callerDir, values.out) : DEFAULT_OUT,
    load: {
      durationSeconds: wholeNumber('--duration', values.duration, 10, 1),
      warmupSeconds: wholeNumber('--warmup', values.warmup, 2, 0),
      connections: wholeNumber('--connections', values.connections, 50, 1),
    },
    runs: wholeNumber('--runs', values.runs, 5, 1),
    playSeconds: wholeNumber('--play-seconds', values['play-seconds'], VIDEO_START_BARS.playSeconds, 1),
    searchClasses: wholeNumber('--search-classes', values['search-classes'], 50_000, 1),
    queries: wholeNumber('--queries', values.queries, 300, 3),
    listRounds: wholeNumber('--list-rounds', values['list-rounds'], 40, 1),
    insightsMembers: wholeNumber('--insights-members', values['insights-members'], 100_000, 1),
    insightsRounds: wholeNumber('--insights-rounds', values['insights-rounds'], 20, 1),
    postgresUrl: values.postgres ?? env.DATABASE_URL ?? DEFAULT_POSTGRES,
    scaleUrl: values['scale-url'] ?? DEFAULT_SCALE_URL,
    benches,
    gate: !values['no-gate'],
  };
}

/** Runs `run` with DATABASE_URL set to `url` (PostgreSQL) or unset (PGlite), as spawnServer reads it. */
async function onDatabase<T>(url: string | undefined, run: () => Promise<T>): Promise<T> {
  const before = process.env.DATABASE_URL;
  if (url) process.env.DATABASE_URL = url;
  else delete process.env.DATABASE_URL;
  try {
    return await run();
  } finally {
    if (before === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = before;
  }
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Hides the password of a database address, should one be in it. */
const withoutPassword = (url: string) => url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');

export async function runAll(argv: string[]): Promise<number> {
  let settings: AllSettings | 'help';
  try {
    settings = parseAllSettings(argv);
  } catch (error) {
    console.error(`${errorText(error)}\n\n${USAGE}`);
    return 2;
  }
  if (settings === 'help') {
    console.log(USAGE);
    return 0;
  }
  const missingBuild = ['apps/server/dist/main.js', 'apps/web/dist/index.html'].filter(
    (file) => !existsSync(path.join(repoRoot, file)),
  );
  if (missingBuild.length > 0) {
    console.error(`Run \`npm run build\` first: ${missingBuild.join(' and ')} missing.`);
    return 2;
  }
  // Ctrl-C: exiting runs spawnServer's exit hooks, which end the server and remove its folder.
  const interrupt = (signal: NodeJS.Signals) => {
    progress(`\n${signal} received: stopping.`);
    process.exit(130);
  };
  process.once('SIGINT', interrupt);
  process.once('SIGTERM', interrupt);

  const { benches, load } = settings;
  // What `npm start` runs; the start-up bench switches it for its own starts and puts it back.
  process.env.SPAWN_COMPILED_SERVER = '1';
  const startedAt = new Date();
  const loadAtStart = readLoadAverage();
  const sections: Section[] = [];
  const memory: {
    cataloguePglite?: RouteBenchResult;
    cataloguePostgres?: RouteBenchResult;
    search?: SearchResult;
    firstPaint?: FirstPaintFigures;
  } = {};

  /** Runs one bench; its sections, or one failed section carrying the error. */
  const step = async <T>(
    bench: Bench,
    title: string,
    run: () => Promise<T>,
    toSections: (result: T) => Section[],
  ) => {
    if (!benches.has(bench)) return;
    progress(`\n== ${title} ==`);
    const began = performance.now();
    const seconds = () => (performance.now() - began) / 1000;
    try {
      const result = await run();
      // One bench can make several sections (Lighthouse and INP): its time goes with the first.
      const [first, ...others] = toSections(result);
      if (first) sections.push({ ...first, seconds: seconds() }, ...others);
    } catch (error) {
      progress(`${title} failed: ${errorText(error)}`);
      sections.push({ title, status: 'failed', error: errorText(error), seconds: seconds() });
    }
  };
  const catalog = { seed: 'demo', classes: DEMO_CLASSES } as const;
  // Each of these benches runs on both databases.
  const databases = [
    ['PGlite', undefined],
    ['PostgreSQL', settings.postgresUrl],
  ] as const;

  for (const [database, url] of databases) {
    await step(
      'catalog',
      `Catalogue routes, ${database}`,
      () => onDatabase(url, () => benchRoutes({ ...load, targets: [], catalog })),
      (result) => {
        if (database === 'PGlite') memory.cataloguePglite = result;
        else memory.cataloguePostgres = result;
        return [catalogueSection(result)];
      },
    );
  }
  for (const [database, url] of databases) {
    await step(
      'library',
      `Per-member routes, ${database}`,
      () => onDatabase(url, () => measureLibrary({ load, classes: DEMO_CLASSES })),
      (result: LibraryResult) => [librarySection(result)],
    );
  }
  // Issue 37: several processes, on PostgreSQL.
  await step(
    'member-pages',
    'Web process memory after member pages',
    () => onDatabase(settings.postgresUrl, () => measureMemberPages()),
    (result) => [memberPagesSection(result)],
  );
  await step(
    'two-processes',
    'Two web processes behind a round-robin proxy',
    () => onDatabase(settings.postgresUrl, () => measureTwoProcesses({ load })),
    (result) => [twoProcessesSection(result)],
  );
  await step(
    'search',
    'Search as you type',
    () =>
      onDatabase(undefined, () =>
        measureSearch({ classes: settings.searchClasses, queries: settings.queries }),
      ),
    (result) => {
      memory.search = result;
      return [searchSection(result)];
    },
  );
  await step(
    'studio-classes',
    'Studio classes list',
    () =>
      onDatabase(undefined, () =>
        measureStudioClasses({ classes: STUDIO_LIST_BARS.classes, rounds: settings.listRounds }),
      ),
    (result) => [studioClassesSection(result)],
  );
  // Issue 36: the console's Insights, each dashboard beside the 500 ms bar.
  for (const [database, url] of databases) {
    await step(
      'insights',
      `Insights: Money and Members, ${database}`,
      () =>
        onDatabase(url, () =>
          measureInsights({ members: settings.insightsMembers, rounds: settings.insightsRounds }),
        ),
      (result) => [insightsSection(result)],
    );
  }
  for (const [database, url] of databases) {
    await step(
      'insights-activity',
      `Insights: Classes, Search and Page views, ${database}`,
      () =>
        onDatabase(url, () => measureInsightsActivity(Math.max(1, Math.round(settings.insightsRounds / 4)))),
      (result) => [insightsActivitySection(result)],
    );
  }
  await step(
    'video',
    'Video start',
    () =>
      onDatabase(undefined, () =>
        measureVideoStart({ runs: settings.runs, playSeconds: settings.playSeconds }),
      ),
    (result) => [videoStartSection(result)],
  );
  await step(
    'upload',
    'Studio upload',
    () => onDatabase(undefined, () => measureUpload({ runs: settings.runs })),
    (result) => [uploadSection(result)],
  );
  await step(
    'packaging',
    'Packaging',
    () => measurePackaging(),
    (result) => [packagingSection(result)],
  );
  await step(
    'startup',
    'Start-up',
    () => onDatabase(undefined, () => measureStartup({ runs: settings.runs, compileOutput: 'ignore' })),
    (result) => [startupSection(result)],
  );
  await step(
    'lighthouse',
    'Lighthouse and interaction',
    () => onDatabase(undefined, () => measureFirstPaint({ runs: settings.runs })),
    (result) => {
      memory.firstPaint = result;
      return [lighthouseSection(result), interactionSection(result)];
    },
  );
  for (const member of ['heavy', 'typical'] as const) {
    await step(
      'scale',
      `Scale: per-member routes, ${member} member`,
      () =>
        onDatabase(settings.scaleUrl, () => measureLibrary({ load, classes: DEMO_CLASSES, scale: member })),
      (result) => [librarySection(result)],
    );
  }
  if (benches.has('catalog') || benches.has('search') || benches.has('lighthouse')) {
    sections.push(memorySection(memory));
  }
  if (!benches.has('scale')) {
    sections.push({
      title: 'Scale: per-member routes on the seeded data set',
      status: 'skipped',
      reason:
        'not asked for (`--scale`; it runs on the data set `npm run bench:scale-seed -w @releve/bench` makes in about 75 s).',
    });
  }

  const runList = (names: Bench[]) => names.filter((one) => benches.has(one)).join(', ') || 'none';
  const report = renderReport(
    {
      startedAt,
      endedAt: new Date(),
      commit: gitCommit(),
      machine: describeMachine(),
      loadAverage: { start: loadAtStart, end: readLoadAverage() },
      settings: [
        `benches: ${runList([...BENCHES])}; every server the compiled one (\`npm start\`), each bench its own`,
        ...(benches.has('catalog') || benches.has('library') || benches.has('scale')
          ? [
              `catalogue and library: ${load.connections} connections, ${load.durationSeconds} s measured per route after ${load.warmupSeconds} s warm-up (\`--duration\`, \`--warmup\`)`,
            ]
          : []),
        ...(benches.has('lighthouse')
          ? [`Lighthouse: median of ${counted(settings.runs, 'run')} per page and persona (\`--runs\`)`]
          : []),
        ...(benches.has('video')
          ? [
              `video start: ${counted(settings.runs, 'start')} per condition, ${settings.playSeconds} s of playback (\`--runs\`, \`--play-seconds\`)`,
            ]
          : []),
        ...(benches.has('startup')
          ? [`start-up: ${counted(settings.runs, 'start')} of each build (\`--runs\`)`]
          : []),
        ...(benches.has('search')
          ? [
              `search: ${settings.searchClasses.toLocaleString('en-US')} classes, ${settings.queries} queries on PGlite`,
            ]
          : []),
        ...(benches.has('insights') || benches.has('insights-activity')
          ? [
              `insights: ${settings.insightsMembers.toLocaleString('en-US')} members, ${settings.insightsRounds} requests per dashboard (\`--insights-members\`, \`--insights-rounds\`)`,
            ]
          : []),
        ...(benches.has('studio-classes')
          ? [
              `studio classes list: ${STUDIO_LIST_BARS.classes.toLocaleString('en-US')} classes, ${settings.listRounds} requests per kind of query on PGlite (\`--list-rounds\`)`,
            ]
          : []),
        ...(benches.has('two-processes')
          ? [
              `two processes: ${load.connections} connections, ${load.durationSeconds} s measured per route and per set-up after ${load.warmupSeconds} s warm-up`,
            ]
          : []),
        ...(benches.has('catalog') ||
        benches.has('library') ||
        benches.has('member-pages') ||
        benches.has('two-processes')
          ? [`PostgreSQL: ${withoutPassword(settings.postgresUrl)} (a fresh database per server)`]
          : []),
        ...(benches.has('scale') ? [`scale data set: ${withoutPassword(settings.scaleUrl)}`] : []),
      ],
    },
    sections,
  );
  mkdirSync(path.dirname(settings.out), { recursive: true });
  writeFileSync(settings.out, report);
  const problems = problemsOf(sections);
  console.log(`\nReport written to ${settings.out}`);
  if (problems.length === 0) console.log('Every bar measured is met.');
  for (const problem of problems) console.log(`MISSED ${problem}`);
  return problems.length > 0 && settings.gate ? 1 : 0;
}
