import {
  type MagazineUpdate,
  type ResourceUpdate,
  type StudioLibrary,
  studioLibraryPaths,
  studioLibrarySchema,
  studioMagazineAnswerSchema,
  studioResourceAnswerSchema,
} from '@releve/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, fetchApi } from '../../../lib/api-client';

const libraryKey = ['studio', 'library'] as const;

/** While an issue's pages are being made, the list is asked again this often to show how far it got. */
const PROCESSING_POLL_MS = 1_500;

/** The issues, the resources, the programs and the upload limit. */
export function useStudioLibrary() {
  return useQuery({
    queryKey: libraryKey,
    queryFn: () => fetchApi(studioLibraryPaths.library, { schema: studioLibrarySchema }),
    staleTime: 0,
    refetchInterval: (query) =>
      (query.state.data as StudioLibrary | undefined)?.magazines.some((issue) => issue.state === 'processing')
        ? PROCESSING_POLL_MS
        : false,
  });
}

/** A change to the library: every list is asked again once it is made. */
function useLibraryMutation<Input, Output>(change: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => client.invalidateQueries({ queryKey: libraryKey }),
  });
}

export const useUploadMagazine = () =>
  useLibraryMutation((form: FormData) =>
    fetchApi(studioLibraryPaths.magazines, {
      method: 'POST',
      body: form,
      schema: studioMagazineAnswerSchema,
    }),
  );

export const useUploadResource = () =>
  useLibraryMutation((form: FormData) =>
    fetchApi(studioLibraryPaths.resources, {
      method: 'POST',
      body: form,
      schema: studioResourceAnswerSchema,
    }),
  );

export type MagazineAction = 'publish' | 'unpublish' | 'retry';

export const useMagazineAction = () =>
  useLibraryMutation(({ id, action }: { id: string; action: MagazineAction }) =>
    fetchApi(studioLibraryPaths[action](id), {
      method: 'POST',
      body: {},
      schema: studioMagazineAnswerSchema,
    }),
  );

export const useDeleteMagazine = () =>
  useLibraryMutation((id: string) => callApi(studioLibraryPaths.magazine(id), { method: 'DELETE' }));

export const useDeleteResource = () =>
  useLibraryMutation((id: string) => callApi(studioLibraryPaths.resource(id), { method: 'DELETE' }));

export const useUpdateResource = () =>
  useLibraryMutation(({ id, change }: { id: string; change: ResourceUpdate }) =>
    fetchApi(studioLibraryPaths.resource(id), {
      method: 'PATCH',
      body: change,
      schema: studioResourceAnswerSchema,
    }),
  );

export const useUpdateMagazine = () =>
  useLibraryMutation(({ id, change }: { id: string; change: MagazineUpdate }) =>
    fetchApi(studioLibraryPaths.magazine(id), {
      method: 'PATCH',
      body: change,
      schema: studioMagazineAnswerSchema,
    }),
  );
