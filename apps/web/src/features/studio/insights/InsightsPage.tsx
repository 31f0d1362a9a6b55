import type { InsightsRange, InsightsRangeQuery } from '@releve/contracts';
import { useCallback, useId, useState } from 'react';
import { ConsolePage } from '../shared/ConsolePage';
import { insightsDashboards } from './dashboards';
import styles from './Insights.module.css';
import { RangePicker } from './RangePicker';
import { useInsightsTexts } from './texts';
import { useInsightsAddress } from './use-insights-range';

/**
 * Insights (issue 36, decision 057): the studio's dashboards, one tab each, over one range of the
 * studio's days kept in the address with the tab, each figure beside the previous period.
 */
export default function InsightsPage() {
  const { t } = useInsightsTexts();
  const [address, change] = useInsightsAddress();
  const [shown, setShown] = useState<InsightsRange>();
  const onRange = useCallback((range: InsightsRange) => setShown(range), []);
  const active =
    insightsDashboards.find((dashboard) => dashboard.id === address.tab) ?? insightsDashboards[0];
  const tabsId = useId();
  const query: InsightsRangeQuery = { from: address.from, to: address.to };
  if (!active) return null;
  const { Dashboard } = active;
  return (
    <ConsolePage title={t('title')} intro={t('intro')}>
      <nav aria-label={t('tabsLabel')} id={tabsId} className={styles.tabs}>
        {insightsDashboards.map((dashboard) => (
          <a
            key={dashboard.id}
            href={`?${new URLSearchParams({ tab: dashboard.id, ...stripped(query) })}`}
            className={styles.tab}
            aria-current={dashboard.id === active.id ? 'page' : undefined}
            onClick={(event) => {
              event.preventDefault();
              change({ ...query, tab: dashboard.id });
            }}
          >
            {t(`tabs.${dashboard.id}`)}
          </a>
        ))}
      </nav>
      <RangePicker shown={shown} asked={query} onChange={(range) => change({ ...range, tab: address.tab })} />
      <Dashboard query={query} onRange={onRange} />
    </ConsolePage>
  );
}

const stripped = (query: InsightsRangeQuery): Record<string, string> =>
  Object.fromEntries(Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1])));
