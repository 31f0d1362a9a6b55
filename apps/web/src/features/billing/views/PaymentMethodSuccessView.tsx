import type { DialogViewProps } from '../../../lib/account-dialog';
import { usePaymentMethod } from '../api/payments-api';
import { brandName } from '../payments/PaymentMethodPanel';
import { useBillingTranslation } from '../texts';
import { ChangeDone } from './ChangeSteps';

/** payment-method-success: the new card is saved. */
export default function PaymentMethodSuccessView({ close }: DialogViewProps) {
  const { t } = useBillingTranslation();
  const card = usePaymentMethod().data;
  return (
    <ChangeDone close={close}>
      {t('manage.methodSaved', { brand: brandName(card?.brand ?? ''), last4: card?.last4 ?? '' })}
    </ChangeDone>
  );
}
