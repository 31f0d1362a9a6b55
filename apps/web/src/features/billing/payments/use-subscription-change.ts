import type { SubscriptionChangeAnswer } from '@releve/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { refreshSubscriptionLater, subscriptionQueryKey } from '../api/payments-api';

export type ChangeState =
  | { step: 'confirm' }
  | { step: 'busy' }
  | { step: 'done'; answer: SubscriptionChangeAnswer }
  | { step: 'error'; message: string };

/**
 * Runs a subscription change (cancel, renew, switch) for a dialog view: the answer shown at once, and
 * the subscription read again after the spec's delay, once the provider's events have arrived.
 */
export function useSubscriptionChange<Args extends unknown[] = []>(
  change: (...args: Args) => Promise<SubscriptionChangeAnswer>,
  refreshAfter: 'cancelOrRenew' | 'switch',
) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<ChangeState>({ step: 'confirm' });
  const run = async (...args: Args) => {
    setState({ step: 'busy' });
    try {
      const answer = await change(...args);
      queryClient.setQueryData(subscriptionQueryKey, answer.subscription);
      refreshSubscriptionLater(queryClient, refreshAfter);
      setState({ step: 'done', answer });
    } catch (error) {
      setState({ step: 'error', message: (error as Error).message });
    }
  };
  return { state, run };
}
