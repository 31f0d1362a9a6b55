import {
  type LiveScope,
  type StudioLiveCreate,
  type StudioLiveEdit,
  studioLiveAnswerSchema,
  studioLiveListSchema,
  studioLiveNoticeAnswerSchema,
  studioLivePaths,
  studioLiveRecordingsSchema,
  studioLiveRecordingUploadAnswerSchema,
} from '@releve/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { fetchApi } from '../../../lib/api-client';

const liveKey = ['studio', 'live'] as const;

/** The classes of the `days` studio days from `from`, the breaks, day names and instructors. */
export function useStudioLive(from: string, days = 7, refetchInterval: number | false = false) {
  return useQuery({
    refetchInterval,
    queryKey: [...liveKey, from, days],
    queryFn: () =>
      fetchApi(`${studioLivePaths.classes}?from=${from}&days=${days}`, { schema: studioLiveListSchema }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/** Asks every week shown again (a change made by the server itself: an uploaded recording attached). */
export function useRefreshLive() {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: liveKey }), [client]);
}

/** A change to the schedule: every week shown is asked again once it is made. */
function useLiveMutation<Input, Output>(change: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => client.invalidateQueries({ queryKey: liveKey }),
  });
}

export const useCreateLiveClass = () =>
  useLiveMutation((body: StudioLiveCreate) =>
    fetchApi(studioLivePaths.classes, { method: 'POST', body, schema: studioLiveAnswerSchema }),
  );

export const useEditLiveClass = () =>
  useLiveMutation(({ id, body }: { id: string; body: StudioLiveEdit }) =>
    fetchApi(studioLivePaths.one(id), { method: 'PUT', body, schema: studioLiveAnswerSchema }),
  );

export const useCancelLiveClass = () =>
  useLiveMutation(({ id, scope }: { id: string; scope: LiveScope }) =>
    fetchApi(studioLivePaths.cancel(id), {
      method: 'POST',
      body: { scope },
      schema: studioLiveNoticeAnswerSchema,
    }),
  );

/** An upload just created (tus) becomes the class's recording, attached when its video is ready. */
export const useRecordingUpload = () =>
  useLiveMutation(({ id, uploadId }: { id: string; uploadId: string }) =>
    fetchApi(studioLivePaths.recordingUpload(id), {
      method: 'POST',
      body: { uploadId },
      schema: studioLiveRecordingUploadAnswerSchema,
    }),
  );

export const useAttachRecording = () =>
  useLiveMutation(({ id, mediaId }: { id: string; mediaId: string }) =>
    fetchApi(studioLivePaths.recording(id), {
      method: 'PUT',
      body: { mediaId },
      schema: studioLiveNoticeAnswerSchema,
    }),
  );

/** Catalogue videos whose title holds `q`: what a recording may be. */
export function useRecordingSearch(q: string) {
  return useQuery({
    queryKey: ['studio', 'live-recordings', q],
    queryFn: () =>
      fetchApi(`${studioLivePaths.recordings}?q=${encodeURIComponent(q)}`, {
        schema: studioLiveRecordingsSchema,
      }),
    placeholderData: keepPreviousData,
  });
}

export const useAddBreak = () =>
  useLiveMutation((body: { name: string; firstDay: string; lastDay: string }) =>
    fetchApi(studioLivePaths.breaks, { method: 'POST', body, schema: studioLiveNoticeAnswerSchema }),
  );

export const useRemoveBreak = () =>
  useLiveMutation((id: string) => fetchApi(studioLivePaths.oneBreak(id), { method: 'DELETE' }));

export const useSaveDayNames = () =>
  useLiveMutation((dayNames: string[]) =>
    fetchApi(studioLivePaths.dayNames, { method: 'PUT', body: { dayNames } }),
  );
