import { z } from 'zod';

/**
 * Who may do what, from what the account holds. Pure functions shared by the server's membership
 * service and the web app. Time is always passed in as `now`: nothing here reads the clock.
 */

export const TRIAL_DAYS = 7;
export const DAY_PASS_HOURS = 24;
export const EXPIRY_WARNING_DAYS = 30;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** Remaining time on a pass is shown in months of 30 days. */
const DAYS_PER_MONTH = 30;
const DAYS_PER_YEAR = 365;

/** Access bought from the billing provider: on-demand (library) or live (Zoom classes). */
export const productSchema = z.object({
  type: z.enum(['on-demand', 'live']),
  createdAt: z.iso.datetime({ offset: true }),
  expiresAt: z.iso.datetime({ offset: true }),
  /** A subscription that renews (On-Demand Monthly, Unlimited Monthly), as opposed to a pass. */
  isRecurring: z.boolean(),
});
export type Product = z.infer<typeof productSchema>;

/**
 * What the rules need to know about one account. A redeemed day pass shows up as a live product lasting
 * DAY_PASS_HOURS, so "has a day pass today" is read from `products` and needs no field of its own.
 */
export const membershipFactsSchema = z.object({
  products: z.array(productSchema),
  tags: z.array(z.string()),
  unusedDayPasses: z.int().min(0),
  hasTrial: z.boolean(),
  hasExpiredTrial: z.boolean(),
  /**
   * The billing provider reports an active subscription. Optional because an active recurring
   * on-demand product already counts as one; this covers a subscription whose product is not there yet.
   */
  hasActiveSubscription: z.boolean().optional(),
});
export type MembershipFacts = z.infer<typeof membershipFactsSchema>;

const durationMs = (product: Product) => Date.parse(product.expiresAt) - Date.parse(product.createdAt);
const remainingMs = (product: Product, now: Date) => Date.parse(product.expiresAt) - now.getTime();

/** Products whose expiry is strictly after `now`: at the expiry instant itself a product is over. */
export function activeProducts(facts: MembershipFacts, now: Date): Product[] {
  return facts.products.filter((product) => remainingMs(product, now) > 0);
}

const activeOfType = (facts: MembershipFacts, now: Date, type: Product['type']) =>
  activeProducts(facts, now).filter((product) => product.type === type);

/** Member: holds an on-demand product that has not expired (full library, programs, My Week Plan...). */
export function isMember(facts: MembershipFacts, now: Date): boolean {
  return activeOfType(facts, now, 'on-demand').length > 0;
}

/** Live member: holds a live product that has not expired (a redeemed day pass included). */
export function isLiveMember(facts: MembershipFacts, now: Date): boolean {
  return activeOfType(facts, now, 'live').length > 0;
}

/** Subscriber: the provider reports an active subscription, or an active recurring on-demand product. */
export function isSubscriber(facts: MembershipFacts, now: Date): boolean {
  return (
    facts.hasActiveSubscription === true ||
    activeOfType(facts, now, 'on-demand').some((product) => product.isRecurring)
  );
}

/**
 * Day-pass-only: unused day passes are all the account holds. Not a member, not a live member (a day
 * pass being used right now is a live product, so its holder is a live member for those 24 hours), not a
 * subscriber.
 */
export function isDayPassOnly(facts: MembershipFacts, now: Date): boolean {
  return (
    facts.unusedDayPasses > 0 &&
    !isMember(facts, now) &&
    !isLiveMember(facts, now) &&
    !isSubscriber(facts, now)
  );
}

/**
 * 24-hour pass: tagged `pass24`, no active live product, and an active on-demand product lasting at most
 * DAY_PASS_HOURS (exactly 24 hours included). Expired products are ignored on both sides: a live product
 * that ended yesterday does not make today's pass something else.
 */
export function has24HourPass(facts: MembershipFacts, now: Date): boolean {
  return (
    facts.tags.includes('pass24') &&
    !isLiveMember(facts, now) &&
    activeOfType(facts, now, 'on-demand').some((product) => durationMs(product) <= DAY_PASS_HOURS * HOUR_MS)
  );
}

/**
 * The pass to offer "Extend Annual Pass" for: on-demand access ends within EXPIRY_WARNING_DAYS (exactly
 * 30 days left counts) and a pass is what ends it. Only the pass that expires last matters (a newer pass
 * running longer means nothing is about to end), and while a recurring on-demand product is active access
 * renews, so nothing is expiring. Null when nothing is expiring.
 */
export function expiringOnDemandProduct(facts: MembershipFacts, now: Date): Product | null {
  const onDemand = activeOfType(facts, now, 'on-demand');
  if (onDemand.some((product) => product.isRecurring)) return null;
  const lastToExpire = onDemand.reduce<Product | null>(
    (last, product) => (last && remainingMs(last, now) >= remainingMs(product, now) ? last : product),
    null,
  );
  return lastToExpire && remainingMs(lastToExpire, now) <= EXPIRY_WARNING_DAYS * DAY_MS ? lastToExpire : null;
}

export function isExpiringSoon(facts: MembershipFacts, now: Date): boolean {
  return expiringOnDemandProduct(facts, now) !== null;
}

/** Remaining time in whole months: days rounded up, then divided by 30 rounded down. 0 once expired. */
export function remainingWholeMonths(product: Product, now: Date): number {
  const days = Math.ceil(remainingMs(product, now) / DAY_MS);
  return days > 0 ? Math.floor(days / DAYS_PER_MONTH) : 0;
}

