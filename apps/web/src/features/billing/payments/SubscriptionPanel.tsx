import { canManageBilling, type Subscription } from '@releve/contracts';
import { formatMoney } from '@releve/contracts/billing-rules';
import { OpenDialogButton } from '../../accounts';
import { useBillingTranslation } from '../texts';
import { formatBillingDate } from './billing-dates';
import { PausedNotice } from './PausedNotice';
import styles from './Payments.module.css';
import { PendingSwitch } from './PendingSwitch';
import { useViewerFacts } from './use-viewer-facts';

interface Props {
  subscription: Subscription | null;
  /** The other subscription offers the member may switch to (contracts' isSwitchTarget). */
  switchOffers: { offerId: string; title: string }[];
}

/** The member's subscription: next payment, cancellation or grace, and the billing actions (§4, §6). */
export function SubscriptionPanel({ subscription, switchOffers }: Props) {
  const { t } = useBillingTranslation();
  const facts = useViewerFacts();
  if (!subscription) {
    return (
      <section className={styles.card} aria-labelledby="subscription-title">
        <h2 id="subscription-title" className={styles.title}>
          {t('payments.subscriptionTitle')}
        </h2>
        <p className={styles.text}>{t('payments.noSubscription')}</p>
        <a className={styles.primary} href="/pricing">
          {t('payments.seePricing')}
        </a>
      </section>
    );
  }
  const money = (cents: number) => formatMoney(cents, subscription.currency);
  // The server refuses these actions to anyone else (§6); the page asks the same rule.
  const mayChange = facts ? canManageBilling(facts, new Date()) : false;
  const cancelled = subscription.status === 'cancelled';
  return (
    <section className={styles.card} aria-labelledby="subscription-title">
      <h2 id="subscription-title" className={styles.title}>
        {t('payments.subscriptionTitle')}
      </h2>
      <p className={styles.lead}>{subscription.offerTitle}</p>
      <p className={styles.text}>
        {t('payments.price', {
          price: money(subscription.price),
          period: t(`payments.period_${subscription.period}`),
        })}
      </p>
      {subscription.graceUntil && (
        <p className={styles.warning} role="alert">
          {t('payments.grace', { date: formatBillingDate(subscription.graceUntil) })}
        </p>
      )}
      {subscription.paymentActionUrl && (
        <p className={styles.warning} role="alert">
          {t('payments.actionRequired')}{' '}
          <a href={subscription.paymentActionUrl} rel="noopener noreferrer">
            {t('payments.confirmPayment')}
          </a>
        </p>
      )}
      {subscription.pausedUntil ? (
        <PausedNotice subscription={subscription} pausedUntil={subscription.pausedUntil} />
      ) : subscription.endedByPass ? (
        <p className={styles.text}>
          {t('payments.endedByPass', { date: formatBillingDate(subscription.expiresAt) })}
        </p>
      ) : cancelled ? (
        <p className={styles.text}>
          {t('payments.cancelledUntil', { date: formatBillingDate(subscription.expiresAt) })}
        </p>
      ) : (
        subscription.nextPaymentAt &&
        subscription.nextPaymentPrice !== null && (
          <p className={styles.text}>
            {t('payments.nextPayment', {
              price: formatMoney(subscription.nextPaymentPrice, subscription.nextPaymentCurrency),
              date: formatBillingDate(subscription.nextPaymentAt),
            })}
          </p>
        )
      )}
      {subscription.pendingSwitch && !cancelled && (
        <PendingSwitch
          subscription={subscription}
          pending={subscription.pendingSwitch}
          mayChange={mayChange}
        />
      )}
      {!mayChange && <p className={styles.text}>{t('payments.passHolder')}</p>}
      {mayChange && (
        <div className={styles.actions}>
          {cancelled ? (
            <OpenDialogButton view="renew-subscription" className={styles.primary}>
              {t('payments.renew')}
            </OpenDialogButton>
          ) : subscription.pausedUntil ? null : (
            <>
              {!subscription.pendingSwitchId &&
                switchOffers.map((offer) => (
                  <OpenDialogButton
                    key={offer.offerId}
                    view="upgrade-subscription"
                    params={{ offerId: offer.offerId }}
                    className={styles.secondary}
                  >
                    {t('payments.switchTo', { title: offer.title })}
                  </OpenDialogButton>
                ))}
              <OpenDialogButton view="unsubscribe" className={styles.danger}>
                {t('payments.cancel')}
              </OpenDialogButton>
            </>
          )}
        </div>
      )}
    </section>
  );
}
