import {
  type InsightsSearchRow,
  studioInsightsSearchPath,
  studioInsightsSearchSchema,
  trySearchHref,
} from '@releve/contracts';
import activity from '../Activity.module.css';
import { useActivityTexts } from '../activity-texts';
import { BarList } from '../BarList';
import { ChartFrame } from '../ChartFrame';
import { DashboardWaiting } from '../DashboardWaiting';
import { type DashboardProps, useDashboardAnswer } from '../dashboard';
import { FigureCard } from '../FigureCard';
import styles from '../Insights.module.css';
import { TimeSeriesChart } from '../TimeSeriesChart';

type SearchList = 'top' | 'noResults' | 'unopened';

/** Search (issue 36, decision 058): what members looked for, what they did not find, what they left. */
export default function SearchDashboard(props: DashboardProps) {
  const { t } = useActivityTexts();
  const { data, error, format } = useDashboardAnswer(
    studioInsightsSearchPath,
    studioInsightsSearchSchema,
    props,
  );
  if (!data) return <DashboardWaiting error={error} />;
  const { range } = data;
  const table = (rows: InsightsSearchRow[]) => ({
    columns: [
      { label: t('columns.query'), kind: 'text' as const },
      { label: t('columns.searches'), kind: 'count' as const },
      { label: t('columns.emptySearches'), kind: 'count' as const },
      { label: t('columns.selections'), kind: 'count' as const },
      { label: t('columns.lastSeen'), kind: 'day' as const },
    ],
    rows: rows.map((row) => [row.query, row.searches, row.emptySearches, row.selections, row.lastSeen]),
  });
  const list = (name: SearchList) => (
    <ChartFrame
      id={`search-${name}`}
      title={t(`search.${name}`)}
      how={t(`how.${name}`)}
      format={format}
      range={range}
      table={table(data[name])}
    >
      {data[name].length === 0 ? (
        <p>{t('search.empty')}</p>
      ) : (
        <BarList
          items={data[name].map((row) => {
            const value = name === 'noResults' ? row.emptySearches : row.searches;
            return { label: row.query, value, text: format.count(value) };
          })}
        />
      )}
    </ChartFrame>
  );
  return (
    <div className={styles.dashboard} data-testid="insights-search">
      <div className={styles.cards}>
        <FigureCard
          id="searches"
          label={t('search.searches')}
          figure={data.searches}
          kind="count"
          how={t('how.searches')}
          format={format}
        />
        <FigureCard
          id="empty-searches"
          label={t('search.emptySearches')}
          figure={data.emptySearches}
          kind="count"
          how={t('how.emptySearches')}
          format={format}
          lowerIsBetter
        />
        <FigureCard
          id="empty-rate"
          label={t('search.emptyRate')}
          figure={data.emptyRate}
          kind="percent"
          how={t('how.emptyRate')}
          format={format}
          lowerIsBetter
        />
        <FigureCard
          id="selections"
          label={t('search.selections')}
          figure={data.selections}
          kind="count"
          how={t('how.selections')}
          format={format}
        />
      </div>
      <ChartFrame
        id="searches-series"
        title={t('search.searchesSeries')}
        how={t('how.searchesSeries')}
        format={format}
        range={range}
        table={{
          columns: [
            { label: t('columns.step'), kind: 'day' },
            { label: t('columns.searches'), kind: 'count' },
            { label: t('columns.emptySearches'), kind: 'count' },
          ],
          rows: data.searchesSeries.map((point, index) => [
            point.day,
            point.value,
            data.emptySeries[index]?.value ?? 0,
          ]),
        }}
      >
        <TimeSeriesChart points={data.searchesSeries} axisValue={format.count} />
      </ChartFrame>
      {list('noResults')}
      {data.noResults.length > 0 && (
        // Outside the chart (which screen readers skip for its table): links anyone can follow.
        <ul className={activity.tryLinks} aria-label={t('search.tryThem')} data-testid="try-searches">
          <li aria-hidden="true">{t('search.tryThem')}</li>
          {data.noResults.map((row) => (
            <li key={row.query}>
              <a href={trySearchHref(row.query)} target="_blank" rel="noreferrer">
                {t('search.try', { query: row.query })}
              </a>
            </li>
          ))}
        </ul>
      )}
      {list('top')}
      {list('unopened')}
    </div>
  );
}
