import formStyles from '../../../components/form/Form.module.css';
import type { DialogViewProps } from '../../accounts';
import { forgetPendingOrder } from '../checkout/start-checkout';
import { useBillingTranslation } from '../texts';
import styles from './Views.module.css';

/** payment-cancelled: the buyer left the payment page; nothing was charged. */
export default function PaymentCancelledView({ go, close }: DialogViewProps) {
  const { t } = useBillingTranslation();
  forgetPendingOrder();
  return (
    <div className={formStyles.form}>
      <p role="status">{t('payment.cancelled')}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={close}>
          {t('payment.close')}
        </button>
        <button
          type="button"
          className={formStyles.primary}
          onClick={() => go('choose-offer', { orderId: null })}
        >
          {t('payment.chooseAgain')}
        </button>
      </div>
    </div>
  );
}
