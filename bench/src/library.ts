/**
 * The member's library bench (issue 5, quality.md "per-user routes"): the demo studio's member
 * signed in, with 25 favorites and 21 planned classes, measured on saving progress, the favorites
 * list, the profile (asked on every page) and the week plan, each against /api/ping in the same run.
 *
 * Usage: npm run bench:library -w @releve/bench -- [--connections N] [--duration S] [--warmup S]
 *                                                  [--classes N] [--min-ratio R] [--min-rps N] [--json]
 * With DATABASE_URL set it runs on PostgreSQL, else on PGlite. `--scale heavy|typical` runs on the
 * seeded scale data set that DATABASE_URL names (bench:scale-seed), as its member 1 (2,000 progress
 * rows) or member 50000 (tens). `--json` prints the figures as a JSON line last; `measureLibrary()`
 * returns them (all.ts).
 */
import { parseArgs } from 'node:util';
import { type SpawnedServer, spawnServer } from '@releve/server/spawn';
import { catalogSpawnOptions } from './catalog';
import { DEMO_MEMBER, signIn } from './demo-member';
import {
  formatTable,
  isMainModule,
  type LoadOptions,
  type Log,
  measureRoute,
  progress,
  type RouteRequest,
  type RouteResult,
  type TargetResult,
  withRatio,
} from './measure';
import { type ScaleMember, scaleMemberCredentials, scaleMemberKinds, scaleSpawnOptions } from './scale-data';

/** A full favorites row: the shelf cap (viewing.md §9). */
const FAVORITES = 25;

/** Classes of the studio's first home playlist with enough of them. */
async function someClasses(baseUrl: string, count: number): Promise<{ mediaid: string; duration: number }[]> {
  const initial = (await (await fetch(`${baseUrl}/api/initial-data`)).json()) as {
    homeShelves: { type: string; itemId: string | null }[];
  };
  for (const shelf of initial.homeShelves) {
    if (shelf.type !== 'playlist' || !shelf.itemId) continue;
    const page = (await (
      await fetch(`${baseUrl}/api/v2/playlists/${shelf.itemId}?page_limit=${count}`)
    ).json()) as {
      playlist: { mediaid: string; duration: number }[];
    };
    if (page.playlist.length >= count) return page.playlist.slice(0, count);
  }
  throw new Error(`The studio has no home playlist of ${count} classes`);
}

interface Target {
  label: string;
  route: string;
  request: RouteRequest;
}

/** Signs the member in, gives them a full favorites row, and names the routes to measure. */
async function prepareTargets(
  baseUrl: string,
  member: { email: string; password: string },
): Promise<Target[]> {
  const cookie = await signIn(baseUrl, member);
  const classes = await someClasses(baseUrl, FAVORITES);
  for (const item of classes) {
    const added = await fetch(`${baseUrl}/api/users/me/bookmarks`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ mediaId: item.mediaid }),
    });
    if (!added.ok) throw new Error(`Adding a favorite failed: ${added.status}`);
  }
  // A week plan of three classes a day (quality.md names the week plan among the per-user routes).
  const days = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
  for (const [index, item] of classes.slice(0, 21).entries()) {
    const planned = await fetch(`${baseUrl}/api/users/me/my-week-plan`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ videoId: item.mediaid, day: days[index % 7] }),
    });
    if (!planned.ok) throw new Error(`Planning a class failed: ${planned.status}`);
  }
  const watching = classes[0] as { mediaid: string; duration: number };
  // Each connection saves the 25 classes in turn: saves of one class in one group would become one
  // row (progress-writer.ts), which would flatter the database's share of the work.
  const saves = classes.map((item) => ({
    path: `/api/users/me/video-state/${item.mediaid}`,
    body: JSON.stringify({ lastTime: Math.round(item.duration / 3), duration: item.duration }),
  }));
  return [
    {
      label: 'POST video-state (save progress, 25 classes)',
      route: `/api/users/me/video-state/${watching.mediaid}`,
      request: { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, rotate: saves },
    },
    {
      label: 'GET bookmarks (25 favorites)',
      route: '/api/users/me/bookmarks',
      request: { headers: { cookie } },
    },
    { label: 'GET profile', route: '/api/users/me', request: { headers: { cookie } } },
    {
      label: 'GET my-week-plan (21 classes)',
      route: '/api/users/me/my-week-plan',
      request: { headers: { cookie } },
    },
  ];
}

