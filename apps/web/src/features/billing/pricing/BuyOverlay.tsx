import { Spinner } from '../../../components/Spinner';
import { useBillingTranslation } from '../texts';
import styles from './BuyOverlay.module.css';

/** Covers the page while a checkout starts, so nothing else is clicked on the way to the payment page. */
export function BuyOverlay() {
  const { t } = useBillingTranslation();
  return (
    <div className={styles.overlay} role="status" aria-live="assertive" data-testid="buy-overlay">
      <Spinner size={40} />
      <p>{t('pricing.redirecting')}</p>
    </div>
  );
}
