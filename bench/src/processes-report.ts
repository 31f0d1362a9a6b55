/**
 * The several-processes benches' sections of `bench -- all`'s report (report.ts): a web process's
 * memory after the member pages, and the two-process proxy's throughput over one process's. Only
 * types are imported from the bench, as report-sections.ts does.
 */
import { MEMBER_PAGES_BARS, TWO_PROCESSES_BARS } from './bars';
import type { MemberPagesResult, TwoProcessesResult } from './processes';
import { atLeast, atMost, type Figure, type Section } from './report';

const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const mb = (value: number | null) => (value === null ? 'n/a (no /proc)' : `${value.toFixed(1)} MB`);

export function memberPagesSection(result: MemberPagesResult): Section {
  const barred = result.pages >= MEMBER_PAGES_BARS.pages;
  const figures: Figure[] = [
    {
      what: `web process RSS right after ${integer.format(result.pages)} member pages`,
      value: result.afterRssMb ?? undefined,
      shown: mb(result.afterRssMb),
      ...(barred ? { bar: atMost(MEMBER_PAGES_BARS.maxRssMb, `<= ${MEMBER_PAGES_BARS.maxRssMb} MB`) } : {}),
    },
    {
      what: 'the same process idle, before the pages (baseline)',
      value: result.idleRssMb ?? undefined,
      shown: mb(result.idleRssMb),
    },
    { what: 'peak while serving', value: result.peakRssMb ?? undefined, shown: mb(result.peakRssMb) },
    {
      what: 'settled after the pages',
      value: result.settledRssMb ?? undefined,
      shown: mb(result.settledRssMb),
    },
  ];
  return {
    title: `Web process memory after member pages, ${result.database}`,
    conditions: `the demo studio at ${integer.format(result.classes)} classes, the demo member's cookie, ${integer.format(result.pages)} server-rendered pages over ${result.distinctPaths} paths (home, the member's pages, playlists and classes) 8 at a time, in ${result.seconds.toFixed(1)} s`,
    status: 'ran',
    figures,
    notes: barred
      ? []
      : [
          `The bar is for ${integer.format(MEMBER_PAGES_BARS.pages)} pages; this run served ${integer.format(result.pages)}.`,
        ],
  };
}

export function twoProcessesSection(result: TwoProcessesResult): Section {
  const figures: Figure[] = result.routes.map(({ route, mode, one, two, ratio }) => {
    // The bar is the catalogue routes' behind the proxy that hands out connections.
    const barred = route !== '/api/ping' && mode === 'connection';
    const failed = [one, two].filter((run) => run.non2xx > 0 || run.errors > 0);
    return {
      what: `GET ${route}, round robin by ${mode}${route === '/api/ping' ? ' (baseline route, no bar)' : barred ? '' : ' (no bar)'}`,
      value: ratio,
      shown: `${ratio.toFixed(2)}x (${integer.format(two.requestsPerSecond)} against ${integer.format(one.requestsPerSecond)} req/s; p99 ${two.p99Ms} against ${one.p99Ms} ms)`,
      ...(barred
        ? { bar: atLeast(TWO_PROCESSES_BARS.minRatio, `>= ${TWO_PROCESSES_BARS.minRatio}x of one process`) }
        : {}),
      ...(failed.length > 0
        ? { invalid: `${failed.reduce((sum, run) => sum + run.non2xx + run.errors, 0)} failed requests` }
        : {}),
    };
  });
  return {
    title: `Two web processes behind a round-robin proxy, ${result.database}`,
    conditions: `the demo studio at ${integer.format(result.classes)} classes on one database; ${result.load.connections} connections, ${result.load.durationSeconds} s measured after ${result.load.warmupSeconds} s warm-up, for each route one process, two, two, then one behind the same proxy (apps/server/src/testing/round-robin-proxy.ts), half the time each, so a drift of the machine's load weighs on both; p99 the worse of each pair; the two-process proxies handed out ${result.shares.connection.map((share) => integer.format(share)).join(' / ')} connections and ${result.shares.request.map((share) => integer.format(share)).join(' / ')} requests`,
    status: 'ran',
    figures,
    notes: [
      'The load generator, the proxy, both servers and PostgreSQL share the cores. By connection, the proxy pipes bytes unread (as nginx `stream` or HAProxy `mode tcp` would); by request, it is an HTTP proxy in Node.js that costs about what a catalogue answer costs, so it caps what a second process can add on 2 cores.',
    ],
  };
}
