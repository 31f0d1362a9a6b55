/**
 * Money rules shared by the server (orders, receipts) and the web app (pricing cards, the order summary).
 * Amounts are integer minor units (cents); nothing here reads the clock. Free of zod, so the pricing
 * page's chunk stays small.
 */

import type { Offer } from './billing';

/** The spec's checkout product keys (§9), plus the keys Relevé gives the offers the spec names without one. */
export const productKeys = {
  onDemandMonthly: 'on-demand',
  onDemandSixMonths: 'on-demand-6-months',
  onDemandAnnual: 'on-demand-annual',
  onDemandFlex: 'on-demand-flex',
  unlimitedMonthly: 'unlimited-monthly',
  dayPassPack: 'day-pass-pack-5',
  dayPass: 'day-pass',
  dayPassMember: 'day-pass-member',
} as const;
export type ProductKey = (typeof productKeys)[keyof typeof productKeys];

/** Whether an offer's audience includes this person (members: an active on-demand product, `isMember`). */
export const audienceIncludes = (audience: Offer['audience'], isMember: boolean) =>
  audience === 'everyone' || (audience === 'members') === isMember;

/** The Day Pass a person buys: the members' offer for a member, the regular one for everyone else. */
export const dayPassKeyFor = (isMember: boolean): ProductKey =>
  isMember ? productKeys.dayPassMember : productKeys.dayPass;

/**
 * The Day Pass offer this person may buy, from the studio's offers (so every "Join Live for $…" shows
 * the price the checkout will charge them, decision 025); null when the studio sells none to them.
 */
export function dayPassOfferFor(offers: readonly Offer[], isMember: boolean): Offer | null {
  const key = dayPassKeyFor(isMember);
  return offers.find((offer) => offer.key === key && audienceIncludes(offer.audience, isMember)) ?? null;
}

/** The spec's default currency when an offer names none (§9). */
export const DEFAULT_CURRENCY = 'EUR';

/** Offer ids start with S for a subscription and C for a one-time purchase (§3). */
export type OfferKind = 'subscription' | 'one-time';
export const offerKindOf = (offerId: string): OfferKind =>
  offerId.startsWith('S') ? 'subscription' : 'one-time';

/** A month with quantity 12 is treated as a year (§3). */
export function normalisedPeriod(
  period: 'month' | 'year',
  quantity: number,
): { period: 'month' | 'year'; quantity: number } {
  return period === 'month' && quantity === 12 ? { period: 'year', quantity: 1 } : { period, quantity };
}

/** Tax is shown as a rounded percent (§9): a rate of 0.0825 reads "8%". */
export const taxPercentLabel = (taxRate: number) => `${Math.round(taxRate * 100)}%`;

/** The payment-method fee row is shown only when the fee is above 0 (§9). */
export const showsFeeRow = (feeCents: number) => feeCents > 0;

/**
 * Whether a subscriber may switch their subscription to `target` (§4): another renewing subscription
 * offer in the same currency. Its audience does not matter: it says who may start a subscription (and
 * its trial), while a switch changes one already running, from its next period, without a trial; so
 * Unlimited Monthly may go down to On-Demand Monthly (decision 030).
 */
export const isSwitchTarget = (
  target: Pick<Offer, 'offerId' | 'kind' | 'period' | 'renews' | 'currency'>,
  current: { offerId: string; currency: string },
) =>
  target.kind === 'subscription' &&
  target.renews &&
  target.period !== null &&
  target.offerId !== current.offerId &&
  target.currency === current.currency;

/** A recurring price as its cost per month, to compare plans of different periods. */
const perMonth = (plan: { price: number; period: 'month' | 'year'; periodCount?: number }) =>
  plan.price / ((plan.period === 'year' ? 12 : 1) * (plan.periodCount ?? 1));

/**
 * A switch to a plan that costs more per month is an upgrade, to one that costs less a downgrade
 * (decision 030; §4's "upgrade for a monthly offer, downgrade for yearly" held while the only plans
 * were a monthly one and a cheaper yearly one, and would call Unlimited to On-Demand an upgrade).
 */
export const switchDirection = (
  from: { price: number; period: 'month' | 'year'; periodCount?: number },
  to: { price: number; period: 'month' | 'year'; periodCount?: number },
) => (perMonth(to) >= perMonth(from) ? 'upgrade' : 'downgrade');

/** Subscription refresh delays after an action (§9): 2 s after cancel or renew, 7.5 s after a switch. */
export const SUBSCRIPTION_REFRESH_MS = { cancelOrRenew: 2_000, switch: 7_500 } as const;

