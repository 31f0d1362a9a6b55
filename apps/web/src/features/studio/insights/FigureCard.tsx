import { type ComparedFigure, figureChange } from '@releve/contracts';
import type { FigureFormat } from './format';
import styles from './Insights.module.css';
import { useInsightsTexts } from './texts';

export type FigureKind = 'money' | 'count' | 'percent';

interface Props {
  /** The figure's id: its test id (`figure-<id>`) and the CSV's name. */
  id: string;
  label: string;
  figure: ComparedFigure;
  kind: FigureKind;
  /** The "how is this counted" note: the definition the server's tests check. */
  how: string;
  format: FigureFormat;
  /** Lower is better (churn, refunds, failed payments): a fall is shown as good news. */
  lowerIsBetter?: boolean;
}

/** One figure for the range, beside the previous period: its value, the change and how it is counted. */
export function FigureCard({ id, label, figure, kind, how, format, lowerIsBetter = false }: Props) {
  const { t } = useInsightsTexts();
  const write = (value: number | null) => format[kind](value);
  const { delta, percent } = figureChange(figure);
  const tone = delta === null || delta === 0 ? 'flat' : delta > 0 !== lowerIsBetter ? 'good' : 'bad';
  const sign = delta !== null && delta > 0 ? '+' : '';
  return (
    <article className={styles.card} data-testid={`figure-${id}`} data-value={figure.current ?? ''}>
      <h3 className={styles.cardLabel}>{label}</h3>
      <p className={styles.cardValue} data-testid="figure-value">
        {write(figure.current)}
      </p>
      <p className={styles.cardChange} data-tone={tone}>
        {delta === null ? (
          t('noComparison')
        ) : (
          <>
            <span data-testid="figure-delta">
              {sign}
              {kind === 'percent' ? t('points', { value: format.count(delta) }) : write(delta)}
            </span>
            {percent !== null && kind !== 'percent' && ` (${sign}${format.percent(percent)})`}
          </>
        )}
      </p>
      <p className={styles.cardPrevious}>{t('previous', { value: write(figure.previous) })}</p>
      <details className={styles.how}>
        <summary>{t('howCounted')}</summary>
        <p>{how}</p>
      </details>
    </article>
  );
}
