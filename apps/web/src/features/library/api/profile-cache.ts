import type { ProfileAnswer, User } from '@releve/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { profileQueryKey } from '../../accounts';

/**
 * The profile carries the library's counts and progress (viewing.md §3); after a change the app
 * updates its copy at once rather than fetching the whole profile again.
 */
export function updateProfileUser(queryClient: QueryClient, change: (user: User) => User) {
  queryClient.setQueryData<ProfileAnswer | null>(profileQueryKey, (profile) =>
    profile ? { ...profile, user: change(profile.user) } : profile,
  );
}

export function adjustCount(queryClient: QueryClient, count: keyof User['counts'], by: number) {
  updateProfileUser(queryClient, (user) => ({
    ...user,
    counts: { ...user.counts, [count]: Math.max(0, user.counts[count] + by) },
  }));
}