/** Polling for granted access (§9): every 3 s up to 5 times; every 15 s after a direct card payment. */
export const ACCESS_POLL = { intervalMs: 3_000, tries: 5, afterCardPaymentMs: 15_000 } as const;

/** The welcome view closes after a 10-second countdown (§9). */
export const WELCOME_COUNTDOWN_SECONDS = 10;

/** Transactions listed on the payments page (§7: first 30 shown). */
export const TRANSACTIONS_SHOWN = 30;

export interface PriceBreakdown {
  /** The offer's price before discounts, tax included as the studio set it. */
  offerPrice: number;
  discountAmount: number;
  /** Tax contained in the total (prices are shown tax-inclusive). */
  taxValue: number;
  paymentMethodFee: number;
  totalPrice: number;
}

export type Coupon =
  | { code: string; kind: 'percent'; percentOff: number }
  | { code: string; kind: 'amount'; amountOff: number };

/**
 * The order's numbers: the coupon comes off the tax-inclusive price (never below 0), the tax is the part of
 * what is left that the rate accounts for, rounded to the cent. A trial's first payment is 0.
 */
export function priceOrder(input: {
  priceCents: number;
  taxRate: number;
  coupon?: Coupon | null;
  trial?: boolean;
  paymentMethodFeeCents?: number;
}): PriceBreakdown {
  const { priceCents, taxRate } = input;
  const couponOff = !input.coupon
    ? 0
    : input.coupon.kind === 'percent'
      ? Math.round((priceCents * input.coupon.percentOff) / 100)
      : input.coupon.amountOff;
  const discountAmount = input.trial ? priceCents : Math.min(priceCents, couponOff);
  const afterDiscount = priceCents - discountAmount;
  const paymentMethodFee = afterDiscount > 0 ? (input.paymentMethodFeeCents ?? 0) : 0;
  const totalPrice = afterDiscount + paymentMethodFee;
  const taxValue = Math.round(afterDiscount - afterDiscount / (1 + taxRate));
  return { offerPrice: priceCents, discountAmount, taxValue, paymentMethodFee, totalPrice };
}

/** "$25.00", "€13.30": an amount in minor units in the offer's currency, English formatting. */
export function formatMoney(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);
}

/** A price said in a sentence or a button: "$5" when it is a whole amount, "$13.30" otherwise. */
export const formatWholeMoney = (cents: number, currency: string) =>
  formatMoney(cents, currency).replace(/\.00$/, '');

/** A receipt's date, like "Sunday, November 22, 2026 @ 9:30 AM" (§9), in the given time zone. */
/** Whether `name` is a time zone this runtime knows (an IANA name such as "Europe/Paris", or UTC). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export function formatReceiptDate(date: Date, timeZone = 'UTC'): string {
  const day = new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone,
  }).format(date);
  const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone }).format(
    date,
  );
  return `${day} @ ${time}`;
}

/**
 * The new expiry when a pass is bought while another is running: the purchased months are added to the
 * later of now and the running pass's expiry, so nothing already paid for is lost (§4).
 */
export function extendedExpiry(currentExpiry: Date | null, now: Date, months: number): Date {
  const from = currentExpiry && currentExpiry.getTime() > now.getTime() ? currentExpiry : now;
  const next = new Date(from.getTime());
  const day = next.getUTCDate();
  next.setUTCMonth(next.getUTCMonth() + months, 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

/** After a renewal is declined, access lasts this long while the provider retries the card. */
export const RENEWAL_GRACE_DAYS = 7;

/** A provider's subscription status as the payments page shows it (§4's mapping). */
export type ProviderSubscriptionStatus =
  | 'free-trial'
  | 'recurrent'
  | 'past_due'
  | 'canceled'
  | 'incomplete_expired'
  | 'terminated';

/**
 * free-trial and recurrent are active, canceled is cancelled, incomplete_expired is expired, others
 * terminated. past_due (a declined renewal being retried, a status the spec's provider did not have)
 * still renews, so it reads active too; the payments page shows its grace date.
 */
export function subscriptionStatusOf(
  status: ProviderSubscriptionStatus,
): 'active' | 'cancelled' | 'expired' | 'terminated' {
  if (status === 'free-trial' || status === 'recurrent' || status === 'past_due') return 'active';
  if (status === 'canceled') return 'cancelled';
  if (status === 'incomplete_expired') return 'expired';
  return 'terminated';
}
