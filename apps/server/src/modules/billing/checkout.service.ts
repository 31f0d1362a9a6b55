import {
  CHECKOUT_LIFETIME_MINUTES,
  type CheckoutSessionRequest,
  DAY_PASS_NOT_NEEDED,
  isMember,
  mayBuyDayPasses,
  type Offer,
  type Order,
  type OrderRequest,
  type OrderStatus,
  SUBSCRIPTION_REFUSED,
  subscriptionRefusal,
} from '@releve/contracts';
import { HttpError } from '../../plugins/errors';
import type { MembershipService } from '../accounts/accounts.module';
import { CheckoutClosing, type CheckoutClosingDependencies } from './checkout-closing';
import { checkExistingCustomer, orderFor, returnUrl, trialGiven, usableCoupon } from './checkout-pricing';
import { newId } from './ids';
import { type OfferRow, type OffersRepository, toOffer } from './offers.repository';
import type { OrderRow } from './orders.repository';
import { type HostedCheckout, type PaymentProvider, ProviderUnavailableError } from './payment-provider';
import {
  checkGiftAddress,
  checkNewCustomer,
  checkTaggedOffer,
  decidePromotion,
} from './promotions/promotion-checkout';
import type { PromotionsRepository } from './promotions/promotions.repository';
import type { SubscriptionsRepository } from './subscriptions.repository';

export const OFFER_NOT_FOUND = 'choose_offer.offer_not_found';

export interface CheckoutServiceDependencies extends CheckoutClosingDependencies {
  offers: OffersRepository;
  membership: MembershipService;
  promotions: PromotionsRepository;
  subscriptions: SubscriptionsRepository;
  /** The provider the site config picks (integrations.sandbox or .stripe); throws when none is usable. */
  provider(): Promise<PaymentProvider>;
  /** The site's origins (`allowedOriginsOf`), PUBLIC_URL's first: return addresses must be on one. */
  siteOrigins: readonly string[];
  clock?: () => Date;
}

/**
 * Checkout (§4): prices an order, opens the provider's hosted checkout for it, and answers the return
 * page, which asks the provider and fulfils what was paid.
 */
/** What the member reads when the payment provider does not answer in time. */
export const PROVIDER_UNAVAILABLE =
  'The payment service did not answer in time. Nothing was charged: please try again in a moment.';

export class CheckoutService {
  private readonly clock: () => Date;

  private readonly closing: CheckoutClosing;

  constructor(private readonly deps: CheckoutServiceDependencies) {
    this.clock = deps.clock ?? (() => new Date());
    this.closing = new CheckoutClosing(deps);
  }

  /** The price list: offers that tag the account (the newsletter's pass) are had only through their page. */
  async offers(): Promise<Offer[]> {
    return (await this.deps.offers.active()).filter((row) => !row.grantsTag).map(toOffer);
  }

  /** The order the checkout view shows, before paying; under a promotion, its rules apply as at checkout. */
  async price(userId: string, request: OrderRequest): Promise<Order> {
    const { offer, order } = await this.decide(userId, request);
    return order ?? orderFor(offer, null, false);
  }

