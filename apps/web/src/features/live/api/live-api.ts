import {
  joinAnswerSchema,
  livePaths,
  notifyRecordingsAnswerSchema,
  redeemDayPassAnswerSchema,
  rsvpsAnswerSchema,
  SCHEDULE_RETRIES,
  scheduleAnswerSchema,
  scheduleWindow,
} from '@releve/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchApi } from '../../../lib/api-client';
import { viewerTimeZone } from '../../../lib/time-zone';

/** Schedules change when the studio edits them: a minute's cache is plenty. */
const SCHEDULE_STALE_MS = 60_000;

/**
 * The classes of one day before to two days after `day`, retried up to 5 times (§7). `enabled` waits
 * for the page's take-over, when `day` is the reader's day rather than UTC's (lib/reader-time).
 */
export function useSchedule(day: string, enabled = true) {
  const zone = viewerTimeZone();
  return useQuery({
    enabled,
    queryKey: ['live', 'schedule', day, zone],
    queryFn: () => {
      const { startDate, endDate } = scheduleWindow(day);
      const query = new URLSearchParams({ startDate, endDate, tz: zone });
      return fetchApi(`${livePaths.schedule}?${query}`, { schema: scheduleAnswerSchema });
    },
    retry: SCHEDULE_RETRIES,
    staleTime: SCHEDULE_STALE_MS,
  });
}

const rsvpsKey = ['live', 'rsvps'] as const;
const noticesKey = ['live', 'notify-recordings'] as const;

export function useRsvps(enabled: boolean) {
  return useQuery({
    queryKey: rsvpsKey,
    queryFn: () => fetchApi(livePaths.rsvps, { schema: rsvpsAnswerSchema }),
    enabled,
  });
}

export function useRecordingNotices(enabled: boolean) {
  return useQuery({
    queryKey: noticesKey,
    queryFn: () => fetchApi(livePaths.notifyRecordings, { schema: notifyRecordingsAnswerSchema }),
    enabled,
  });
}

/** RSVP (reserve) or cancel; the answer is the member's reservations. */
export function useToggleRsvp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ classId, going }: { classId: string; going: boolean }) =>
      fetchApi(livePaths.rsvps, {
        method: going ? 'POST' : 'DELETE',
        body: { classId },
        schema: rsvpsAnswerSchema,
      }),
    onSuccess: (answer) => client.setQueryData(rsvpsKey, answer),
  });
}

/** Ask (or stop asking) to hear when a class's recording is ready. */
export function useToggleRecordingNotice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ classId, notify }: { classId: string; notify: boolean }) =>
      notify
        ? fetchApi(livePaths.notifyRecordings, {
            method: 'POST',
            body: { classId },
            schema: notifyRecordingsAnswerSchema,
          })
        : fetchApi(livePaths.notifyRecording(classId), {
            method: 'DELETE',
            schema: notifyRecordingsAnswerSchema,
          }),
    onSuccess: (answer) => client.setQueryData(noticesKey, answer),
  });
}

/** The class's Zoom link: the server gives it only to those allowed, while the class is open. */
export async function fetchJoinUrl(classId: string): Promise<string> {
  return (await fetchApi(livePaths.join(classId), { method: 'POST', schema: joinAnswerSchema })).joinUrl;
}

export function redeemDayPass(userId: string) {
  return fetchApi(livePaths.redeemDayPass(userId), { method: 'POST', schema: redeemDayPassAnswerSchema });
}
