import { COHORT_MONTHS, type CohortRow } from '@releve/contracts';
import type { FigureFormat } from '../format';
import styles from '../Insights.module.css';
import { useInsightsTexts } from '../texts';

/**
 * The retention table: a row per joining month, a cell per month after it, coloured by the share
 * still subscribed (plain CSS; the chart's table view carries the same numbers for screen readers).
 */
export function CohortGrid({ cohorts, format }: { cohorts: readonly CohortRow[]; format: FigureFormat }) {
  const { t } = useInsightsTexts();
  const months = Array.from({ length: COHORT_MONTHS }, (_, month) => month);
  return (
    <div className={styles.cohortScroll}>
      <div
        className={styles.cohortGrid}
        style={{ gridTemplateColumns: `7rem 3.5rem repeat(${COHORT_MONTHS}, 3rem)` }}
      >
        <span className={styles.cohortHead}>{t('columns.cohort')}</span>
        <span className={styles.cohortHead}>{t('columns.size')}</span>
        {months.map((month) => (
          <span key={month} className={styles.cohortHead}>
            {month}
          </span>
        ))}
        {cohorts.map((row) => [
          <span key={`${row.month}-m`} className={styles.cohortMonth}>
            {format.month(row.month)}
          </span>,
          <span key={`${row.month}-s`} className={styles.cohortSize}>
            {row.size}
          </span>,
          ...months.map((month) => {
            const kept = row.retained[month];
            if (kept === null || kept === undefined || row.size === 0) {
              return <span key={`${row.month}-${month}`} className={styles.cohortEmpty} />;
            }
            const share = kept / row.size;
            return (
              <span
                key={`${row.month}-${month}`}
                className={styles.cohortCell}
                style={{ '--share': share } as React.CSSProperties}
              >
                {Math.round(share * 100)}
              </span>
            );
          }),
        ])}
      </div>
    </div>
  );
}
