import type { Offer } from '@releve/contracts';
import { audienceIncludes, dayPassOfferFor, productKeys } from '@releve/contracts/billing-rules';

/** What the pricing page offers this person (accounts-and-billing.md §2 "Pricing page"). */
export interface PricingPlans {
  /** On-Demand Monthly: non-members only. */
  monthly: Offer | null;
  /** On-Demand Pass, 6 months and yearly: one card with a toggle. */
  sixMonths: Offer | null;
  annual: Offer | null;
  /** Day Pass: $15, or the members' $5 offer for a member. */
  dayPass: Offer | null;
  /** Both Day Pass prices, to say what a member pays or saves. */
  memberDayPass: Offer | null;
  regularDayPass: Offer | null;
  /** Day Pass Pack: members only. */
  dayPassPack: Offer | null;
  /** The monthly price passes are compared with, whoever may buy it. */
  monthlyReference: Offer | null;
  /** The studio's other offers listed on /pricing (made in the console, decision 053), in its order. */
  others: Offer[];
}

/** The offers the pricing page has cards of its own for (and those it never lists: Flex, Unlimited). */
const namedKeys = new Set<string>(Object.values(productKeys));

/** Listed on /pricing: the console's "shown on pricing" (absent: shown). */
const shown = (offer: Offer) => offer.shownOnPricing !== false;

/**
 * Whether this person may buy an offer: its audience includes them, and it sells day passes only to
 * those whose live access does not renew (`mayBuyDayPasses`, decision 025; the server refuses the rest).
 */
export const mayBuy = (offer: Offer, isMember: boolean, mayBuyDayPasses = true) =>
  audienceIncludes(offer.audience, isMember) && (mayBuyDayPasses || offer.grants.dayPasses === 0);

export function pricingPlans(
  offers: readonly Offer[],
  isMember: boolean,
  mayBuyDayPasses = true,
): PricingPlans {
  const byKey = (key: string) => offers.find((offer) => offer.key === key) ?? null;
  const buyable = (key: string) => {
    const offer = byKey(key);
    return offer && shown(offer) && mayBuy(offer, isMember, mayBuyDayPasses) ? offer : null;
  };
  const memberDayPass = byKey(productKeys.dayPassMember);
  return {
    monthly: buyable(productKeys.onDemandMonthly),
    sixMonths: buyable(productKeys.onDemandSixMonths),
    annual: buyable(productKeys.onDemandAnnual),
    dayPass: mayBuyDayPasses ? dayPassOfferFor(offers.filter(shown), isMember) : null,
    memberDayPass,
    regularDayPass: byKey(productKeys.dayPass),
    dayPassPack: buyable(productKeys.dayPassPack),
    monthlyReference: byKey(productKeys.onDemandMonthly),
    others: offers.filter(
      (offer) => !namedKeys.has(offer.key) && shown(offer) && mayBuy(offer, isMember, mayBuyDayPasses),
    ),
  };
}

/** A price split over its periods, rounded down to the cent ($79.80 over 6 months is $13.30). */
export const perPeriod = (offer: Offer) => Math.floor(offer.price / offer.periodCount);

/**
 * What a pass saves against paying the monthly price for as long, in cents (a yearly $200 pass against
 * 12 × $25 saves $100); 0 when there is nothing to compare with.
 */
export function savingAgainstMonthly(pass: Offer, monthly: Offer | null): number {
  if (monthly?.period !== 'month' || !pass.period) return 0;
  const months = pass.period === 'year' ? pass.periodCount * 12 : pass.periodCount;
  return Math.max(0, monthly.price * months - pass.price);
}
