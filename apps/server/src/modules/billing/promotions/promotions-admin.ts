import {
  type GiftId,
  type Promotion,
  promotionPhase,
  stockProblem,
  studioPromotionMessages,
} from '@releve/contracts';
import type { Db } from '@releve/db';
import { OffersRepository } from '../offers.repository';
import { type GiftRow, type PromotionRow, PromotionsRepository } from './promotions.repository';

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
  /** Each gift and how many are given in all (given out and left); null: not counted. */
  gifts: { id: GiftId; stock: number | null }[];
}

/**
 * A promotion the studio cannot save, with the reason: the field at fault (the console shows it
 * beside the field) and whether it is the input (400), a promotion not found (404) or the state of
 * the studio's promotions (409).
 */
export class PromotionSettingsError extends Error {
  constructor(
    message: string,
    readonly field?: string,
    readonly status: 400 | 404 | 409 = 400,
  ) {
    super(message);
    this.name = 'PromotionSettingsError';
  }
}

/** A promotion as the console shows it: its rows, how many of each gift were given, whether it was used. */
export interface PromotionDetail {
  row: PromotionRow;
  gifts: (GiftRow & { claimed: number })[];
  used: boolean;
}

/** The console's list holds at most this many promotions (the latest starts). */
export const PROMOTION_LIST_LIMIT = 200;

/**
 * The studio's management of promotions: the one way the admin command and the studio console
 * (decision 054) create, change, end and delete them. Checks what the database cannot (offer keys and
 * the code exist, one promotion of a kind at a time, stock not below what was given) and says what is
 * wrong. Give it a transaction to make its change part of a larger one (the console's audit entry).
 */
export class PromotionsAdmin {
  private readonly promotions: PromotionsRepository;
  private readonly offers: OffersRepository;

  constructor(private readonly db: Db) {
    this.promotions = new PromotionsRepository(db);
    this.offers = new OffersRepository(db);
  }

  /**
   * Creates a promotion (`create`: refused when the id is taken) or creates or replaces it (the
   * command line's `promotion`). A gift's `stock` is how many are given in all: what was given out
   * already counts against it, and it may not be less.
   */
  async save(settings: PromotionSettings, mode: 'create' | 'replace' = 'replace'): Promise<Promotion> {
    if (settings.endsAt <= settings.startsAt)
      throw new PromotionSettingsError('The end must be after the start', 'endsAt');
    for (const key of settings.offerKeys) {
      if (!(await this.offers.byKey(key)))
        throw new PromotionSettingsError(`No offer has the key "${key}"`, 'offerKeys');
    }
    const giftOfferKey =
      settings.gifts.length > 0 ? (settings.giftOfferKey ?? settings.offerKeys[0]) : undefined;
    if (giftOfferKey && !settings.offerKeys.includes(giftOfferKey)) {
      throw new PromotionSettingsError(
        `The gift offer "${giftOfferKey}" is not one of the promotion's offers`,
        'giftOfferKey',
      );
    }
    if (settings.couponCode && !(await this.offers.coupon(settings.couponCode))) {
      throw new PromotionSettingsError(`No promo code "${settings.couponCode}"`, 'couponCode');
    }
    return this.db.transaction(async (tx) => {
      const promotions = this.promotions.within(tx as unknown as Db);
      const [other] = await promotions.overlapping(
        settings.kind,
        settings.startsAt,
        settings.endsAt,
        settings.id,
      );
      if (other) {
        throw new PromotionSettingsError(
          `The ${settings.kind} promotion "${other.id}" runs from ${other.startsAt.toISOString()} to ${other.endsAt.toISOString()}: one promotion of a kind at a time`,
          'startsAt',
          409,
        );
      }
      await promotions.lockGifts(settings.id);
      const claims = await promotions.claimCounts([settings.id]);
      const gifts = settings.gifts.map((gift, index) => {
        const claimed = claims.get(`${settings.id}/${gift.id}`) ?? 0;
        const problem = stockProblem(gift.stock, claimed);
        if (problem) throw new PromotionSettingsError(`The stock ${problem}`, `gifts.${index}.stock`);
        return {
          promotionId: settings.id,
          giftId: gift.id,
          stock: gift.stock === null ? null : gift.stock - claimed,
          ...giftCatalogue[gift.id],
        };
      });
      const saved = await promotions.save(
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
        gifts,
        mode,
      );
      if (!saved) throw new PromotionSettingsError('A promotion with this id exists already', 'id', 409);
      return (await promotions.byId(settings.id)) as Promotion;
    });
  }

