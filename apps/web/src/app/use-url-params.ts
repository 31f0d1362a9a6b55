import { useEffect } from 'react';
import { useSearchParams } from 'wouter';
import { IMPERSONATION_KEY } from '../lib/api-client';
import { removeSession, writeLocal, writeSession } from '../lib/storage';

/** Where a purchased product key (`pk`) waits for the checkout flow that reads it. */
export const PURCHASED_PRODUCT_KEY = 'purchased-product-key';

/**
 * Query parameters that act on the whole app: `pk` is stored then removed from the URL;
 * `mid` picks the user API calls act as (an admin impersonating; `me` ends it).
 */
export function useAppUrlParams() {
  const [params, setParams] = useSearchParams();
  const pk = params.get('pk');
  const mid = params.get('mid');

  useEffect(() => {
    if (pk === null) return;
    if (pk) writeLocal(PURCHASED_PRODUCT_KEY, pk);
    const next = new URLSearchParams(params);
    next.delete('pk');
    setParams(next, { replace: true });
  }, [pk, params, setParams]);

  useEffect(() => {
    if (mid === null) return;
    if (mid && mid !== 'me') writeSession(IMPERSONATION_KEY, mid);
    else removeSession(IMPERSONATION_KEY);
  }, [mid]);
}
