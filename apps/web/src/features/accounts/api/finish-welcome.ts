import type { QueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { profileQueryKey } from './get-profile';

/** Clears the welcome flag, so home stops sending the member to the questionnaire. */
export async function finishWelcome(queryClient: QueryClient) {
  await callApi('/api/users/me', { method: 'POST', body: { ftue1: false } }).catch(() => undefined);
  await queryClient.invalidateQueries({ queryKey: profileQueryKey });
}
