import type { Promotion } from '@releve/contracts';
import { PROMOTION_CHECK_MS, saleCountdown } from '@releve/contracts/promotion-rules';
import { useBillingTranslation } from '../texts';
import styles from './Promotion.module.css';
import { useNow } from './use-now';

/**
 * The new-year-sale variant's countdown (§2, §4): "Offers starting in" before the window, "Offers end
 * in" during it, in days, hours, minutes and seconds; gone once the sale has ended.
 */
export function SaleCountdown({ sale, at }: { sale: Promotion; at?: number }) {
  const { t } = useBillingTranslation();
  // The console's preview reads it at a chosen instant (decision 054).
  const now = useNow(PROMOTION_CHECK_MS);
  const countdown = saleCountdown(sale, at ?? now);
  if (!countdown) return null;
  const parts = (['days', 'hours', 'minutes', 'seconds'] as const).map((unit) => ({
    unit,
    value: countdown[unit],
  }));
  return (
    <section className={styles.countdown} aria-labelledby="sale-countdown" data-testid="sale-countdown">
      <h2 id="sale-countdown" className={styles.countdownTitle}>
        {countdown.mode === 'to-start' ? t('sale.startingIn') : t('sale.endIn')}
      </h2>
      <ol className={styles.countdownParts}>
        {parts.map(({ unit, value }) => (
          <li key={unit}>
            <span className={styles.countdownValue}>{String(value).padStart(2, '0')}</span>
            <span className={styles.countdownUnit}>{t(`sale.${unit}`, { count: value })}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
