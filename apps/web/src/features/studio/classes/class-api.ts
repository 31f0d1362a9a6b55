import type { StudioClassFacets } from '@releve/contracts';
import {
  type StudioBulkEdit,
  type StudioClassFieldsInput,
  type StudioClassQuery,
  studioBulkAnswerSchema,
  studioClassAnswerSchema,
  studioClassFacetsSchema,
  studioClassPageSchema,
  studioClassPaths,
} from '@releve/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, fetchApi } from '../../../lib/api-client';
import { classListSearch } from './list-url';

/** Query keys of the Classes section: every change forgets them all (lists, one class, facets). */
const classesKey = ['studio', 'classes'] as const;

/** The list as the address says it (list-url.ts): the request's query is the address's own. */
export function useClassList(query: StudioClassQuery) {
  const search = classListSearch(query);
  return useQuery({
    queryKey: [...classesKey, 'list', search],
    queryFn: () =>
      fetchApi(search ? `${studioClassPaths.list}?${search}` : studioClassPaths.list, {
        schema: studioClassPageSchema,
      }),
    placeholderData: keepPreviousData,
  });
}

/** A style as the studio names it (the facets' `name`), its slug until the facets arrive. */
export const styleName = (facets: StudioClassFacets | undefined, style: string): string =>
  facets?.styles.find((s) => s.style === style)?.name ?? style;

export function useClassFacets() {
  return useQuery({
    queryKey: [...classesKey, 'facets'],
    queryFn: () => fetchApi(studioClassPaths.facets, { schema: studioClassFacetsSchema }),
  });
}

export function useStudioClass(id: string) {
  return useQuery({
    queryKey: [...classesKey, 'one', id],
    queryFn: () => fetchApi(studioClassPaths.one(id), { schema: studioClassAnswerSchema }),
  });
}

function useClassMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: classesKey });
      void queryClient.invalidateQueries({ queryKey: ['studio', 'audit'] });
    },
  });
}

export const useCreateClass = () =>
  useClassMutation((fields: Partial<StudioClassFieldsInput> & { title: string }) =>
    fetchApi(studioClassPaths.list, { method: 'POST', body: fields, schema: studioClassAnswerSchema }),
  );

export const useSaveClass = (id: string) =>
  useClassMutation((fields: Partial<StudioClassFieldsInput>) =>
    fetchApi(studioClassPaths.one(id), { method: 'PATCH', body: fields, schema: studioClassAnswerSchema }),
  );

/** Publishes now (no time) or at a wall-clock time in the studio's zone. */
export const usePublishClass = (id: string) =>
  useClassMutation((publishAt: string | undefined) =>
    fetchApi(studioClassPaths.publish(id), {
      method: 'POST',
      body: publishAt ? { publishAt } : {},
      schema: studioClassAnswerSchema,
    }),
  );

export const useUnpublishClass = (id: string) =>
  useClassMutation(() =>
    fetchApi(studioClassPaths.unpublish(id), { method: 'POST', body: {}, schema: studioClassAnswerSchema }),
  );

export const useBulkEditClasses = () =>
  useClassMutation((edit: StudioBulkEdit) =>
    fetchApi(studioClassPaths.bulk, { method: 'POST', body: edit, schema: studioBulkAnswerSchema }),
  );

/** Deletes a draft (the server refuses any other class: decision 038); the answer has no body. */
export const useDeleteClass = () =>
  useClassMutation((id: string) => callApi(studioClassPaths.one(id), { method: 'DELETE' }));
