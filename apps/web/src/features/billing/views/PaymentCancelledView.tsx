import { useEffect, useRef, useState } from 'react';
import { PageLoading } from '../../../app/PageLoading';
import formStyles from '../../../components/form/Form.module.css';
import type { DialogViewProps } from '../../../lib/account-dialog';
import { cancelOrder } from '../api/billing-api';
import { forgetPendingOrder, returningOrderId } from '../checkout/start-checkout';
import { useAccessGranted } from '../checkout/use-access-granted';
import { useBillingTranslation } from '../texts';
import styles from './Views.module.css';

/**
 * payment-cancelled: the buyer left the payment page ("Cancel and return"), or the checkout ended
 * without access (expired; paid too late and refunded: `message` says so, decision 026). Coming back
 * from the payment page, the order is cancelled on the server, which closes the provider's session so
 * it can no longer be paid; one paid just before goes on as paid.
 */
export default function PaymentCancelledView({ params, go, close }: DialogViewProps) {
  const { t } = useBillingTranslation();
  const granted = useAccessGranted(go);
  const given = params.get('message');
  const [orderId] = useState(() => (given ? null : returningOrderId(params)));
  const [message, setMessage] = useState<string | null>(given);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!orderId) {
      forgetPendingOrder();
      return;
    }
    cancelOrder(orderId).then(
      (answer) => {
        if (answer.accessGranted) void granted(answer.kind);
        else {
          forgetPendingOrder();
          setMessage(answer.message ?? t('payment.cancelled'));
        }
      },
      () => setMessage(t('payment.cancelled')),
    );
  });

  if (orderId && message === null) {
    return (
      <>
        <p>{t('payment.closing')}</p>
        <PageLoading />
      </>
    );
  }
  return (
    <div className={formStyles.form}>
      <p role="status">{message ?? t('payment.cancelled')}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={close}>
          {t('payment.close')}
        </button>
        <button
          type="button"
          className={formStyles.primary}
          onClick={() => go('choose-offer', { orderId: null, message: null })}
        >
          {t('payment.chooseAgain')}
        </button>
      </div>
    </div>
  );
}
