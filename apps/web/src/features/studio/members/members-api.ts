import {
  type StudioDayPassChange,
  type StudioGrant,
  type StudioMemberQuery,
  studioDayPassAnswerSchema,
  studioGrantAnswerSchema,
  studioMemberPageSchema,
  studioMemberPaths,
} from '@releve/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchApi } from '../../../lib/api-client';
import { memberListSearch } from './members-url';

/** A page of the Members list as the address says it, with the counts of every segment. */
export function useMemberList(query: StudioMemberQuery) {
  const search = memberListSearch(query);
  return useQuery({
    queryKey: ['studio', 'members', 'list', search],
    queryFn: () =>
      fetchApi(search ? `${studioMemberPaths.list}?${search}` : studioMemberPaths.list, {
        schema: studioMemberPageSchema,
      }),
    placeholderData: keepPreviousData,
  });
}

/** An action on a member: the lists are asked again once it is done. */
function useMemberAction<Input, Output>(act: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: act,
    onSettled: () => client.invalidateQueries({ queryKey: ['studio', 'members'] }),
  });
}

/** Gives a member free access. */
export const useGrantAccess = () =>
  useMemberAction(({ userId, grant }: { userId: string; grant: StudioGrant }) =>
    fetchApi(studioMemberPaths.grants(userId), {
      method: 'POST',
      body: grant,
      schema: studioGrantAnswerSchema,
    }),
  );

/** Adds or takes away a member's day passes. */
export const useChangeDayPasses = () =>
  useMemberAction(({ userId, change }: { userId: string; change: StudioDayPassChange }) =>
    fetchApi(studioMemberPaths.dayPasses(userId), {
      method: 'POST',
      body: change,
      schema: studioDayPassAnswerSchema,
    }),
  );
