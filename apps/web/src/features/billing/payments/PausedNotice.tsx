import type { Subscription } from '@releve/contracts';
import { formatMoney } from '@releve/contracts/billing-rules';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { refreshSubscriptionLater, resumeSubscription, subscriptionQueryKey } from '../api/payments-api';
import { useBillingTranslation } from '../texts';
import { formatBillingDate } from './billing-dates';
import styles from './Payments.module.css';

/**
 * A paused subscription (issue 35): access to the end of what was paid, the date it renews again, and
 * the way to resume earlier.
 */
export function PausedNotice({
  subscription,
  pausedUntil,
}: {
  subscription: Subscription;
  pausedUntil: string;
}) {
  const { t } = useBillingTranslation();
  const queryClient = useQueryClient();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const resume = async () => {
    setState('busy');
    try {
      const answer = await resumeSubscription();
      queryClient.setQueryData(subscriptionQueryKey, answer.subscription);
      refreshSubscriptionLater(queryClient, 'cancelOrRenew');
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  // Past the period paid for, resuming charges a new period now (the server's rule) and gives access back.
  const lapsed = new Date(subscription.expiresAt).getTime() <= Date.now();
  return (
    <div className={styles.notice} data-testid="paused">
      <p className={styles.text}>
        <strong>{t('payments.paused', { date: formatBillingDate(pausedUntil) })}</strong>{' '}
        {lapsed && subscription.nextPaymentPrice !== null
          ? t('payments.pausedLapsed', {
              date: formatBillingDate(subscription.expiresAt),
              price: formatMoney(subscription.nextPaymentPrice, subscription.nextPaymentCurrency),
            })
          : t('payments.pausedAccess', { date: formatBillingDate(subscription.expiresAt) })}
      </p>
      {state === 'failed' && (
        <p className={styles.warning} role="alert">
          {t('payments.resumeFailed')}
        </p>
      )}
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} disabled={state === 'busy'} onClick={resume}>
          {state === 'busy' ? t('payments.resuming') : t('payments.resume')}
        </button>
      </div>
    </div>
  );
}
