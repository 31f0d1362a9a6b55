/**
 * The insights benches' sections of `bench -- all`'s report (report.ts): each dashboard's p95 beside
 * the bar (issue 36: 500 ms at 100,000 members), and /api/ping's of the same run. Only types
 * are imported from the benches, as report-sections.ts does.
 */
import { INSIGHTS_BARS } from './bars';
import type { measureInsights } from './insights';
import type { measureInsightsActivity } from './insights-activity';
import { percentile } from './measure';
import { atMost, type Figure, type Section } from './report';

const ms = (value: number) => `${value.toFixed(1)} ms`;
const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

type Latency = { p50Ms: number; p95Ms: number; p99Ms: number; count: number };

const dashboardFigure = (name: string, latency: Latency, ping: Latency, barred: boolean): Figure => ({
  what: `${name} dashboard p95`,
  value: latency.p95Ms,
  shown: `${ms(latency.p95Ms)}, ${(latency.p95Ms / ping.p95Ms).toFixed(1)}x ping's p95 (p50 ${ms(latency.p50Ms)}, p99 ${ms(latency.p99Ms)}, ${latency.count} requests)`,
  ...(barred ? { bar: atMost(INSIGHTS_BARS.maxP95Ms, `<= ${INSIGHTS_BARS.maxP95Ms} ms`) } : {}),
});

const pingFigure = (ping: Latency): Figure => ({
  what: 'baseline /api/ping, one at a time',
  value: ping.p95Ms,
  shown: `p95 ${ms(ping.p95Ms)} (p50 ${ms(ping.p50Ms)}, p99 ${ms(ping.p99Ms)})`,
});

export function insightsSection(result: Awaited<ReturnType<typeof measureInsights>>): Section {
  // The bar holds at 100,000 members: a smaller studio is given without it, not as met.
  const barred = result.members >= INSIGHTS_BARS.members;
  return {
    title: `Insights: Money and Members, ${result.database}`,
    conditions: `a year of billing for ${integer.format(result.members)} members (rollups rebuilt after seeding), the owner's GET one at a time over 7, 30, 90 and 365 days, each after a ping`,
    status: 'ran',
    figures: [
      ...result.dashboards.map(({ dashboard, latency }) =>
        dashboardFigure(dashboard, latency, result.ping, barred),
      ),
      pingFigure(result.ping),
    ],
    notes: barred
      ? []
      : [
          `The bar (<= ${INSIGHTS_BARS.maxP95Ms} ms) is for ${integer.format(INSIGHTS_BARS.members)} members; this run had ${integer.format(result.members)}, so its figures are given without it.`,
        ],
  };
}

export function insightsActivitySection(
  result: Awaited<ReturnType<typeof measureInsightsActivity>>,
): Section {
  const latency = (values: number[]): Latency => ({
    p50Ms: percentile(values, 50),
    p95Ms: percentile(values, 95),
    p99Ms: percentile(values, 99),
    count: values.length,
  });
  const ping = latency(result.ping);
  return {
    title: `Insights: Classes, Search and Page views, ${result.database}`,
    conditions: `the demo studio's year of activity, the owner's GET one at a time over 7, 30, 90 and 365 days, ${result.rounds} rounds, each after a ping`,
    status: 'ran',
    figures: [
      ...Object.entries(result.times).map(([name, values]) =>
        dashboardFigure(name, latency(values), ping, true),
      ),
      pingFigure(ping),
    ],
  };
}
