import type { SandboxSession, UsAddress } from '@releve/contracts';
import { formatMoney } from '@releve/contracts/billing-rules';
import type { CardPayload } from '@releve/contracts/card-rules';
import { useState } from 'react';
import { useParams } from 'wouter';
import { PageLoading } from '../../../app/PageLoading';
import { FormMessage } from '../../../components/form/FormMessage';
import { StatusPage } from '../../../components/StatusPage';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { confirmSandboxSession, paySandboxSession, useSandboxSession } from '../api/sandbox-api';
import { CardForm } from '../card/CardForm';
import { failureMessage } from '../checkout/start-checkout';
import styles from '../sandbox/SandboxCheckout.module.css';
import { ShippingAddressForm } from '../sandbox/ShippingAddressForm';
import { TestCards } from '../sandbox/TestCards';
import { useBillingTranslation } from '../texts';

type PayAnswer = Awaited<ReturnType<typeof paySandboxSession>>;

/**
 * The sandbox provider's hosted checkout (decision 010), standing in for a payment provider's page:
 * what is bought and for how much, a card form, the test cards, the bank's confirmation step, and a way
 * back. After paying, the browser follows the answer's redirect (the site's finalize-payment or
 * payment-error view).
 */
export default function SandboxCheckoutPage() {
  const { t } = useBillingTranslation();
  const { sessionId = '' } = useParams<{ sessionId: string }>();
  const session = useSandboxSession(sessionId);
  useDocumentTitle(t('sandbox.title'));

  if (session.isPending) return <PageLoading />;
  if (session.isError) return <StatusPage title={t('sandbox.notFound')} />;
  return <SandboxCheckout session={session.data} />;
}

function SandboxCheckout({ session }: { session: SandboxSession }) {
  const { t } = useBillingTranslation();
  const [step, setStep] = useState<'card' | 'confirm'>('card');
  // A purchase that ships asks for the address first (requireUSAddress).
  const [shipping, setShipping] = useState<UsAddress | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const amount = formatMoney(session.amount, session.currency);
  const trial = session.mode === 'subscription' && session.trialDays > 0;
  const recurring = session.recurring;
  // A trial, or a first period a coupon lowers (/vita), shows what is charged now and what follows.
  const then = recurring && {
    price: formatMoney(recurring.amount, session.currency),
    period: recurring.count === 1 ? recurring.period : `${recurring.count} ${recurring.period}s`,
  };
  // A coupon for some payments (decision 051): its price for the next ones, then the full price.
  const discounted = session.discountedRenewals;
  const amountText = trial
    ? t('sandbox.trial', { days: session.trialDays, ...then })
    : then && discounted?.count
      ? t('sandbox.discountedFor', {
          amount,
          ...then,
          discounted: formatMoney(discounted.amount, session.currency),
          count: discounted.count,
        })
      : then && !discounted && session.amount !== recurring?.amount
        ? t('sandbox.firstPeriod', { amount, ...then })
        : amount;

  const follow = (answer: PayAnswer) => {
    if (answer.status === 'requires_action') {
      setStep('confirm');
      return;
    }
    if (answer.redirectUrl) {
      window.location.assign(answer.redirectUrl);
      return;
    }
    // A declined card goes back to the page the buyer came from (the cancel address, without its
    // query), which shows the bank's words on its payment-error view.
    const message = answer.message ?? t('sandbox.declined');
    const back = new URL(session.cancelUrl);
    back.search = new URLSearchParams({ u: 'payment-error', message }).toString();
    window.location.assign(back.toString());
  };

  const pay = async (card: CardPayload) => {
    setError(null);
    try {
      follow(await paySandboxSession(session.sessionId, card, shipping ?? undefined));
    } catch (failure) {
      setError(failureMessage(failure, t('sandbox.declined')));
    }
  };

  const confirm = async (approve: boolean) => {
    setBusy(true);
    try {
      follow(await confirmSandboxSession(session.sessionId, approve));
    } catch (failure) {
      setStep('card');
      setError(failureMessage(failure, t('sandbox.declined')));
    } finally {
      setBusy(false);
    }
  };

  if (session.status === 'complete' || session.status === 'expired') {
    return (
      <StatusPage title={t(session.status === 'complete' ? 'sandbox.complete' : 'sandbox.expired')}>
        <a href="/">{t('sandbox.backToSite', { siteName: session.siteName })}</a>
      </StatusPage>
    );
  }

  return (
    <div className={styles.page}>
      <section className={styles.summary} aria-labelledby="sandbox-title">
        <p className={styles.merchant}>{t('sandbox.secure', { siteName: session.siteName })}</p>
        <h1 id="sandbox-title" className={styles.title}>
          {session.siteName}
        </h1>
        <dl className={styles.facts}>
          <div>
            <dt>{t('sandbox.buying')}</dt>
            <dd data-testid="sandbox-offer">{session.offerTitle}</dd>
          </div>
          <div>
            <dt>{t('sandbox.amount')}</dt>
            <dd className={styles.amount} data-testid="sandbox-amount">
              {amountText}
            </dd>
          </div>
          <div>
            <dt>{t('sandbox.email')}</dt>
            <dd>{session.email}</dd>
          </div>
        </dl>
        <TestCards />
      </section>
      <section className={styles.payment} aria-label={t('sandbox.title')}>
        {session.requireUSAddress && !shipping ? (
          <ShippingAddressForm onDone={setShipping} />
        ) : step === 'card' ? (
          <>
            {shipping && (
              <p className={styles.shipsTo}>
                {t('shipping.shipsTo', {
                  address: `${shipping.line1}, ${shipping.city}, ${shipping.state} ${shipping.zip}`,
                })}{' '}
                <button type="button" className={styles.changeAddress} onClick={() => setShipping(null)}>
                  {t('shipping.change')}
                </button>
              </p>
            )}
            <CardForm
              submitLabel={trial ? t('sandbox.startTrial') : t('sandbox.pay', { amount })}
              busyLabel={t('sandbox.paying')}
              onSubmit={pay}
              error={error}
            />
          </>
        ) : (
          <section className={styles.confirm} aria-labelledby="sandbox-confirm">
            <h2 id="sandbox-confirm">{t('sandbox.confirmTitle')}</h2>
            <p>{t('sandbox.confirmText', { amount })}</p>
            <div className={styles.confirmActions}>
              <button type="button" className={styles.approve} disabled={busy} onClick={() => confirm(true)}>
                {t('sandbox.approve')}
              </button>
              <button type="button" className={styles.fail} disabled={busy} onClick={() => confirm(false)}>
                {t('sandbox.fail')}
              </button>
            </div>
          </section>
        )}
        {error && step === 'confirm' && <FormMessage kind="error">{error}</FormMessage>}
        <a className={styles.cancel} href={session.cancelUrl}>
          {t('sandbox.cancel', { siteName: session.siteName })}
        </a>
      </section>
    </div>
  );
}
