import type { BillingEvent } from '@releve/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { profileQueryKey, useViewer } from '../../accounts';
import { paymentMethodQueryKey, subscriptionQueryKey, transactionsQueryKey } from '../api/payments-api';
import { useBillingTranslation } from '../texts';
import styles from './BillingNotices.module.css';
import { listenToBillingEvents } from './billing-event-stream';

type Notice = Extract<
  BillingEvent,
  { type: 'payment.failed' | 'payment.action_required' | 'access.revoked' }
>;

const isNotice = (event: BillingEvent): event is Notice =>
  event.type === 'payment.failed' ||
  event.type === 'payment.action_required' ||
  event.type === 'access.revoked';

/**
 * The member's billing news in every open tab while signed in (decision 028): a renewal declined, a
 * payment the bank wants confirmed, a membership ended. Each event also reads the profile and the
 * payments page's data again, so what the tab shows is what the server now holds. A checkout's own
 * events (they name its order) are its view's to show.
 */
export function BillingNotices() {
  const { signedIn } = useViewer();
  const queryClient = useQueryClient();
  const { t } = useBillingTranslation();
  const [notices, setNotices] = useState<Notice[]>([]);

  useEffect(() => {
    if (!signedIn) return;
    return listenToBillingEvents({
      onEvent: (event) => {
        for (const queryKey of [
          profileQueryKey,
          subscriptionQueryKey,
          transactionsQueryKey,
          paymentMethodQueryKey,
        ])
          void queryClient.invalidateQueries({ queryKey });
        if (!isNotice(event) || ('orderId' in event && event.orderId)) return;
        setNotices((shown) => [...shown.filter((notice) => notice.type !== event.type), event]);
      },
    });
  }, [signedIn, queryClient]);

  if (!signedIn || notices.length === 0) return null;
  const dismiss = (type: Notice['type']) =>
    setNotices((shown) => shown.filter((notice) => notice.type !== type));
  return (
    <section className={styles.notices} aria-label={t('live.region')}>
      {notices.map((notice) => (
        <div key={notice.type} className={styles.notice} role="alert" data-testid="billing-notice">
          {notice.type === 'payment.failed' && (
            <>
              <p className={styles.title}>{t('live.paymentFailed')}</p>
              <p>{notice.message}</p>
            </>
          )}
          {notice.type === 'payment.action_required' && (
            <p className={styles.title}>{t('live.actionRequired')}</p>
          )}
          {notice.type === 'access.revoked' && <p className={styles.title}>{t('live.revoked')}</p>}
          <div className={styles.actions}>
            {notice.type === 'payment.failed' && <Link href="/u/payments">{t('live.updateCard')}</Link>}
            {notice.type === 'payment.action_required' && (
              <a href={notice.url} rel="noopener noreferrer">
                {t('live.confirmPayment')}
              </a>
            )}
            {notice.type === 'access.revoked' && <Link href="/pricing">{t('live.seePlans')}</Link>}
            <button type="button" onClick={() => dismiss(notice.type)}>
              {t('live.dismiss')}
            </button>
          </div>
        </div>
      ))}
    </section>
  );
}