  /** Sets how many of a gift are left (the command line's `promotion-stock`). */
  async setStock(id: string, gift: GiftId, stock: number | null): Promise<void> {
    if (!(await this.promotions.setStock(id, gift, stock))) {
      throw new PromotionSettingsError(`The promotion "${id}" has no gift "${gift}"`, undefined, 404);
    }
  }

  /** Promotions running or to come. */
  list(now = new Date()): Promise<Promotion[]> {
    return this.promotions.notEnded(now);
  }

  /** The console's list: every promotion (the latest start first), what each gift gave, whether used. */
  async details(): Promise<PromotionDetail[]> {
    const { rows, gifts } = await this.promotions.all(PROMOTION_LIST_LIMIT);
    return this.withUse(rows, gifts);
  }

  async detail(id: string, lock = false): Promise<PromotionDetail> {
    const found = await this.promotions.row(id, lock);
    if (!found) throw new PromotionSettingsError(`No promotion "${id}"`, undefined, 404);
    const [detail] = await this.withUse([found.row], found.gifts);
    return detail as PromotionDetail;
  }

  /**
   * Ends a running promotion now: its page reads "Coming Soon" no more, checkouts under it are
   * refused from now on. One that has not started is deleted or moved instead; one that ended stays.
   */
  async end(id: string, now = new Date()): Promise<Promotion> {
    return this.db.transaction(async (tx) => {
      const promotions = this.promotions.within(tx as unknown as Db);
      const found = await promotions.row(id, true);
      if (!found) throw new PromotionSettingsError(`No promotion "${id}"`, undefined, 404);
      const phase = promotionPhase(
        { startTime: found.row.startsAt.getTime(), endTime: found.row.endsAt.getTime() },
        now.getTime(),
      );
      if (phase === 'upcoming')
        throw new PromotionSettingsError(studioPromotionMessages.notStarted, undefined, 409);
      if (phase === 'ended') throw new PromotionSettingsError(studioPromotionMessages.ended, undefined, 409);
      await promotions.endAt(id, now);
      return (await promotions.byId(id)) as Promotion;
    });
  }

  /**
   * Deletes a promotion that was never used: no gift given, no order opened under it (its orders and
   * claims name it). A used one is ended instead, so what was sold stays readable.
   */
  async remove(id: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const promotions = this.promotions.within(tx as unknown as Db);
      const found = await promotions.row(id, true);
      if (!found) throw new PromotionSettingsError(`No promotion "${id}"`, undefined, 404);
      const [detail] = await this.withUse([found.row], found.gifts, promotions);
      if (detail?.used) {
        throw new PromotionSettingsError(
          `The promotion "${id}" has been used (gifts given or orders made under it): end it instead of deleting it`,
          undefined,
          409,
        );
      }
      await promotions.remove(id);
    });
  }

  private async withUse(
    rows: PromotionRow[],
    gifts: GiftRow[],
    promotions = this.promotions,
  ): Promise<PromotionDetail[]> {
    const ids = rows.map((row) => row.id);
    const claims = await promotions.claimCounts(ids);
    const withOrders = await promotions.withOrders(ids);
    return rows.map((row) => {
      const own = gifts
        .filter((gift) => gift.promotionId === row.id)
        .map((gift) => ({ ...gift, claimed: claims.get(`${row.id}/${gift.giftId}`) ?? 0 }));
      return {
        row,
        gifts: own,
        // A gift given and since removed from the promotion still counts.
        used: withOrders.has(row.id) || [...claims.keys()].some((key) => key.startsWith(`${row.id}/`)),
      };
    });
  }
}
