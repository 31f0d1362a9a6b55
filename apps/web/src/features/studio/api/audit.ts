import { auditActorsSchema, auditPageSchema, studioPaths } from '@releve/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchApi } from '../../../lib/api-client';

/**
 * A page of the console's audit log, newest first (owners only): `search` is the query of its filters
 * and place (`?action=class.update&before=…`), as the Activity page's own address holds it.
 */
export function useAuditPage(search: string) {
  return useQuery({
    queryKey: ['studio', 'audit', search],
    queryFn: () => fetchApi(`${studioPaths.audit}${search}`, { schema: auditPageSchema }),
    placeholderData: keepPreviousData,
    // The log grows with every change: it is asked again each time it is opened.
    staleTime: 0,
  });
}

/** Everyone who has made a change the log holds, former staff too: the "who" filter's choices. */
export function useAuditActors() {
  return useQuery({
    queryKey: ['studio', 'audit', 'actors'],
    queryFn: () => fetchApi(studioPaths.auditActors, { schema: auditActorsSchema }),
    staleTime: 0,
  });
}
