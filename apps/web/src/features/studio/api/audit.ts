import { auditPageSchema, studioPaths } from '@releve/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchApi } from '../../../lib/api-client';

/** Entries per page of the activity log. */
export const AUDIT_PAGE_SIZE = 25;

/** One page of the console's audit log, newest first (owners only). */
export function useAuditPage(page: number) {
  return useQuery({
    queryKey: ['studio', 'audit', page],
    queryFn: () =>
      fetchApi(`${studioPaths.audit}?page=${page}&limit=${AUDIT_PAGE_SIZE}`, { schema: auditPageSchema }),
    placeholderData: keepPreviousData,
    // The log grows with every change: it is asked again each time it is opened.
    staleTime: 0,
  });
}
