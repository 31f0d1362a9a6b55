/**
 * The promotions' rules (accounts-and-billing.md §3, §4, §9), shared by the server, which enforces
 * them, and the web app, which mirrors them. Nothing here reads the clock: `now` is passed in. Free of
 * zod, so the pages' chunks stay small.
 */

import { isMember, type MembershipFacts } from './membership';

/** The promotion window is checked every second; promo stats are polled every 30 s (§9). */
export const PROMOTION_CHECK_MS = 1_000;
export const PROMO_STATS_POLL_MS = 30_000;

/** A sale window in ms since the epoch (§3 "Sale window / promotion: startTime, endTime"). */
export interface SaleWindow {
  startTime: number;
  endTime: number;
}

export type PromotionPhase = 'upcoming' | 'running' | 'ended';

/** Running from its start (included) to its end (excluded): at the end instant the sale is over. */
export function promotionPhase(window: SaleWindow, now: number): PromotionPhase {
  if (now < window.startTime) return 'upcoming';
  return now < window.endTime ? 'running' : 'ended';
}

export const isPromotionRunning = (window: SaleWindow, now: number) =>
  promotionPhase(window, now) === 'running';

export interface Countdown {
  /** §4 sale countdown mode: to the start before the window, to the end during it. */
  mode: 'to-start' | 'to-end';
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** The new-year sale's countdown; null once the sale has ended. Whole seconds, rounded up. */
export function saleCountdown(window: SaleWindow, now: number): Countdown | null {
  const phase = promotionPhase(window, now);
  if (phase === 'ended') return null;
  const target = phase === 'upcoming' ? window.startTime : window.endTime;
  const total = Math.ceil((target - now) / 1000);
  return {
    mode: phase === 'upcoming' ? 'to-start' : 'to-end',
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
  };
}

/** The promotional pricing page of a promotion (linked from /pricing, where /black-friday goes, and home). */
export const promotionPagePath = (id: string) => `/promotions/${encodeURIComponent(id)}`;

/** What the home sale row needs of a promotion. */
export interface SaleLike extends SaleWindow {
  id: string;
  kind: string;
  title: string;
}

/**
 * The sale the home row new-year-sale shows (viewing.md §2): the new-year sale while it runs (to the
 * /pricing variant), else a running promotional pricing page (the studio's Black Friday); null when
 * neither runs, and the row is not shown.
 */
export function homeSaleOf<T extends SaleLike>(
  promotions: readonly T[],
  now: number,
): { promotion: T; href: string } | null {
  const running = promotions.filter((each) => isPromotionRunning(each, now));
  const newYear = running.find((each) => each.kind === 'new-year-sale');
  if (newYear) return { promotion: newYear, href: '/pricing?t=new-year-sale' };
  const page = running.find((each) => each.kind === 'promo-pricing');
  return page ? { promotion: page, href: promotionPagePath(page.id) } : null;
}

/** Gift ids fixed by the spec (§3): the 5 Day Passes and the calendar (which needs a US address). */
export const giftIds = ['five-day-passes', 'calendar', 'inspiration-collection'] as const;
export type GiftId = (typeof giftIds)[number];
export const isGiftId = (value: string): value is GiftId => (giftIds as readonly string[]).includes(value);

/** A counted gift's remaining stock as the promo stats send it: -1 when the studio does not count it. */
export const UNCOUNTED_STOCK = -1;

export type GiftAvailability =
  | { kind: 'sold-out' }
  | { kind: 'only-left'; count: number }
  | { kind: 'free-shipping' };

/**
 * §4: the calendar is selectable only when its remaining count is above 0: "SOLD OUT" at 0, "ONLY N
 * LEFT" when positive, "FREE SHIPPING" when unknown (-1). Any other negative reads as sold out.
 */
export function giftAvailability(remaining: number): GiftAvailability {
  if (remaining === UNCOUNTED_STOCK) return { kind: 'free-shipping' };
  if (remaining > 0) return { kind: 'only-left', count: remaining };
  return { kind: 'sold-out' };
}

export const isGiftSelectable = (remaining: number) => giftAvailability(remaining).kind !== 'sold-out';

/** §7 GET /promos/black-friday: counts remaining; no data means 0 and 0. */
export interface PromoStats {
  inspirationCollections: number;
  calendars: number;
}

export interface SoldToast {
  item: 'calendar' | 'inspiration-collection';
  sold: number;
  remaining: number;
}

/**
 * The toasts when counts drop between two polls (§4): "N Calendar(s) Just Sold" with "Only M more
 * remaining". Nothing for the first poll, a count that rose (the studio restocked) or an uncounted one.
 */
export function soldToasts(previous: PromoStats | null, next: PromoStats): SoldToast[] {
  if (!previous) return [];
  const toasts: SoldToast[] = [];
  const compare = (item: SoldToast['item'], before: number, after: number) => {
    if (before >= 0 && after >= 0 && after < before)
      toasts.push({ item, sold: before - after, remaining: after });
  };
  compare('inspiration-collection', previous.inspirationCollections, next.inspirationCollections);
  compare('calendar', previous.calendars, next.calendars);
  return toasts;
}

/**
 * A new customer (the vita code, §2 "for new customers only"): never held a product, never started a
 * trial. Answers why not otherwise: a member now, or one before.
 */
export function newCustomerRefusal(
  facts: MembershipFacts,
  now: Date,
): 'existing-member' | 'former-member' | null {
  const current = facts.products.some((product) => Date.parse(product.expiresAt) > now.getTime());
  if (current) return 'existing-member';
  if (facts.products.length > 0 || facts.hasTrial || facts.hasExpiredTrial) return 'former-member';
  return null;
}

/** The server's words for a promo code that is for new customers only. */
export const NEW_CUSTOMERS_ONLY = {
  'existing-member': 'This offer is for new customers only: you already have a membership',
  'former-member': 'This offer is for new customers only: you have been a member before',
} as const;

/** §5 "Newsletter: logged-in email must match link email" (case-insensitive, §2 step 2). */
export const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The tag a 24-hour pass puts on the account (§4), and the query value that activates it (§2). */
export const PASS24 = 'pass24';

/**
 * Whether the newsletter's 24-hour pass may be activated (§2 steps 3-4): not for someone who already has
 * on-demand access ("already has the relevant entitlement"), and once per account (the pass24 tag stays).
 */
export function pass24Refusal(facts: MembershipFacts, now: Date): 'already-entitled' | 'already-used' | null {
  if (isMember(facts, now)) return 'already-entitled';
  return facts.tags.includes(PASS24) ? 'already-used' : null;
}
