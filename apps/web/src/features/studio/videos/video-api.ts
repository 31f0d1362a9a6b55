import {
  type ChapterMark,
  type MusicTempo,
  type StudioVideo,
  studioAnglesSchema,
  studioVideoPaths,
  studioVideoSchema,
} from '@releve/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, callApi, fetchApi } from '../../../lib/api-client';
import { forgetVideo, rememberVideo } from './studio-events';

/** One video's view (its state, chapters, captions), also kept fresh by the events stream. */
export function useVideo(assetId: string) {
  return useQuery({
    queryKey: ['studio', 'video', assetId],
    queryFn: () => fetchApi(studioVideoPaths.video(assetId), { schema: studioVideoSchema }),
  });
}

export const anglesKey = (assetId: string) => ['studio', 'video', assetId, 'angles'] as const;

/** A class's video's camera angles (decision 063), as its route answered; the events stream keeps them fresh. */
export function useAngles(assetId: string) {
  return useQuery({
    queryKey: anglesKey(assetId),
    queryFn: () => fetchApi(studioVideoPaths.angles(assetId), { schema: studioAnglesSchema }),
  });
}

/** Removes a camera angle with its files; the events stream forgets it at once. */
export async function removeAngle(assetId: string) {
  await callApi(studioVideoPaths.angle(assetId), { method: 'DELETE' });
  forgetVideo(assetId);
}

const remembered = (video: StudioVideo) => {
  rememberVideo(video);
  return video;
};

export const retryPackaging = (assetId: string) =>
  fetchApi(studioVideoPaths.retry(assetId), { method: 'POST', schema: studioVideoSchema }).then(remembered);

export const saveChapters = (assetId: string, chapters: ChapterMark[]) =>
  fetchApi(studioVideoPaths.chapters(assetId), {
    method: 'PUT',
    body: { chapters },
    schema: studioVideoSchema,
  }).then(remembered);

export const saveCounts = (assetId: string, tempos: MusicTempo[]) =>
  fetchApi(studioVideoPaths.counts(assetId), {
    method: 'PUT',
    body: { tempos },
    schema: studioVideoSchema,
  }).then(remembered);

export const removeCaptions = (assetId: string) =>
  fetchApi(studioVideoPaths.captions(assetId), { method: 'DELETE', schema: studioVideoSchema }).then(
    remembered,
  );

const posterSchema = z.object({ posterId: z.string(), mediaId: z.string() });

export const posterFromFrame = (assetId: string, seconds: number) =>
  fetchApi(studioVideoPaths.posterFrame(assetId), {
    method: 'POST',
    body: { seconds },
    schema: posterSchema,
  });

/** Sends a file as the request's body, typed as itself (the server checks it by its content). */
async function sendFile(url: string, method: 'PUT' | 'POST', file: Blob, type: string): Promise<unknown> {
  const response = await fetch(url, {
    method,
    headers: { 'content-type': type, accept: 'application/json' },
    body: file,
    credentials: 'same-origin',
  });
  const body = (await response.json().catch(() => undefined)) as { message?: string } | undefined;
  if (!response.ok) {
    throw new ApiError(body?.message ?? `Request failed with status ${response.status}`, response.status);
  }
  return body;
}

export const uploadCaptions = async (assetId: string, file: File) =>
  remembered(
    studioVideoSchema.parse(
      await sendFile(
        `${studioVideoPaths.captions(assetId)}?name=${encodeURIComponent(file.name)}`,
        'PUT',
        file,
        'text/vtt',
      ),
    ),
  );

export const uploadPoster = async (assetId: string, file: File) =>
  posterSchema.parse(
    await sendFile(studioVideoPaths.posterImage(assetId), 'POST', file, 'application/octet-stream'),
  );
