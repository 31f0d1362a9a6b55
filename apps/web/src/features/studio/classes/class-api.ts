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
import { fetchApi } from '../../../lib/api-client';

/** Query keys of the Classes section: every change forgets them all (lists, one class, facets). */
const classesKey = ['studio', 'classes'] as const;

export type ClassListQuery = Partial<StudioClassQuery>;

function listUrl(query: ClassListQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${studioClassPaths.list}?${text}` : studioClassPaths.list;
}

export function useClassList(query: ClassListQuery) {
  return useQuery({
    queryKey: [...classesKey, 'list', query],
    queryFn: () => fetchApi(listUrl(query), { schema: studioClassPageSchema }),
    placeholderData: keepPreviousData,
  });
}

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
