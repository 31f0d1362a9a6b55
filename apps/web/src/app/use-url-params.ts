import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'wouter';
import { INVALID_TRIAL_ERROR, rememberTrialRefused } from '../features/accounts';
import { IMPERSONATION_KEY } from '../lib/api-client';
import { readSession, removeSession, writeLocal, writeSession } from '../lib/storage';

/** Where a purchased product key (`pk`) waits for the checkout flow that reads it. */
export const PURCHASED_PRODUCT_KEY = 'purchased-product-key';

/**
 * Query parameters that act on the whole app: `pk` is stored then removed from the URL;
 * `mid` picks the user API calls act as (an admin impersonating; `me` ends it); `error=invalid-trial`
 * (the provider refused a trial) hides every trial offer for the rest of the session.
 */
export function useAppUrlParams() {
  const [params, setParams] = useSearchParams();
  const pk = params.get('pk');
  const mid = params.get('mid');
  const trialRefused = params.get('error') === INVALID_TRIAL_ERROR;

  useEffect(() => {
    if (trialRefused) rememberTrialRefused();
  }, [trialRefused]);

  useEffect(() => {
    if (pk === null) return;
    if (pk) writeLocal(PURCHASED_PRODUCT_KEY, pk);
    const next = new URLSearchParams(params);
    next.delete('pk');
    setParams(next, { replace: true });
  }, [pk, params, setParams]);

  const queryClient = useQueryClient();
  useEffect(() => {
    // A new target means every answer so far was about someone else.
    if (applyImpersonation(mid)) void queryClient.invalidateQueries();
  }, [mid, queryClient]);
}

/**
 * Stores the `mid` target (or ends impersonation for `me` or an empty value); returns
 * whether the target changed. Also called before the first render, so the very first API
 * calls already carry the header.
 */
export function applyImpersonation(mid: string | null): boolean {
  if (mid === null) return false;
  const before = readSession(IMPERSONATION_KEY);
  if (mid && mid !== 'me') writeSession(IMPERSONATION_KEY, mid);
  else removeSession(IMPERSONATION_KEY);
  return before !== readSession(IMPERSONATION_KEY);
}
