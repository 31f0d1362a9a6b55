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

export function formatMegabytes(bytes: number | undefined): string {
  return bytes === undefined ? 'n/a (no /proc on this system)' : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
