import type { GiftId, Offer } from '@releve/contracts';
import { formatMoney } from '@releve/contracts/billing-rules';
import { isPromotionRunning, PROMOTION_CHECK_MS } from '@releve/contracts/promotion-rules';
import { useState } from 'react';
import { Link, useParams } from 'wouter';
import { PageLoading } from '../../../app/PageLoading';
import { FormMessage } from '../../../components/form/FormMessage';
import { Page } from '../../../components/Page';
import { useViewer } from '../../accounts';
import { useOffers } from '../api/billing-api';
import { usePromotions } from '../api/promotions-api';
import { BuyOverlay } from '../pricing/BuyOverlay';
import planStyles from '../pricing/PlanCards.module.css';
import { useBuy } from '../pricing/use-buy';
import { GiftChooser } from '../promotions/GiftChooser';
import { PromoDialog } from '../promotions/PromoDialog';
import styles from '../promotions/Promotion.module.css';
import { giftFor, PromotionView } from '../promotions/PromotionView';
import { promoPlans } from '../promotions/promo-plans';
import { SoldToasts } from '../promotions/SoldToasts';
import { useNow } from '../promotions/use-now';
import { usePromoStats } from '../promotions/use-promo-stats';
import { useBillingTranslation } from '../texts';

/**
 * The promotional pricing page (accounts-and-billing.md §2): annual with a free gift, monthly and Flex,
 * each button "Coming Soon" outside the promotion's window (rechecked every second), the gift's stock
 * polled every 30 s with toasts when it sells.
 */
export default function PromotionPage() {
  const { t } = useBillingTranslation();
  const { id } = useParams<{ id: string }>();
  const promotions = usePromotions();
  const offers = useOffers();
  const viewer = useViewer();
  const now = useNow(PROMOTION_CHECK_MS);
  const promotion = promotions.data?.find((each) => each.id === id && each.kind === 'promo-pricing');
  const running = !!promotion && isPromotionRunning(promotion, now);
  const { stats, toasts } = usePromoStats(!!promotion);
  const [gift, setGift] = useState<GiftId | null>(null);
  const [choosing, setChoosing] = useState(false);
  const [learnMore, setLearnMore] = useState(false);
  const { buy, busyKey, error } = useBuy(id);

  if (promotions.isPending || offers.isPending || viewer.status === 'loading') return <PageLoading />;
  if (!promotion || !offers.data) {
    return (
      <Page title={t('promo.missingTitle')}>
        <p>{t('promo.missing')}</p>
        <Link href="/pricing">{t('promo.standardPricing')}</Link>
      </Page>
    );
  }
  // The latest counts win over the page's first answer.
  const gifts = promotion.gifts.map((each) =>
    stats && each.id === 'calendar'
      ? { ...each, remaining: stats.calendars }
      : stats && each.id === 'inspiration-collection'
        ? { ...each, remaining: stats.inspirationCollections }
        : each,
  );
  const giftOf = (offer: Offer) => (offer.key === promotion.giftOfferKey ? giftFor(gifts, gift) : null);
  const onBuy = (offer: Offer) => {
    // Small screens choose the gift in a dialog when buying (§2).
    if (
      offer.key === promotion.giftOfferKey &&
      gifts.length > 0 &&
      window.matchMedia('(max-width: 767px)').matches
    ) {
      setChoosing(true);
      return;
    }
    buy(offer, giftOf(offer), gifts);
  };
  const plans = promoPlans(promotion, offers.data);
  const chooser = (
    <GiftChooser gifts={gifts} chosen={giftFor(gifts, gift)} onChoose={setGift} disabled={!running} />
  );

  return (
    <Page title={promotion.title}>
      {error && <FormMessage kind="error">{error}</FormMessage>}
      <PromotionView
        promotion={promotion}
        offers={offers.data}
        gifts={gifts}
        running={running}
        chosen={gift}
        onChoose={setGift}
        busyKey={busyKey}
        onBuy={onBuy}
        onLearnMore={() => setLearnMore(true)}
        standardPricing={<Link href="/pricing">{t('promo.standardPricing')}</Link>}
      />
      <SoldToasts toasts={toasts} />
      {choosing && plans.annual && (
        <PromoDialog
          title={t('promo.gift.dialogTitle')}
          closeLabel={t('promo.close')}
          onClose={() => setChoosing(false)}
        >
          {chooser}
          <button
            type="button"
            className={`${planStyles.buy} ${styles.continue}`}
            disabled={!running || busyKey !== null}
            onClick={() => {
              setChoosing(false);
              if (plans.annual) buy(plans.annual, giftOf(plans.annual), gifts);
            }}
          >
            {t('promo.continue')}
          </button>
        </PromoDialog>
      )}
      {learnMore && (
        <PromoDialog
          title={t('promo.learnMoreTitle')}
          closeLabel={t('promo.close')}
          onClose={() => setLearnMore(false)}
        >
          <p>
            {t('promo.learnMoreText', {
              price: plans.annual ? formatMoney(plans.annual.price, plans.annual.currency) : '',
            })}
          </p>
        </PromoDialog>
      )}
      {busyKey && <BuyOverlay />}
    </Page>
  );
}
