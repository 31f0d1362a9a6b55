import { studioInsightsPagesPath, studioInsightsPagesSchema } from '@releve/contracts';
import { useActivityTexts } from '../activity-texts';
import { BarList } from '../BarList';
import { ChartFrame } from '../ChartFrame';
import { DashboardWaiting } from '../DashboardWaiting';
import { type DashboardProps, useDashboardAnswer } from '../dashboard';
import { FigureCard } from '../FigureCard';
import styles from '../Insights.module.css';
import { TimeSeriesChart } from '../TimeSeriesChart';

/** Page views (issue 36, decision 058): which pages of the site were seen, by members and visitors. */
export default function PagesDashboard(props: DashboardProps) {
  const { t } = useActivityTexts();
  const { data, error, format } = useDashboardAnswer(
    studioInsightsPagesPath,
    studioInsightsPagesSchema,
    props,
  );
  if (!data) return <DashboardWaiting error={error} />;
  const { range } = data;
  return (
    <div className={styles.dashboard} data-testid="insights-pages">
      <div className={styles.cards}>
        <FigureCard
          id="views"
          label={t('pages.views')}
          figure={data.views}
          kind="count"
          how={t('how.views')}
          format={format}
        />
        <FigureCard
          id="member-views"
          label={t('pages.memberViews')}
          figure={data.memberViews}
          kind="count"
          how={t('how.memberViews')}
          format={format}
        />
        <FigureCard
          id="pages"
          label={t('pages.pages')}
          figure={data.pages}
          kind="count"
          how={t('how.pages')}
          format={format}
        />
      </div>
      <ChartFrame
        id="views-series"
        title={t('pages.viewsSeries')}
        how={t('how.viewsSeries')}
        format={format}
        range={range}
        table={{
          columns: [
            { label: t('columns.step'), kind: 'day' },
            { label: t('columns.views'), kind: 'count' },
          ],
          rows: data.viewsSeries.map((point) => [point.day, point.value]),
        }}
      >
        <TimeSeriesChart points={data.viewsSeries} axisValue={format.count} />
      </ChartFrame>
      <ChartFrame
        id="top-pages"
        title={t('pages.top')}
        how={t('how.topPages')}
        format={format}
        range={range}
        table={{
          columns: [
            { label: t('columns.page'), kind: 'text' },
            { label: t('columns.views'), kind: 'count' },
            { label: t('columns.memberViews'), kind: 'count' },
          ],
          rows: data.top.map((row) => [row.path, row.views, row.memberViews]),
        }}
      >
        {data.top.length === 0 ? (
          <p>{t('pages.empty')}</p>
        ) : (
          <BarList
            items={data.top.map((row) => ({
              label: row.path,
              value: row.views,
              text: format.count(row.views),
            }))}
          />
        )}
      </ChartFrame>
      <ChartFrame
        id="referrers"
        title={t('pages.referrers')}
        how={t('how.referrers')}
        format={format}
        range={range}
        table={{
          columns: [
            { label: t('columns.site'), kind: 'text' },
            { label: t('columns.visits'), kind: 'count' },
          ],
          rows: data.referrers.map((row) => [row.host, row.visits]),
        }}
      >
        {data.referrers.length === 0 ? (
          <p>{t('pages.referrersEmpty')}</p>
        ) : (
          <BarList
            items={data.referrers.map((row) => ({
              label: row.host,
              value: row.visits,
              text: format.count(row.visits),
            }))}
          />
        )}
      </ChartFrame>
    </div>
  );
}
