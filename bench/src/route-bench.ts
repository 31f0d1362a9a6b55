/**
 * The route bench behind `npm run bench -- [routes... | catalog]`: starts the server, measures the
 * hello-world baseline and each target route in the same run, and the server's memory idle, at its
 * peak under load and after the load. Returns the figures; run.ts prints them and applies the gates,
 * all.ts puts them in the report.
 */
import { type SpawnedServer, spawnServer } from '@releve/server/spawn';
import { type CatalogBenchOptions, catalogSpawnOptions, catalogTargets } from './catalog';
import {
  type LoadOptions,
  type Log,
  measureRoute,
  megabytes,
  progress,
  type RouteResult,
  type TargetResult,
  withRatio,
} from './measure';
import { readRssBytes, settledRssBytes, trackPeakRss } from './memory';

export const BASELINE_ROUTE = '/api/ping';
/** How long the server rests after the load before its memory is read again. */
export const AFTER_LOAD_SECONDS = 10;

export interface RouteBenchSettings extends LoadOptions {
  /** Routes to measure (for `catalog`, measured after the catalogue's own). */
  targets: string[];
  /** Set for `catalog`: the studio to seed; the targets are found in it once it runs. */
  catalog: CatalogBenchOptions | undefined;
}

export interface RouteBenchResult {
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
  database: SpawnedServer['database'];
  /** Set for `catalog`: what was seeded. */
  catalogue?: string;
  baseline: RouteResult;
  targets: TargetResult[];
  /** `catalog` only: the baseline again at the end, to show how much the machine's load moved. */
  baselineAtEnd?: RouteResult;
  /** Server RSS in MB (null without /proc): started and first answers given, before any load. */
  idleRssMb: number | null;
  /** Highest RSS sampled during warm-ups and measurements. */
  peakRssMb: number | null;
  /** RSS `AFTER_LOAD_SECONDS` after the load. */
  afterRssMb: number | null;
}

export interface RouteBenchHooks {
  log?: Log;
  /** Called once the server is up (for the CLI's Ctrl-C handling). */
  onServer?: (server: SpawnedServer) => void;
}

export function describeCatalog({ seed, classes }: CatalogBenchOptions): string {
  return seed === 'demo' ? `the demo studio (${classes} classes)` : `${classes} generated classes`;
}

/** Starts a server (PostgreSQL when DATABASE_URL is set, else PGlite), measures, stops it. */
export async function benchRoutes(
  settings: RouteBenchSettings,
  { log = progress, onServer }: RouteBenchHooks = {},
): Promise<RouteBenchResult> {
  log('Starting the Relevé server...');
  if (settings.catalog) log(`Seeding ${describeCatalog(settings.catalog)}...`);
  const server = await spawnServer({
    stubWebIfMissing: true,
    ...(settings.catalog ? catalogSpawnOptions(settings.catalog) : {}),
  });
  onServer?.(server);
  try {
    // Idle: the server up and its first answers given (the catalogue loaded), before any load, once
    // what its start-up borrowed has been given back (the peak is measured from there).
    const idleRssBytes = await settledRssBytes(server.pid);
    const memory = trackPeakRss(server.pid);
    log(`Server up at ${server.url} (pid ${server.pid}, database: ${server.database})`);
    const targetRoutes = settings.catalog
      ? [...(await catalogTargets(server.url)), ...settings.targets]
      : settings.targets;

    const measure = async (route: string) => {
      log(
        `Measuring GET ${route} (${settings.warmupSeconds} s warm-up, ${settings.durationSeconds} s measured)...`,
      );
      return measureRoute(server.url, route, settings);
    };
    const baseline = await measure(BASELINE_ROUTE);
    const targets: TargetResult[] = [];
    for (const route of targetRoutes) targets.push(withRatio(await measure(route), baseline));
    // The catalogue run is long: a second baseline at its end shows how much the machine's load
    // moved meanwhile (a large drift means the ratios measure the machine, not the routes).
    const baselineAtEnd = settings.catalog ? await measure(BASELINE_ROUTE) : undefined;
    const peakRssBytes = memory.stop();
    log(`Waiting ${AFTER_LOAD_SECONDS} s for the memory after the load...`);
    await new Promise((resolve) => setTimeout(resolve, AFTER_LOAD_SECONDS * 1000));
    const afterRssBytes = readRssBytes(server.pid);
    return {
      connections: settings.connections,
      durationSeconds: settings.durationSeconds,
      warmupSeconds: settings.warmupSeconds,
      database: server.database,
      ...(settings.catalog ? { catalogue: describeCatalog(settings.catalog) } : {}),
      baseline,
      targets,
      ...(baselineAtEnd ? { baselineAtEnd } : {}),
      idleRssMb: megabytes(idleRssBytes),
      peakRssMb: megabytes(peakRssBytes),
      afterRssMb: megabytes(afterRssBytes),
    };
  } finally {
    await server.stop();
  }
}
