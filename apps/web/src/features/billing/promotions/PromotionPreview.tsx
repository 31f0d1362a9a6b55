import type { Offer, Promotion } from '@releve/contracts';
import { isPromotionRunning } from '@releve/contracts/promotion-rules';
import { useBillingTranslation } from '../texts';
import { PromotionView } from './PromotionView';
import { SaleCountdown } from './SaleCountdown';

interface Props {
  /** The promotion as GET /api/promotions answered at `at`. */
  promotion: Promotion;
  offers: readonly Offer[];
  /** The instant shown, ms since 1970. */
  at: number;
}

const nothing = () => {};

/**
 * A promotion's page as a signed-out visitor sees it at `at`, read-only (the studio console's
 * preview, decision 054): the promotional pricing page's own component, or the pricing page's sale
 * countdown.
 */
export function PromotionPreview({ promotion, offers, at }: Props) {
  const { t } = useBillingTranslation();
  if (promotion.kind === 'new-year-sale') return <SaleCountdown sale={promotion} at={at} />;
  if (promotion.kind !== 'promo-pricing') return null;
  return (
    <PromotionView
      promotion={promotion}
      offers={offers}
      gifts={promotion.gifts}
      running={isPromotionRunning(promotion, at)}
      chosen={null}
      onChoose={nothing}
      busyKey={null}
      onBuy={nothing}
      onLearnMore={nothing}
      standardPricing={t('promo.standardPricing')}
      preview
    />
  );
}
