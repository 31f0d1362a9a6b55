import {
  type StudioOfferCreate,
  type StudioOfferEdit,
  studioOfferAnswerSchema,
  studioOfferListSchema,
  studioOfferPaths,
  studioOffersAnswerSchema,
} from '@releve/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchApi } from '../../../lib/api-client';

const offersKey = ['studio', 'offers'] as const;

/** Every offer, retired ones too, in the pricing page's order. */
export function useOfferList() {
  return useQuery({
    queryKey: [...offersKey, 'list'],
    queryFn: () => fetchApi(studioOfferPaths.list, { schema: studioOfferListSchema }),
  });
}

/** A change to the offers: the list is asked again once it is made. */
function useOfferMutation<Input, Output>(change: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => client.invalidateQueries({ queryKey: offersKey }),
  });
}

export const useCreateOffer = () =>
  useOfferMutation((body: StudioOfferCreate) =>
    fetchApi(studioOfferPaths.list, { method: 'POST', body, schema: studioOfferAnswerSchema }),
  );

export const useEditOffer = () =>
  useOfferMutation(({ id, edit }: { id: string; edit: StudioOfferEdit }) =>
    fetchApi(studioOfferPaths.one(id), { method: 'PATCH', body: edit, schema: studioOfferAnswerSchema }),
  );

export const useRetireOffer = () =>
  useOfferMutation(({ id, reason }: { id: string; reason: string }) =>
    fetchApi(studioOfferPaths.retire(id), {
      method: 'POST',
      body: { reason },
      schema: studioOfferAnswerSchema,
    }),
  );

export const useReorderOffers = () =>
  useOfferMutation((ids: string[]) =>
    fetchApi(studioOfferPaths.order, { method: 'PUT', body: { ids }, schema: studioOffersAnswerSchema }),
  );