export interface LibraryOptions {
  load: LoadOptions;
  /** Classes of the demo studio (unused with `scale`). */
  classes: number;
  /** Runs on the seeded scale data set DATABASE_URL names, as this member, instead of the demo studio. */
  scale?: ScaleMember;
  log?: Log;
  /** Called once the server is up (for the CLI's Ctrl-C handling). */
  onServer?: (server: SpawnedServer) => void;
}

export interface LibraryResult {
  database: SpawnedServer['database'];
  load: LoadOptions;
  /** Whose library: the demo studio's member, or the scale data set's heavy or typical member. */
  member: 'demo' | ScaleMember;
  /** The demo studio's classes (none given for the scale data set). */
  classes: number | undefined;
  baseline: RouteResult;
  /** One per route, `route` holding its label. */
  targets: TargetResult[];
}

/** Starts the studio (PostgreSQL when DATABASE_URL is set, else PGlite), measures, stops it. */
export async function measureLibrary({
  load,
  classes,
  scale,
  log = progress,
  onServer,
}: LibraryOptions): Promise<LibraryResult> {
  log(
    scale ? `Starting the server on the scale data set (${scale} member)...` : 'Starting the demo studio...',
  );
  const server = await spawnServer({
    stubWebIfMissing: true,
    ...(scale ? scaleSpawnOptions(scale) : catalogSpawnOptions({ seed: 'demo', classes })),
  });
  onServer?.(server);
  try {
    const targets = await prepareTargets(server.url, scale ? scaleMemberCredentials(scale) : DEMO_MEMBER);
    const measure = (route: string, request?: RouteRequest) => {
      log(`Measuring ${request?.method ?? 'GET'} ${route}...`);
      return measureRoute(server.url, route, load, request);
    };
    const baseline = await measure('/api/ping');
    const results: TargetResult[] = [];
    for (const target of targets) {
      results.push({
        ...withRatio(await measure(target.route, target.request), baseline),
        route: target.label,
      });
    }
    return {
      database: server.database,
      load,
      member: scale ?? 'demo',
      classes: scale ? undefined : classes,
      baseline,
      targets: results,
    };
  } finally {
    await server.stop();
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      connections: { type: 'string', default: '50' },
      duration: { type: 'string', default: '10' },
      warmup: { type: 'string', default: '2' },
      classes: { type: 'string', default: '5000' },
      'min-ratio': { type: 'string' },
      'min-rps': { type: 'string' },
      scale: { type: 'string' },
      json: { type: 'boolean', default: false },
    },
  });
  const scale = values.scale as ScaleMember | undefined;
  if (scale && !scaleMemberKinds.includes(scale))
    throw new Error(`--scale is one of ${scaleMemberKinds.join(', ')}`);
  const load: LoadOptions = {
    connections: Number(values.connections),
    durationSeconds: Number(values.duration),
    warmupSeconds: Number(values.warmup),
  };
  let server: SpawnedServer | undefined;
  const stop = () => void (server?.stop() ?? Promise.resolve()).finally(() => process.exit(130));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  const result = await measureLibrary({
    load,
    classes: Number(values.classes),
    scale,
    onServer: (started) => {
      server = started;
    },
  });
  console.log(
    `\nLibrary bench: ${load.connections} connections, ${load.durationSeconds} s per route, Node.js ${process.version}, database ${result.database}\n`,
  );
  console.log(formatTable(result.baseline, result.targets));
  const failures = result.targets.flatMap((target) => [
    ...(target.non2xx > 0 || target.errors > 0
      ? [`${target.route}: ${target.non2xx} non-2xx, ${target.errors} errors`]
      : []),
    ...(values['min-ratio'] && target.ratio < Number(values['min-ratio'])
      ? [`${target.route}: ${target.ratio.toFixed(2)}x is below --min-ratio ${values['min-ratio']}`]
      : []),
    ...(values['min-rps'] && target.requestsPerSecond < Number(values['min-rps'])
      ? [
          `${target.route}: ${Math.round(target.requestsPerSecond)} req/s is below --min-rps ${values['min-rps']}`,
        ]
      : []),
  ]);
  for (const failure of failures) console.log(`FAIL ${failure}`);
  if (values.json) console.log(JSON.stringify({ ...result, failures, ok: failures.length === 0 }));
  process.exitCode = failures.length === 0 ? 0 : 1;
}

if (isMainModule(import.meta.url)) await main();
