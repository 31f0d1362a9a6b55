import {
  billingPaths,
  type CardPayload,
  customerPortalAnswerSchema,
  paymentMethodSchema,
  SUBSCRIPTION_REFRESH_MS,
  type SubscriptionCancelInput,
  subscriptionChangeAnswerSchema,
  subscriptionSchema,
  TRANSACTIONS_SHOWN,
  transactionsSchema,
} from '@releve/contracts';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { ApiError, fetchApi, fetchApiPage } from '../../../lib/api-client';

export const subscriptionQueryKey = ['billing', 'subscription'] as const;
export const transactionsQueryKey = ['billing', 'transactions'] as const;
export const paymentMethodQueryKey = ['billing', 'payment-method'] as const;

/** The member's subscription; null when they have none (the server's 404; §8: a 402 means no access). */
export function useSubscription() {
  return useQuery({
    queryKey: subscriptionQueryKey,
    queryFn: async () => {
      try {
        return await fetchApi(billingPaths.subscription, { schema: subscriptionSchema });
      } catch (error) {
        if (error instanceof ApiError && (error.status === 404 || error.status === 402)) return null;
        throw error;
      }
    },
  });
}

/** The first TRANSACTIONS_SHOWN transactions, newest first (§7). */
export function useTransactions() {
  return useQuery({
    queryKey: transactionsQueryKey,
    queryFn: async () =>
      (await fetchApi(billingPaths.transactions, { schema: transactionsSchema })).slice(
        0,
        TRANSACTIONS_SHOWN,
      ),
  });
}

/** The card the subscription is charged to; null when there is none. */
export function usePaymentMethod() {
  return useQuery({
    queryKey: paymentMethodQueryKey,
    queryFn: async () => {
      try {
        return await fetchApi(billingPaths.paymentMethod, { schema: paymentMethodSchema });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

const change = (path: string, body: object = {}) =>
  fetchApi(path, { method: 'POST', body, schema: subscriptionChangeAnswerSchema });

/** Cancels at the period's end, with why when the member said (both optional, decision 050). */
export const cancelSubscription = (answer: SubscriptionCancelInput = {}) =>
  change(billingPaths.subscriptionCancel, answer);
export const renewSubscription = () => change(billingPaths.subscriptionRenew);
/** Pauses for 1, 2 or 3 months instead of cancelling (issue 35). */
export const pauseSubscription = (months: number) => change(billingPaths.subscriptionPause, { months });
export const resumeSubscription = () => change(billingPaths.subscriptionResume);
export const switchSubscription = (toOfferId: string) =>
  change(billingPaths.subscriptionSwitch, { toOfferId });
export const undoSwitch = () => change(billingPaths.subscriptionSwitchUndo);

export const updatePaymentMethod = (card: CardPayload) =>
  fetchApi(billingPaths.paymentMethod, { method: 'POST', body: card, schema: paymentMethodSchema });

/** Stripe's Customer Portal for the member, returning to `redirectUrl`. */
export async function customerPortalUrl(redirectUrl: string) {
  const answer = await fetchApi(billingPaths.customerPortal, {
    method: 'POST',
    body: { redirectUrl },
    schema: customerPortalAnswerSchema,
  });
  return answer.data.url;
}

/** A receipt, its date in the reader's own time zone. */
export const fetchReceiptPage = (transactionId: string) =>
  fetchApiPage(billingPaths.receipt(transactionId, Intl.DateTimeFormat().resolvedOptions().timeZone));

/**
 * The subscription, its transactions and card read again after a change (§9: 2 s after a cancel or a
 * renewal, 7.5 s after a switch): the provider's events need that long to arrive.
 */
export function refreshSubscriptionLater(
  queryClient: QueryClient,
  after: keyof typeof SUBSCRIPTION_REFRESH_MS,
): () => void {
  const timer = setTimeout(() => {
    for (const queryKey of [subscriptionQueryKey, transactionsQueryKey, paymentMethodQueryKey]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  }, SUBSCRIPTION_REFRESH_MS[after]);
  return () => clearTimeout(timer);
}
