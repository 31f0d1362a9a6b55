import type { Order } from '@releve/contracts';
import { formatMoney, showsFeeRow, taxPercentLabel } from '@releve/contracts/billing-rules';
import { useBillingTranslation } from '../texts';
import styles from '../views/Views.module.css';

/**
 * The checkout's numbers (accounts-and-billing.md §3 Order, §9): price, the discount when there is one
 * (a trial or a coupon), the tax as a rounded percent, the payment-method fee only above 0, the total.
 */
export function OrderSummary({ order }: { order: Order }) {
  const { t } = useBillingTranslation();
  const money = (cents: number) => formatMoney(cents, order.currency);
  const { priceBreakdown: breakdown, discount } = order;
  return (
    <dl className={styles.summary} aria-label={t('checkout.summary')} data-testid="order-summary">
      <Row label={order.offer.offerTitle} value={money(breakdown.offerPrice)} />
      {breakdown.discountAmount > 0 && (
        <Row
          label={discount.type === 'trial' ? t('checkout.trialDiscount') : couponLabel(discount.periods, t)}
          value={`−${money(breakdown.discountAmount)}`}
        />
      )}
      <Row
        label={t('checkout.tax', { percent: taxPercentLabel(order.taxRate) })}
        value={money(breakdown.taxValue)}
      />
      {showsFeeRow(breakdown.paymentMethodFee) && (
        <Row label={t('checkout.fee')} value={money(breakdown.paymentMethodFee)} />
      )}
      <Row
        label={discount.type === 'trial' ? t('checkout.totalToday') : t('checkout.total')}
        value={money(order.totalPrice)}
        total
      />
    </dl>
  );
}

/** A coupon for several payments says so (decision 051): periods N, or 0 for every payment. */
function couponLabel(periods: number, t: ReturnType<typeof useBillingTranslation>['t']) {
  if (periods === 0) return t('checkout.couponDiscountForever');
  return periods > 1 ? t('checkout.couponDiscountFor', { count: periods }) : t('checkout.couponDiscount');
}

function Row({ label, value, total }: { label: string; value: string; total?: boolean }) {
  return (
    <div className={styles.row} data-total={total || undefined}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
