import type { InsightsRange, InsightsRangeQuery } from '@releve/contracts';
import { type ComponentType, useEffect, useMemo } from 'react';
import type { z } from 'zod';
import { figureFormat } from './format';
import { useInsightsAnswer } from './insights-api';

/** What the Insights page gives each dashboard: the range asked, and where to say the range answered. */
export interface DashboardProps {
  query: InsightsRangeQuery;
  /** The dashboard's answer's range (the studio's days, zone, currency): the range picker shows it. */
  onRange: (range: InsightsRange) => void;
}

/** One tab of the Insights page: its id (`?tab=`, and its name in `studio-insights.json`'s `tabs`). */
export interface InsightsDashboard {
  id: string;
  Dashboard: ComponentType<DashboardProps>;
}

/**
 * A dashboard's answer for the page's range, and the format of its figures (the studio's currency);
 * once it is here, the page's range picker shows its days. Until then `DashboardWaiting` shows the
 * loading line or the error.
 */
export function useDashboardAnswer<S extends z.ZodType<{ range: InsightsRange }>>(
  path: string,
  schema: S,
  { query, onRange }: DashboardProps,
) {
  const answer = useInsightsAnswer(path, schema, query);
  const range = answer.data?.range;
  useEffect(() => {
    if (range) onRange(range);
  }, [range, onRange]);
  const currency = range?.currency ?? 'USD';
  const format = useMemo(() => figureFormat({ currency }), [currency]);
  return { data: answer.data, error: answer.isError ? answer.error : null, format };
}
