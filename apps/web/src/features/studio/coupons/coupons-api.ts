import {
  type StudioCouponCreate,
  type StudioCouponEdit,
  type StudioCouponQuery,
  studioCouponAnswerSchema,
  studioCouponListSchema,
  studioCouponPaths,
  studioCouponRedemptionsSchema,
  studioCouponsAnswerSchema,
} from '@releve/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchApi } from '../../../lib/api-client';

const couponsKey = ['studio', 'coupons'] as const;

/** The newest coupons matching the search, current or archived, with the offers they may name. */
export function useCouponList(query: StudioCouponQuery) {
  const search = new URLSearchParams({ show: query.show, ...(query.q ? { q: query.q } : {}) });
  return useQuery({
    queryKey: [...couponsKey, 'list', query.show, query.q],
    queryFn: () => fetchApi(`${studioCouponPaths.list}?${search}`, { schema: studioCouponListSchema }),
    placeholderData: keepPreviousData,
  });
}

export function useCouponRedemptions(code: string) {
  return useQuery({
    queryKey: [...couponsKey, 'redemptions', code],
    queryFn: () => fetchApi(studioCouponPaths.redemptions(code), { schema: studioCouponRedemptionsSchema }),
    staleTime: 0,
  });
}

/** A change to the coupons: the lists are asked again once it is made. */
function useCouponMutation<Input, Output>(change: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => client.invalidateQueries({ queryKey: couponsKey }),
  });
}

export const useCreateCoupons = () =>
  useCouponMutation((body: StudioCouponCreate) =>
    fetchApi(studioCouponPaths.list, { method: 'POST', body, schema: studioCouponsAnswerSchema }),
  );

export const useEditCoupon = () =>
  useCouponMutation(({ code, edit }: { code: string; edit: StudioCouponEdit }) =>
    fetchApi(studioCouponPaths.one(code), { method: 'PATCH', body: edit, schema: studioCouponAnswerSchema }),
  );

export const useArchiveCoupon = () =>
  useCouponMutation((code: string) =>
    fetchApi(studioCouponPaths.archive(code), { method: 'POST', schema: studioCouponAnswerSchema }),
  );
