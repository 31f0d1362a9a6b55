import { useBillingTranslation } from '../texts';
import styles from './Promotion.module.css';
import type { ShownToast } from './use-promo-stats';

/** "2 Calendars Just Sold / Only 5 more remaining" (§4), announced politely. */
export function SoldToasts({ toasts }: { toasts: ShownToast[] }) {
  const { t } = useBillingTranslation();
  return (
    <div className={styles.toasts} role="status" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className={styles.toast} data-testid="sold-toast">
          <p className={styles.toastTitle}>
            {t(toast.item === 'calendar' ? 'promo.toast.calendars' : 'promo.toast.collections', {
              count: toast.sold,
            })}
          </p>
          <p>{t('promo.toast.remaining', { count: toast.remaining })}</p>
        </div>
      ))}
    </div>
  );
}
