import type { GiftId } from '@releve/contracts';
import { ApiError } from '../../../lib/api-client';
import { readSession, removeSession, writeSession } from '../../../lib/storage';
import { createCheckoutSession } from '../api/billing-api';

/** The order a checkout started in this tab pays, for the return page when the URL does not name it. */
const PENDING_ORDER_KEY = 'pending-order';

/**
 * Where the payment page sends the browser back: a paid checkout to the finalize-payment view over
 * home, a cancelled one to the payment-cancelled view over pricing.
 */
export function checkoutReturnUrls(origin: string, returnQuery = '') {
  return {
    redirectUrl: `${origin}/?u=finalize-payment${returnQuery}`,
    cancelUrl: `${origin}/pricing?u=payment-cancelled`,
  };
}

export interface CheckoutStart {
  key: string;
  hasTrial: boolean;
  coupon?: string;
  /** The promotion the purchase is made under, and the gift chosen with it. */
  promoType?: string;
  gift?: GiftId;
  /** The chosen gift ships (the server decides it from the gift as well). */
  requireUSAddress?: boolean;
  /** Added to the return address (the newsletter pass returns with `m=pass24`). */
  returnQuery?: string;
}

/**
 * Starts the hosted checkout (accounts-and-billing.md §4) and sends the browser to its payment page.
 * Throws what the server answered; the caller shows it and tracks purchase_failed.
 */
export async function startCheckout(start: CheckoutStart) {
  const { key, hasTrial, coupon, promoType, gift, returnQuery } = start;
  const { url, orderId } = await createCheckoutSession({
    key,
    hasTrial,
    requireUSAddress: start.requireUSAddress ?? false,
    ...(coupon ? { coupon } : {}),
    ...(promoType ? { promoType } : {}),
    ...(gift ? { gift } : {}),
    ...checkoutReturnUrls(window.location.origin, returnQuery),
  });
  writeSession(PENDING_ORDER_KEY, orderId);
  window.location.assign(url);
}

/** The order the return page is about: the URL's orderId, else the one started in this tab. */
export const returningOrderId = (params: URLSearchParams) =>
  params.get('orderId') ?? readSession(PENDING_ORDER_KEY);

export const forgetPendingOrder = () => removeSession(PENDING_ORDER_KEY);

/** The server's message when it refuses a trial (409): this person has had one already. */
const INVALID_TRIAL_MESSAGE = 'invalid-trial';

/** The provider refused the trial asked for: the pricing page then says so and offers no trial. */
export const isTrialRefused = (error: unknown, hasTrial: boolean) =>
  hasTrial && error instanceof ApiError && error.status === 409 && error.message === INVALID_TRIAL_MESSAGE;

/**
 * The server's words when it refused (a 4xx says why: "Already have an active access"), otherwise the
 * spec's own message for the step (§8: "No order created", "Failed to make payment"): a network
 * failure or a server error is no sentence for a buyer, and neither is a request the server found
 * malformed ("Invalid request. redirectUrl: …", written for developers: the page sent it, not the buyer).
 */
export const failureMessage = (error: unknown, fallback: string) =>
  error instanceof ApiError &&
  error.status >= 400 &&
  error.status < 500 &&
  error.message &&
  !isDeveloperMessage(error.message)
    ? error.message
    : fallback;

/** The server's validation messages (plugins/errors.ts) name fields and rules, not what a buyer can do. */
const isDeveloperMessage = (message: string) => message.startsWith('Invalid request');
