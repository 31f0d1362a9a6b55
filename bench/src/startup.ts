/**
 * Start-up of the compiled server (`npm start`: apps/server/dist, no TypeScript compiler at run time)
 * against the sources run through tsx (what `npm start` ran before), alternated in the same run so both
 * meet the same machine: the time from spawning to GET /healthz answering 200, and the process's
 * resident memory once healthy and after a short burst of requests.
 *
 * Usage: npm run bench:startup -w @releve/bench -- [--runs N]   (each run starts one server of each)
 */
import { parseArgs } from 'node:util';
import { compileServer, spawnServer } from '@releve/server/spawn';
import { readRssBytes } from './memory';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const runs = Number(values.runs);

interface Start {
  ms: number;
  rssHealthy: number;
  rssAfterUse: number;
}

async function startOnce(compiled: boolean): Promise<Start> {
  if (compiled) process.env.SPAWN_COMPILED_SERVER = '1';
  else delete process.env.SPAWN_COMPILED_SERVER;
  const started = performance.now();
  const server = await spawnServer({ stubWebIfMissing: true });
  const ms = performance.now() - started;
  try {
    const rssHealthy = readRssBytes(server.pid) ?? 0;
    for (let i = 0; i < 200; i++) {
      await fetch(`${server.url}/api/settings`).then((answer) => answer.arrayBuffer());
      await fetch(`${server.url}/api/initial-data`).then((answer) => answer.arrayBuffer());
    }
    return { ms, rssHealthy, rssAfterUse: readRssBytes(server.pid) ?? 0 };
  } finally {
    await server.stop();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

compileServer();
const results: Record<'compiled' | 'tsx', Start[]> = { compiled: [], tsx: [] };
for (let run = 0; run < runs; run++) {
  // Alternated, the order swapped each run: neither side always meets a warmer disk cache.
  const order: ('compiled' | 'tsx')[] = run % 2 === 0 ? ['compiled', 'tsx'] : ['tsx', 'compiled'];
  for (const kind of order) results[kind].push(await startOnce(kind === 'compiled'));
}

console.log(`Server start-up on Node.js ${process.version}, PGlite, ${runs} starts each (medians)\n`);
console.log('| Server | Start to /healthz | RSS when healthy | RSS after 400 requests |');
console.log('|---|---|---|---|');
for (const kind of ['compiled', 'tsx'] as const) {
  const each = results[kind];
  console.log(
    `| ${kind === 'compiled' ? 'compiled (npm start)' : 'sources through tsx'} | ${median(each.map((s) => s.ms)).toFixed(0)} ms | ${mb(median(each.map((s) => s.rssHealthy)))} | ${mb(median(each.map((s) => s.rssAfterUse)))} |`,
  );
}
const ratio = median(results.compiled.map((s) => s.ms)) / median(results.tsx.map((s) => s.ms));
console.log(`\nCompiled start-up takes ${ratio.toFixed(2)}x the time of the tsx start-up.`);
