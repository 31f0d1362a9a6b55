/**
 * The studio classes list bench's section of `bench -- all`'s report (report.ts): the typical
 * requests' p95 beside its bar, each kind's figures and ratio to /api/ping's p95 for information.
 * Only types are imported from the bench, as report-sections.ts does.
 */
import { STUDIO_LIST_BARS } from './bars';
import { atMost, type Figure, type Section } from './report';
import type { LatencyFigures } from './search';
import type { StudioClassesResult } from './studio-classes';

const ms = (value: number) => `${value.toFixed(1)} ms`;
const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

export function studioClassesSection(result: StudioClassesResult): Section {
  // The bar holds on a 50,000-class studio: a smaller one is given without it, not as met.
  const barred = result.classes >= STUDIO_LIST_BARS.classes;
  const timesPing = (figures: LatencyFigures) =>
    `${(figures.p95Ms / result.ping.p95Ms).toFixed(1)}x ping's p95`;
  const figures: Figure[] = [
    {
      what: 'classes list p95, typical requests',
      value: result.typical.p95Ms,
      shown: `${ms(result.typical.p95Ms)}, ${timesPing(result.typical)} (p50 ${ms(result.typical.p50Ms)}, ${result.typical.count} requests)`,
      ...(barred ? { bar: atMost(STUDIO_LIST_BARS.maxP95Ms, `<= ${STUDIO_LIST_BARS.maxP95Ms} ms`) } : {}),
    },
    ...result.kinds.map(({ kind, typical, total, latency }) => ({
      what: `${kind}${typical ? '' : ' (not typical)'}: ${integer.format(total)} matches`,
      value: latency.p95Ms,
      shown: `p95 ${ms(latency.p95Ms)}, p50 ${ms(latency.p50Ms)}, ${timesPing(latency)}`,
    })),
    {
      what: 'baseline /api/ping, one at a time',
      value: result.ping.p95Ms,
      shown: `p95 ${ms(result.ping.p95Ms)} (p50 ${ms(result.ping.p50Ms)}, p99 ${ms(result.ping.p99Ms)})`,
    },
  ];
  return {
    title: `Studio classes list, ${result.database}`,
    conditions: `the demo studio at ${integer.format(result.classes)} classes and ${result.drafts} drafts and ${result.scheduled} scheduled classes, the owner's GET /api/studio/classes one at a time, ${result.rounds} per kind, each after a ping`,
    status: 'ran',
    figures,
    notes: barred
      ? []
      : [
          `The bar (<= ${STUDIO_LIST_BARS.maxP95Ms} ms) is for ${integer.format(STUDIO_LIST_BARS.classes)} classes; this run had ${integer.format(result.classes)}, so its figures are given without it.`,
        ],
  };
}
