import formStyles from '../../../components/form/Form.module.css';
import { FormMessage } from '../../../components/form/FormMessage';
import type { DialogViewProps } from '../../accounts';
import { cancelSubscription, useSubscription } from '../api/payments-api';
import { formatBillingDate } from '../payments/billing-dates';
import { useSubscriptionChange } from '../payments/use-subscription-change';
import { useBillingTranslation } from '../texts';
import styles from './Views.module.css';

/** unsubscribe: cancels at the period's end; the confirmation shows the expiry date (§4). */
export default function UnsubscribeView({ close }: DialogViewProps) {
  const { t } = useBillingTranslation();
  const subscription = useSubscription();
  const { state, run } = useSubscriptionChange(cancelSubscription, 'cancelOrRenew');
  const current = subscription.data;
  if (state.step === 'done') {
    return (
      <div className={formStyles.form}>
        <p role="status" className={styles.lead}>
          {t('manage.unsubscribed', { date: formatBillingDate(state.answer.subscription.expiresAt) })}
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
  if (!current) return <FormMessage kind="error">{t('manage.noSubscription')}</FormMessage>;
  return (
    <div className={formStyles.form}>
      <p className={styles.lead}>{t('manage.unsubscribeQuestion', { title: current.offerTitle })}</p>
      <p className={styles.note}>
        {t('manage.unsubscribeNote', { date: formatBillingDate(current.expiresAt) })}
      </p>
      {state.step === 'error' && <FormMessage kind="error">{state.message}</FormMessage>}
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={close}>
          {t('manage.back')}
        </button>
        <button type="button" className={formStyles.primary} disabled={state.step === 'busy'} onClick={run}>
          {state.step === 'busy' ? t('manage.unsubscribeBusy') : t('manage.unsubscribeConfirm')}
        </button>
      </div>
    </div>
  );
}