  /** Opens the hosted checkout (or, for an order with nothing to pay, fulfils it at once). */
  async openSession(
    userId: string,
    request: CheckoutSessionRequest,
  ): Promise<{ url: string; orderId: string }> {
    // The account's own e-mail goes to the provider, whatever the request says.
    const { offer, order, trial, email, promotion, coupon } = await this.decide(userId, request);
    const provider = await this.deps.provider();
    const orderId = newId('ord');
    const successUrl = returnUrl(request.redirectUrl, this.deps.siteOrigins, orderId, 'redirectUrl');
    const cancelUrl = returnUrl(request.cancelUrl, this.deps.siteOrigins, orderId, 'cancelUrl');
    const row = await this.deps.orders.create({
      id: orderId,
      userId,
      offerId: offer.id,
      currency: order.currency,
      offerPrice: order.priceBreakdown.offerPrice,
      discountAmount: order.priceBreakdown.discountAmount,
      taxValue: order.priceBreakdown.taxValue,
      totalPrice: order.totalPrice,
      couponCode: order.discount.type === 'coupon' ? (request.coupon?.toUpperCase() ?? null) : null,
      trialDays: trial ? offer.freeDays : 0,
      requireUSAddress: (request.requireUSAddress ?? false) || promotion.giftShips,
      promotionId: promotion.promotionId,
      giftId: promotion.giftId,
      provider: provider.name,
      redirectUrl: successUrl,
      cancelUrl,
      createdAt: this.clock(),
    });
    // Nothing to pay and nothing to ship: fulfilled at once. A gift that ships needs its address, which
    // the provider's page asks for even when the order is free.
    if (!order.requiredPaymentDetails && !row.requireUSAddress) {
      const granted = await this.deps.fulfilment.fulfilCheckout(provider.name, {
        sessionId: '',
        orderId,
        paymentId: null,
        amount: 0,
        currency: row.currency,
        subscription: null,
        card: null,
        shippingAddress: null,
      });
      // Refused at fulfilment (an offer had once, taken by another activation at the same moment).
      const failed = !granted && (await this.deps.orders.byId(orderId));
      if (failed && (failed.status === 'failed' || failed.status === 'refused')) {
        throw new HttpError(409, failed.failureMessage ?? '');
      }
      return { url: successUrl, orderId };
    }
    const checkout = await this.hostedCheckout(orderId, () =>
      provider.createCheckout({
        orderId,
        userId,
        customerEmail: email,
        offer: { id: offer.id, price: offer.price },
        coupon,
        title: offer.title,
        currency: offer.currency,
        amountDue: order.totalPrice,
        recurring:
          offer.kind === 'subscription' && offer.period
            ? { amount: offer.price, period: offer.period, count: offer.periodCount }
            : undefined,
        trialDays: trial ? offer.freeDays : 0,
        requireUSAddress: row.requireUSAddress,
        successUrl,
        cancelUrl,
        expiresAt: new Date(this.clock().getTime() + CHECKOUT_LIFETIME_MINUTES * 60_000),
      }),
    );
    await this.deps.orders.update(orderId, { providerSessionId: checkout.sessionId });
    return { url: checkout.url, orderId };
  }

  /**
   * The provider's hosted checkout for a new order. A provider that does not answer within its time
   * fails the order with words for the member (503): nothing was charged, and the session it may have
   * made meanwhile was never shown to anyone and expires unpaid; trying again opens a new order
   * (decision 060).
   */
  private async hostedCheckout(
    orderId: string,
    open: () => Promise<HostedCheckout>,
  ): Promise<HostedCheckout> {
    try {
      return await open();
    } catch (error) {
      if (!(error instanceof ProviderUnavailableError)) throw error;
      await this.deps.orders.update(orderId, { status: 'failed', failureMessage: PROVIDER_UNAVAILABLE });
      throw new HttpError(503, PROVIDER_UNAVAILABLE, 'Service Unavailable');
    }
  }

  async status(userId: string, orderId: string): Promise<OrderStatus> {
    return this.statusOf(await this.ownOrder(userId, orderId));
  }

  /** The return page: asks the provider where the checkout stands, and fulfils it when it was paid. */
  async finalize(userId: string, orderId: string): Promise<OrderStatus> {
    const order = await this.ownOrder(userId, orderId);
    if (order.status !== 'open' || !order.providerSessionId) return this.statusOf(order);
    const provider = await this.deps.provider();
    if (provider.name !== order.provider) return this.statusOf(order);
    const found = await provider.lookupCheckout(order.providerSessionId);
    if (found.status === 'complete') await this.deps.fulfilment.fulfilCheckout(provider.name, found.checkout);
    else if (found.status === 'expired') {
      await this.closing.close(order, 'expired');
    } else if (found.status === 'declined') {
      await this.deps.orders.update(orderId, { status: 'failed', failureMessage: found.message });
    }
    return this.statusOf(await this.ownOrder(userId, orderId));
  }

