import { isPromotionRunning, promotionPagePath } from '@releve/contracts/promotion-rules';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'wouter';
import { PageLoading } from '../../../app/PageLoading';
import { FormMessage } from '../../../components/form/FormMessage';
import { Page } from '../../../components/Page';
import { useViewer } from '../../accounts';
import { useOffers } from '../api/billing-api';
import { usePromotions } from '../api/promotions-api';
import { BuyOverlay } from '../pricing/BuyOverlay';
import { Faq, type FaqEntry } from '../pricing/Faq';
import { PlanCards } from '../pricing/PlanCards';
import styles from '../pricing/PricingPage.module.css';
import { PricingVideoButton } from '../pricing/PricingVideo';
import { pricingPlans } from '../pricing/plans';
import { Testimonials } from '../pricing/Testimonials';
import { useBuy } from '../pricing/use-buy';
import { useResumePurchase } from '../pricing/use-resume-purchase';
import promoStyles from '../promotions/Promotion.module.css';
import { SaleCountdown } from '../promotions/SaleCountdown';
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
  const [params] = useSearchParams();
  const promotions = usePromotions();
  const now = Date.now();
  // t=new-year-sale: the sale's countdown, while it is to come or runs (§2).
  const sale =
    params.get('t') === 'new-year-sale'
      ? promotions.data?.find((each) => each.kind === 'new-year-sale')
      : undefined;
  // The campaign's link (/black-friday comes here): the running promotional page.
  const campaign = promotions.data?.find(
    (each) => each.kind === 'promo-pricing' && isPromotionRunning(each, now),
  );

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
      {sale && <SaleCountdown sale={sale} />}
      {campaign && (
        <Link className={promoStyles.promoLink} href={promotionPagePath(campaign.id)}>
          {t('sale.promotionOn', { title: campaign.title })}
        </Link>
      )}
      {error && <FormMessage kind="error">{error}</FormMessage>}
      {offers.isError && (
        <div className={styles.problem}>
          <FormMessage kind="error">{t('pricing.offersFailed')}</FormMessage>
          <button type="button" className={styles.retry} onClick={() => offers.refetch()}>
            {t('pricing.retry')}
          </button>
        </div>
      )}
      {!ready && !offers.isError && (
        // A screen tall at least, as the cards will be: what follows stays out of sight until they come.
        <div className={styles.cardsLoading}>
          <PageLoading />
        </div>
      )}
      {ready &&
        (offers.data.length === 0 ? (
          <p>{t('pricing.noOffers')}</p>
        ) : (
          <PlanCards
            plans={pricingPlans(offers.data, viewer.isMember, viewer.membership?.mayBuyDayPasses)}
            trialEligible={trialEligible}
            busyKey={busyKey}
            onBuy={buy}
          />
        ))}
      <Testimonials />
      <Faq
        id="pricing-faq"
        title={t('faq.title')}
        entries={t('faq.items', { returnObjects: true }) as FaqEntry[]}
      />
      {busyKey && <BuyOverlay />}
    </Page>
  );
}
