import { FormMessage } from '../../../components/form/FormMessage';
import type { DialogViewProps } from '../../../lib/account-dialog';
import { cancelSubscription, useSubscription } from '../api/payments-api';
import { formatBillingDate } from '../payments/billing-dates';
import { useSubscriptionChange } from '../payments/use-subscription-change';
import { useBillingTranslation } from '../texts';
import { ChangeDone, ConfirmChange } from './ChangeSteps';

/** unsubscribe: cancels at the period's end; the confirmation shows the expiry date (§4). */
export default function UnsubscribeView({ close }: DialogViewProps) {
  const { t } = useBillingTranslation();
  const subscription = useSubscription();
  const { state, run } = useSubscriptionChange(cancelSubscription, 'cancelOrRenew');
  if (state.step === 'done') {
    return (
      <ChangeDone close={close}>
        {t('manage.unsubscribed', { date: formatBillingDate(state.answer.subscription.expiresAt) })}
      </ChangeDone>
    );
  }
  if (subscription.isPending) return null;
  const current = subscription.data;
  if (!current) return <FormMessage kind="error">{t('manage.noSubscription')}</FormMessage>;
  return (
    <ConfirmChange
      question={t('manage.unsubscribeQuestion', { title: current.offerTitle })}
      note={t('manage.unsubscribeNote', { date: formatBillingDate(current.expiresAt) })}
      error={state.step === 'error' ? state.message : null}
      busy={state.step === 'busy'}
      confirmLabel={t('manage.unsubscribeConfirm')}
      busyLabel={t('manage.unsubscribeBusy')}
      onConfirm={run}
      close={close}
    />
  );
}
