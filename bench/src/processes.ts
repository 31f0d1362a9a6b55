/**
 * Several processes (issue 37, quality.md "Several processes"), on PostgreSQL:
 *
 * - `member-pages`: the resident memory of a web process after it has served 2,000 member pages
 *   (server-rendered, with the demo member's session cookie), beside its idle memory measured first.
 * - `two-processes`: the catalogue routes' throughput through a round-robin proxy over two processes
 *   on one database, as a ratio of one process behind the same proxy, measured in turn in one run:
 *   the proxy hands out connections (the bar's figure; it pipes bytes unread, as a production load
 *   balancer's costs little next to the processes) and, for information, requests (an HTTP proxy in
 *   Node.js, which costs about what a catalogue answer costs on the same two cores).
 *
 * `npm run bench:processes -w @releve/bench -- [member-pages|two-processes] [--duration S] [--json]`
 * (the compiled server with SPAWN_COMPILED_SERVER=1 after `npm run build`; member pages need the web build).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startRoundRobinProxy } from '@releve/server/round-robin-proxy';
import { repoRoot, type SpawnedServer, spawnServer } from '@releve/server/spawn';
import { MEMBER_PAGES_BARS, TWO_PROCESSES_BARS } from './bars';
import { catalogSpawnOptions, catalogTargets } from './catalog';
import { DEMO_MEMBER, signIn } from './demo-member';
import {
  isMainModule,
  type LoadOptions,
  type Log,
  measureRoute,
  megabytes,
  progress,
  type RouteResult,
} from './measure';
import { readRssBytes, settledRssBytes, trackPeakRss } from './memory';

/** The catalogue benches' studio: quality.md's "5,000-class demo". */
const DEMO_CLASSES = 5_000;
/** Pages asked at once: a few members browsing together, not a load test. */
const PAGE_CONCURRENCY = 8;
/** Web processes: video packaging is left to a worker (none here, nothing is uploaded). */
const WEB_PROCESS_ENV = { JOB_WORKER: 'false' };

function requirePostgres(): void {
  if (!process.env.DATABASE_URL) {
    throw new Error('These benches run on PostgreSQL: set DATABASE_URL (all.ts sets it from --postgres)');
  }
}

export interface MemberPagesResult {
  database: SpawnedServer['database'];
  pages: number;
  classes: number;
  /** Distinct paths among the pages (class pages, playlists and the member's own pages). */
  distinctPaths: number;
  idleRssMb: number | null;
  peakRssMb: number | null;
  /** Right after the last page answered: the figure with the bar. */
  afterRssMb: number | null;
  /** Once settled (two readings 2 s apart within 2%). */
  settledRssMb: number | null;
  seconds: number;
}

/** The member's pages in turn: home, their own pages, and the classes and playlists of the home page. */
async function memberPagePaths(baseUrl: string): Promise<string[]> {
  const initial = (await (await fetch(`${baseUrl}/api/initial-data`)).json()) as {
    homeShelves: { type: string; itemId: string | null }[];
  };
  const playlists = initial.homeShelves.flatMap((shelf) =>
    shelf.type === 'playlist' && shelf.itemId ? [shelf.itemId] : [],
  );
  const classes: string[] = [];
  for (const playlistId of playlists) {
    const page = (await (
      await fetch(`${baseUrl}/api/v2/playlists/${encodeURIComponent(playlistId)}?page_limit=100`)
    ).json()) as { playlist: { mediaid: string }[] };
    classes.push(...page.playlist.map((item) => item.mediaid));
  }
  const own = [
    '/',
    '/library',
    '/programs',
    '/favorites',
    '/watch-again',
    '/my-week',
    '/u/my-account',
    '/pricing',
  ];
  return [
    ...own,
    ...playlists.map((id) => `/p/${encodeURIComponent(id)}`),
    ...[...new Set(classes)].map((id) => `/m/${encodeURIComponent(id)}`),
  ];
}

