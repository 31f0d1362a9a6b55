import { canManageBilling } from '@releve/contracts';
import { isSwitchTarget } from '@releve/contracts/billing-rules';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../app/PageLoading';
import { Page } from '../../../components/Page';
import { useOffers } from '../api/billing-api';
import { usePaymentMethod, useSubscription, useTransactions } from '../api/payments-api';
import { PaymentMethodPanel } from '../payments/PaymentMethodPanel';
import styles from '../payments/Payments.module.css';
import { SubscriptionPanel } from '../payments/SubscriptionPanel';
import { TransactionsPanel } from '../payments/TransactionsPanel';
import { useViewerFacts } from '../payments/use-viewer-facts';
import { useBillingTranslation } from '../texts';

/**
 * /u/payments (§2): the subscription with its next payment (or its cancellation, or the grace after a
 * failed renewal) and the billing actions, the card, and the transactions with their receipts. The
 * router hides it when the studio is free.
 */
export default function PaymentsPage() {
  const { t: tPages } = useTranslation('pages');
  const { t } = useBillingTranslation();
  const subscription = useSubscription();
  const method = usePaymentMethod();
  const transactions = useTransactions();
  const offers = useOffers();
  const facts = useViewerFacts();

  const loading = subscription.isPending || method.isPending || transactions.isPending;
  // §8: each read that failed says so in its own words.
  const failures = [
    subscription.isError && t('payments.subscriptionFailed'),
    method.isError && t('payments.methodFailed'),
    transactions.isError && t('payments.transactionsFailed'),
  ].filter((message): message is string => Boolean(message));
  const failed = failures.length > 0;
  const current = subscription.data ?? null;
  // The subscription offers a subscriber may switch to (§4); the server asks the same rule.
  const switchOffers = current
    ? (offers.data ?? [])
        .filter((offer) => isSwitchTarget(offer, current))
        .map((offer) => ({ offerId: offer.offerId, title: offer.offerTitle }))
    : [];

  return (
    <Page title={tPages('payments')}>
      {loading && <PageLoading />}
      {!loading && failed && (
        <div className={styles.card}>
          {failures.map((message) => (
            <p key={message} className={styles.text} role="alert">
              {message}
            </p>
          ))}
          <button
            type="button"
            className={styles.secondary}
            onClick={() => {
              void subscription.refetch();
              void method.refetch();
              void transactions.refetch();
            }}
          >
            {t('payments.retry')}
          </button>
        </div>
      )}
      {!loading && !failed && (
        <div className={styles.sections}>
          <SubscriptionPanel subscription={current} switchOffers={switchOffers} />
          <PaymentMethodPanel
            method={method.data ?? null}
            subscription={current}
            mayChange={facts ? canManageBilling(facts, new Date()) : false}
          />
          <TransactionsPanel transactions={transactions.data ?? []} />
        </div>
      )}
    </Page>
  );
}
