/**
 * Relevé benchmark runner. Starts the server, measures the hello-world baseline and each
 * target route in the same run, and prints every target relative to the baseline, because
 * bench machines are shared and noisy: absolute req/s vary from run to run, ratios much less.
 *
 * Usage: npm run bench -- [routes... | catalog] [--connections N] [--duration S] [--warmup S]
 *                          [--min-ratio R] [--max-p99 MS] [--json] [--seed demo|scale] [--classes N]
 *        npm run bench -- all [...]   every bench, one markdown report (all.ts)
 * The measuring is route-bench.ts's; this file is the CLI: flags, printout, gates.
 */
import { parseArgs } from 'node:util';
import type { SpawnedServer } from '@releve/server/spawn';
import { type CatalogSeed, catalogSeeds } from './catalog';
import { formatMegabytes, formatTable, progress, type RouteResult, type TargetResult } from './measure';
import {
  AFTER_LOAD_SECONDS,
  BASELINE_ROUTE,
  benchRoutes,
  type RouteBenchResult,
  type RouteBenchSettings,
} from './route-bench';

const DEFAULT_TARGETS = ['/api/settings'];

const USAGE = `Usage: npm run bench -- [routes...] [options]
       npm run bench -- catalog [options] [--seed demo|scale] [--classes N]
       npm run bench -- all [--help for its options]   (every bench, one markdown report)

Measures GET ${BASELINE_ROUTE} (the baseline) and each route given (default: ${DEFAULT_TARGETS.join(' ')}).
"catalog" measures initial data, a 20-item playlist page and a media item of a seeded studio.

Options:
  --connections N   concurrent connections (default 50)
  --duration S      measured seconds per route (default 10)
  --warmup S        unmeasured seconds per route before measuring (default 2)
  --min-ratio R     exit 1 if a route's req/s is below R times the baseline's
  --max-p99 MS      exit 1 if a route's p99 latency exceeds MS milliseconds
  --json            print a JSON summary as the last line
  --seed S          catalog: "demo" (default, the demo studio) or "scale" (a plain generated catalogue)
  --classes N       catalog: how many classes to seed (default 5000)
  --help            show this help`;

class UsageError extends Error {}

interface Settings extends RouteBenchSettings {
  minRatio: number | undefined;
  maxP99Ms: number | undefined;
  json: boolean;
}

function parseSettings(argv: string[]): Settings | 'help' {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      connections: { type: 'string' },
      duration: { type: 'string' },
      warmup: { type: 'string' },
      'min-ratio': { type: 'string' },
      'max-p99': { type: 'string' },
      json: { type: 'boolean', default: false },
      seed: { type: 'string' },
      classes: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) return 'help';

  const isCatalog = positionals[0] === 'catalog';
  for (const route of isCatalog ? positionals.slice(1) : positionals) {
    if (!route.startsWith('/')) throw new UsageError(`A route must start with "/": ${route}`);
  }
  if (!isCatalog && (values.seed !== undefined || values.classes !== undefined)) {
    throw new UsageError('--seed and --classes go with "catalog"');
  }
  const seed = (values.seed ?? 'demo') as CatalogSeed;
  if (!catalogSeeds.includes(seed))
    throw new UsageError(`--seed must be demo or scale, got "${values.seed}"`);
  return {
    catalog: isCatalog
      ? { seed, classes: numberFlag('--classes', values.classes, 5_000, { integer: true, min: 1 }) }
      : undefined,
    targets: isCatalog ? positionals.slice(1) : positionals.length > 0 ? positionals : DEFAULT_TARGETS,
    connections: numberFlag('--connections', values.connections, 50, { integer: true, min: 1 }),
    durationSeconds: numberFlag('--duration', values.duration, 10, { integer: true, min: 1 }),
    warmupSeconds: numberFlag('--warmup', values.warmup, 2, { integer: true, min: 0 }),
    minRatio: optionalNumberFlag('--min-ratio', values['min-ratio']),
    maxP99Ms: optionalNumberFlag('--max-p99', values['max-p99']),
    json: values.json,
  };
}

function numberFlag(
  name: string,
  raw: string | undefined,
  fallback: number,
  { integer, min }: { integer: boolean; min: number },
): number {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  // autocannon's duration is whole seconds in practice; a typo must not become NaN or 0 silently.
  if (!Number.isFinite(value) || value < min || (integer && !Number.isInteger(value))) {
    throw new UsageError(
      `${name} must be ${integer ? 'a whole number' : 'a number'} >= ${min}, got "${raw}"`,
    );
  }
  return value;
}