export async function measureMemberPages({
  pages = MEMBER_PAGES_BARS.pages,
  classes = DEMO_CLASSES,
  log = progress,
}: {
  pages?: number;
  classes?: number;
  log?: Log;
} = {}): Promise<MemberPagesResult> {
  requirePostgres();
  if (!existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))) {
    throw new Error('Member pages are server-rendered from the web build: run `npm run build` first');
  }
  log(`Starting a web process on PostgreSQL with the demo studio (${classes} classes)...`);
  const options = catalogSpawnOptions({ seed: 'demo', classes });
  const server = await spawnServer({ ...options, env: { ...options.env, ...WEB_PROCESS_ENV } });
  try {
    const idle = await settledRssBytes(server.pid);
    const cookie = await signIn(server.url, DEMO_MEMBER);
    const paths = await memberPagePaths(server.url);
    log(`Serving ${pages} member pages (${paths.length} distinct paths, ${PAGE_CONCURRENCY} at a time)...`);
    const memory = trackPeakRss(server.pid);
    const started = performance.now();
    let sent = 0;
    const browse = async () => {
      while (sent < pages) {
        const at = sent;
        sent += 1;
        const pagePath = paths[at % paths.length] as string;
        const response = await fetch(`${server.url}${pagePath}`, { headers: { cookie } });
        const html = await response.text();
        if (response.status !== 200 || !html.includes('<html')) {
          throw new Error(`GET ${pagePath} answered ${response.status} ${html.slice(0, 80)}`);
        }
      }
    };
    await Promise.all(Array.from({ length: PAGE_CONCURRENCY }, browse));
    const seconds = (performance.now() - started) / 1000;
    const after = readRssBytes(server.pid);
    const peak = memory.stop();
    const settled = await settledRssBytes(server.pid);
    return {
      database: server.database,
      pages,
      classes,
      distinctPaths: Math.min(paths.length, pages),
      idleRssMb: megabytes(idle),
      peakRssMb: megabytes(peak),
      afterRssMb: megabytes(after),
      settledRssMb: megabytes(settled),
      seconds,
    };
  } finally {
    await server.stop();
  }
}

export type ProxyMode = 'connection' | 'request';

export interface ProxiedRoute {
  route: string;
  /** The proxy's round robin: by connection (the bar's, cheap as nginx's stream or HAProxy's tcp) or by request. */
  mode: ProxyMode;
  one: RouteResult;
  two: RouteResult;
  /** Two processes' req/s over one's, both behind the same proxy. */
  ratio: number;
}

export interface TwoProcessesResult {
  database: SpawnedServer['database'];
  load: LoadOptions;
  classes: number;
  /** The catalogue routes (with the bar) and /api/ping (the proxy's own ceiling, no bar). */
  routes: ProxiedRoute[];
  /** What each process was handed by the two-process proxies (connections, then requests). */
  shares: Record<ProxyMode, number[]>;
}

