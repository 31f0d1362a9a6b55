import type { Subscription } from '@releve/contracts';
import { formatMoney } from '@releve/contracts/billing-rules';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { refreshSubscriptionLater, subscriptionQueryKey, undoSwitch } from '../api/payments-api';
import { useBillingTranslation } from '../texts';
import { formatBillingDate } from './billing-dates';
import styles from './Payments.module.css';

interface Props {
  subscription: Subscription;
  pending: NonNullable<Subscription['pendingSwitch']>;
  /** The member may change their billing (§6); otherwise the switch is only told. */
  mayChange: boolean;
}

/**
 * A switch waiting for the next period (§4): what the plan becomes and from when, which is why the
 * next payment is not the price shown above it; and the way to keep the current plan after all.
 */
export function PendingSwitch({ subscription, pending, mayChange }: Props) {
  const { t } = useBillingTranslation();
  const queryClient = useQueryClient();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const keep = async () => {
    setState('busy');
    try {
      const answer = await undoSwitch();
      queryClient.setQueryData(subscriptionQueryKey, answer.subscription);
      refreshSubscriptionLater(queryClient, 'switch');
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <div className={styles.notice} data-testid="pending-switch">
      <p className={styles.text}>
        <strong>
          {t('payments.pendingSwitch', {
            date: formatBillingDate(pending.startsAt),
            title: pending.offerTitle,
          })}
        </strong>{' '}
        {t('payments.pendingSwitchPrice', {
          price: formatMoney(pending.price, subscription.currency),
          period: t(`payments.period_${pending.period}`),
        })}
      </p>
      {state === 'failed' && (
        <p className={styles.warning} role="alert">
          {t('payments.keepFailed')}
        </p>
      )}
      {mayChange && (
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} disabled={state === 'busy'} onClick={keep}>
            {state === 'busy'
              ? t('payments.keepingPlan')
              : t('payments.keepPlan', { title: subscription.offerTitle })}
          </button>
        </div>
      )}
    </div>
  );
}
