import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';

export interface LoadOptions {
  connections: number;
  /** Seconds of measured load per route. */
  durationSeconds: number;
  /** Seconds of unmeasured load per route first, so JIT and caches are warm when measuring. */
  warmupSeconds: number;
}

export interface RouteResult {
  route: string;
  /** Mean requests per second over the measured run. */
  requestsPerSecond: number;
  /** 99th percentile latency in milliseconds. */
  p99Ms: number;
  /** Responses whose status was not 2xx: a route that 404s or 500s fast is not a fast route. */
  non2xx: number;
  /** Connection errors, timeouts included. */
  errors: number;
  timeouts: number;
  /** Total requests answered during the measured run. */
  requests: number;
}

export interface TargetResult extends RouteResult {
  /** The route's req/s divided by the baseline's req/s from the same run. */
  ratio: number;
}

/** What each request sends, for routes that need more than a plain GET (a session, a JSON body). */
export interface RouteRequest {
  method?: 'GET' | 'POST' | 'DELETE';
  headers?: Record<string, string>;
  body?: string;
  /** Paths and bodies each connection sends in turn, in place of the route's own (same method and headers). */
  rotate?: { path: string; body?: string }[];
}

async function load(
  url: string,
  connections: number,
  seconds: number,
  { rotate, ...request }: RouteRequest = {},
): Promise<autocannon.Result> {
  return autocannon({
    url,
    connections,
    duration: seconds,
    method: 'GET',
    ...request,
    ...(rotate ? { requests: rotate.map((sent) => ({ ...request, ...sent })) } : {}),
  });
}

/** Warms a route up, then measures it; only the second run counts. */
export async function measureRoute(
  baseUrl: string,
  route: string,
  options: LoadOptions,
  request?: RouteRequest,
): Promise<RouteResult> {
  const url = new URL(route, baseUrl).toString();
  if (options.warmupSeconds > 0) await load(url, options.connections, options.warmupSeconds, request);
  const result = await load(url, options.connections, options.durationSeconds, request);
  return {
    route,
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    requests: result.requests.total,
  };
}

export function withRatio(target: RouteResult, baseline: RouteResult): TargetResult {
  const ratio = baseline.requestsPerSecond > 0 ? target.requestsPerSecond / baseline.requestsPerSecond : 0;
  return { ...target, ratio };
}

const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const decimal = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 2 });

/** A plain-text table: one row per route, the baseline first. */
export function formatTable(baseline: RouteResult, targets: TargetResult[]): string {
  const header = ['route', 'req/s', 'p99 ms', 'non-2xx', 'errors', 'vs baseline'];
  const rows = [
    row(baseline, `1.00x (baseline)`),
    ...targets.map((target) => row(target, `${target.ratio.toFixed(2)}x of ${baseline.route}`)),
  ];
  const all = [header, ...rows];
  const widths = header.map((_, column) => Math.max(...all.map((cells) => (cells[column] ?? '').length)));
  // Text columns align left, figures right, so the digits line up.
  const numeric = [false, true, true, true, true, false];
  return all
    .map((cells) =>
      cells
        .map((cell, column) =>
          numeric[column] ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0),
        )
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

function row(result: RouteResult, versus: string): string[] {
  return [
    result.route,
    integer.format(result.requestsPerSecond),
    decimal.format(result.p99Ms),
    integer.format(result.non2xx),
    integer.format(result.errors),
    versus,
  ];
}

/** Megabytes (as `megabytes()` gives them) for the printouts. */
export function formatMegabytes(mb: number | null): string {
  return mb === null ? 'n/a (no /proc on this system)' : `${mb.toFixed(1)} MB`;
}

/** The middle value (the mean of the two middle ones for an even count); 0 for none. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return 0;
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** The nearest-rank percentile `p` (0 to 100) of `values`; 0 for none. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** Progress goes to stderr, so stdout holds only the results (and the JSON line with --json). */
export function progress(message: string) {
  process.stderr.write(`${message}\n`);
}

/** How a bench reports its progress: a line at a time (stderr by default). */
export type Log = (line: string) => void;

/** True when the module whose `import.meta.url` is given is the script node was asked to run. */
export function isMainModule(moduleUrl: string): boolean {
  return process.argv[1] !== undefined && moduleUrl === pathToFileURL(process.argv[1]).href;
}

/** Bytes as megabytes with one decimal (null when unknown), for the JSON summaries. */
export const megabytes = (bytes: number | undefined) =>
  bytes === undefined ? null : Math.round((bytes / 1024 / 1024) * 10) / 10;
