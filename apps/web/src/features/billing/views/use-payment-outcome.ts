import type { OrderStatus } from '@releve/contracts';
import { useState } from 'react';
import type { DialogViewProps } from '../../../lib/account-dialog';
import { useAccessGranted } from '../checkout/use-access-granted';
import type { AccessOutcome } from '../checkout/use-access-wait';
import { useBillingTranslation } from '../texts';

/**
 * Where a payment's outcome leads from the return views: granted access goes on (useAccessGranted),
 * a failure to payment-error, a checkout that ended without access (cancelled, expired, refused and
 * refunded: decision 026) to payment-cancelled with the server's words. A buyer whose chosen gift went to another
 * buyer first (decision 014) is told before going on: `missed` is then set until `proceed`.
 */
export function usePaymentOutcome(go: DialogViewProps['go']) {
  const { t } = useBillingTranslation();
  const granted = useAccessGranted(go);
  const [missed, setMissed] = useState<{ gift: string; kind: OrderStatus['kind'] } | null>(null);
  const onOutcome = (outcome: AccessOutcome, fallbackKind?: OrderStatus['kind']) => {
    if (outcome.kind === 'granted') {
      const kind = outcome.orderKind ?? fallbackKind ?? 'one-time';
      if (outcome.giftMissed) setMissed({ gift: outcome.giftMissed, kind });
      else void granted(kind);
    } else if (outcome.kind === 'failed') {
      go('payment-error', { message: outcome.message ?? t('payment.errorFallback'), orderId: null });
    } else go('payment-cancelled', { orderId: null, message: outcome.message });
  };
  const proceed = () => missed && void granted(missed.kind);
  return { onOutcome, missed, proceed };
}
