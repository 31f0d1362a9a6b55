import type { AccountDialogView } from '@releve/contracts/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { SESSION_ENDED_EVENT, SIGNED_OUT_EVENT } from '../../../lib/api-client';
import { profileQueryKey } from '../api/get-profile';

/**
 * What the API client reports about the session, acted on: a call that finds this browser pushed out
 * by a newer sign-in brings the member to simultaneous-logins; any other call refused for want of a
 * session (an invalid or ended session, viewing.md §8) signs the web app out.
 */
export function useSessionEvents(go: (view: AccountDialogView) => void): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const onEnded = () => {
      queryClient.setQueryData(profileQueryKey, null);
      go('simultaneous-logins');
    };
    const onSignedOut = () => {
      // A visitor's refusals change nothing; a member's mean every answer so far was theirs.
      if (!queryClient.getQueryData(profileQueryKey)) return;
      queryClient.setQueryData(profileQueryKey, null);
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== profileQueryKey[0] });
    };
    window.addEventListener(SESSION_ENDED_EVENT, onEnded);
    window.addEventListener(SIGNED_OUT_EVENT, onSignedOut);
    return () => {
      window.removeEventListener(SESSION_ENDED_EVENT, onEnded);
      window.removeEventListener(SIGNED_OUT_EVENT, onSignedOut);
    };
  }, [queryClient, go]);
}
