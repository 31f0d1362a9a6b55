import {
  type StudioProgramWrite,
  studioProgramAnswerSchema,
  studioProgramListSchema,
  studioProgramPaths,
  studioResourceListSchema,
} from '@releve/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchApi } from '../../../lib/api-client';

/** Query keys of the Programs section: every change forgets them all (and the activity log). */
const programsKey = ['studio', 'programs'] as const;

export const useProgramList = () =>
  useQuery({
    queryKey: [...programsKey, 'list'],
    queryFn: () => fetchApi(studioProgramPaths.list, { schema: studioProgramListSchema }),
  });

export const useStudioProgram = (id: string) =>
  useQuery({
    queryKey: [...programsKey, 'one', id],
    queryFn: () => fetchApi(studioProgramPaths.one(id), { schema: studioProgramAnswerSchema }),
  });

export const useResourceLibrary = () =>
  useQuery({
    queryKey: [...programsKey, 'resources'],
    queryFn: () => fetchApi(studioProgramPaths.resources, { schema: studioResourceListSchema }),
  });

function useProgramMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: programsKey });
      void queryClient.invalidateQueries({ queryKey: ['studio', 'audit'] });
    },
  });
}

export const useCreateProgram = () =>
  useProgramMutation((name: string) =>
    fetchApi(studioProgramPaths.list, { method: 'POST', body: { name }, schema: studioProgramAnswerSchema }),
  );

export const useSaveProgram = (id: string) =>
  useProgramMutation((write: StudioProgramWrite) =>
    fetchApi(studioProgramPaths.one(id), { method: 'PUT', body: write, schema: studioProgramAnswerSchema }),
  );

export const useDuplicateProgram = () =>
  useProgramMutation((id: string) =>
    fetchApi(studioProgramPaths.duplicate(id), {
      method: 'POST',
      body: {},
      schema: studioProgramAnswerSchema,
    }),
  );

export const useProgramState = (id: string) =>
  useProgramMutation((verb: 'publish' | 'retire') =>
    fetchApi(verb === 'publish' ? studioProgramPaths.publish(id) : studioProgramPaths.retire(id), {
      method: 'POST',
      body: {},
      schema: studioProgramAnswerSchema,
    }),
  );

export const useReorderPrograms = () =>
  useProgramMutation((ids: string[]) =>
    fetchApi(studioProgramPaths.order, { method: 'PUT', body: { ids }, schema: studioProgramListSchema }),
  );
