import {
  type StudioPromotionCreate,
  type StudioPromotionEdit,
  studioPromotionAnswerSchema,
  studioPromotionDeletedSchema,
  studioPromotionListSchema,
  studioPromotionPaths,
  studioPromotionPreviewSchema,
} from '@releve/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchApi } from '../../../lib/api-client';

const promotionsKey = ['studio', 'promotions'] as const;

/** Every promotion with its gifts' counts, the offers the form offers, the studio's time zone. */
export function usePromotionList() {
  return useQuery({
    queryKey: [...promotionsKey, 'list'],
    queryFn: () => fetchApi(studioPromotionPaths.list, { schema: studioPromotionListSchema }),
  });
}

/** What GET /api/promotions answers at the studio's wall-clock time `at` (none asked: nothing). */
export function usePromotionPreview(at: string | null) {
  return useQuery({
    queryKey: [...promotionsKey, 'preview', at],
    queryFn: () =>
      fetchApi(`${studioPromotionPaths.preview}?${new URLSearchParams({ at: at ?? '' })}`, {
        schema: studioPromotionPreviewSchema,
      }),
    enabled: at !== null,
    staleTime: 0,
  });
}

/** A change to the promotions: the list and previews are asked again once it is made. */
function usePromotionMutation<Input, Output>(change: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => client.invalidateQueries({ queryKey: promotionsKey }),
  });
}

export const useCreatePromotion = () =>
  usePromotionMutation((body: StudioPromotionCreate) =>
    fetchApi(studioPromotionPaths.list, { method: 'POST', body, schema: studioPromotionAnswerSchema }),
  );

export const useEditPromotion = () =>
  usePromotionMutation(({ id, edit }: { id: string; edit: StudioPromotionEdit }) =>
    fetchApi(studioPromotionPaths.one(id), {
      method: 'PATCH',
      body: edit,
      schema: studioPromotionAnswerSchema,
    }),
  );

export const useEndPromotion = () =>
  usePromotionMutation((id: string) =>
    fetchApi(studioPromotionPaths.end(id), { method: 'POST', schema: studioPromotionAnswerSchema }),
  );

export const useDeletePromotion = () =>
  usePromotionMutation((id: string) =>
    fetchApi(studioPromotionPaths.one(id), { method: 'DELETE', schema: studioPromotionDeletedSchema }),
  );
