/**
 * The studio's classes list bench (issue 33, decision 038): the console's list of a 50,000-class
 * studio, asked through its real route by the signed-in owner, one request at a time, for the
 * queries a studio makes (no filter, each filter, searches, search + level, deep pages, each sort, 100
 * a page), each after a `/api/ping` measured the same way in the same run. Passes when the typical
 * requests' p95, all kinds together, is at most --max-p95 ms (default 50); each kind's figures are
 * given beside it, and a deep page of one level's classes (not typical: only an edited address goes
 * there) without the bar. Some classes are made drafts and others scheduled before the server
 * starts, so the state filters find some.
 *
 * Usage: npm run bench:studio-classes -w @releve/bench -- [--classes N] [--rounds N] [--max-p95 MS] [--json]
 * PGlite unless DATABASE_URL is set. `--json` prints the figures as a JSON line last;
 * `measureStudioClasses()` returns them (all.ts).
 */
import { parseArgs } from 'node:util';
import { type SpawnedServer, spawnServer } from '@releve/server/spawn';
import { STUDIO_LIST_BARS } from './bars';
import { catalogSpawnOptions, runServerScript } from './catalog';
import { DEMO_OWNER, signIn } from './demo-member';
import { isMainModule, type Log, percentile, progress } from './measure';
import type { LatencyFigures } from './search';
import { studioListQueries } from './studio-classes-queries';

const LIST = '/api/studio/classes';
/** Classes made drafts before the server starts, and others scheduled (the state filters' matches). */
const DRAFTS = 40;
const SCHEDULED = 10;
const DRAFTS_SCRIPT = 'apps/server/src/modules/catalog/testing/mark-studio-drafts.ts';

export interface StudioClassesOptions {
  classes: number;
  /** Requests per kind of query (each after a ping). */
  rounds: number;
  log?: Log;
  onServer?: (server: SpawnedServer) => void;
}

export interface StudioClassesResult {
  database: SpawnedServer['database'];
  classes: number;
  /** Classes made drafts, and others scheduled, before the server started. */
  drafts: number;
  scheduled: number;
  rounds: number;
  ping: LatencyFigures;
  /** Every typical kind's requests together: what the bar holds. */
  typical: LatencyFigures;
  /** Per kind of query, in the order measured; `total` is what the list said matched (the last time). */
  kinds: { kind: string; typical: boolean; example: string; total: number; latency: LatencyFigures }[];
}

const figuresOf = (values: number[]): LatencyFigures => ({
  count: values.length,
  p50Ms: percentile(values, 50),
  p95Ms: percentile(values, 95),
  p99Ms: percentile(values, 99),
});

