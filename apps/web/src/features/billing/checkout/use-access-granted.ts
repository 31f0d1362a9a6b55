import type { OrderStatus } from '@releve/contracts';
import { PASS24 } from '@releve/contracts/promotion-rules';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import type { DialogViewProps } from '../../../lib/account-dialog';
import { profileQueryKey } from '../../accounts';
import { forgetPendingOrder } from './start-checkout';

/**
 * What follows granted access (accounts-and-billing.md §4): the viewer's profile is read again (the
 * chrome stops offering what was just bought), then a subscription ends on the welcome view and a
 * one-off purchase on the member's account page.
 */
export function useAccessGranted(go: DialogViewProps['go']) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useCallback(
    async (kind: OrderStatus['kind']) => {
      forgetPendingOrder();
      await queryClient.invalidateQueries({ queryKey: profileQueryKey });
      if (kind === 'subscription') go('welcome', { orderId: null });
      // The newsletter's 24-hour pass (m=pass24) goes home, where the library now opens (§2 step 3).
      else if (new URLSearchParams(window.location.search).get('m') === PASS24) navigate('/');
      else navigate('/u/my-account');
    },
    [queryClient, navigate, go],
  );
}
