/**
 * Start-up of the compiled server (`npm start`: apps/server/dist, no TypeScript compiler at run time)
 * against the sources run through tsx (what `npm start` ran before), alternated in the same run so both
 * meet the same machine: the time from spawning to GET /healthz answering 200, and the process's
 * resident memory once healthy and after a short burst of requests.
 *
 * Usage: npm run bench:startup -w @releve/bench -- [--runs N] [--json]   (each run starts one server of each)
 * `--json` prints the figures as a JSON line last; `measureStartup()` returns them (all.ts).
 */
import { parseArgs } from 'node:util';
import { compileServer, spawnServer } from '@releve/server/spawn';
import { isMainModule, type Log, median, megabytes, progress } from './measure';
import { readRssBytes } from './memory';

/** Requests of each of the two routes sent after start-up, before the second memory reading. */
const REQUESTS_EACH = 200;

interface Start {
  ms: number;
  rssHealthy: number;
  rssAfterUse: number;
}

export type ServerBuild = 'compiled' | 'tsx';

export interface StartupFigures {
  /** Medians over the runs. */
  startMs: number;
  rssHealthyMb: number | null;
  rssAfterUseMb: number | null;
}

export interface StartupResult {
  runs: number;
  /** Requests answered before the second memory reading. */
  requests: number;
  compiled: StartupFigures;
  tsx: StartupFigures;
  /** The compiled start-up's time over the tsx one's. */
  ratio: number;
}

async function startOnce(compiled: boolean): Promise<Start> {
  if (compiled) process.env.SPAWN_COMPILED_SERVER = '1';
  else delete process.env.SPAWN_COMPILED_SERVER;
  const started = performance.now();
  // A first start, as a studio's: the server creates and migrates its database.
  const server = await spawnServer({ stubWebIfMissing: true, freshDatabase: true });
  const ms = performance.now() - started;
  try {
    const rssHealthy = readRssBytes(server.pid) ?? 0;
    for (let i = 0; i < REQUESTS_EACH; i++) {
      await fetch(`${server.url}/api/settings`).then((answer) => answer.arrayBuffer());
      await fetch(`${server.url}/api/initial-data`).then((answer) => answer.arrayBuffer());
    }
    return { ms, rssHealthy, rssAfterUse: readRssBytes(server.pid) ?? 0 };
  } finally {
    await server.stop();
  }
}

/** Compiles the server, then starts it `runs` times each way on PGlite, alternated. */
export async function measureStartup({
  runs,
  log = progress,
  compileOutput = 'inherit',
}: {
  runs: number;
  log?: Log;
  /** Where the compiler's output goes. */
  compileOutput?: 'inherit' | 'ignore';
}): Promise<StartupResult> {
  compileServer(compileOutput);
  const results: Record<ServerBuild, Start[]> = { compiled: [], tsx: [] };
  // Which server the caller's spawns run is theirs: put their setting back afterwards.
  const callerSetting = process.env.SPAWN_COMPILED_SERVER;
  try {
    for (let run = 0; run < runs; run++) {
      // Alternated, the order swapped each run: neither side always meets a warmer disk cache.
      const order: ServerBuild[] = run % 2 === 0 ? ['compiled', 'tsx'] : ['tsx', 'compiled'];
      for (const kind of order) {
        log(`Start-up ${run + 1}/${runs}: ${kind}...`);
        results[kind].push(await startOnce(kind === 'compiled'));
      }
    }
  } finally {
    if (callerSetting === undefined) delete process.env.SPAWN_COMPILED_SERVER;
    else process.env.SPAWN_COMPILED_SERVER = callerSetting;
  }
  const figures = (each: Start[]): StartupFigures => ({
    startMs: Math.round(median(each.map((s) => s.ms))),
    rssHealthyMb: megabytes(median(each.map((s) => s.rssHealthy)) || undefined),
    rssAfterUseMb: megabytes(median(each.map((s) => s.rssAfterUse)) || undefined),
  });
  const compiled = figures(results.compiled);
  const tsx = figures(results.tsx);
  return {
    runs,
    requests: REQUESTS_EACH * 2,
    compiled,
    tsx,
    ratio: tsx.startMs > 0 ? compiled.startMs / tsx.startMs : 0,
  };
}

const mb = (value: number | null) => (value === null ? 'n/a' : `${value.toFixed(0)} MB`);

async function main() {
  const { values } = parseArgs({
    options: { runs: { type: 'string', default: '5' }, json: { type: 'boolean', default: false } },
  });
  const result = await measureStartup({ runs: Number(values.runs) });
  console.log(
    `Server start-up on Node.js ${process.version}, PGlite, ${result.runs} starts each (medians)\n`,
  );
  console.log(`| Server | Start to /healthz | RSS when healthy | RSS after ${result.requests} requests |`);
  console.log('|---|---|---|---|');
  for (const kind of ['compiled', 'tsx'] as const) {
    const each = result[kind];
    console.log(
      `| ${kind === 'compiled' ? 'compiled (npm start)' : 'sources through tsx'} | ${each.startMs} ms | ${mb(each.rssHealthyMb)} | ${mb(each.rssAfterUseMb)} |`,
    );
  }
  console.log(`\nCompiled start-up takes ${result.ratio.toFixed(2)}x the time of the tsx start-up.`);
  if (values.json) console.log(JSON.stringify(result));
}

if (isMainModule(import.meta.url)) await main();