/** A GET's time to the last byte, and its JSON; a failed request fails the bench (a fast 400 is no figure). */
async function timed(url: string, cookie?: string): Promise<{ ms: number; body: unknown }> {
  const start = performance.now();
  const response = await fetch(url, cookie ? { headers: { cookie } } : {});
  const text = await response.text();
  const ms = performance.now() - start;
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}: ${text.slice(0, 200)}`);
  return { ms, body: text ? JSON.parse(text) : undefined };
}

/** Seeds and starts the studio with its drafts, measures each kind of query, stops it. */
export async function measureStudioClasses({
  classes,
  rounds,
  log = progress,
  onServer,
}: StudioClassesOptions): Promise<StudioClassesResult> {
  const began = performance.now();
  const say = (line: string) => log(`${line} (${Math.round((performance.now() - began) / 1000)} s)`);
  say(`Seeding and starting a studio of ${classes} classes...`);
  const demo = catalogSpawnOptions({ seed: 'demo', classes });
  const server = await spawnServer({
    stubWebIfMissing: true,
    ...demo,
    prepare: async (env) => {
      await demo.prepare?.(env);
      await runServerScript(env, DRAFTS_SCRIPT, [String(DRAFTS), String(SCHEDULED)]);
    },
  });
  onServer?.(server);
  try {
    const cookie = await signIn(server.url, DEMO_OWNER);
    const facets = (await timed(`${server.url}${LIST}/facets`, cookie)).body as {
      styles: { style: string }[];
      instructors: string[];
    };
    const queries = studioListQueries(classes, facets);
    const url = (search: string) => `${server.url}${LIST}${search ? `?${search}` : ''}`;
    say(`Warming up, then ${rounds} rounds of ${queries.length} kinds of query, each after a ping...`);
    for (const { searches } of queries) for (const search of searches) await timed(url(search), cookie);
    const ping: number[] = [];
    const times = queries.map(() => [] as number[]);
    const totals = queries.map(() => 0);
    for (let round = 0; round < rounds; round++) {
      for (const [k, { searches }] of queries.entries()) {
        ping.push((await timed(`${server.url}/api/ping`)).ms);
        const { ms, body } = await timed(url(searches[round % searches.length] as string), cookie);
        times[k]?.push(ms);
        totals[k] = (body as { total: number }).total;
      }
    }
    say('Measured.');
    return {
      database: server.database,
      classes,
      drafts: DRAFTS,
      scheduled: SCHEDULED,
      rounds,
      ping: figuresOf(ping),
      typical: figuresOf(queries.flatMap(({ typical }, k) => (typical ? (times[k] ?? []) : []))),
      kinds: queries.map(({ kind, typical, searches }, k) => ({
        kind,
        typical,
        example: searches[0] ?? '',
        total: totals[k] ?? 0,
        latency: figuresOf(times[k] ?? []),
      })),
    };
  } finally {
    await server.stop();
  }
}

/** The bar the typical requests' p95 misses, in words (none: it passes). */
export function studioClassesBarsMissed(result: StudioClassesResult, maxP95Ms: number): string[] {
  const { p95Ms } = result.typical;
  return p95Ms > maxP95Ms
    ? [`the typical list requests' p95 ${p95Ms.toFixed(1)} ms exceeds ${maxP95Ms} ms`]
    : [];
}

const format = (ms: number) => ms.toFixed(1).padStart(7);

function printResult(result: StudioClassesResult) {
  console.log(
    `\nStudio classes list: ${result.classes} classes, ${result.rounds} requests per kind, one at a time, Node.js ${process.version}, database ${result.database}\n`,
  );
  console.log(`${'kind'.padEnd(30)} matches   p50 ms   p95 ms   p99 ms   p95 vs ping`);
  const row = (kind: string, total: string, figures: LatencyFigures) =>
    console.log(
      `${kind.padEnd(30)} ${total.padStart(7)} ${format(figures.p50Ms)} ${format(figures.p95Ms)} ${format(figures.p99Ms)}   ${(figures.p95Ms / result.ping.p95Ms).toFixed(1)}x`,
    );
  row('ping', '', result.ping);
  row('all typical requests', '', result.typical);
  for (const { kind, typical, total, latency } of result.kinds)
    row(typical ? kind : `${kind} (not typical)`, String(total), latency);
}

async function main() {
  const { values } = parseArgs({
    options: {
      classes: { type: 'string', default: String(STUDIO_LIST_BARS.classes) },
      rounds: { type: 'string', default: '40' },
      'max-p95': { type: 'string', default: String(STUDIO_LIST_BARS.maxP95Ms) },
      json: { type: 'boolean', default: false },
    },
  });
  let server: SpawnedServer | undefined;
  const stop = () => void (server?.stop() ?? Promise.resolve()).finally(() => process.exit(130));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  try {
    const result = await measureStudioClasses({
      classes: Number(values.classes),
      rounds: Number(values.rounds),
      onServer: (started) => {
        server = started;
      },
    });
    printResult(result);
    const failures = studioClassesBarsMissed(result, Number(values['max-p95']));
    for (const failure of failures) console.log(`FAIL ${failure}`);
    if (values.json) console.log(JSON.stringify({ ...result, failures, ok: failures.length === 0 }));
    process.exitCode = failures.length === 0 ? 0 : 1;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}

if (isMainModule(import.meta.url)) await main();
