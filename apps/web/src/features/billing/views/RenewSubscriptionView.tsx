import { formatMoney } from '@releve/contracts/billing-rules';
import formStyles from '../../../components/form/Form.module.css';
import { FormMessage } from '../../../components/form/FormMessage';
import type { DialogViewProps } from '../../accounts';
import { renewSubscription, useSubscription } from '../api/payments-api';
import { formatBillingDate } from '../payments/billing-dates';
import { useSubscriptionChange } from '../payments/use-subscription-change';
import { useBillingTranslation } from '../texts';
import styles from './Views.module.css';

/** renew-subscription: undoes a cancellation; the confirmation shows the next date and price (§4). */
export default function RenewSubscriptionView({ close }: DialogViewProps) {
  const { t } = useBillingTranslation();
  const subscription = useSubscription();
  const { state, run } = useSubscriptionChange(renewSubscription, 'cancelOrRenew');
  if (state.step === 'done') {
    const renewed = state.answer.subscription;
    return (
      <div className={formStyles.form}>
        <p role="status" className={styles.lead}>
          {t('manage.renewed', {
            date: formatBillingDate(renewed.nextPaymentAt ?? renewed.expiresAt),
            price: formatMoney(renewed.nextPaymentPrice ?? renewed.price, renewed.nextPaymentCurrency),
          })}
        </p>
        <div className={styles.actions}>
          <button type="button" className={formStyles.primary} onClick={close}>
            {t('manage.close')}
          </button>
        </div>
      </div>
    );
  }
  if (subscription.isPending) return null;
  const current = subscription.data;
  if (!current) return <FormMessage kind="error">{t('manage.noSubscription')}</FormMessage>;
  return (
    <div className={formStyles.form}>
      <p className={styles.lead}>{t('manage.renewQuestion', { title: current.offerTitle })}</p>
      {state.step === 'error' && <FormMessage kind="error">{state.message}</FormMessage>}
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={close}>
          {t('manage.back')}
        </button>
        <button type="button" className={formStyles.primary} disabled={state.step === 'busy'} onClick={run}>
          {state.step === 'busy' ? t('manage.renewBusy') : t('manage.renewConfirm')}
        </button>
      </div>
    </div>
  );
}