export async function measureTwoProcesses({
  load,
  classes = DEMO_CLASSES,
  log = progress,
}: {
  load: LoadOptions;
  classes?: number;
  log?: Log;
}): Promise<TwoProcessesResult> {
  requirePostgres();
  log(`Starting the first process on PostgreSQL with the demo studio (${classes} classes)...`);
  const options = catalogSpawnOptions({ seed: 'demo', classes });
  const first = await spawnServer({
    ...options,
    stubWebIfMissing: true,
    env: { ...options.env, ...WEB_PROCESS_ENV },
  });
  let second: SpawnedServer | undefined;
  const proxies: Awaited<ReturnType<typeof startRoundRobinProxy>>[] = [];
  try {
    log('Starting the second process on the same database...');
    second = await spawnServer({
      existingDatabaseUrl: first.databaseUrl,
      stubWebIfMissing: true,
      env: { ...options.env, ...WEB_PROCESS_ENV },
    });
    const modes: ProxyMode[] = ['connection', 'request'];
    const setups = new Map<ProxyMode, { one: string; two: string; counts: () => number[] }>();
    for (const mode of modes) {
      const one = await startRoundRobinProxy({ targets: [first.url], mode });
      const two = await startRoundRobinProxy({ targets: [first.url, second.url], mode });
      proxies.push(one, two);
      setups.set(mode, { one: one.url, two: two.url, counts: two.counts });
    }
    const routes: ProxiedRoute[] = [];
    for (const route of ['/api/ping', ...(await catalogTargets(first.url))]) {
      for (const mode of modes) {
        const setup = setups.get(mode) as { one: string; two: string };
        log(
          `GET ${route}, round robin by ${mode}: one process, two, two, one (${load.durationSeconds / 2} s each)...`,
        );
        // One, two, two, one (half the duration each): a machine whose load drifts during the route
        // weighs on both set-ups alike, where one-then-two would hand the drift to the second.
        const half = { ...load, durationSeconds: Math.max(1, load.durationSeconds / 2) };
        const oneFirst = await measureRoute(setup.one, route, half);
        const twoFirst = await measureRoute(setup.two, route, half);
        const twoSecond = await measureRoute(setup.two, route, half);
        const oneSecond = await measureRoute(setup.one, route, half);
        const oneResult = combined(oneFirst, oneSecond);
        const twoResult = combined(twoFirst, twoSecond);
        routes.push({
          route,
          mode,
          one: oneResult,
          two: twoResult,
          ratio:
            oneResult.requestsPerSecond > 0 ? twoResult.requestsPerSecond / oneResult.requestsPerSecond : 0,
        });
      }
    }
    const sharesOf = (mode: ProxyMode) => setups.get(mode)?.counts() ?? [];
    return {
      database: first.database,
      load,
      classes,
      routes,
      shares: { connection: sharesOf('connection'), request: sharesOf('request') },
    };
  } finally {
    for (const proxy of proxies) await proxy.close();
    // The second process first: the first one's stop drops the database they share.
    await second?.stop();
    await first.stop();
  }
}

/** Two runs of one route as one: their mean rate, the worse p99, and their counts added. */
function combined(first: RouteResult, second: RouteResult): RouteResult {
  return {
    route: first.route,
    requestsPerSecond: (first.requestsPerSecond + second.requestsPerSecond) / 2,
    p99Ms: Math.max(first.p99Ms, second.p99Ms),
    non2xx: first.non2xx + second.non2xx,
    errors: first.errors + second.errors,
    timeouts: first.timeouts + second.timeouts,
    requests: first.requests + second.requests,
  };
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      duration: { type: 'string', default: '10' },
      warmup: { type: 'string', default: '2' },
      connections: { type: 'string', default: '50' },
      pages: { type: 'string', default: String(MEMBER_PAGES_BARS.pages) },
      json: { type: 'boolean', default: false },
    },
  });
  const which = positionals[0] ?? 'both';
  const out: Record<string, unknown> = {};
  if (which === 'member-pages' || which === 'both') {
    const result = await measureMemberPages({ pages: Number(values.pages) });
    console.log(
      `Member pages: ${result.pages} in ${result.seconds.toFixed(1)} s; RSS idle ${result.idleRssMb} MB, peak ${result.peakRssMb} MB, after ${result.afterRssMb} MB (bar ${MEMBER_PAGES_BARS.maxRssMb} MB), settled ${result.settledRssMb} MB`,
    );
    out.memberPages = result;
  }
  if (which === 'two-processes' || which === 'both') {
    const load = {
      durationSeconds: Number(values.duration),
      warmupSeconds: Number(values.warmup),
      connections: Number(values.connections),
    };
    const result = await measureTwoProcesses({ load });
    for (const route of result.routes) {
      console.log(
        `${route.route} (by ${route.mode}): one ${Math.round(route.one.requestsPerSecond)} req/s, two ${Math.round(route.two.requestsPerSecond)} req/s: ${route.ratio.toFixed(2)}x (bar ${TWO_PROCESSES_BARS.minRatio}x for the catalogue routes)`,
      );
    }
    out.twoProcesses = result;
  }
  if (values.json) console.log(JSON.stringify(out));
}

if (isMainModule(import.meta.url)) await main();
