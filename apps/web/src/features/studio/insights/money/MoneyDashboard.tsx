import {
  type MrrMovement,
  SALES_PRODUCTS,
  studioInsightsMoneyPath,
  studioInsightsMoneySchema,
} from '@releve/contracts';
import { BarList } from '../BarList';
import { ChartFrame } from '../ChartFrame';
import { DashboardWaiting } from '../DashboardWaiting';
import { type DashboardProps, useDashboardAnswer } from '../dashboard';
import { FigureCard } from '../FigureCard';
import styles from '../Insights.module.css';
import { TimeSeriesChart } from '../TimeSeriesChart';
import { useInsightsTexts } from '../texts';

const MOVEMENT: (keyof MrrMovement)[] = [
  'start',
  'new',
  'expansion',
  'contraction',
  'churned',
  'reactivated',
  'end',
];
/** Movements that lower MRR, drawn and written as negatives. */
const LOWERING = new Set<keyof MrrMovement>(['contraction', 'churned']);

/** Money (issue 36): recurring revenue and its movement, sales per product, refunds, failed payments. */
export default function MoneyDashboard(props: DashboardProps) {
  const { t } = useInsightsTexts();
  const { data, error, format } = useDashboardAnswer(
    studioInsightsMoneyPath,
    studioInsightsMoneySchema,
    props,
  );
  if (!data) return <DashboardWaiting error={error} />;
  const { range } = data;
  const signed = (key: keyof MrrMovement, value: number) =>
    LOWERING.has(key) && value !== 0 ? -value : value;
  return (
    <div className={styles.dashboard} data-testid="insights-money">
      <div className={styles.cards}>
        <FigureCard
          id="mrr"
          label={t('money.mrr')}
          figure={data.mrr}
          kind="money"
          how={t('how.mrr')}
          format={format}
        />
        <FigureCard
          id="gross-sales"
          label={t('money.grossSales')}
          figure={data.grossSales}
          kind="money"
          how={t('how.grossSales')}
          format={format}
        />
        <FigureCard
          id="refunds"
          label={t('money.refunds')}
          figure={data.refunds}
          kind="money"
          how={t('how.refunds')}
          format={format}
          lowerIsBetter
        />
        <FigureCard
          id="failed-payments"
          label={t('money.failedPayments')}
          figure={data.failedPayments}
          kind="count"
          how={t('how.failedPayments', { amount: format.money(data.failedAmount.current) })}
          format={format}
          lowerIsBetter
        />
        <FigureCard
          id="recovered-payments"
          label={t('money.recoveredPayments')}
          figure={data.recoveredPayments}
          kind="count"
          how={t('how.recoveredPayments', { amount: format.money(data.recoveredAmount.current) })}
          format={format}
        />
      </div>
      <ChartFrame
        id="mrr-series"
        title={t('money.mrrSeries')}
        how={t('how.mrrSeries')}
        format={format}
        range={range}
        table={{
          columns: [
            { label: t('columns.step'), kind: 'day' },
            { label: t('columns.mrr'), kind: 'money' },
          ],
          rows: data.mrrSeries.map((point) => [point.day, point.value]),
        }}
      >
        <TimeSeriesChart points={data.mrrSeries} axisValue={format.wholeMoney} />
      </ChartFrame>
      <ChartFrame
        id="mrr-movement"
        title={t('money.movement')}
        how={t('how.movement')}
        format={format}
        range={range}
        table={{
          columns: [
            { label: t('columns.movement'), kind: 'text' },
            { label: t('columns.current'), kind: 'money' },
            { label: t('columns.previous'), kind: 'money' },
          ],
          rows: MOVEMENT.map((key) => [
            t(`movement.${key}`),
            signed(key, data.movement[key]),
            signed(key, data.previousMovement[key]),
          ]),
        }}
      >
        <BarList
          items={MOVEMENT.map((key) => ({
            label: t(`movement.${key}`),
            value: data.movement[key],
            text: format.money(signed(key, data.movement[key])),
          }))}
        />
      </ChartFrame>
      <ChartFrame
        id="sales-by-product"
        title={t('money.sales')}
        how={t('how.sales')}
        format={format}
        range={range}
        table={{
          columns: [
            { label: t('columns.product'), kind: 'text' },
            { label: t('columns.current'), kind: 'money' },
            { label: t('columns.previous'), kind: 'money' },
          ],
          rows: SALES_PRODUCTS.map((product) => {
            const amount = data.sales.find((sale) => sale.product === product)?.amount;
            return [t(`products.${product}`), amount?.current ?? 0, amount?.previous ?? 0];
          }),
        }}
      >
        <BarList
          items={data.sales.map((sale) => ({
            label: t(`products.${sale.product}`),
            value: sale.amount.current ?? 0,
            text: format.money(sale.amount.current),
          }))}
        />
      </ChartFrame>
    </div>
  );
}
