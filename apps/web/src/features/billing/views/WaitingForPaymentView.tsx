import { FormMessage } from '../../../components/form/FormMessage';
import type { DialogViewProps } from '../../../lib/account-dialog';
import { returningOrderId } from '../checkout/start-checkout';
import { afterCardPayment } from '../checkout/use-access-wait';
import { useBillingTranslation } from '../texts';
import { AccessWait } from './AccessWait';
import { GiftMissedNotice } from './GiftMissedNotice';
import { usePaymentOutcome } from './use-payment-outcome';

/**
 * waiting-for-payment: a card was paid directly and the bank has yet to confirm; the order is looked
 * at every 15 s (§9) until access comes, the payment fails or it is cancelled.
 */
export default function WaitingForPaymentView({ params, go }: DialogViewProps) {
  const { t } = useBillingTranslation();
  const orderId = returningOrderId(params);
  const { onOutcome, missed, proceed } = usePaymentOutcome(go);
  if (!orderId) return <FormMessage kind="error">{t('payment.unknownOrder')}</FormMessage>;
  if (missed) return <GiftMissedNotice gift={missed.gift} onContinue={proceed} />;
  return (
    <AccessWait orderId={orderId} options={afterCardPayment} onOutcome={(outcome) => onOutcome(outcome)} />
  );
}