export interface TrialOptions {
  /** The page was opened with `?error=invalid-trial`: the provider refused a trial already. */
  invalidTrialError?: boolean;
}

/**
 * May start the 7-day trial: no invalid-trial error, no trial flag, no expired-trial flag, and not a member
 * or subscriber now. A former member whose product has expired, and a live-only member, are eligible: the
 * spec names no flag for them.
 */
export function isTrialEligible(facts: MembershipFacts, now: Date, options: TrialOptions = {}): boolean {
  return (
    !options.invalidTrialError &&
    !facts.hasTrial &&
    !facts.hasExpiredTrial &&
    !isMember(facts, now) &&
    !isSubscriber(facts, now)
  );
}

/**
 * Magazine: an active on-demand pass (non-recurring on-demand product), or a subscriber (the spec's
 * "Prima member tier (a subscriber without a day pass)": a subscriber, as opposed to a Day Pass customer,
 * decision 025). Day passes, unused or running, never take it away: buying one takes nothing.
 * Everyone else goes to /pricing.
 */
export function hasMagazineAccess(facts: MembershipFacts, now: Date): boolean {
  return hasOnDemandPass(facts, now) || isSubscriber(facts, now);
}

/**
 * A program resource (its PDF, in the reader or downloaded): free ones for everyone, the others for
 * members (§2 Library: locked for non-members).
 */
export function canOpenResource(
  resource: { free: boolean },
  facts: MembershipFacts | null,
  now: Date,
): boolean {
  return resource.free || (!!facts && isMember(facts, now));
}

/** On-demand access bought as a pass (6-month, annual, flex): it does not renew. */
export function hasOnDemandPass(facts: MembershipFacts, now: Date): boolean {
  return activeOfType(facts, now, 'on-demand').some((product) => !product.isRecurring);
}

/**
 * Billing actions (switch, update card, cancel, renew) are only for subscribers without an on-demand
 * pass (§6): a pass holder's access does not come from the subscription alone.
 */
export function canManageBilling(facts: MembershipFacts, now: Date): boolean {
  return isSubscriber(facts, now) && !hasOnDemandPass(facts, now);
}

/** Why a billing action is refused to someone canManageBilling says no to (the server's 403, the web's note). */
export const BILLING_ACTIONS_REFUSED =
  'Billing changes are only for subscribers without an on-demand pass: your on-demand access is a pass, which does not renew';

/**
 * Day pass redemption (decision 025): an unused day pass and no live access running now. Any other
 * access (an on-demand subscription or pass) is no reason to refuse: members buy day passes to join live
 * classes. Live access running includes a day pass redeemed earlier, so a second redemption within its
 * 24 hours is refused, and a live membership (Unlimited), which makes a day pass pointless.
 */
export function canRedeemDayPass(facts: MembershipFacts, now: Date): boolean {
  return facts.unusedDayPasses > 0 && !isLiveMember(facts, now);
}

/**
 * Live access that renews (Unlimited Monthly, or another live subscription): a day pass adds nothing
 * to it, so none is sold or offered to its holder (decision 025). A live pass or a running day pass
 * ends, and its holder may buy day passes for the days after.
 */
export function hasRenewingLiveAccess(facts: MembershipFacts, now: Date): boolean {
  return activeOfType(facts, now, 'live').some((product) => product.isRecurring);
}

/** Whether day passes (the Day Pass, the Pack) are sold to this account: not while live access renews. */
export function mayBuyDayPasses(facts: MembershipFacts, now: Date): boolean {
  return !hasRenewingLiveAccess(facts, now);
}

/** Why a day pass is not sold to someone mayBuyDayPasses says no to (the checkout's 409). */
export const DAY_PASS_NOT_NEEDED = 'Your membership already includes live classes: you need no Day Pass';

/** An active on-demand product lasting at least 365 days from creation to expiry (an annual pass or plan). */
export function hasOneYearOnDemand(facts: MembershipFacts, now: Date): boolean {
  return activeOfType(facts, now, 'on-demand').some(
    (product) => durationMs(product) >= DAYS_PER_YEAR * DAY_MS,
  );
}

/** Every membership answer at once, as GET /api/users/{id} sends it. */
export const membershipSummarySchema = z.object({
  isMember: z.boolean(),
  isLiveMember: z.boolean(),
  isSubscriber: z.boolean(),
  isDayPassOnly: z.boolean(),
  has24HourPass: z.boolean(),
  isExpiringSoon: z.boolean(),
  isTrialEligible: z.boolean(),
  hasMagazineAccess: z.boolean(),
  canRedeemDayPass: z.boolean(),
  mayBuyDayPasses: z.boolean(),
  hasOneYearOnDemand: z.boolean(),
});
export type MembershipSummary = z.infer<typeof membershipSummarySchema>;

export function membershipSummary(
  facts: MembershipFacts,
  now: Date,
  options: TrialOptions = {},
): MembershipSummary {
  return {
    isMember: isMember(facts, now),
    isLiveMember: isLiveMember(facts, now),
    isSubscriber: isSubscriber(facts, now),
    isDayPassOnly: isDayPassOnly(facts, now),
    has24HourPass: has24HourPass(facts, now),
    isExpiringSoon: isExpiringSoon(facts, now),
    isTrialEligible: isTrialEligible(facts, now, options),
    hasMagazineAccess: hasMagazineAccess(facts, now),
    canRedeemDayPass: canRedeemDayPass(facts, now),
    mayBuyDayPasses: mayBuyDayPasses(facts, now),
    hasOneYearOnDemand: hasOneYearOnDemand(facts, now),
  };
}
