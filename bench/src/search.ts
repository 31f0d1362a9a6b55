/**
 * The search bench (issue 15, acceptance 6; quality.md "search as you type"): a studio of 50,000
 * classes, one query at a time as a typing dancer sends them, on a mix of exact, prefix and
 * misspelled queries over the four sources; `/api/ping` measured the same way, interleaved, in the
 * same run. Passes when search's p95 is at most --max-p95 ms (default 15) and at most --max-times-ping
 * times ping's p95 (default 3.5).
 *
 * Usage: npm run bench:search -w @releve/bench -- [--classes N] [--queries N] [--max-p95 MS]
 *   [--max-times-ping X] [--json]
 * With DATABASE_URL set it runs on PostgreSQL, else on PGlite. `--json` prints the figures as a JSON
 * line last; `measureSearch()` returns them (all.ts). The server's resident memory is read too, idle
 * (the studio loaded) and at its peak during the queries: the 50,000-class catalogue's memory.
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { type SpawnedServer, spawnServer } from '@releve/server/spawn';
import { SEARCH_BARS } from './bars';
import { catalogSpawnOptions } from './catalog';
import { isMainModule, type Log, megabytes, percentile, progress } from './measure';
import { settledRssBytes, trackPeakRss } from './memory';
import { queryMix, type SearchKind } from './search-queries';

interface Timing {
  kind: SearchKind | 'ping';
  ms: number;
}

async function timeGet(url: string, headers?: Record<string, string>): Promise<number> {
  const start = performance.now();
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return performance.now() - start;
}

/** Titles of the studio's classes, from its home-page playlists: what dancers would look for. */
async function studioTitles(baseUrl: string): Promise<string[]> {
  const initial = (await (await fetch(`${baseUrl}/api/initial-data`)).json()) as {
    homeShelves: { type: string; itemId: string | null }[];
  };
  const titles: string[] = [];
  for (const shelf of initial.homeShelves) {
    if (shelf.type !== 'playlist' || !shelf.itemId) continue;
    const page = (await (
      await fetch(`${baseUrl}/api/v2/playlists/${shelf.itemId}?page_limit=50`)
    ).json()) as {
      playlist: { title: string }[];
    };
    titles.push(...page.playlist.map((item) => item.title));
  }
  if (titles.length === 0) throw new Error('The studio has no home playlist to take titles from');
  return titles;
}

export interface LatencyFigures {
  count: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
}

export type SearchRow = 'ping' | SearchKind | 'all search';

export interface SearchOptions {
  classes: number;
  queries: number;
  log?: Log;
  /** Called once the server is up (for the CLI's Ctrl-C handling). */
  onServer?: (server: SpawnedServer) => void;
}

export interface SearchResult {
  database: SpawnedServer['database'];
  classes: number;
  queries: number;
  /** Latencies per kind of query, ping's (the baseline) and all searches' together. */
  latency: Record<SearchRow, LatencyFigures>;
  /** Server RSS in MB (null without /proc): the studio loaded, before any query; the peak during them. */
  idleRssMb: number | null;
  peakRssMb: number | null;
}

/**
 * The queries of one dancer: each search is counted against its sender (decision 029, 120 a minute
 * per visitor), so the bench's queries come from several visitors, as a studio's do, each with the
 * server's visitor cookie (`releve.viewer`, 22 URL-safe characters).
 */
const QUERIES_PER_DANCER = 30;
const dancerCookie = () => ({ cookie: `releve.viewer=${randomBytes(16).toString('base64url')}` });

const figuresOf = (values: number[]): LatencyFigures => ({
  count: values.length,
  p50Ms: percentile(values, 50),
  p95Ms: percentile(values, 95),
  p99Ms: percentile(values, 99),
});

