import { formatMoney } from '@releve/contracts/billing-rules';
import { FormMessage } from '../../../components/form/FormMessage';
import type { DialogViewProps } from '../../../lib/account-dialog';
import { renewSubscription, useSubscription } from '../api/payments-api';
import { formatBillingDate } from '../payments/billing-dates';
import { useSubscriptionChange } from '../payments/use-subscription-change';
import { useBillingTranslation } from '../texts';
import { ChangeDone, ConfirmChange } from './ChangeSteps';

/** renew-subscription: undoes a cancellation; the confirmation shows the next date and price (§4). */
export default function RenewSubscriptionView({ close }: DialogViewProps) {
  const { t } = useBillingTranslation();
  const subscription = useSubscription();
  const { state, run } = useSubscriptionChange(renewSubscription, 'cancelOrRenew');
  if (state.step === 'done') {
    const renewed = state.answer.subscription;
    return (
      <ChangeDone close={close}>
        {t('manage.renewed', {
          date: formatBillingDate(renewed.nextPaymentAt ?? renewed.expiresAt),
          price: formatMoney(renewed.nextPaymentPrice ?? renewed.price, renewed.nextPaymentCurrency),
        })}
      </ChangeDone>
    );
  }
  if (subscription.isPending) return null;
  const current = subscription.data;
  if (!current) return <FormMessage kind="error">{t('manage.noSubscription')}</FormMessage>;
  return (
    <ConfirmChange
      question={t('manage.renewQuestion', { title: current.offerTitle })}
      error={state.step === 'error' ? state.message : null}
      busy={state.step === 'busy'}
      confirmLabel={t('manage.renewConfirm')}
      busyLabel={t('manage.renewBusy')}
      onConfirm={run}
      close={close}
    />
  );
}
