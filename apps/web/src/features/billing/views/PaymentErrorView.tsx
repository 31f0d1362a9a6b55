import formStyles from '../../../components/form/Form.module.css';
import { FormMessage } from '../../../components/form/FormMessage';
import type { DialogViewProps } from '../../../lib/account-dialog';
import { forgetPendingOrder } from '../checkout/start-checkout';
import { useBillingTranslation } from '../texts';
import styles from './Views.module.css';

/** payment-error: the provider's message (`message`), nothing granted; try again or close. */
export default function PaymentErrorView({ params, go, close }: DialogViewProps) {
  const { t } = useBillingTranslation();
  forgetPendingOrder();
  return (
    <div className={formStyles.form}>
      <p className={styles.lead}>{t('payment.errorTitle')}</p>
      <FormMessage kind="error">{params.get('message') || t('payment.errorFallback')}</FormMessage>
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={close}>
          {t('payment.close')}
        </button>
        <button
          type="button"
          className={formStyles.primary}
          onClick={() => go('choose-offer', { message: null, orderId: null })}
        >
          {t('payment.tryAgain')}
        </button>
      </div>
    </div>
  );
}
