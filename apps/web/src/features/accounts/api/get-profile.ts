import type { ProfileAnswer } from '@releve/contracts';
import { profilePath } from '@releve/contracts/api-paths';
import { useQuery } from '@tanstack/react-query';
import { ApiError, fetchApi } from '../../../lib/api-client';

export const profileQueryKey = ['users', 'me'] as const;

/** The signed-in member's profile, or null for a visitor (or a session that ended). */
export async function fetchProfile(): Promise<ProfileAnswer | null> {
  try {
    return (await fetchApi(profilePath)) as ProfileAnswer;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** Up to 5 retries, as the spec asks, for failures that may pass (not a refusal such as 403). */
export function useProfile() {
  return useQuery({
    queryKey: profileQueryKey,
    queryFn: fetchProfile,
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 5,
  });
}
