import type { OrderStatus } from '@releve/contracts';
import { useEffect, useRef, useState } from 'react';
import { PageLoading } from '../../../app/PageLoading';
import { FormMessage } from '../../../components/form/FormMessage';
import type { DialogViewProps } from '../../../lib/account-dialog';
import { finalizeOrder } from '../api/billing-api';
import { failureMessage, returningOrderId } from '../checkout/start-checkout';
import { afterRedirect, outcomeOf } from '../checkout/use-access-wait';
import { useBillingTranslation } from '../texts';
import { AccessWait } from './AccessWait';
import { GiftMissedNotice } from './GiftMissedNotice';
import { usePaymentOutcome } from './use-payment-outcome';

/**
 * finalize-payment: where the payment page sends the browser back. The server looks the checkout up
 * and fulfils it (exactly once, whoever comes first: this or the webhook); then the view waits for the
 * access, or goes on to payment-error or payment-cancelled.
 */
export default function FinalizePaymentView({ params, go }: DialogViewProps) {
  const { t } = useBillingTranslation();
  const orderId = returningOrderId(params);
  const { onOutcome, missed, proceed } = usePaymentOutcome(go);
  const [status, setStatus] = useState<OrderStatus | null>(null);
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (!orderId || started.current) return;
    started.current = true;
    finalizeOrder(orderId).then(
      (answer) => {
        const outcome = outcomeOf(answer);
        if (outcome) onOutcome(outcome, answer.kind);
        else setStatus(answer);
      },
      (failure) => setError(failureMessage(failure, t('payment.unknownOrder'))),
    );
  });

  if (!orderId) return <FormMessage kind="error">{t('payment.unknownOrder')}</FormMessage>;
  if (error) return <FormMessage kind="error">{error}</FormMessage>;
  if (missed) return <GiftMissedNotice gift={missed.gift} onContinue={proceed} />;
  if (!status) {
    return (
      <>
        <p>{t('payment.finalizing')}</p>
        <PageLoading />
      </>
    );
  }
  return (
    <AccessWait
      orderId={orderId}
      options={afterRedirect}
      onOutcome={(outcome) => onOutcome(outcome, status.kind)}
    />
  );
}
