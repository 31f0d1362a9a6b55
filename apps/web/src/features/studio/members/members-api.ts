import { type StudioMemberQuery, studioMemberPageSchema, studioMemberPaths } from '@releve/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
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
