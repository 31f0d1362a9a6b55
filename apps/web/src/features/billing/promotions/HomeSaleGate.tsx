import { homeSaleOf, PROMOTION_CHECK_MS } from '@releve/contracts/promotion-rules';
import type { ReactNode } from 'react';
import { usePromotions } from '../api/promotions-api';
import { useNow } from './use-now';

export interface HomeSale {
  /** The sale's page: the new-year variant of /pricing, or the promotional page. */
  href: string;
  /** The promotion's title as the studio named it. */
  title: string;
  kind: string;
}

/**
 * The home row new-year-sale (viewing.md §2) shows only while a sale runs, rechecked every second: the
 * new-year sale, else a running promotional page (contracts' `homeSaleOf`). Nothing while the
 * promotions load or when none runs.
 */
export default function HomeSaleGate({ children }: { children: (sale: HomeSale) => ReactNode }) {
  const promotions = usePromotions();
  const now = useNow(PROMOTION_CHECK_MS);
  const sale = homeSaleOf(promotions.data ?? [], now);
  if (!sale) return null;
  return children({ href: sale.href, title: sale.promotion.title, kind: sale.promotion.kind });
}
