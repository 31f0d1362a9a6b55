/**
 * The insights bench (issue 36, decision 057): the console's Money and Members dashboards of a studio
 * with a year of billing history for --members members (decision 057's demo year, planned for that
 * many: about 1.2 subscriptions and 7 payments each), asked through their real routes by the signed-in
 * owner, one request at a time, for the ranges a studio picks (7, 30, 90 and 365 days), each after a
 * `/api/ping` measured the same way. Passes when each dashboard's p95 is at most --max-p95 ms (500,
 * the issue's bar).
 *
 * Usage: npm run bench -w @releve/bench -- insights [--members N] [--rounds N] [--max-p95 MS]
 *   (or: node --import tsx bench/src/insights.ts ...). PGlite unless DATABASE_URL is set.
 */
import { parseArgs } from 'node:util';
import { addDays } from '@releve/contracts';
import { hashPassword } from '@releve/server/password-hashing';
import { spawnServer } from '@releve/server/spawn';
import { runServerScript } from './catalog';
import { signIn } from './demo-member';
import { isMainModule, percentile, progress } from './measure';

const SEED_SCRIPT = 'apps/server/src/modules/billing/testing/seed-business-at-scale.ts';
const OWNER = { email: 'owner@scale.releve.test', password: 'dance-scale-2026' };
const DASHBOARDS = ['money', 'members'] as const;
const RANGES = [7, 30, 90, 365];

async function timed(url: string, cookie?: string): Promise<number> {
  const start = performance.now();
  const response = await fetch(url, cookie ? { headers: { cookie } } : {});
  await response.text();
  const ms = performance.now() - start;
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return ms;
}

export async function measureInsights({ members, rounds }: { members: number; rounds: number }) {
  const began = performance.now();
  const say = (line: string) => progress(`${line} (${Math.round((performance.now() - began) / 1000)} s)`);
  say(`Seeding a year of billing for ${members} members and starting the server...`);
  const server = await spawnServer({
    stubWebIfMissing: true,
    prepare: async (env) =>
      runServerScript(env, SEED_SCRIPT, [String(members), OWNER.email, await hashPassword(OWNER.password)]),
  });
  try {
    const cookie = await signIn(server.url, OWNER);
    const today = new Date().toISOString().slice(0, 10);
    const url = (dashboard: string, days: number) =>
      `${server.url}/api/studio/insights/${dashboard}?from=${addDays(today, -(days - 1))}&to=${today}`;
    say('Warming up...');
    for (const dashboard of DASHBOARDS) for (const days of RANGES) await timed(url(dashboard, days), cookie);
    say(
      `${rounds} rounds of ${DASHBOARDS.length} dashboards × ${RANGES.length} ranges, each after a ping...`,
    );
    const ping: number[] = [];
    const times = Object.fromEntries(DASHBOARDS.map((dashboard) => [dashboard, [] as number[]]));
    for (let round = 0; round < rounds; round++)
      for (const dashboard of DASHBOARDS) {
        ping.push(await timed(`${server.url}/api/ping`));
        times[dashboard]?.push(await timed(url(dashboard, RANGES[round % RANGES.length] as number), cookie));
      }
    const figures = (values: number[]) => ({
      count: values.length,
      p50Ms: percentile(values, 50),
      p95Ms: percentile(values, 95),
      p99Ms: percentile(values, 99),
    });
    return {
      database: server.database,
      members,
      ping: figures(ping),
      dashboards: DASHBOARDS.map((dashboard) => ({ dashboard, latency: figures(times[dashboard] ?? []) })),
    };
  } finally {
    await server.stop();
  }
}

if (isMainModule(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      members: { type: 'string', default: '100000' },
      rounds: { type: 'string', default: '40' },
      'max-p95': { type: 'string', default: '500' },
    },
  });
  const maxP95 = Number(values['max-p95']);
  const result = await measureInsights({ members: Number(values.members), rounds: Number(values.rounds) });
  const line = (name: string, f: { p50Ms: number; p95Ms: number; p99Ms: number; count: number }) =>
    `${name.padEnd(10)} p50 ${f.p50Ms.toFixed(1).padStart(7)} ms  p95 ${f.p95Ms.toFixed(1).padStart(7)} ms  p99 ${f.p99Ms.toFixed(1).padStart(7)} ms  (${f.count})`;
  console.log(`\nInsights on ${result.database}, ${result.members} members`);
  console.log(line('ping', result.ping));
  for (const { dashboard, latency } of result.dashboards) console.log(line(dashboard, latency));
  const missed = result.dashboards.filter(({ latency }) => latency.p95Ms > maxP95);
  for (const { dashboard, latency } of missed)
    console.log(`MISSED: ${dashboard}'s p95 ${latency.p95Ms.toFixed(1)} ms exceeds ${maxP95} ms`);
  process.exitCode = missed.length ? 1 : 0;
}
