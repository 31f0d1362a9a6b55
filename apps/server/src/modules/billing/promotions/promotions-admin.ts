import type { GiftId, Promotion } from '@releve/contracts';
import type { Db } from '@releve/db';
import { OffersRepository } from '../offers.repository';
import { PromotionsRepository } from './promotions.repository';

/** What each fixed-id gift is (§3): the calendar ships (US address), the 5 Day Passes add day passes. */
export const giftCatalogue: Record<
  GiftId,
  { title: string; requiresUSAddress: boolean; grantsDayPasses: number }
> = {
  'five-day-passes': { title: '5 Day Passes', requiresUSAddress: false, grantsDayPasses: 5 },
  calendar: { title: '2025 Calendar', requiresUSAddress: true, grantsDayPasses: 0 },
  'inspiration-collection': { title: 'Inspiration Collection', requiresUSAddress: true, grantsDayPasses: 0 },
};

export interface PromotionSettings {
  id: string;
  kind: Promotion['kind'];
  title: string;
  startsAt: Date;
  endsAt: Date;
  offerKeys: string[];
  /** The offer a gift comes with; the first offer when gifts are given and none is named. */
  giftOfferKey?: string;
  couponCode?: string;
  gifts: { id: GiftId; stock: number | null }[];
}

/** A promotion the studio cannot save, with the reason. */
export class PromotionSettingsError extends Error {}

/**
 * The studio's management of promotions: the admin command today, the studio console later. Checks
 * what the database cannot (offer keys and the code exist) and says what is wrong.
 */
export class PromotionsAdmin {
  private readonly promotions: PromotionsRepository;
  private readonly offers: OffersRepository;

  constructor(db: Db) {
    this.promotions = new PromotionsRepository(db);
    this.offers = new OffersRepository(db);
  }

  async save(settings: PromotionSettings): Promise<Promotion> {
    if (settings.endsAt <= settings.startsAt)
      throw new PromotionSettingsError('The end must be after the start');
    for (const key of settings.offerKeys) {
      if (!(await this.offers.byKey(key))) throw new PromotionSettingsError(`No offer has the key "${key}"`);
    }
    const giftOfferKey =
      settings.gifts.length > 0 ? (settings.giftOfferKey ?? settings.offerKeys[0]) : undefined;
    if (giftOfferKey && !settings.offerKeys.includes(giftOfferKey)) {
      throw new PromotionSettingsError(
        `The gift offer "${giftOfferKey}" is not one of the promotion's offers`,
      );
    }
    if (settings.couponCode && !(await this.offers.coupon(settings.couponCode))) {
      throw new PromotionSettingsError(`No promo code "${settings.couponCode}"`);
    }
    await this.promotions.save(
      {
        id: settings.id,
        kind: settings.kind,
        title: settings.title,
        startsAt: settings.startsAt,
        endsAt: settings.endsAt,
        offerKeys: settings.offerKeys,
        giftOfferKey: giftOfferKey ?? null,
        couponCode: settings.couponCode?.toUpperCase() ?? null,
      },
      settings.gifts.map((gift) => ({
        promotionId: settings.id,
        giftId: gift.id,
        stock: gift.stock,
        ...giftCatalogue[gift.id],
      })),
    );
    return (await this.promotions.byId(settings.id)) as Promotion;
  }

  async setStock(id: string, gift: GiftId, stock: number | null): Promise<void> {
    if (!(await this.promotions.setStock(id, gift, stock))) {
      throw new PromotionSettingsError(`The promotion "${id}" has no gift "${gift}"`);
    }
  }

  /** Promotions running or to come. */
  list(now = new Date()): Promise<Promotion[]> {
    return this.promotions.notEnded(now);
  }

  async remove(id: string): Promise<void> {
    if (!(await this.promotions.remove(id))) throw new PromotionSettingsError(`No promotion "${id}"`);
  }
}
