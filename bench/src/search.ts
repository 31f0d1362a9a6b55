/**
 * The search bench (issue 15, acceptance 6; quality.md "search as you type"): a studio of 50,000
 * classes, one query at a time as a typing dancer sends them, on a mix of exact, prefix and
 * misspelled queries over the four sources; `/api/ping` measured the same way, interleaved, in the
 * same run. Passes when search's p95 is at most --max-p95 ms (default 25).
 *
 * Usage: npm run bench:search -w @releve/bench -- [--classes N] [--queries N] [--max-p95 MS]
 * With DATABASE_URL set it runs on PostgreSQL, else on PGlite.
 */
import { parseArgs } from 'node:util';
import { type SpawnedServer, spawnServer } from '@releve/server/spawn';
import { catalogSpawnOptions } from './catalog';
import { queryMix, type SearchKind } from './search-queries';

interface Timing {
  kind: SearchKind | 'ping';
  ms: number;
}

async function timeGet(url: string): Promise<number> {
  const start = performance.now();
  const response = await fetch(url);
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

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

const format = (ms: number) => ms.toFixed(1).padStart(7);

function report(timings: Timing[], maxP95: number): string[] {
  const ping = timings.filter((t) => t.kind === 'ping').map((t) => t.ms);
  const pingP95 = percentile(ping, 95);
  console.log('kind          queries   p50 ms   p95 ms   p99 ms   p95 vs ping');
  const row = (label: string, values: number[]) =>
    console.log(
      `${label.padEnd(12)} ${String(values.length).padStart(8)} ${format(percentile(values, 50))} ${format(percentile(values, 95))} ${format(percentile(values, 99))}   ${(percentile(values, 95) / pingP95).toFixed(1)}x`,
    );
  row('ping', ping);
  const searches = timings.filter((t) => t.kind !== 'ping');
  for (const kind of ['exact', 'prefix', 'misspelled'] as const) {
    row(
      kind,
      searches.filter((t) => t.kind === kind).map((t) => t.ms),
    );
  }
  const all = searches.map((t) => t.ms);
  row('all search', all);
  const p95 = percentile(all, 95);
  return p95 > maxP95 ? [`search p95 ${p95.toFixed(1)} ms exceeds --max-p95 ${maxP95} ms`] : [];
}

async function main() {
  const { values } = parseArgs({
    options: {
      classes: { type: 'string', default: '50000' },
      queries: { type: 'string', default: '300' },
      'max-p95': { type: 'string', default: '25' },
    },
  });
  let server: SpawnedServer | undefined;
  const stop = () => void (server?.stop() ?? Promise.resolve()).finally(() => process.exit(130));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  try {
    process.stderr.write(`Seeding and starting a studio of ${values.classes} classes...\n`);
    server = await spawnServer({
      stubWebIfMissing: true,
      ...catalogSpawnOptions({ seed: 'demo', classes: Number(values.classes) }),
    });
    const queries = queryMix(await studioTitles(server.url), Number(values.queries));
    const searchUrl = (q: string) => `${server?.url}/api/search?q=${encodeURIComponent(q)}`;
    process.stderr.write(`Warming up, then ${queries.length} queries, each after a ping...\n`);
    for (const { query } of queries.slice(0, 30)) await timeGet(searchUrl(query));
    const timings: Timing[] = [];
    for (const { query, kind } of queries) {
      timings.push({ kind: 'ping', ms: await timeGet(`${server.url}/api/ping`) });
      timings.push({ kind, ms: await timeGet(searchUrl(query)) });
    }
    console.log(
      `\nSearch bench: ${values.classes} classes, all four sources per query, one at a time, Node.js ${process.version}, database ${server.database}\n`,
    );
    const failures = report(timings, Number(values['max-p95']));
    for (const failure of failures) console.log(`FAIL ${failure}`);
    process.exitCode = failures.length === 0 ? 0 : 1;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  } finally {
    await server?.stop();
  }
}

await main();