function optionalNumberFlag(name: string, raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(value) || value < 0) {
    throw new UsageError(`${name} must be a number >= 0, got "${raw}"`);
  }
  return value;
}

/** Why the run fails its gates; empty when it passes (or when no gate was asked for). */
function checkGates(settings: Settings, baseline: RouteResult, targets: TargetResult[]): string[] {
  const failures: string[] = [];
  for (const target of targets) {
    if (settings.minRatio !== undefined && target.ratio < settings.minRatio) {
      failures.push(
        `${target.route}: ${target.ratio.toFixed(2)}x of ${baseline.route} is below --min-ratio ${settings.minRatio}`,
      );
    }
    if (settings.maxP99Ms !== undefined && target.p99Ms > settings.maxP99Ms) {
      failures.push(`${target.route}: p99 ${target.p99Ms} ms exceeds --max-p99 ${settings.maxP99Ms} ms`);
    }
  }
  // With a gate asked for, failed requests fail it too: a route answering 404 or 500 fast
  // would otherwise pass a throughput gate it has no right to pass.
  if (settings.minRatio !== undefined || settings.maxP99Ms !== undefined) {
    for (const result of [baseline, ...targets]) {
      if (result.non2xx > 0 || result.errors > 0) {
        failures.push(`${result.route}: ${result.non2xx} non-2xx responses and ${result.errors} errors`);
      }
    }
  }
  return failures;
}

function printResult(result: RouteBenchResult) {
  console.log(
    `\nRelevé bench: ${result.connections} connections, ${result.durationSeconds} s per route ` +
      `after ${result.warmupSeconds} s warm-up, Node.js ${process.version}, database ${result.database}` +
      (result.catalogue ? `, catalogue: ${result.catalogue}\n` : '\n'),
  );
  console.log(formatTable(result.baseline, result.targets));
  console.log(
    `\nServer memory (RSS): idle ${formatMegabytes(result.idleRssMb)}, peak under load ${formatMegabytes(result.peakRssMb)}, ` +
      `${formatMegabytes(result.afterRssMb)} ${AFTER_LOAD_SECONDS} s after the load`,
  );
  if (result.baselineAtEnd) {
    const drift = result.baselineAtEnd.requestsPerSecond / result.baseline.requestsPerSecond;
    console.log(
      `${BASELINE_ROUTE} again at the end: ${Math.round(result.baselineAtEnd.requestsPerSecond)} req/s, ` +
        `p99 ${result.baselineAtEnd.p99Ms} ms (${drift.toFixed(2)}x of the first)`,
    );
  }
  for (const route of [result.baseline, ...result.targets]) {
    if (route.non2xx > 0 || route.errors > 0) {
      console.log(
        `Warning: ${route.route} had ${route.non2xx} non-2xx responses and ${route.errors} errors ` +
          `(${route.timeouts} timeouts); its figures do not measure a working route.`,
      );
    }
  }
}

async function run(settings: Settings, onServer: (server: SpawnedServer) => void): Promise<number> {
  const result = await benchRoutes(settings, { onServer });
  printResult(result);
  const failures = checkGates(settings, result.baseline, result.targets);
  for (const failure of failures) console.log(`FAIL ${failure}`);
  if (settings.json) {
    console.log(JSON.stringify({ ...result, failures, ok: failures.length === 0 }));
  }
  return failures.length === 0 ? 0 : 1;
}

async function main() {
  // `all` runs every bench and writes one report (all.ts); loaded only then, it brings the browsers.
  if (process.argv[2] === 'all') {
    const { runAll } = await import('./all');
    process.exitCode = await runAll(process.argv.slice(3));
    return;
  }
  let settings: Settings | 'help';
  try {
    settings = parseSettings(process.argv.slice(2));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    process.exit(2);
  }
  if (settings === 'help') {
    console.log(USAGE);
    return;
  }

  // Ctrl-C or a CI cancel must not leave a server holding a port and a temp dir behind.
  let server: SpawnedServer | undefined;
  const interrupt = (signal: NodeJS.Signals) => {
    progress(`\n${signal} received: stopping the server...`);
    void (server?.stop() ?? Promise.resolve()).finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupt);
  process.once('SIGTERM', interrupt);

  try {
    process.exitCode = await run(settings, (started) => {
      server = started;
    });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}

await main();
