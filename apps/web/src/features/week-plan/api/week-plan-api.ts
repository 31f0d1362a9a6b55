import {
  livePaths,
  type ProfileAnswer,
  rsvpsAnswerSchema,
  type WeekDay,
  type WeekPlan,
  weekPlanAnswerSchema,
  weekPlanPaths,
  weekPlanSettingsAnswerSchema,
} from '@releve/contracts';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchApi } from '../../../lib/api-client';
import { profileQueryKey, useViewer } from '../../accounts';

/** The plan lives in the profile (viewing.md §3, `myWeekPlan`): edits write it there at once. */
export function usePlan(): WeekPlan | undefined {
  return useViewer().profile?.user.myWeekPlan;
}

export function setPlan(client: QueryClient, plan: WeekPlan) {
  client.setQueryData<ProfileAnswer | null>(profileQueryKey, (profile) =>
    profile ? { ...profile, user: { ...profile.user, myWeekPlan: plan } } : profile,
  );
}

export const planCalls = {
  add: (videoId: string, day: WeekDay) =>
    fetchApi(weekPlanPaths.plan('me'), {
      method: 'POST',
      body: { videoId, day },
      schema: weekPlanAnswerSchema,
    }),
  remove: (videoId: string, day: WeekDay) =>
    fetchApi(weekPlanPaths.plan('me'), {
      method: 'DELETE',
      body: { videoId, day },
      schema: weekPlanAnswerSchema,
    }),
  clear: () => fetchApi(weekPlanPaths.clear('me'), { method: 'DELETE', schema: weekPlanAnswerSchema }),
  updateDay: (day: WeekDay, videoIds: string[]) =>
    fetchApi(weekPlanPaths.updateDay('me'), {
      method: 'POST',
      body: { day, videoIds },
      schema: weekPlanAnswerSchema,
    }),
  moveToDay: (videoId: string, day: WeekDay, newDay: WeekDay) =>
    fetchApi(weekPlanPaths.moveToDay('me'), {
      method: 'POST',
      body: { videoId, day, newDay },
      schema: weekPlanAnswerSchema,
    }),
};

/**
 * Applies an edit to the plan at once, then syncs it (viewing.md §4, §7): the server's answer
 * replaces the plan; a failure is logged only and the local plan is kept.
 */
export function useSyncedEdit() {
  const client = useQueryClient();
  return (local: WeekPlan, call: () => Promise<{ myWeekPlan: WeekPlan }>) => {
    setPlan(client, local);
    call().then(
      (answer) => setPlan(client, answer.myWeekPlan),
      (error) => console.warn('My Week Plan not synced', error),
    );
  };
}

export const weekRsvpsKey = ['week-plan', 'rsvps'] as const;

/** The member's reserved live classes: My Week shows those of its seven days. */
export function useWeekRsvps(enabled: boolean) {
  return useQuery({
    queryKey: weekRsvpsKey,
    queryFn: () => fetchApi(livePaths.rsvps, { schema: rsvpsAnswerSchema }),
    enabled,
    // Reserved on the live schedule a moment ago: asked again each time My Week shows.
    staleTime: 0,
  });
}

export const cancelRsvp = (classId: string) =>
  fetchApi(livePaths.rsvps, { method: 'DELETE', body: { classId }, schema: rsvpsAnswerSchema });

const settingsKey = ['week-plan', 'settings'] as const;

/** The calendar feed's address and the reminder choice (decision 015). */
export function useWeekPlanSettings(enabled: boolean) {
  return useQuery({
    queryKey: settingsKey,
    queryFn: () => fetchApi(weekPlanPaths.settings('me'), { schema: weekPlanSettingsAnswerSchema }),
    enabled,
  });
}

type SettingsChange = { feed: 'renew' | 'revoke' } | { reminders: boolean };

export function useChangeWeekPlanSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: SettingsChange) =>
      'feed' in change
        ? fetchApi(weekPlanPaths.feed('me'), {
            method: change.feed === 'renew' ? 'POST' : 'DELETE',
            schema: weekPlanSettingsAnswerSchema,
          })
        : fetchApi(weekPlanPaths.reminders('me'), {
            method: 'POST',
            body: { reminders: change.reminders },
            schema: weekPlanSettingsAnswerSchema,
          }),
    onSuccess: (answer) => client.setQueryData(settingsKey, answer),
  });
}
