import type { Gift, GiftId, Offer, Promotion } from '@releve/contracts';
import { isGiftSelectable } from '@releve/contracts/promotion-rules';
import type { ReactNode } from 'react';
import { Faq, type FaqEntry } from '../pricing/Faq';
import pageStyles from '../pricing/PricingPage.module.css';
import { useBillingTranslation } from '../texts';
import { GiftChooser } from './GiftChooser';
import { PromoPlanCards } from './PromoPlanCards';
import styles from './Promotion.module.css';
import { promoPlans } from './promo-plans';

interface Props {
  promotion: Promotion;
  offers: readonly Offer[];
  /** The gifts with their latest counts. */
  gifts: Gift[];
  running: boolean;
  chosen: GiftId | null;
  onChoose: (gift: GiftId) => void;
  busyKey: string | null;
  onBuy: (offer: Offer) => void;
  onLearnMore: () => void;
  /** The link back to the standard pricing (the console's preview shows its words only). */
  standardPricing: ReactNode;
  /** As a visitor sees it, read-only (the console's preview, decision 054). */
  preview?: boolean;
}

/** The gift the annual pass comes with: the one chosen while it can be, else the first that can. */
export function giftFor(gifts: Gift[], chosen: GiftId | null): GiftId | null {
  if (chosen && gifts.some((each) => each.id === chosen && isGiftSelectable(each.remaining))) return chosen;
  return gifts.find((each) => isGiftSelectable(each.remaining))?.id ?? null;
}

/**
 * The promotional pricing page's content (accounts-and-billing.md §2): the lead, the three plans with
 * the gift chooser, the link to the standard pricing and the FAQ. The members' page and the console's
 * preview draw this same component.
 */
export function PromotionView({
  promotion,
  offers,
  gifts,
  running,
  chosen,
  onChoose,
  busyKey,
  onBuy,
  onLearnMore,
  standardPricing,
  preview = false,
}: Props) {
  const { t } = useBillingTranslation();
  const plans = promoPlans(promotion, offers);
  const chooser = (
    <GiftChooser
      gifts={gifts}
      chosen={giftFor(gifts, chosen)}
      onChoose={onChoose}
      disabled={preview || !running}
    />
  );
  return (
    <>
      <div className={pageStyles.intro}>
        <p className={pageStyles.lead}>{running ? t('promo.leadRunning') : t('promo.leadComingSoon')}</p>
        <button type="button" className={styles.link} onClick={onLearnMore} disabled={preview}>
          {t('promo.learnMore')}
        </button>
      </div>
      <PromoPlanCards
        plans={plans}
        running={running}
        busyKey={busyKey}
        onBuy={onBuy}
        giftChooser={gifts.length > 0 ? chooser : null}
        preview={preview}
      />
      <p className={styles.standard}>{standardPricing}</p>
      {/* §2: the calendar and the 5 Day Passes gift; the plan items link here. */}
      <Faq
        id="promo-faq"
        title={t('promo.faq.title')}
        entries={t('promo.faq.items', { returnObjects: true }) as FaqEntry[]}
      />
    </>
  );
}
