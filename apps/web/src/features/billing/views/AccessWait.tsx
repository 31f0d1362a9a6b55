import { PageLoading } from '../../../app/PageLoading';
import { type AccessOutcome, type AccessWaitOptions, useAccessWait } from '../checkout/use-access-wait';
import { useBillingTranslation } from '../texts';
import styles from './Views.module.css';

interface Props {
  orderId: string;
  options: AccessWaitOptions;
  onOutcome(outcome: AccessOutcome): void;
}

/** Waiting for access: a spinner, then "taking longer than usual" with a way to look again. */
export function AccessWait({ orderId, options, onOutcome }: Props) {
  const { t } = useBillingTranslation();
  const { takingLonger, retry } = useAccessWait(orderId, options, onOutcome);
  if (takingLonger) {
    return (
      <div className={styles.stack}>
        <p role="status">{t('payment.takingLonger')}</p>
        <button type="button" className={styles.secondary} onClick={retry}>
          {t('payment.checkAgain')}
        </button>
      </div>
    );
  }
  return (
    <div className={styles.stack}>
      <p>{t('payment.waiting')}</p>
      <PageLoading />
    </div>
  );
}
