import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { signOut } from './api/auth-calls';
import { profileQueryKey } from './api/get-profile';

/**
 * Log out (the account menu, and the drawer on phones): ends the session, forgets every answer that
 * was the member's, and returns to home (accounts-and-billing.md §2).
 */
export function useLogOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useCallback(async () => {
    await signOut().catch(() => undefined);
    queryClient.setQueryData(profileQueryKey, null);
    await queryClient.invalidateQueries();
    navigate('/');
  }, [queryClient, navigate]);
}
