import {
  type StudioCancellationQuery,
  studioCancellationPaths,
  studioCancellationReportSchema,
  studioCancellationSettingsSchema,
} from '@releve/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchApi } from '../../../lib/api-client';

/** The range's search part, what is not given left out (the server's default: the last 30 days). */
export function cancellationSearch(query: StudioCancellationQuery): string {
  const params = new URLSearchParams();
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  return params.toString();
}

/** Why members cancelled in the range: counts per reason and the latest answers. */
export function useCancellationReport(query: StudioCancellationQuery) {
  const search = cancellationSearch(query);
  return useQuery({
    queryKey: ['studio', 'cancellations', search],
    queryFn: () =>
      fetchApi(search ? `${studioCancellationPaths.list}?${search}` : studioCancellationPaths.list, {
        schema: studioCancellationReportSchema,
      }),
    placeholderData: keepPreviousData,
  });
}

const settingsKey = ['studio', 'cancellations', 'settings'] as const;

/** Whether members are offered a pause instead of cancelling (issue 35). */
export function useCancellationSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: () => fetchApi(studioCancellationPaths.settings, { schema: studioCancellationSettingsSchema }),
  });
}

export function useSetPauseOffered() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (pauseOffered: boolean) =>
      fetchApi(studioCancellationPaths.settings, {
        method: 'PUT',
        body: { pauseOffered },
        schema: studioCancellationSettingsSchema,
      }),
    onSuccess: (answer) => client.setQueryData(settingsKey, answer),
  });
}
