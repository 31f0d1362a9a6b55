import { formatMoney, switchDirection } from '@releve/contracts/billing-rules';
import formStyles from '../../../components/form/Form.module.css';
import { FormMessage } from '../../../components/form/FormMessage';
import type { DialogViewProps } from '../../../lib/account-dialog';
import { useOffers } from '../api/billing-api';
import { switchSubscription, useSubscription } from '../api/payments-api';
import { formatBillingDate } from '../payments/billing-dates';
import { useSubscriptionChange } from '../payments/use-subscription-change';
import { useBillingTranslation } from '../texts';
import { ChangeDone, ConfirmChange } from './ChangeSteps';
import styles from './Views.module.css';

/**
 * upgrade-subscription: switches to the offer `offerId` from the next period (an upgrade to a plan
 * costing more per month, a downgrade to one costing less: decision 030). Ends in success, pending (the
 * switch waits for the next period) or error.
 */
export default function UpgradeSubscriptionView({ params, close }: DialogViewProps) {
  const { t } = useBillingTranslation();
  const offerId = params.get('offerId') ?? '';
  const subscription = useSubscription();
  const offers = useOffers();
  const { state, run } = useSubscriptionChange(() => switchSubscription(offerId), 'switch');
  const target = offers.data?.find((offer) => offer.offerId === offerId);
  if (state.step === 'done') {
    const switched = state.answer.subscription;
    const title = target?.offerTitle ?? '';
    return (
      <ChangeDone close={close}>
        {switched.pendingSwitchId
          ? t('manage.upgradePending', {
              title,
              date: formatBillingDate(switched.nextPaymentAt ?? switched.expiresAt),
            })
          : t('manage.upgradeSuccess', { title })}
      </ChangeDone>
    );
  }
  if (state.step === 'error') {
    return (
      <div className={formStyles.form}>
        <p className={styles.lead}>{t('manage.upgradeError')}</p>
        <FormMessage kind="error">{state.message}</FormMessage>
        <div className={styles.actions}>
          <button type="button" className={formStyles.primary} onClick={close}>
            {t('manage.close')}
          </button>
        </div>
      </div>
    );
  }
  if (subscription.isPending || offers.isPending) return null;
  const current = subscription.data;
  if (!current || !target?.period) {
    return (
      <FormMessage kind="error">
        {current ? t('manage.upgradeError') : t('manage.noSubscription')}
      </FormMessage>
    );
  }
  return (
    <ConfirmChange
      question={t('manage.upgradeQuestion', { title: target.offerTitle })}
      note={t(
        `manage.upgradeNote_${switchDirection(current, { price: target.price, period: target.period })}`,
        {
          price: formatMoney(target.price, target.currency),
          period: t(`payments.period_${target.period}`),
          date: formatBillingDate(current.nextPaymentAt ?? current.expiresAt),
        },
      )}
      busy={state.step === 'busy'}
      confirmLabel={t('manage.upgradeConfirm')}
      busyLabel={t('manage.upgradeBusy')}
      onConfirm={run}
      close={close}
    />
  );
}
