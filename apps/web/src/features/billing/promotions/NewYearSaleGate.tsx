import { isPromotionRunning, PROMOTION_CHECK_MS } from '@releve/contracts/promotion-rules';
import type { ReactNode } from 'react';
import { usePromotions } from '../api/promotions-api';
import { useNow } from './use-now';

/**
 * Shows the home row new-year-sale (viewing.md §2) only while a new-year sale runs, rechecked every
 * second; nothing while the promotions load or when none runs.
 */
export default function NewYearSaleGate({ children }: { children: ReactNode }) {
  const promotions = usePromotions();
  const now = useNow(PROMOTION_CHECK_MS);
  const running = promotions.data?.some(
    (each) => each.kind === 'new-year-sale' && isPromotionRunning(each, now),
  );
  return running ? children : null;
}
