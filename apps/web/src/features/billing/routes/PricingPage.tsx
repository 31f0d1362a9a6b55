import { useEffect } from 'react';
import { PageLoading } from '../../../app/PageLoading';
import { FormMessage } from '../../../components/form/FormMessage';
import { Page } from '../../../components/Page';
import { useViewer } from '../../accounts';
import { useOffers } from '../api/billing-api';
import { BuyOverlay } from '../pricing/BuyOverlay';
import { Faq } from '../pricing/Faq';
import { PlanCards } from '../pricing/PlanCards';
import styles from '../pricing/PricingPage.module.css';
import { PricingVideoButton } from '../pricing/PricingVideo';
import { pricingPlans } from '../pricing/plans';
import { Testimonials } from '../pricing/Testimonials';
import { useBuy } from '../pricing/use-buy';
import { useResumePurchase } from '../pricing/use-resume-purchase';
import { useBillingTranslation } from '../texts';

/**
 * /pricing (accounts-and-billing.md §2): the offers this person may buy, the buy flow, what members
 * say, the questions. `t=0` and other `t` values show the standard page.
 */
export default function PricingPage() {
  const { t } = useBillingTranslation();
  const viewer = useViewer();
  const offers = useOffers();
  const { buy, busyKey, error, trialEligible } = useBuy();
  useResumePurchase(offers.data, buy);
  const ready = offers.isSuccess && viewer.status !== 'loading';

  // Links to a card (#on-demand-pass) scroll to it once the cards are there.
  useEffect(() => {
    if (ready && window.location.hash) {
      document.getElementById(window.location.hash.slice(1))?.scrollIntoView({ block: 'start' });
    }
  }, [ready]);

  return (
    <Page title={t('pricing.title')}>
      <div className={styles.intro}>
        <p className={styles.lead}>{t('pricing.lead')}</p>
        <PricingVideoButton />
      </div>
      {error && <FormMessage kind="error">{error}</FormMessage>}
      {offers.isError && (
        <div className={styles.problem}>
          <FormMessage kind="error">{t('pricing.offersFailed')}</FormMessage>
          <button type="button" className={styles.retry} onClick={() => offers.refetch()}>
            {t('pricing.retry')}
          </button>
        </div>
      )}
      {!ready && !offers.isError && <PageLoading />}
      {ready &&
        (offers.data.length === 0 ? (
          <p>{t('pricing.noOffers')}</p>
        ) : (
          <PlanCards
            plans={pricingPlans(offers.data, viewer.isMember)}
            trialEligible={trialEligible}
            busyKey={busyKey}
            onBuy={buy}
          />
        ))}
      <Testimonials />
      <Faq />
      {busyKey && <BuyOverlay />}
    </Page>
  );
}
