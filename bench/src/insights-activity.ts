/**
 * The insights' Classes, Search and Page views dashboards (issue 36, decision 058) on the demo studio,
 * whose first start seeds a year of activity: each dashboard asked through its real route by the
 * signed-in owner, one request at a time, over 7, 30, 90 and 365 days, each after a `/api/ping`
 * measured the same way. Passes when every dashboard's p95 is at most --max-p95 ms (default 500).
 *
 * Usage: npm run bench:insights-activity -w @releve/bench -- [--rounds N] [--max-p95 MS]
 * PGlite unless DATABASE_URL is set.
 */
import { parseArgs } from 'node:util';
import {
  studioInsightsClassesPath,
  studioInsightsPagesPath,
  studioInsightsSearchPath,
} from '@releve/contracts';
import { type SpawnedServer, spawnServer } from '@releve/server/spawn';
import { DEMO_OWNER, signIn } from './demo-member';
import { isMainModule, percentile, progress } from './measure';

const DASHBOARDS = {
  classes: studioInsightsClassesPath,
  search: studioInsightsSearchPath,
  pages: studioInsightsPagesPath,
};
const RANGES = [7, 30, 90, 365];

async function timed(url: string, cookie?: string): Promise<number> {
  const start = performance.now();
  const response = await fetch(url, cookie ? { headers: { cookie } } : {});
  const text = await response.text();
  const ms = performance.now() - start;
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}: ${text.slice(0, 200)}`);
  return ms;
}

/** `from=&to=`: the last `days` days up to today (UTC days; the studio's zone moves them by hours). */
function rangeOf(days: number) {
  const day = (offset: number) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);
  return `from=${day(days - 1)}&to=${day(0)}`;
}

export async function measureInsightsActivity(rounds: number) {
  progress('Starting the demo studio (its first start seeds the year of activity)...');
  let server: SpawnedServer | undefined;
  const stop = () => void (server?.stop() ?? Promise.resolve()).finally(() => process.exit(130));
  process.once('SIGINT', stop);
  server = await spawnServer({ stubWebIfMissing: true, env: { DEMO_STUDIO: 'true' } });
  try {
    const cookie = await signIn(server.url, DEMO_OWNER);
    const url = (path: string, days: number) => `${server?.url}${path}?${rangeOf(days)}`;
    for (const path of Object.values(DASHBOARDS))
      for (const days of RANGES) await timed(url(path, days), cookie);
    progress(`${rounds} rounds of ${Object.keys(DASHBOARDS).length} dashboards x ${RANGES.length} ranges...`);
    const ping: number[] = [];
    const times = Object.fromEntries(Object.keys(DASHBOARDS).map((name) => [name, [] as number[]]));
    for (let round = 0; round < rounds; round++)
      for (const [name, path] of Object.entries(DASHBOARDS))
        for (const days of RANGES) {
          ping.push(await timed(`${server.url}/api/ping`));
          times[name]?.push(await timed(url(path, days), cookie));
        }
    return { database: server.database, rounds, ping, times };
  } finally {
    await server.stop();
  }
}

async function main() {
  const { values } = parseArgs({
    options: { rounds: { type: 'string', default: '10' }, 'max-p95': { type: 'string', default: '500' } },
  });
  const result = await measureInsightsActivity(Number(values.rounds));
  const maxP95 = Number(values['max-p95']);
  console.log(
    `\nInsights Classes, Search, Page views on the demo studio (database ${result.database}), ${result.rounds} rounds x 7/30/90/365 days\n`,
  );
  console.log(`${'dashboard'.padEnd(12)}  p50 ms   p95 ms   p95 vs ping`);
  const pingP95 = percentile(result.ping, 95);
  console.log(
    `${'ping'.padEnd(12)} ${percentile(result.ping, 50).toFixed(1).padStart(7)} ${pingP95.toFixed(1).padStart(8)}`,
  );
  const missed: string[] = [];
  for (const [name, values] of Object.entries(result.times)) {
    const p95 = percentile(values, 95);
    console.log(
      `${name.padEnd(12)} ${percentile(values, 50).toFixed(1).padStart(7)} ${p95.toFixed(1).padStart(8)}   ${(p95 / pingP95).toFixed(1)}x`,
    );
    if (p95 > maxP95) missed.push(`${name}: p95 ${p95.toFixed(1)} ms exceeds ${maxP95} ms`);
  }
  if (missed.length) {
    console.error(`\nFAILED: ${missed.join('; ')}`);
    process.exitCode = 1;
  }
}

if (isMainModule(import.meta.url)) await main();
