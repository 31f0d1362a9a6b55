import {
  COHORT_MONTHS,
  cancelReasonCodes,
  studioInsightsMembersPath,
  studioInsightsMembersSchema,
} from '@releve/contracts';
import { BarList } from '../BarList';
import { ChartFrame } from '../ChartFrame';
import { DashboardWaiting } from '../DashboardWaiting';
import { type DashboardProps, useDashboardAnswer } from '../dashboard';
import { FigureCard } from '../FigureCard';
import styles from '../Insights.module.css';
import { TimeSeriesChart } from '../TimeSeriesChart';
import { useInsightsTexts } from '../texts';
import { CohortGrid } from './CohortGrid';

const REASONS = [...cancelReasonCodes, 'none'] as const;

/** Members (issue 36): who pays, who tries, who converts, who leaves and why, and who stays by cohort. */
export default function MembersDashboard(props: DashboardProps) {
  const { t } = useInsightsTexts();
  const { data, error, format } = useDashboardAnswer(
    studioInsightsMembersPath,
    studioInsightsMembersSchema,
    props,
  );
  if (!data) return <DashboardWaiting error={error} />;
  const { range } = data;
  const months = Array.from({ length: COHORT_MONTHS }, (_, month) => month);
  return (
    <div className={styles.dashboard} data-testid="insights-members">
      <div className={styles.cards}>
        <FigureCard
          id="active"
          label={t('members.active')}
          figure={data.active}
          kind="count"
          how={t('how.active')}
          format={format}
        />
        <FigureCard
          id="in-trial"
          label={t('members.inTrial')}
          figure={data.inTrial}
          kind="count"
          how={t('how.inTrial')}
          format={format}
        />
        <FigureCard
          id="trial-conversion"
          label={t('members.trialConversion')}
          figure={data.trialConversion}
          kind="percent"
          how={t('how.trialConversion', {
            converted: data.trialsConverted.current ?? 0,
            ended: data.trialsEnded.current ?? 0,
          })}
          format={format}
        />
        <FigureCard
          id="churn-rate"
          label={t('members.churnRate')}
          figure={data.churnRate}
          kind="percent"
          how={t('how.churnRate')}
          format={format}
          lowerIsBetter
        />
        <FigureCard
          id="arpu"
          label={t('members.arpu')}
          figure={data.arpu}
          kind="money"
          how={t('how.arpu')}
          format={format}
        />
        <FigureCard
          id="lifetime-value"
          label={t('members.lifetimeValue')}
          figure={data.lifetimeValue}
          kind="money"
          how={t('how.lifetimeValue')}
          format={format}
        />
      </div>
      <ChartFrame
        id="active-series"
        title={t('members.activeSeries')}
        how={t('how.active')}
        format={format}
        range={range}
        table={{
          columns: [
            { label: t('columns.step'), kind: 'day' },
            { label: t('columns.active'), kind: 'count' },
          ],
          rows: data.activeSeries.map((point) => [point.day, point.value]),
        }}
      >
        <TimeSeriesChart points={data.activeSeries} axisValue={format.count} />
      </ChartFrame>
      <ChartFrame
        id="cancel-reasons"
        title={t('members.cancelReasons')}
        how={t('how.cancelReasons')}
        format={format}
        range={range}
        table={{
          columns: [
            { label: t('columns.reason'), kind: 'text' },
            { label: t('columns.current'), kind: 'count' },
            { label: t('columns.previous'), kind: 'count' },
          ],
          rows: REASONS.map((reason) => {
            const count = data.cancelReasons.find((entry) => entry.reason === reason)?.count;
            return [t(`reasons.${reason}`), count?.current ?? 0, count?.previous ?? 0];
          }),
        }}
      >
        <BarList
          items={REASONS.map((reason) => {
            const value = data.cancelReasons.find((entry) => entry.reason === reason)?.count.current ?? 0;
            return { label: t(`reasons.${reason}`), value, text: format.count(value) };
          })}
        />
      </ChartFrame>
      <ChartFrame
        id="retention-cohorts"
        title={t('members.cohorts')}
        how={t('how.cohorts')}
        format={format}
        range={range}
        table={{
          columns: [
            { label: t('columns.cohort'), kind: 'month' },
            { label: t('columns.size'), kind: 'count' },
            ...months.map((month) => ({ label: t('columns.month', { month }), kind: 'percent' as const })),
          ],
          rows: data.cohorts.map((row) => [
            row.month,
            row.size,
            ...months.map((month) => {
              const kept = row.retained[month];
              return kept === null || kept === undefined || row.size === 0 ? null : (kept / row.size) * 100;
            }),
          ]),
        }}
      >
        <CohortGrid cohorts={data.cohorts} format={format} />
      </ChartFrame>
    </div>
  );
}