  /** "Cancel and return" (decision 026): see CheckoutClosing. */
  async cancel(userId: string, orderId: string): Promise<OrderStatus> {
    const order = await this.ownOrder(userId, orderId);
    await this.closing.cancel(order);
    return this.statusOf(await this.ownOrder(userId, orderId));
  }

  /** The checkout sweep (decision 026): see CheckoutClosing. */
  sweep(now = this.clock()): Promise<number> {
    return this.closing.sweep(now);
  }

  /** The offer, who may buy it, the trial and the coupon: every rule before an order exists. */
  private async decide(userId: string, request: OrderRequest) {
    const offer = await this.deps.offers.byKey(request.key);
    if (!offer) throw new HttpError(400, OFFER_NOT_FOUND);
    const found = await this.deps.membership.factsFor(userId);
    if (!found) throw new HttpError(401, 'Not logged in');
    const now = this.clock();
    const member = isMember(found.facts, now);
    if (offer.audience === 'members' && !member) throw new HttpError(403, 'This offer is for members only');
    if (offer.audience === 'non-members' && member) throw new HttpError(409, 'Already have an active access');
    // Decision 025: live access that renews (Unlimited) includes what a day pass would buy.
    if (offer.grantsDayPasses > 0 && !mayBuyDayPasses(found.facts, now)) {
      throw new HttpError(409, DAY_PASS_NOT_NEEDED, 'day-pass-not-needed');
    }
    const { emailVerified } = found.row;
    await checkTaggedOffer(this.deps.promotions, offer, { userId, emailVerified, facts: found.facts }, now);
    const promotion = await decidePromotion(this.deps.promotions, offer, request, userId, now);
    checkGiftAddress(request, emailVerified);
    const trial = trialGiven(offer, found.facts, request.hasTrial, now);
    const couponRow = !trial && request.coupon ? await this.deps.offers.coupon(request.coupon) : undefined;
    const coupon = !trial && request.coupon ? usableCoupon(couponRow, offer, now) : null;
    checkNewCustomer(couponRow, found.facts, now);
    checkExistingCustomer(couponRow, found.facts, now);
    // One subscription at a time, never beside a pass (decision 026): a subscriber switches instead.
    const hasActiveSubscription = await this.deps.subscriptions.hasRunning(userId, now);
    const refusal = subscriptionRefusal(offer, { ...found.facts, hasActiveSubscription }, now);
    if (refusal) throw new HttpError(409, SUBSCRIPTION_REFUSED[refusal]);
    return {
      offer,
      trial,
      coupon,
      email: found.row.email,
      promotion,
      order: orderFor(offer, coupon, trial),
    };
  }

  private async ownOrder(userId: string, orderId: string): Promise<OrderRow> {
    const order = await this.deps.orders.byId(orderId);
    // Someone else's order is as unknown as a missing one.
    if (!order || order.userId !== userId) throw new HttpError(404, `Order with id ${orderId} not found`);
    return order;
  }

  private async statusOf(order: OrderRow): Promise<OrderStatus> {
    const offer = (await this.deps.offers.byId(order.offerId)) as OfferRow;
    const giftMissed = order.giftClaimed === false ? await this.giftTitle(order) : undefined;
    return {
      orderId: order.id,
      status: order.status,
      kind: offer.kind,
      accessGranted: order.status === 'fulfilled',
      ...(order.failureMessage ? { message: order.failureMessage } : {}),
      ...(giftMissed ? { giftMissed } : {}),
    };
  }

  private async giftTitle(order: OrderRow): Promise<string | undefined> {
    if (!order.promotionId) return undefined;
    const promotion = await this.deps.promotions.byId(order.promotionId);
    return promotion?.gifts.find((gift) => gift.id === order.giftId)?.title;
  }
}
