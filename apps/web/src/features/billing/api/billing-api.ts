import {
  billingPaths,
  type CheckoutSessionRequest,
  checkoutSessionAnswerSchema,
  type Offer,
  offersAnswerSchema,
  orderSchema,
  orderStatusSchema,
} from '@releve/contracts';
import { useQuery } from '@tanstack/react-query';
import { fetchApi } from '../../../lib/api-client';

export const offersQueryKey = ['billing', 'offers'] as const;

/**
 * The studio's offers (GET /api/offers); the same for everyone, filtered by who may buy on the page.
 * `enabled: false` until a page knows it needs them (the live schedule, for someone buying a Day Pass).
 */
export function useOffers(enabled = true) {
  return useQuery({
    enabled,
    queryKey: offersQueryKey,
    queryFn: async (): Promise<Offer[]> =>
      (await fetchApi(billingPaths.offers, { schema: offersAnswerSchema })).offers,
  });
}

/** POST /api/checkout/session: the hosted payment page to send the browser to, and the order it pays. */
export async function createCheckoutSession(request: CheckoutSessionRequest) {
  return fetchApi(billingPaths.checkoutSession, {
    method: 'POST',
    body: request,
    schema: checkoutSessionAnswerSchema,
  });
}

/** POST /api/checkout/order: the order priced for the checkout view (coupon and trial applied). */
export async function priceCheckoutOrder(request: { key: string; coupon?: string; hasTrial?: boolean }) {
  return fetchApi(billingPaths.checkoutOrder, { method: 'POST', body: request, schema: orderSchema });
}

/** GET the order's status: the fallback when the billing event stream is not available. */
export async function fetchOrderStatus(orderId: string) {
  return fetchApi(billingPaths.order(orderId), { schema: orderStatusSchema });
}

/** POST finalize: the return page asks the server to look the payment up and fulfil it (exactly once). */
export async function finalizeOrder(orderId: string) {
  return fetchApi(billingPaths.finalizeOrder(orderId), {
    method: 'POST',
    body: {},
    schema: orderStatusSchema,
  });
}

/** POST cancel ("Cancel and return", decision 026): the provider's session is closed too; where the order stands. */
export async function cancelOrder(orderId: string) {
  return fetchApi(billingPaths.cancelOrder(orderId), {
    method: 'POST',
    body: {},
    schema: orderStatusSchema,
  });
}
