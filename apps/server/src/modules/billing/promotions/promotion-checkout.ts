import {
  emailVerificationMessages,
  type GiftId,
  isPromotionRunning,
  type MembershipFacts,
  NEW_CUSTOMERS_ONLY,
  newCustomerRefusal,
  PASS24,
  pass24Refusal,
} from '@releve/contracts';
import { HttpError } from '../../../plugins/errors';
import type { CouponRow, OfferRow } from '../offers.repository';
import type { PromotionsRepository } from './promotions.repository';

export const promotionErrors = {
  unknown: 'Invalid request. promoType: no such promotion',
  notRunning: 'This promotion is not running',
  offerNotInPromotion: 'This offer is not part of the promotion',
  giftWithoutPromotion: 'Invalid request. gift: a gift comes only with a promotion (promoType)',
  giftNotOffered: 'This gift does not come with this offer',
  soldOut: 'This gift is sold out',
  giftAlreadyHad: 'You already have this gift from this promotion',
  newsletterFirst: 'Activate the pass from the newsletter link',
  pass24Used: 'The 24 hour pass can be activated once per account',
  onceUsed: 'This offer can be had once per account',
} as const;

/** Why a second use of an offer that is had once is refused. */
export const onceRefusal = (offer: Pick<OfferRow, 'grantsTag'>) =>
  offer.grantsTag === PASS24 ? promotionErrors.pass24Used : promotionErrors.onceUsed;

/** What a checkout opened under a promotion records on its order. */
export interface PromotionChoice {
  promotionId: string | null;
  giftId: GiftId | null;
  /** The chosen gift ships: the checkout asks for a US address whatever the request said. */
  giftShips: boolean;
}

/**
 * The promotion a checkout names (promoType) must be running (start included, end excluded) and sell
 * the offer; a gift must be one of its gifts, on its gift offer, with stock left. The stock is taken
 * at fulfilment (`claimGift`): this check only spares a buyer paying for a gift already gone.
 */
export async function decidePromotion(
  promotions: PromotionsRepository,
  offer: OfferRow,
  request: { promoType?: string; gift?: GiftId },
  userId: string,
  now: Date,
): Promise<PromotionChoice> {
  if (!request.promoType) {
    if (request.gift) throw new HttpError(400, promotionErrors.giftWithoutPromotion);
    return { promotionId: null, giftId: null, giftShips: false };
  }
  const promotion = await promotions.byId(request.promoType);
  if (!promotion) throw new HttpError(400, promotionErrors.unknown);
  if (!isPromotionRunning(promotion, now.getTime())) throw new HttpError(409, promotionErrors.notRunning);
  if (!promotion.offerKeys.includes(offer.key)) throw new HttpError(400, promotionErrors.offerNotInPromotion);
  if (!request.gift) return { promotionId: promotion.id, giftId: null, giftShips: false };
  const gift = promotion.gifts.find((candidate) => candidate.id === request.gift);
  if (!gift || promotion.giftOfferKey !== offer.key) throw new HttpError(400, promotionErrors.giftNotOffered);
  if (gift.remaining === 0) throw new HttpError(409, promotionErrors.soldOut);
  // Said early; fulfilment holds the cap when one account pays several checkouts at once.
  if (await promotions.hasAllItMayOf(promotion.id, gift.id, userId)) {
    throw new HttpError(409, promotionErrors.giftAlreadyHad);
  }
  return { promotionId: promotion.id, giftId: gift.id, giftShips: gift.requiresUSAddress };
}

/** A promo code for new customers only (the vita code) refuses existing and former members, saying why. */
export function checkNewCustomer(coupon: CouponRow | undefined, facts: MembershipFacts, now: Date) {
  if (!coupon?.newCustomersOnly) return;
  const refusal = newCustomerRefusal(facts, now);
  if (refusal) throw new HttpError(409, NEW_CUSTOMERS_ONLY[refusal]);
}

/**
 * An offer that tags the account (the newsletter's 24-hour pass) is had once (its use is recorded in
 * `offer_use`, which fulfilment writes atomically; this only spares a checkout bound to fail), and the
 * pass only by a reader with a confirmed address who confirmed the newsletter's link while signed in
 * (POST /api/newsletter/confirm).
 */
export async function checkTaggedOffer(
  promotions: PromotionsRepository,
  offer: OfferRow,
  member: { userId: string; emailVerified: boolean; facts: MembershipFacts },
  now: Date,
) {
  if (!offer.grantsTag) return;
  if (
    (await promotions.offerUsed(member.userId, offer.id)) ||
    (offer.grantsTag === PASS24 && pass24Refusal(member.facts, now) === 'already-used')
  ) {
    throw new HttpError(409, onceRefusal(offer));
  }
  if (offer.grantsTag !== PASS24) return;
  if (!member.emailVerified) throw new HttpError(403, emailVerificationMessages.required);
  if (!(await promotions.newsletterConfirmed(member.userId)))
    throw new HttpError(403, promotionErrors.newsletterFirst);
}

/** A promotion's gift is told and tracked by e-mail: it waits for a confirmed address (decision 027). */
export function checkGiftAddress(request: { gift?: GiftId }, emailVerified: boolean) {
  if (request.gift && !emailVerified) throw new HttpError(403, emailVerificationMessages.required);
}
