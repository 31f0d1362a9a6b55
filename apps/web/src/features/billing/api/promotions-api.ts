import {
  newsletterConfirmAnswerSchema,
  type PromoStats,
  type Promotion,
  promoStatsAnswerSchema,
  promotionPaths,
  promotionsAnswerSchema,
} from '@releve/contracts';
import { useQuery } from '@tanstack/react-query';
import { fetchApi } from '../../../lib/api-client';

export const promotionsQueryKey = ['billing', 'promotions'] as const;

/** The studio's running and upcoming promotions (GET /api/promotions), fresh on each page visit. */
export function usePromotions() {
  return useQuery({
    queryKey: promotionsQueryKey,
    queryFn: async (): Promise<Promotion[]> =>
      (await fetchApi(promotionPaths.promotions, { schema: promotionsAnswerSchema })).promotions,
    staleTime: 0,
  });
}

/** §7 GET /promos/black-friday: no data means 0 and 0. */
export async function fetchPromoStats(): Promise<PromoStats> {
  const { data } = await fetchApi(promotionPaths.blackFridayStats, { schema: promoStatsAnswerSchema });
  return data ?? { inspirationCollections: 0, calendars: 0 };
}

/** §7 POST /newsletter/confirm: whether the 24-hour pass may be activated now. */
/** The newsletter link's e-mail and the studio's signature of it (decision 027). */
export async function confirmNewsletter(email: string, token: string) {
  return fetchApi(promotionPaths.newsletterConfirm, {
    method: 'POST',
    body: { email, token },
    schema: newsletterConfirmAnswerSchema,
  });
}