/** Seeds and starts the studio (PostgreSQL when DATABASE_URL is set, else PGlite), measures, stops it. */
export async function measureSearch({
  classes,
  queries: count,
  log = progress,
  onServer,
}: SearchOptions): Promise<SearchResult> {
  log(`Seeding and starting a studio of ${classes} classes...`);
  const server = await spawnServer({
    stubWebIfMissing: true,
    ...catalogSpawnOptions({ seed: 'demo', classes }),
  });
  onServer?.(server);
  try {
    // Read as the catalogue bench reads its own (settled), since the report subtracts one from the other.
    const idleRssBytes = await settledRssBytes(server.pid);
    const memory = trackPeakRss(server.pid);
    const queries = queryMix(await studioTitles(server.url), count);
    const searchUrl = (q: string) => `${server.url}/api/search?q=${encodeURIComponent(q)}`;
    log(`Warming up, then ${queries.length} queries, each after a ping...`);
    let dancer = dancerCookie();
    for (const { query } of queries.slice(0, 30)) await timeGet(searchUrl(query), dancer);
    const timings: Timing[] = [];
    for (const [n, { query, kind }] of queries.entries()) {
      if (n % QUERIES_PER_DANCER === 0) dancer = dancerCookie();
      timings.push({ kind: 'ping', ms: await timeGet(`${server.url}/api/ping`) });
      timings.push({ kind, ms: await timeGet(searchUrl(query), dancer) });
    }
    const peakRssBytes = memory.stop();
    const of = (kind: SearchRow) =>
      figuresOf(
        timings.filter((t) => (kind === 'all search' ? t.kind !== 'ping' : t.kind === kind)).map((t) => t.ms),
      );
    return {
      database: server.database,
      classes,
      queries: queries.length,
      latency: {
        ping: of('ping'),
        exact: of('exact'),
        prefix: of('prefix'),
        misspelled: of('misspelled'),
        'all search': of('all search'),
      },
      idleRssMb: megabytes(idleRssBytes),
      peakRssMb: megabytes(peakRssBytes),
    };
  } finally {
    await server.stop();
  }
}

/** The bars search's p95 misses, in words (none: it passes). */
export function searchBarsMissed(
  result: SearchResult,
  { maxP95Ms, maxTimesPingP95 }: { maxP95Ms: number; maxTimesPingP95: number },
): string[] {
  const p95 = result.latency['all search'].p95Ms;
  // Against ping's p95 of the same run (report-sections.ts shows it the same way).
  const times = p95 / result.latency.ping.p95Ms;
  return [
    ...(p95 > maxP95Ms ? [`search p95 ${p95.toFixed(1)} ms exceeds --max-p95 ${maxP95Ms} ms`] : []),
    ...(times > maxTimesPingP95
      ? [
          `search p95 ${p95.toFixed(1)} ms is ${times.toFixed(1)}x ping's p95 (${result.latency.ping.p95Ms.toFixed(1)} ms), above --max-times-ping ${maxTimesPingP95}x`,
        ]
      : []),
  ];
}

const format = (ms: number) => ms.toFixed(1).padStart(7);

function printResult(result: SearchResult) {
  console.log(
    `\nSearch bench: ${result.classes} classes, all four sources per query, one at a time, Node.js ${process.version}, database ${result.database}\n`,
  );
  console.log('kind          queries   p50 ms   p95 ms   p99 ms   p95 vs ping');
  const pingP95 = result.latency.ping.p95Ms;
  for (const [label, figures] of Object.entries(result.latency)) {
    console.log(
      `${label.padEnd(12)} ${String(figures.count).padStart(8)} ${format(figures.p50Ms)} ${format(figures.p95Ms)} ${format(figures.p99Ms)}   ${(figures.p95Ms / pingP95).toFixed(1)}x`,
    );
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      classes: { type: 'string', default: String(SEARCH_BARS.classes) },
      queries: { type: 'string', default: '300' },
      'max-p95': { type: 'string', default: String(SEARCH_BARS.maxP95Ms) },
      'max-times-ping': { type: 'string', default: String(SEARCH_BARS.maxTimesPingP95) },
      json: { type: 'boolean', default: false },
    },
  });
  let server: SpawnedServer | undefined;
  const stop = () => void (server?.stop() ?? Promise.resolve()).finally(() => process.exit(130));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  try {
    const result = await measureSearch({
      classes: Number(values.classes),
      queries: Number(values.queries),
      onServer: (started) => {
        server = started;
      },
    });
    printResult(result);
    const failures = searchBarsMissed(result, {
      maxP95Ms: Number(values['max-p95']),
      maxTimesPingP95: Number(values['max-times-ping']),
    });
    for (const failure of failures) console.log(`FAIL ${failure}`);
    if (values.json) console.log(JSON.stringify({ ...result, failures, ok: failures.length === 0 }));
    process.exitCode = failures.length === 0 ? 0 : 1;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}

if (isMainModule(import.meta.url)) await main();
