import { isPromotionRunning, newCustomerRefusal, type Offer } from '@releve/contracts';
import { formatMoney } from '@releve/contracts/billing-rules';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { PageLoading } from '../../../app/PageLoading';
import { FormMessage } from '../../../components/form/FormMessage';
import { Page } from '../../../components/Page';
import { useViewer } from '../../accounts';
import { useOffers } from '../api/billing-api';
import { usePromotions } from '../api/promotions-api';
import { failureMessage, startCheckout } from '../checkout/start-checkout';
import { BuyOverlay } from '../pricing/BuyOverlay';
import styles from '../promotions/PromoPage.module.css';
import { trackPurchaseFailed } from '../purchase-events';
import { useBillingTranslation } from '../texts';

/**
 * /vita (accounts-and-billing.md §2): the on-demand membership's first month for $0 with the studio's
 * promo code, for new customers only. The server refuses anyone else; the page says why beforehand.
 */
export default function VitaPage() {
  const { t } = useBillingTranslation();
  const viewer = useViewer();
  const [, navigate] = useLocation();
  const promotions = usePromotions();
  const offers = useOffers();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const now = Date.now();
  const promotion = promotions.data?.find((each) => each.kind === 'vita' && isPromotionRunning(each, now));
  const offer = offers.data?.find((each) => each.key === promotion?.offerKeys[0]);
  const user = viewer.profile?.user;
  const refusal =
    user && viewer.profile
      ? newCustomerRefusal(
          {
            products: user.products,
            tags: user.tags,
            unusedDayPasses: user.unusedDayPasses,
            hasTrial: viewer.profile.hasTrial,
            hasExpiredTrial: viewer.profile.hasExpiredTrial,
          },
          new Date(now),
        )
      : null;

  const claim = async (claimed: Offer, code: string) => {
    setError(null);
    if (!viewer.signedIn) {
      navigate('/vita?u=create-account');
      return;
    }
    setBusy(true);
    try {
      await startCheckout({ key: claimed.key, hasTrial: false, coupon: code });
    } catch (failure) {
      setBusy(false);
      const message = failureMessage(failure, t('payment.errorFallback'));
      trackPurchaseFailed({ key: claimed.key, message });
      setError(message);
    }
  };

  if (promotions.isPending || offers.isPending || viewer.status === 'loading') return <PageLoading />;
  return (
    <Page title={t('vita.title')}>
      {!promotion || !offer || !promotion.couponCode ? (
        <p>{t('vita.notAvailable')}</p>
      ) : (
        <section className={styles.summary} aria-label={t('vita.summaryLabel')}>
          <p className={styles.lead}>{t('vita.lead')}</p>
          <dl className={styles.lines}>
            <dt>{t('vita.line')}</dt>
            <dd>{formatMoney(offer.price, offer.currency)}</dd>
            <dt>{t('vita.discount')}</dt>
            <dd>-{formatMoney(offer.price, offer.currency)}</dd>
            <dt className={styles.total}>{t('vita.total')}</dt>
            <dd className={styles.total}>{formatMoney(0, offer.currency)}</dd>
          </dl>
          <p className={styles.note}>{t('vita.newCustomers')}</p>
          {refusal ? (
            <FormMessage kind="notice">{t(`vita.refused.${refusal}`)}</FormMessage>
          ) : (
            <button
              type="button"
              className={styles.claim}
              disabled={busy}
              aria-busy={busy || undefined}
              onClick={() => claim(offer, promotion.couponCode as string)}
            >
              {t('vita.claim')}
            </button>
          )}
          {error && <FormMessage kind="error">{error}</FormMessage>}
        </section>
      )}
      {busy && <BuyOverlay />}
    </Page>
  );
}
