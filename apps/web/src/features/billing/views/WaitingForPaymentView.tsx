import { FormMessage } from '../../../components/form/FormMessage';
import type { DialogViewProps } from '../../accounts';
import { returningOrderId } from '../checkout/start-checkout';
import { useAccessGranted } from '../checkout/use-access-granted';
import { afterCardPayment } from '../checkout/use-access-wait';
import { useBillingTranslation } from '../texts';
import { AccessWait } from './AccessWait';

/**
 * waiting-for-payment: a card was paid directly and the bank has yet to confirm; the order is looked
 * at every 15 s (§9) until access comes, the payment fails or it is cancelled.
 */
export default function WaitingForPaymentView({ params, go }: DialogViewProps) {
  const { t } = useBillingTranslation();
  const orderId = returningOrderId(params);
  const granted = useAccessGranted(go);
  if (!orderId) return <FormMessage kind="error">{t('payment.unknownOrder')}</FormMessage>;
  return (
    <AccessWait
      orderId={orderId}
      options={afterCardPayment}
      onOutcome={(outcome) => {
        if (outcome.kind === 'granted') void granted(outcome.orderKind ?? 'one-time');
        else if (outcome.kind === 'failed')
          go('payment-error', { message: outcome.message ?? t('payment.errorFallback'), orderId: null });
        else go('payment-cancelled', { orderId: null });
      }}
    />
  );
}
